import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentRecord, laggingTexts, readRecord, writeRecord } from '../../tools/lib/content-sync';

/** A copy of the project's FAQ, page and legal texts, recorded as in step. */
function texts(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-sync-'));
  for (const dir of ['faq', 'pages', 'legal'])
    cpSync(path.join('content', dir), path.join(root, 'content', dir), { recursive: true });
  writeRecord(root);
  return root;
}

const all = ['en', 'pt', 'de', 'es', 'it', 'fr'] as const;

describe('languages that lag behind an edit', () => {
  it('the shipped texts are recorded as in step', () => {
    expect(laggingTexts(readRecord(), currentRecord(), all)).toEqual([]);
  });

  it('a German FAQ answer edited: the five others lag; once they follow, none does', () => {
    const root = texts();
    const file = (l: string) => path.join(root, 'content/faq', `${l}.json`);
    const edit = (l: string) => {
      const faq = JSON.parse(readFileSync(file(l), 'utf8'));
      faq.topics[0].items[0].answer += ' Neu.';
      writeFileSync(file(l), JSON.stringify(faq, null, 2));
      return faq.topics[0].items[0].id as string;
    };
    const id = edit('de');
    expect(laggingTexts(readRecord(root), currentRecord(root), all)).toEqual([
      `content/faq/<lang>.json: faq/${id}: changed in de; en, pt, es, it, fr lag behind`,
    ]);
    // Only the site's languages are named.
    expect(laggingTexts(readRecord(root), currentRecord(root), ['en', 'de'])).toEqual([
      `content/faq/<lang>.json: faq/${id}: changed in de; en lags behind`,
    ]);
    for (const l of ['en', 'pt', 'es', 'it', 'fr']) edit(l);
    expect(laggingTexts(readRecord(root), currentRecord(root), all)).toEqual([]);
  });

  it('a page text and a legal text edited in English: the others lag', () => {
    const root = texts();
    const pages = path.join(root, 'content/pages/en.yaml');
    writeFileSync(
      pages,
      readFileSync(pages, 'utf8').replace("'Hours back every week'", "'Hours back each week'"),
    );
    const privacy = path.join(root, 'content/legal/en/privacy.md');
    writeFileSync(privacy, `${readFileSync(privacy, 'utf8')}\nOne more sentence.\n`);
    const lines = laggingTexts(readRecord(root), currentRecord(root), all);
    expect(lines).toContain(
      'content/pages/<lang>.yaml: pages/services.automation.benefits.0.title: changed in en; pt, de, es, it, fr lag behind',
    );
    expect(lines).toContain(
      'content/legal/<lang>/privacy.md: legal/privacy: changed in en; pt, de, es, it, fr lag behind',
    );
    expect(lines).toHaveLength(2);
  });
});
