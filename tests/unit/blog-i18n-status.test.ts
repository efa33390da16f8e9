import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { untranslatedArticlePaths } from '@/lib/blog/files';
import {
  formatI18nTable,
  i18nSummary,
  i18nTable,
  sourceHash,
  stampSourceHash,
  type I18nArticle,
} from '@/lib/blog/i18n-status';

const en = (slug: string, body: string): I18nArticle => ({ slug, locale: 'en', body, data: {} });
const tr = (slug: string, locale: I18nArticle['locale'], hash?: string): I18nArticle => ({
  slug,
  locale,
  body: 'traduction',
  data: { sourceHash: hash },
});

describe('translation freshness (content:i18n)', () => {
  it('hashes the English body, ignoring line endings and blank ends', () => {
    expect(sourceHash('# A\n\ntext\n')).toBe(sourceHash('\r\n# A\r\n\r\ntext'));
    expect(sourceHash('# A')).not.toBe(sourceHash('# B'));
    expect(sourceHash('x')).toMatch(/^[0-9a-f]{12}$/);
  });

  it('marks each translation translated, outdated or missing', () => {
    const body = '## Setup\n\nWords.';
    const rows = i18nTable([
      en('post', body),
      tr('post', 'pt', sourceHash(body)),
      tr('post', 'de', sourceHash('an older English body')),
      tr('post', 'es'),
    ]);
    expect(rows).toEqual([
      {
        slug: 'post',
        states: {
          pt: 'translated',
          de: 'outdated',
          es: 'outdated',
          it: 'missing',
          fr: 'missing',
        },
      },
    ]);
    expect(i18nSummary(rows)).toEqual({ translated: 2, outdated: 2, missing: 2, total: 6 });
    expect(formatI18nTable(rows)).toContain('2 of 6 translated, 2 outdated, 2 missing.');
  });

  it('ignores a translation without an English original', () => {
    expect(i18nTable([tr('orphan', 'de', 'x')])).toEqual([]);
  });

  it('stamps the hash into the front matter, keeping the rest byte for byte', () => {
    const file = "---\ntitle: 'T'\n---\n\nBody with --- inside\n";
    const once = stampSourceHash(file, 'abc123abc123');
    expect(once).toBe("---\ntitle: 'T'\nsourceHash: 'abc123abc123'\n---\n\nBody with --- inside\n");
    expect(stampSourceHash(once, 'ffffffffffff')).toBe(
      "---\ntitle: 'T'\nsourceHash: 'ffffffffffff'\n---\n\nBody with --- inside\n",
    );
    expect(() => stampSourceHash('no front matter', 'x')).toThrow(/front matter/);
  });

  it('the shipped translations are all current (54 of 54)', async () => {
    const { checkBlogFolder } = await import('../../tools/lib/blog/check');
    const { posts } = await checkBlogFolder('content/blog');
    const summary = i18nSummary(i18nTable(posts));
    expect(summary).toMatchObject({ outdated: 0, missing: 0 });
    expect(summary.translated).toBe(summary.total);
    expect(summary.total).toBeGreaterThanOrEqual(54);
  }, 60_000);

  it('lists the pages that show an untranslated article, for the sitemap to leave out', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'blog-'));
    await mkdir(join(dir, 'de'));
    await writeFile(join(dir, 'a.md'), '---\ntitle: A\n---\nA');
    await writeFile(join(dir, 'b.md'), '---\ntitle: B\n---\nB');
    await writeFile(join(dir, 'de', 'a.md'), '---\ntitle: A\n---\nA');
    expect(untranslatedArticlePaths(dir).sort()).toEqual(
      [
        '/de/blog/b',
        '/es/blog/a',
        '/es/blog/b',
        '/fr/blog/a',
        '/fr/blog/b',
        '/it/blog/a',
        '/it/blog/b',
        '/pt/blog/a',
        '/pt/blog/b',
      ].sort(),
    );
    expect(untranslatedArticlePaths('content/blog')).toEqual([]);
  });
});
