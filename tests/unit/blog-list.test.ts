import { describe, expect, it } from 'vitest';
import { categoryId, categoryTone, difficultyTone } from '@/lib/blog/badges';
import { formatPostDate } from '@/lib/blog/format';
import { paginate, PAGE_SIZE, searchPosts } from '@/lib/blog/list';
import { blogLd, blogPostingLd } from '@/lib/blog/structured-data';
import {
  articleVersions,
  listHref,
  postHref,
  postsForLocale,
  sortPosts,
  toSummary,
  proseWordCount,
  readingMinutes,
  formatReadTime,
  WORDS_PER_MINUTE,
  type BlogPostSummary,
} from '@/lib/blog/summary';

const post = (over: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  slug: 'p',
  lang: 'en',
  href: '/blog/p',
  title: 'Title',
  description: 'Description',
  date: '2024-01-01',
  category: 'Workflow Automation',
  ...over,
});

describe('search', () => {
  const posts = [
    post({
      slug: 'a',
      title: 'Self-hosting n8n on Azure',
      description: 'Docker and Caddy',
      category: 'Tutorial',
      author: 'Ada Lovelace',
    }),
    post({
      slug: 'b',
      title: 'Webhooks explained',
      description: 'Receive events securely',
      category: 'Integration',
      author: 'Grace Hopper',
    }),
    post({ slug: 'c', title: 'Glossary', description: 'Terms from A to Z', category: 'n8n Wiki' }),
  ];
  const slugs = (term: string) => searchPosts(posts, term).map((p) => p.slug);

  it.each([
    ['azure', ['a'], 'title, lower case'],
    ['AZURE', ['a'], 'title, upper case'],
    ['aZuRe', ['a'], 'title, mixed case'],
    ['caddy', ['a'], 'description'],
    ['integration', ['b'], 'category'],
    ['N8N WIKI', ['c'], 'category, upper case'],
    ['hopper', ['b'], 'author'],
    ['ada', ['a'], 'author first name'],
    ['  webhooks  ', ['b'], 'surrounding whitespace ignored'],
    ['n8n', ['a', 'c'], 'several fields, order kept'],
    ['e', ['a', 'b', 'c'], 'substring anywhere'],
    ['kubernetes', [], 'no match'],
    ['', ['a', 'b', 'c'], 'empty term shows all'],
    ['   \t ', ['a', 'b', 'c'], 'whitespace-only term shows all'],
  ])('"%s" finds %j (%s)', (term, expected) => {
    expect(slugs(term)).toEqual(expected);
  });

  it('does not search the slug, date or difficulty', () => {
    const only = [post({ slug: 'secret-slug', date: '2031-05-05', difficulty: 'Advanced' })];
    expect(searchPosts(only, 'secret')).toEqual([]);
    expect(searchPosts(only, '2031')).toEqual([]);
    expect(searchPosts(only, 'advanced')).toEqual([]);
  });

  it('matches the translated category label too', () => {
    const fr = [
      post({
        slug: 'f',
        category: 'Tutorial',
        categoryLabel: 'Tutoriel',
      } as Partial<BlogPostSummary>),
    ];
    expect(searchPosts(fr, 'tutoriel')).toHaveLength(1);
    expect(searchPosts(fr, 'tutorial')).toHaveLength(1);
  });

  it('posts without author or description are still searchable', () => {
    expect(searchPosts([post({ description: '', author: undefined })], 'title')).toHaveLength(1);
  });
});

describe('sorting (newest first)', () => {
  it('orders by date descending, then by title', () => {
    const sorted = sortPosts([
      post({ slug: 'old', title: 'Old', date: '2023-12-31' }),
      post({ slug: 'new-b', title: 'B', date: '2025-04-08' }),
      post({ slug: 'mid', title: 'Mid', date: '2024-06-01' }),
      post({ slug: 'new-a', title: 'A', date: '2025-04-08' }),
    ]);
    expect(sorted.map((p) => p.slug)).toEqual(['new-a', 'new-b', 'mid', 'old']);
  });

  it('does not change its input', () => {
    const input = [post({ date: '2020-01-01' }), post({ date: '2021-01-01' })];
    sortPosts(input);
    expect(input.map((p) => p.date)).toEqual(['2020-01-01', '2021-01-01']);
  });
});

