// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  searchView,
  setupBlogSearch,
  SKELETON_DELAY_MS,
  type SearchState,
} from '@/components/blog/blog-search.client';
import { BlogSearch } from '@/components/blog/blog-search';
import { compiledSearchMessages } from '@/components/blog/messages';
import { searchIndex } from '@/components/blog/search-index';
import { formatMessage, getMessages } from '@/i18n/catalog';
import type { BlogPostSummary } from '@/lib/blog/summary';
import { formatCompiled } from '../../shared/i18n/compiled';
import { localeInfo, locales, type Locale } from '../../shared/i18n/locales';
import { compileMessage } from '../../shared/i18n/messages';

const summary = (i: number, over: Partial<BlogPostSummary> = {}): BlogPostSummary => ({
  slug: `post-${i}`,
  lang: 'en',
  href: `/blog/post-${i}`,
  title: `Post ${i}`,
  description: `About number ${i}`,
  author: 'Ada',
  readTime: '5 min read',
  difficulty: 'Beginner',
  date: '2024-06-01',
  category: i % 2 ? 'Tutorial' : 'Integration',
  ...over,
});
const summaries = (n: number) => Array.from({ length: n }, (_, i) => summary(i + 1));

describe('messages compiled for the browser (shared/i18n/compiled.ts)', () => {
  const samples: Record<string, string | number>[] = [
    { count: 0, term: 'azure', page: 1, message: 'HTTP error! status: 500', status: 500 },
    { count: 1, term: 'n8n', page: 2, message: 'boom', status: 404 },
    { count: 2, term: '<b>x</b>', page: 3, message: '', status: 503 },
    { count: 21, term: 'Zoë', page: 12, message: 'x', status: 200 },
    { count: 1000000, term: 'a', page: 1000, message: 'x', status: 1234 },
  ];
  for (const locale of locales) {
    it(`${locale}: formats the search's messages as intl-messageformat does`, () => {
      const compiled = compiledSearchMessages(locale);
      const m = getMessages(locale);
      for (const [key, message] of Object.entries(compiled)) {
        for (const values of samples) {
          expect(formatCompiled(message, localeInfo[locale].tag, values)).toBe(
            formatMessage(locale, m[key as keyof typeof m], values),
          );
        }
      }
    });
  }

  it('plural with exact matches, offset and #, select, ordinal, number', () => {
    const cases: [string, Locale, Record<string, string | number>][] = [
      ['{n, plural, =0 {none} one {# post} other {# posts}}', 'en', { n: 0 }],
      ['{n, plural, =0 {none} one {# post} other {# posts}}', 'en', { n: 1 }],
      ['{n, plural, =0 {none} one {# post} other {# posts}}', 'de', { n: 1234 }],
      ['{n, plural, offset:1 one {you and # other} other {you and # others}}', 'en', { n: 2 }],
      ['{n, plural, offset:1 one {you and # other} other {you and # others}}', 'en', { n: 3 }],
      ['{g, select, f {she} m {he} other {they}} {n, number}', 'fr', { g: 'f', n: 12345.5 }],
      ['{g, select, f {she} m {he} other {they}}', 'en', { g: 'x' }],
      ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', 'en', { n: 22 }],
      ['{n, plural, one {# résultat} many {# de résultats} other {# résultats}}', 'fr', { n: 1e6 }],
    ];
    for (const [message, locale, values] of cases) {
      expect(formatCompiled(compileMessage(message), localeInfo[locale].tag, values)).toBe(
        formatMessage(locale, message, values),
      );
    }
  });

  it('fails the build on what it cannot format', () => {
    expect(() => compileMessage('{d, date, short}')).toThrow(/plural and select only/);
    expect(() => compileMessage('{n, number, percent}')).toThrow(/plural and select only/);
    expect(() => compileMessage('<b>x</b>')).toThrow(/plural and select only/);
  });
});

