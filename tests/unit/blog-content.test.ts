import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { categoryId } from '@/lib/blog/badges';
import { checkBlogFolder } from '../../tools/lib/blog/check';
import { blogGlob, isIgnoredBlogPath, readBlogSources } from '@/lib/blog/files';
import { blogErrors } from '@/lib/blog/front-matter';
import { blogLoader } from '@/lib/blog/loader';
import type { BlogFile } from '@/lib/blog/source';

/** Words of prose: no front matter (already removed) and no code blocks. */
const proseWords = (body: string) =>
  body
    .replace(/```[\s\S]*?```/g, ' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('the shipped articles (content/blog)', async () => {
  const { posts, problems, warnings } = await checkBlogFolder('content/blog');
  const english = posts.filter((p) => p.locale === 'en');
  const german = posts.filter((p) => p.locale === 'de');

  it('pass the content check, rendered through the real pipeline', () => {
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('include the required English articles and at least two German ones', () => {
    expect(english.map((p) => p.slug)).toEqual(
      expect.arrayContaining([
        'what-is-n8n-guide',
        'setup-n8n-azure-docker',
        'n8n-vs-zapier-vs-make',
        'n8n-webhooks-guide',
        'n8n-error-handling',
        'ai-agents-in-n8n',
        'crm-lead-routing-n8n',
        'monitoring-production-n8n',
        'n8n-wiki',
      ]),
    );
    expect(english.length).toBeGreaterThanOrEqual(9);
    expect(german.length).toBeGreaterThanOrEqual(2);
  });

  it.each(posts.map((p) => [p.file, p] as [string, BlogFile]))(
    '%s is substantive: 800+ words, headings, list, table, code, quote, external link',
    (_file, post) => {
      const { body, data } = post;
      expect(proseWords(body)).toBeGreaterThanOrEqual(800);
      expect(body).toMatch(/^## /m);
      expect(body).toMatch(/^(?:- |\d+\. )/m);
      expect(body).toMatch(/^\|.*\|\s*\n\|[-:| ]+\|/m);
      expect(body).toMatch(/^```\w+/m);
      expect(body).toMatch(/^> /m);
      expect(body).toMatch(/\]\(https:\/\//);
      expect(data.description?.length ?? 0).toBeGreaterThan(50);
      expect(data.difficulty).toBeTruthy();
      // Signed by the owner's brand (business.brandName) unless a person is named.
      expect(data.author ?? '').not.toMatch(/flowcraft/i);
    },
  );

  it('tables have a text in every header cell (accessibility)', () => {
    const empty = posts.flatMap((p) =>
      [...p.body.matchAll(/^(\|.*\|)[ \t]*\n\|[-:| ]+\|/gm)]
        .filter((m) =>
          m[1]!
            .split('|')
            .slice(1, -1)
            .some((cell) => cell.trim() === ''),
        )
        .map(() => p.file),
    );
    expect(empty).toEqual([]);
  });

  it('mix categories, difficulties and dates, and some have a FAQ', () => {
    expect(new Set(english.map((p) => categoryId(p.data.category)))).toEqual(
      new Set(['workflowAutomation', 'n8nWiki', 'tutorial', 'integration']),
    );
    expect(new Set(english.map((p) => p.data.difficulty))).toEqual(
      new Set(['Beginner', 'Intermediate', 'Advanced']),
    );
    expect(new Set(english.map((p) => p.data.date)).size).toBe(english.length);
    expect(english.filter((p) => p.data.faq?.length).length).toBeGreaterThanOrEqual(3);
  });

  it('the wiki is a glossary of the core n8n terms', () => {
    const wiki = english.find((p) => p.slug === 'n8n-wiki')!;
    expect(wiki.data.category).toBe('n8n Wiki');
    const terms = [...wiki.body.matchAll(/^### (.+)$/gm)].map((m) => m[1]!.toLowerCase());
    for (const term of [
      'node',
      'trigger',
      'credentials',
      'execution',
      'expression',
      'sub-workflow',
      'queue mode',
      'item',
      'webhook',
      'worker',
    ]) {
      expect(
        terms.some((t) => t.includes(term)),
        term,
      ).toBe(true);
    }
    expect(terms.length).toBeGreaterThanOrEqual(25);
  });

  it('German articles that translate an English one keep its slug', () => {
    const englishSlugs = new Set(english.map((p) => p.slug));
    expect(german.filter((p) => englishSlugs.has(p.slug)).length).toBeGreaterThanOrEqual(2);
  });

  it('internal links point at existing articles', () => {
    const known = new Set(
      posts.map((p) => (p.locale === 'en' ? `/blog/${p.slug}` : `/${p.locale}/blog/${p.slug}`)),
    );
    const links = posts.flatMap((p) =>
      [...p.body.matchAll(/\]\((\/(?:\w\w\/)?blog\/[^)#\s]+)/g)].map((m) => m[1]!),
    );
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((l) => !known.has(l))).toEqual([]);
  });
});

describe('the content check on a folder with broken files', async () => {
  const dir = 'tests/fixtures/blog/invalid';
  const { posts, problems, warnings } = await checkBlogFolder(dir);
  const at = (file: string) => `${dir}/${file}`;

  it('keeps the valid articles', () => {
    expect(posts.map((p) => p.file).sort()).toEqual([
      'de/valid-german.md',
      'slow-read.md',
      'valid-post.md',
    ]);
  });

  it('warns when a set read time is off by more than half from the words', () => {
    expect(warnings).toEqual([
      `${at('slow-read.md')}: readTime: '20 min read' is off by more than half from the 1 min its words take at 220 a minute; remove the field to let the site compute it`,
    ]);
  });

  it('reports every problem at once, each naming its file', () => {
    expect(problems).toEqual(
      expect.arrayContaining([
        `${at('no-title.md')}: ${blogErrors.missingTitle}`,
        `${at('empty.md')}: ${blogErrors.emptyBody}`,
        `${at('empty-body.md')}: ${blogErrors.emptyBody}`,
        `${at('bad-date.md')}: ${blogErrors.badDate('2024-02-30')}`,
        `${at('bad-difficulty.md')}: ${blogErrors.badDifficulty('Expert')}`,
        `${at('unknown-field.md')}: ${blogErrors.unknownField('dificulty')}`,
        expect.stringMatching(
          /^tests\/fixtures\/blog\/invalid\/broken-yaml\.md: Invalid frontmatter: /,
        ),
        expect.stringMatching(/^tests\/fixtures\/blog\/invalid\/Bad_Name\.md: Invalid file name/),
        expect.stringMatching(
          /^tests\/fixtures\/blog\/invalid\/page\.md: Invalid file name: "page" is reserved/,
        ),
        expect.stringMatching(
          /^tests\/fixtures\/blog\/invalid\/en\/wrong-folder\.md: Invalid location/,
        ),
        expect.stringMatching(
          /^tests\/fixtures\/blog\/invalid\/notes\.markdown: Invalid file name/,
        ),
      ]),
    );
    expect(problems).toHaveLength(11);
    expect(problems.join('\n')).not.toContain('_drafts');
  });

  it('reports a body the pipeline cannot render', async () => {
    const result = await checkBlogFolder(dir, {
      render: async (md) => {
        if (md.includes('Text.')) throw new Error('Failed to parse Markdown file "x":\nboom');
      },
    });
    expect(result.problems).toContain(
      `${at('valid-post.md')}: the markdown could not be rendered: boom`,
    );
  });

  it('stops the build before loading, listing every problem with its file', async () => {
    const context = {
      config: { root: pathToFileURL(`${process.cwd()}/`) },
    } as unknown as Parameters<ReturnType<typeof blogLoader>['load']>[0];
    const failure = await blogLoader(dir)
      .load(context)
      .then(
        () => undefined,
        (error: Error) => error.message,
      );
    expect(failure).toMatch(/^The blog has 11 problems:\n/);
    expect(failure).toContain(`  - ${at('no-title.md')}: ${blogErrors.missingTitle}`);
    expect(failure).toContain(`  - ${at('empty.md')}: ${blogErrors.emptyBody}`);
  });

  it('a missing folder has no articles and no problems', async () => {
    expect(await checkBlogFolder('tests/fixtures/blog/does-not-exist')).toEqual({
      posts: [],
      problems: [],
      warnings: [],
    });
  });
});

describe('blog folder layout', () => {
  it('the collection glob matches the files the check accepts', async () => {
    const { glob } = await import('tinyglobby');
    const matched = await glob(blogGlob, { cwd: 'tests/fixtures/blog/invalid' });
    const checked = (await readBlogSources('tests/fixtures/blog/invalid')).map((s) => s.file);
    expect(matched.every((f) => checked.includes(f))).toBe(true);
    expect(matched.sort()).toEqual(
      [
        'Bad_Name.md',
        'bad-date.md',
        'bad-difficulty.md',
        'broken-yaml.md',
        'de/valid-german.md',
        'empty-body.md',
        'empty.md',
        'no-title.md',
        'page.md',
        'slow-read.md',
        'unknown-field.md',
        'valid-post.md',
      ].sort(),
    );
  });

  it.each([
    ['_samples/diagnostic.md', true],
    ['.hidden.md', true],
    ['de/_draft.md', true],
    ['de/post.md', false],
  ])('isIgnoredBlogPath(%s) = %s', (file, ignored) => {
    expect(isIgnoredBlogPath(file)).toBe(ignored);
  });
});