describe('pagination (30 per page)', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('uses the spec page size', () => {
    expect(PAGE_SIZE).toBe(30);
  });

  it.each([
    // count, page, first item, items on page, page count, previous, next, controls
    [0, 1, undefined, 0, 1, false, false, false],
    [1, 1, 1, 1, 1, false, false, false],
    [30, 1, 1, 30, 1, false, false, false],
    [31, 1, 1, 30, 2, false, true, true],
    [31, 2, 31, 1, 2, true, false, true],
    [61, 1, 1, 30, 3, false, true, true],
    [61, 2, 31, 30, 3, true, true, true],
    [61, 3, 61, 1, 3, true, false, true],
  ] as const)(
    '%i items, page %i',
    (count, page, first, length, pageCount, hasPrevious, hasNext, showControls) => {
      const result = paginate(items(count), page);
      expect(result.items[0]).toBe(first);
      expect(result).toMatchObject({ page, pageCount, hasPrevious, hasNext, showControls });
      expect(result.items).toHaveLength(length);
    },
  );

  it.each([
    [0, 1],
    [-3, 1],
    [99, 3],
    [Number.NaN, 1],
    [2.7, 2],
  ])('page %d is clamped to %i', (requested, expected) => {
    expect(paginate(items(61), requested).page).toBe(expected);
  });
});

describe('badge colours', () => {
  it.each([
    ['Beginner', 'green'],
    ['Intermediate', 'yellow'],
    ['Advanced', 'red'],
  ] as const)('difficulty %s is %s', (difficulty, tone) => {
    expect(difficultyTone(difficulty)).toBe(tone);
  });

  it.each([
    ['Workflow Automation', 'orange', 'workflowAutomation'],
    ['workflow automation', 'orange', 'workflowAutomation'],
    ['n8n Wiki', 'blue', 'n8nWiki'],
    ['  N8N   wiki ', 'blue', 'n8nWiki'],
    ['Tutorial', 'green', 'tutorial'],
    ['TUTORIAL', 'green', 'tutorial'],
    ['Integration', 'purple', 'integration'],
    ['Case Study', 'orange', undefined],
    ['', 'orange', undefined],
  ])('category "%s" is %s', (category, tone, id) => {
    expect(categoryTone(category)).toBe(tone);
    expect(categoryId(category)).toBe(id);
  });
});

describe('dates (short month, day, year)', () => {
  it.each([
    ['en', '2024-01-15', 'Jan 15, 2024'],
    ['en', '2024-01-01', 'Jan 1, 2024'],
    ['en', '2025-12-31', 'Dec 31, 2025'],
    ['de', '2024-01-15', '15. Jan. 2024'],
    ['pt', '2024-01-15', '15 de jan. de 2024'],
    ['es', '2024-01-15', '15 ene 2024'],
    ['it', '2024-01-15', '15 gen 2024'],
    ['fr', '2024-01-15', '15 janv. 2024'],
  ] as const)('%s: %s -> %s', (locale, date, expected) => {
    expect(formatPostDate(date, locale)).toBe(expected);
  });

  it('never shifts a day, whatever the time zone of the machine', () => {
    expect(formatPostDate('2024-03-01', 'en')).toBe('Mar 1, 2024');
  });
});

describe('summaries and locales', () => {
  it('falls back to the file name, the default date and category', () => {
    expect(toSummary({ slug: 'my-post', locale: 'en', data: {} })).toEqual({
      slug: 'my-post',
      lang: 'en',
      href: '/blog/my-post',
      title: 'my-post',
      description: '',
      date: '2024-01-01',
      category: 'Workflow Automation',
    });
  });

  it('keeps front matter values and links German posts under /de', () => {
    const summary = toSummary({
      slug: 'x',
      locale: 'de',
      data: {
        title: 'T',
        author: 'A',
        readTime: '5 Min.',
        difficulty: 'Beginner',
        date: '2024-05-05',
        category: 'Tutorial',
      },
    });
    expect(summary).toMatchObject({
      href: '/de/blog/x',
      author: 'A',
      readTime: '5 Min.',
      difficulty: 'Beginner',
    });
  });

  it('keeps an update later than the date, and sorts by the date only', () => {
    const updated = toSummary({
      slug: 'old',
      locale: 'en',
      data: { title: 'Old', date: '2024-03-12', updated: '2026-11-26' },
    });
    const same = toSummary({
      slug: 's',
      locale: 'en',
      data: { title: 'S', date: '2025-01-01', updated: '2025-01-01' },
    });
    expect(updated.updated).toBe('2026-11-26');
    expect(same).not.toHaveProperty('updated');
    expect(sortPosts([updated, same]).map((p) => p.slug)).toEqual(['s', 'old']);
  });

  it.each([
    ['en', 1, '/blog'],
    ['en', 2, '/blog/page/2'],
    ['de', 1, '/de/blog'],
    ['fr', 3, '/fr/blog/page/3'],
  ] as const)('listHref(%s, %i) = %s', (locale, page, href) => {
    expect(listHref(locale, page)).toBe(href);
  });

  it('postHref', () => {
    expect(postHref('a', 'en')).toBe('/blog/a');
    expect(postHref('a', 'de')).toBe('/de/blog/a');
  });

  const all = [
    { slug: 'guide', locale: 'en' as const },
    { slug: 'guide', locale: 'de' as const },
    { slug: 'english-only', locale: 'en' as const },
    { slug: 'nur-deutsch', locale: 'de' as const },
  ];

  it.each([
    ['en', ['en:guide', 'en:english-only']],
    ['de', ['de:guide', 'de:nur-deutsch', 'en:english-only']],
    ['fr', ['en:guide', 'en:english-only']],
  ] as const)('the %s list shows %j', (locale, expected) => {
    expect(postsForLocale(all, locale).map((p) => `${p.locale}:${p.slug}`)).toEqual(expected);
  });

  it('lists the language versions of an article', () => {
    expect(articleVersions(all, 'guide')).toEqual({ en: '/blog/guide', de: '/de/blog/guide' });
    expect(Object.keys(articleVersions([...all].reverse(), 'guide'))).toEqual(['en', 'de']);
    expect(articleVersions(all, 'nur-deutsch')).toEqual({ de: '/de/blog/nur-deutsch' });
  });
});