describe('searchView', () => {
  const posts = searchIndex(summaries(65), 'en');
  const state = (over: Partial<SearchState>): SearchState => ({
    term: '',
    page: 1,
    data: { status: 'ready', posts },
    slow: false,
    ...over,
  });

  it('the prerendered list while the box is empty or only spaces, whatever the data', () => {
    for (const data of [
      { status: 'idle' },
      { status: 'loading' },
      { status: 'ready', posts },
      { status: 'error', message: 'x' },
    ] as const) {
      expect(searchView(state({ term: '', data, slow: true }))).toEqual({ show: 'list' });
      expect(searchView(state({ term: '   ', data, slow: true }))).toEqual({ show: 'list' });
    }
  });

  it('the list while the data is on its way, the skeleton once that is slow', () => {
    expect(searchView(state({ term: 'a', data: { status: 'loading' } }))).toEqual({
      show: 'list',
    });
    expect(searchView(state({ term: 'a', data: { status: 'loading' }, slow: true }))).toEqual({
      show: 'skeleton',
    });
  });

  it('the error view with its message', () => {
    expect(searchView(state({ term: 'a', data: { status: 'error', message: 'boom' } }))).toEqual({
      show: 'error',
      message: 'boom',
    });
  });

  it('one page of the matches, the page clamped', () => {
    const shown = searchView(state({ term: '  POST ', page: 3 }));
    expect(shown.show === 'results' && shown.query).toBe('POST');
    expect(shown.show === 'results' && shown.count).toBe(65);
    expect(shown.show === 'results' && shown.page.items.map((p) => p.title)).toEqual([
      'Post 61',
      'Post 62',
      'Post 63',
      'Post 64',
      'Post 65',
    ]);
    const beyond = searchView(state({ term: 'post', page: 9 }));
    expect(beyond.show === 'results' && beyond.page.page).toBe(3);
    // The category as shown matches too ('Tutorial'), and the author.
    const tutorial = searchView(state({ term: 'tutorial' }));
    expect(tutorial.show === 'results' && tutorial.count).toBe(33);
    expect(searchView(state({ term: 'zzz' }))).toMatchObject({ show: 'results', count: 0 });
  });
});

describe('the search index', () => {
  it("carries each post's card as the build renders it, in the list's language", () => {
    const [entry] = searchIndex([summary(1, { category: 'Tutorial' })], 'fr');
    expect(entry).toMatchObject({ href: '/blog/post-1', categoryLabel: 'Tutoriel', author: 'Ada' });
    expect(entry!.html).toMatch(/^<article [^>]*>/);
    expect(entry!.html).toContain('href="/blog/post-1"');
    expect(entry!.html).toContain('Tutoriel');
  });
});

