import { describe, expect, it } from 'vitest';
import {
  blogErrors,
  blogFrontMatterSchema,
  DEFAULT_CATEGORY,
  DEFAULT_DATE,
  toIsoDay,
} from '@/lib/blog/front-matter';
import { checkBlogSources, locateBlogFile, parseBlogSource } from '@/lib/blog/source';

const file = (frontMatter: string, body = '\nSome body text.\n') =>
  `---\n${frontMatter}\n---\n${body}`;

describe('front matter defaults', () => {
  it('fills date, category and leaves optional fields empty', () => {
    const data = blogFrontMatterSchema.parse({ title: 'Hello' });
    expect(data).toEqual({
      title: 'Hello',
      description: undefined,
      author: undefined,
      readTime: undefined,
      difficulty: undefined,
      date: DEFAULT_DATE,
      category: DEFAULT_CATEGORY,
      faq: undefined,
      image: undefined,
    });
    expect(DEFAULT_DATE).toBe('2024-01-01');
    expect(DEFAULT_CATEGORY).toBe('Workflow Automation');
  });

  it('keeps every field it is given, trimmed', () => {
    const data = blogFrontMatterSchema.parse({
      title: '  n8n on Azure ',
      description: 'Deploy it.',
      author: 'Ada',
      readTime: '8 min read',
      difficulty: 'Advanced',
      date: new Date('2024-05-20T00:00:00Z'),
      category: 'Tutorial',
      faq: [{ question: 'Q1?', answer: 'A1.' }],
      image: '/og/azure.png',
    });
    expect(data).toMatchObject({
      title: 'n8n on Azure',
      difficulty: 'Advanced',
      date: '2024-05-20',
      category: 'Tutorial',
      faq: [{ question: 'Q1?', answer: 'A1.' }],
    });
  });
});

describe('the updated date', () => {
  it('is optional and read as a calendar day', () => {
    expect(blogFrontMatterSchema.parse({ title: 't' }).updated).toBeUndefined();
    expect(
      blogFrontMatterSchema.parse({
        title: 't',
        date: '2024-05-20',
        updated: new Date('2026-11-26T00:00:00Z'),
      }),
    ).toMatchObject({ date: '2024-05-20', updated: '2026-11-26' });
  });
});