describe('structured data', () => {
  const site = 'https://example.com';
  const p = post({
    slug: 'x',
    href: '/blog/x',
    title: 'X',
    author: 'Ada',
    date: '2024-05-20',
    category: 'Tutorial',
  });

  it('BlogPosting names the article, author, dates, language and publisher', () => {
    expect(blogPostingLd(p, site, 'https://example.com/og.png')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'X',
      url: 'https://example.com/blog/x',
      datePublished: '2024-05-20',
      inLanguage: 'en-US',
      author: { '@type': 'Person', name: 'Ada' },
      publisher: { '@type': 'Organization', '@id': 'https://example.com/#organization' },
      mainEntityOfPage: { '@id': 'https://example.com/blog/x' },
      image: 'https://example.com/og.png',
    });
  });

  it('an updated article carries dateModified; the list entry too', () => {
    const updated = post({ ...p, updated: '2026-11-26' });
    expect(blogPostingLd(updated, site)).toMatchObject({
      datePublished: '2024-05-20',
      dateModified: '2026-11-26',
    });
    expect(blogPostingLd(p, site).dateModified).toBe('2024-05-20');
    const list = blogLd(
      { name: 'Blog', description: 'd', path: '/blog', locale: 'en' },
      [updated, p],
      site,
    );
    expect(list.blogPost).toMatchObject([
      { dateModified: '2026-11-26' },
      { datePublished: '2024-05-20' },
    ]);
    expect((list.blogPost as unknown as Record<string, unknown>[])[1]).not.toHaveProperty(
      'dateModified',
    );
  });

  it('without an author the organisation is the author', () => {
    expect(blogPostingLd(post(), site).author).toMatchObject({ '@type': 'Organization' });
  });

  it('a team byline is the organisation, with its URL and logo', () => {
    expect(blogPostingLd(post({ author: 'Flowcraft Team' }), site).author).toEqual({
      '@type': 'Organization',
      '@id': 'https://example.com/#organization',
      name: 'Flowcraft Automation',
      url: 'https://example.com/',
      logo: {
        '@type': 'ImageObject',
        url: 'https://example.com/logo.png',
        width: 512,
        height: 512,
      },
    });
  });

  it('Blog lists the posts of the page', () => {
    const ld = blogLd(
      { name: 'Blog', description: 'd', path: '/de/blog', locale: 'de' },
      [p, post()],
      site,
    );
    expect(ld).toMatchObject({
      '@type': 'Blog',
      url: 'https://example.com/de/blog',
      inLanguage: 'de-DE',
    });
    expect(ld.blogPost).toHaveLength(2);
  });
});

describe('read time (computed from the words, about 220 per minute, code excluded)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('counts prose words only, never code blocks', () => {
    const body = `${words(10)}\n\n\`\`\`js\n${words(500)}\n\`\`\`\n\n${words(5)}`;
    expect(proseWordCount(body)).toBe(15);
  });

  it('rounds to whole minutes, at least one', () => {
    expect(readingMinutes(words(10))).toBe(1);
    expect(readingMinutes(words(WORDS_PER_MINUTE * 7))).toBe(7);
    expect(readingMinutes(words(WORDS_PER_MINUTE * 7 + 120))).toBe(8);
  });

  it('computes the read time when the front matter sets none, in the page language', () => {
    const body = words(WORDS_PER_MINUTE * 6);
    expect(toSummary({ slug: 'x', locale: 'en', data: {}, body }).readTime).toBe('6 min');
    expect(toSummary({ slug: 'x', locale: 'de', data: {}, body }).readTime).toBe(
      formatReadTime(6, 'de'),
    );
    expect(formatReadTime(6, 'de')).toMatch(/^6\sMin\.$/);
    expect(
      toSummary({ slug: 'x', locale: 'en', data: { readTime: '3 min read' }, body }).readTime,
    ).toBe('3 min read');
  });
});
