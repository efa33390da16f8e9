import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { Loader } from 'astro/loaders';
import { blogErrors } from '@/lib/blog/front-matter';
import { blogLoader } from '@/lib/blog/loader';
import { faqLoader, pageLoader, testimonialLoader, useCaseLoader } from '@/lib/content/loaders';

/**
 * The content collections' loaders: each reads and validates its folder once, and a
 * broken file still stops the build with `<file>: <field path>: <message>`. They run here against
 * a copy of the shipped content with one file broken.
 */

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-loaders-'));
  cpSync('content', join(root, 'content'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Runs a loader on `root` with an in-memory store; resolves to the stored ids or the error. */
async function load(loader: Loader): Promise<{ ids?: string[]; error?: string }> {
  const entries = new Map<string, unknown>();
  const context = {
    config: { root: pathToFileURL(`${root}/`) },
    store: {
      clear: () => entries.clear(),
      set: ({ id, ...entry }: { id: string }) => entries.set(id, entry),
      get: (id: string) => entries.get(id),
      keys: () => [...entries.keys()],
      delete: (id: string) => entries.delete(id),
    },
    meta: new Map<string, string>(),
    generateDigest: (text: string) => String(text.length),
    entryTypes: new Map(),
    logger: { error: () => undefined },
  } as unknown as Parameters<Loader['load']>[0];
  try {
    await loader.load(context);
    return { ids: [...entries.keys()].sort() };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

describe('content collection loaders', () => {
  it('store the shipped files, one entry each', async () => {
    expect(await load(faqLoader())).toEqual({ ids: ['de', 'en', 'es', 'fr', 'it', 'pages', 'pt'] });
    expect(await load(pageLoader())).toEqual({ ids: ['de', 'en', 'es', 'fr', 'it', 'pt'] });
    expect((await load(testimonialLoader())).ids).toContain('jonas-weber');
    expect((await load(useCaseLoader())).ids).toContain('lead-routing');
  });

  it('a missing field in a FAQ file names the file and the field', async () => {
    const file = join(root, 'content/faq/de.json');
    const faq = JSON.parse(readFileSync(file, 'utf8')) as {
      topics: { items: { answer?: string }[] }[];
    };
    delete faq.topics[0]!.items[0]!.answer;
    writeFileSync(file, JSON.stringify(faq));
    const { error } = await load(faqLoader());
    expect(error).toMatch(
      /^content\/faq\/de\.json: topics\[0\] \([\w-]+\)\.items\[0\] \([\w-]+\)\.answer: Required$/m,
    );
  });

  it('a question of pages.yaml missing from the FAQ names the file and the list', async () => {
    const file = join(root, 'content/faq/pages.yaml');
    const pages = parse(readFileSync(file, 'utf8')) as { work: string[] };
    pages.work[1] = 'no-such-question';
    writeFileSync(file, stringify(pages));
    const { error } = await load(faqLoader());
    expect(error).toMatch(
      /^content\/faq\/pages\.yaml: work\[1\]: question "no-such-question" does not exist in content\/faq\/en\.json$/m,
    );
  });

  it('a wrong type in a page file names the file and the field', async () => {
    const file = join(root, 'content/pages/fr.yaml');
    const pages = parse(readFileSync(file, 'utf8')) as {
      services: { support: { included: unknown } };
    };
    pages.services.support.included = 'not a list';
    writeFileSync(file, stringify(pages));
    const { error } = await load(pageLoader());
    expect(error).toMatch(/^content\/pages\/fr\.yaml: services\.support\.included: /m);
  });

  it('a bad date in a blog article names the file and the field', async () => {
    writeFileSync(
      join(root, 'content/blog/bad-date.md'),
      '---\ntitle: Bad date\ndate: 2024-02-30\n---\n\nSome text.\n',
    );
    const { error } = await load(blogLoader('content/blog'));
    expect(error).toMatch(/^The blog has 1 problem:\n/);
    expect(error).toContain(`  - content/blog/bad-date.md: ${blogErrors.badDate('2024-02-30')}`);
  });

  it('a wrong type in content/site.yaml names the file and the field', async () => {
    const file = join(root, 'content/site.yaml');
    const site = parse(readFileSync(file, 'utf8')) as { business: { brandName: unknown } };
    site.business.brandName = 42;
    writeFileSync(file, stringify(site));
    const { error } = await load(blogLoader('content/blog'));
    expect(error).toMatch(/^content\/site\.yaml: business\.brandName: /m);
  });
});