describe('front matter validation messages', () => {
  const messages = (data: Record<string, unknown>) => {
    const result = blogFrontMatterSchema.safeParse(data);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it.each([
    ['no title', {}, blogErrors.missingTitle],
    ['empty title', { title: '   ' }, blogErrors.missingTitle],
    ['null title', { title: null }, blogErrors.missingTitle],
    ['numeric title', { title: 42 }, 'Invalid frontmatter: title must be text (got 42)'],
    [
      'impossible date',
      { title: 't', date: '2024-02-30' },
      'Invalid frontmatter: date must be a calendar date like 2024-01-31 (got "2024-02-30")',
    ],
    [
      'word as date',
      { title: 't', date: 'yesterday' },
      'Invalid frontmatter: date must be a calendar date like 2024-01-31 (got "yesterday")',
    ],
    [
      'number as date',
      { title: 't', date: 20240101 },
      'Invalid frontmatter: date must be a calendar date like 2024-01-31 (got 20240101)',
    ],
    [
      'unknown difficulty',
      { title: 't', difficulty: 'Expert' },
      'Invalid frontmatter: difficulty must be one of Beginner, Intermediate, Advanced (got "Expert")',
    ],
    [
      'lower-case difficulty',
      { title: 't', difficulty: 'beginner' },
      'Invalid frontmatter: difficulty must be one of Beginner, Intermediate, Advanced (got "beginner")',
    ],
    [
      'list as author',
      { title: 't', author: ['a', 'b'] },
      'Invalid frontmatter: author must be text (got ["a","b"])',
    ],
    [
      'faq without answer',
      { title: 't', faq: [{ question: 'Q?' }] },
      blogErrors.badFaq('faq[0].answer'),
    ],
    ['faq not a list', { title: 't', faq: 'Q?' }, blogErrors.badFaq('faq')],
    ['misspelt field', { title: 't', dificulty: 'Beginner' }, blogErrors.unknownField('dificulty')],
    ['too long title', { title: 'x'.repeat(111) }, blogErrors.titleTooLong],
    ['word as updated', { title: 't', updated: 'recently' }, blogErrors.badUpdated('recently')],
    [
      'updated before the date',
      { title: 't', date: '2025-01-10', updated: '2024-12-31' },
      blogErrors.updatedBeforeDate('2024-12-31', '2025-01-10'),
    ],
  ])('%s', (_name, data, message) => {
    expect(messages(data)).toEqual([message]);
  });

  it('reports every bad field at once', () => {
    expect(messages({ date: 'soon', difficulty: 'Hard', colour: 'red' })).toEqual([
      blogErrors.missingTitle,
      blogErrors.badDifficulty('Hard'),
      blogErrors.badDate('soon'),
      blogErrors.unknownField('colour'),
    ]);
  });

  it.each([
    [new Date('2024-01-31T00:00:00Z'), '2024-01-31'],
    ['2024-01-31', '2024-01-31'],
    [' 2024-12-01 ', '2024-12-01'],
    ['2024-01-31T10:00:00Z', '2024-01-31'],
    ['2023-02-29', undefined],
    ['2024-02-29', '2024-02-29'],
    ['31.01.2024', undefined],
    [new Date('nonsense'), undefined],
    [undefined, undefined],
  ])('toIsoDay(%j) = %j', (input, expected) => {
    expect(toIsoDay(input)).toBe(expected);
  });
});

describe('blog files', () => {
  it.each([
    ['what-is-n8n-guide.md', { slug: 'what-is-n8n-guide', locale: 'en' }],
    ['de/what-is-n8n-guide.md', { slug: 'what-is-n8n-guide', locale: 'de' }],
    ['fr/guide-n8n.md', { slug: 'guide-n8n', locale: 'fr' }],
    ['en/x.md', 'Invalid location'],
    ['xx/x.md', 'Invalid location'],
    ['de/deep/x.md', 'Invalid location'],
    ['My_Post.md', 'Invalid file name'],
    ['post.markdown', 'Invalid file name'],
    ['page.md', 'reserved'],
    ['404.md', 'reserved'],
  ])('locateBlogFile(%s)', (path, expected) => {
    const result = locateBlogFile(path);
    if (typeof expected === 'string')
      expect('problem' in result && result.problem).toContain(expected);
    else expect(result).toEqual(expected);
  });

  it('an empty file fails with "Empty response" naming the file', () => {
    expect(parseBlogSource({ file: 'empty.md', contents: '' })).toEqual({
      ok: false,
      problems: ['empty.md: Empty response'],
    });
    expect(parseBlogSource({ file: 'blank.md', contents: ' \n\n' })).toMatchObject({
      problems: ['blank.md: Empty response'],
    });
  });

  it('front matter without a body fails with "Empty response"', () => {
    expect(parseBlogSource({ file: 'x.md', contents: file('title: X', '\n  \n') })).toEqual({
      ok: false,
      problems: ['x.md: Empty response'],
    });
  });

  it('a file without front matter fails with the missing title message', () => {
    expect(
      parseBlogSource({ file: 'x.md', contents: '# Just markdown\n' }, 'content/blog/x.md'),
    ).toEqual({
      ok: false,
      problems: ['content/blog/x.md: Invalid frontmatter: missing title'],
    });
  });

  it('broken YAML is reported once, not as a missing title', () => {
    const result = parseBlogSource({ file: 'y.md', contents: file('title: "open\ndate: [') });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toHaveLength(1);
    expect(!result.ok && result.problems[0]).toMatch(/^y\.md: Invalid frontmatter: /);
  });

  it.each(['2024-02-30', "'2024-02-30'", '2023-13-01'])(
    'an impossible date %s is reported, not rolled over',
    (date) => {
      const result = parseBlogSource({ file: 'd.md', contents: file(`title: D\ndate: ${date}`) });
      expect(result).toEqual({
        ok: false,
        problems: [`d.md: ${blogErrors.badDate(date.replace(/'/g, ''))}`],
      });
    },
  );

  it('a valid file gives slug, locale, data and body', () => {
    const result = parseBlogSource({
      file: 'de/hallo-welt.md',
      contents: file('title: Hallo\ndate: 2024-03-01'),
    });
    expect(result).toEqual({
      ok: true,
      post: {
        file: 'de/hallo-welt.md',
        slug: 'hallo-welt',
        locale: 'de',
        data: expect.objectContaining({ title: 'Hallo', date: '2024-03-01' }),
        body: '\n\nSome body text.\n',
      },
    });
  });

  it('checkBlogSources keeps valid posts and lists every problem of every file', () => {
    const { posts, problems } = checkBlogSources(
      [
        { file: 'b.md', contents: file('title: B') },
        { file: 'a.md', contents: file('difficulty: Hard') },
        { file: 'c.md', contents: '' },
      ],
      (f) => `content/blog/${f}`,
    );
    expect(posts.map((p) => p.slug)).toEqual(['b']);
    expect(problems).toEqual([
      'content/blog/a.md: Invalid frontmatter: missing title',
      `content/blog/a.md: ${blogErrors.badDifficulty('Hard')}`,
      'content/blog/c.md: Empty response',
    ]);
  });
});