/** The list's search in jsdom: the build's markup, the script, a stubbed search index. */
describe('setupBlogSearch', () => {
  const index = (n: number, locale: Locale = 'en') => searchIndex(summaries(n), locale);
  let requests: string[];
  let answer: () => Promise<Response>;

  function page(locale: Locale = 'en', search = '') {
    document.body.innerHTML = renderToStaticMarkup(
      <main>
        <BlogSearch
          locale={locale}
          indexUrl={locale === 'en' ? '/blog/search.json' : `/${locale}/blog/search.json`}
          messages={getMessages(locale)}
          icu={compiledSearchMessages(locale)}
        >
          <ul>
            <li>
              <article>Prerendered</article>
            </li>
          </ul>
        </BlogSearch>
      </main>,
    );
    window.history.replaceState(null, '', `/blog${search}`);
    const box = document.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(box.disabled).toBe(true);
    setupBlogSearch();
    return box;
  }
  const type = (box: HTMLInputElement, value: string) => {
    box.value = value;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const settle = () => vi.waitFor(() => expect(document.querySelector('[aria-busy]')).toBeNull());
  const visibleCards = () =>
    [...document.querySelectorAll('article')].filter((a) => !a.closest('[hidden]'));
  /** The text a visitor sees: hidden elements left out. */
  const text = () => {
    const main = document.querySelector('main')!.cloneNode(true) as HTMLElement;
    main.querySelectorAll('[hidden]').forEach((el) => el.remove());
    return main.textContent ?? '';
  };

  beforeEach(() => {
    requests = [];
    answer = async () => Response.json(index(9));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requests.push(url);
        return answer();
      }),
    );
    vi.stubGlobal('scrollTo', vi.fn());
    window.matchMedia = vi.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('enables the box, fetches the index on the first keystroke only, and shows the matches', async () => {
    const box = page();
    expect(box.disabled).toBe(false);
    expect(requests).toEqual([]);
    expect(visibleCards().map((a) => a.textContent)).toEqual(['Prerendered']);
    type(box, 'post 7');
    await vi.waitFor(() => expect(text()).toContain('Found 1 result(s) for "post 7"'));
    expect(visibleCards()).toHaveLength(1);
    expect(visibleCards()[0]!.querySelector('a')!.getAttribute('href')).toBe('/blog/post-7');
    expect(document.querySelector('[role="status"]')!.textContent).toBe(
      'Found 1 result(s) for "post 7"',
    );
    type(box, 'ADA');
    await vi.waitFor(() => expect(text()).toContain('Found 9 result(s) for "ADA"'));
    expect(visibleCards()).toHaveLength(9);
    expect(document.querySelector('nav')).toBeNull();
    type(box, '   ');
    expect(visibleCards().map((a) => a.textContent)).toEqual(['Prerendered']);
    expect(text()).not.toContain('result(s)');
    expect(requests).toEqual(['/blog/search.json']);
  });

  it("the visitor's term is text, never markup; no results: the spec's texts", async () => {
    const box = page();
    type(box, '<img src=x onerror=alert(1)>');
    await vi.waitFor(() =>
      expect(text()).toContain('No results found for "<img src=x onerror=alert(1)>"'),
    );
    expect(text()).toContain('Try a different search term');
    expect(document.querySelector('main img')).toBeNull();
    expect(visibleCards()).toHaveLength(0);
  });

  it('result pages: buttons, Previous/Next disabled at the ends, scroll to the top, typing resets to page 1', async () => {
    answer = async () => Response.json(index(65));
    const box = page();
    type(box, 'post');
    await vi.waitFor(() => expect(text()).toContain('Found 65 result(s) for "post"'));
    const nav = document.querySelector('nav')!;
    const [previous, next] = nav.querySelectorAll('button');
    expect(nav.textContent).toContain('Page 1 of 3');
    expect(previous!.disabled).toBe(true);
    next!.click();
    next!.click();
    expect(nav.textContent).toContain('Page 3 of 3');
    expect(next!.disabled).toBe(true);
    expect(visibleCards().map((a) => a.querySelector('h2')!.textContent)).toEqual([
      'Post 61',
      'Post 62',
      'Post 63',
      'Post 64',
      'Post 65',
    ]);
    await vi.waitFor(() => expect(window.scrollTo).toHaveBeenCalledTimes(2));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    previous!.click();
    expect(nav.textContent).toContain('Page 2 of 3');
    type(box, 'post ');
    expect(nav.textContent).toContain('Page 1 of 3');
    expect(visibleCards()).toHaveLength(30);
  });

  it('shows the skeleton when the data is slow, then the results', async () => {
    vi.useFakeTimers();
    let release!: () => void;
    answer = () => new Promise((done) => (release = () => done(Response.json(index(9)))));
    const box = page();
    type(box, 'post');
    await vi.advanceTimersByTimeAsync(SKELETON_DELAY_MS - 10);
    expect(document.querySelector('[data-skeleton]')).toBeNull();
    expect(visibleCards().map((a) => a.textContent)).toEqual(['Prerendered']);
    await vi.advanceTimersByTimeAsync(20);
    expect(document.querySelectorAll('[data-skeleton]')).toHaveLength(6);
    expect(document.querySelector('[aria-busy="true"]')!.textContent).toBe(
      'Loading search results…',
    );
    expect(visibleCards()).toHaveLength(0);
    release();
    vi.useRealTimers();
    await settle();
    await vi.waitFor(() => expect(text()).toContain('Found 9 result(s) for "post"'));
    expect(document.querySelector('[data-skeleton]')).toBeNull();
  });

  it("a failed load: the spec's error view and console message, and Try again", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = async () => new Response('boom', { status: 500 });
    const box = page();
    type(box, 'post');
    const alert = await vi.waitFor(() => {
      const el = document.querySelector('[role="alert"]');
      expect(el).not.toBeNull();
      return el!;
    });
    expect(alert.querySelector('h2')!.textContent).toBe('Blog');
    expect(alert.textContent).toContain('Error loading blog: HTTP error! status: 500');
    expect(alert.textContent).toContain('Please check the browser console for more details.');
    expect(String(errors.mock.calls[0]![0])).toBe('Error loading blog: HTTP error! status: 500');
    expect(visibleCards()).toHaveLength(0);
    // Typing more does not fetch again; the retry button does.
    type(box, 'posts');
    expect(requests).toHaveLength(1);
    answer = async () => Response.json(index(9));
    alert.querySelector('button')!.click();
    await vi.waitFor(() => expect(text()).toContain('No results found for "posts"'));
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('?q= starts a search; German texts and plural rules', async () => {
    answer = async () => Response.json(index(9, 'de'));
    const box = page('de', '?q=%20post%201%20');
    expect(box.value).toBe('post 1');
    await vi.waitFor(() => expect(text()).toContain('1 Ergebnis für „post 1“ gefunden'));
    expect(requests).toEqual(['/de/blog/search.json']);
    type(box, 'ada');
    await vi.waitFor(() => expect(text()).toContain('9 Ergebnisse für „ada“ gefunden'));
  });

  it('the form never submits (Enter stays on the page)', () => {
    page();
    const submit = new Event('submit', { cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });
});
