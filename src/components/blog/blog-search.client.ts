/**
 * The blog list's search over the HTML of `blog-search.tsx`: enables
 * the box, fetches the list's search index on the first keystroke, shows the skeleton when that
 * takes longer than 150 ms and the spec's error view when it fails, and then filters and
 * paginates the posts as the visitor types. Every element it shows is markup the build rendered:
 * the page's `<template>`s and the cards in the search index; visitor text only ever goes in as
 * text. `?q=` (the not-found page's search form) starts a search.
 */
import { paginate, searchPosts, type Page } from '@/lib/blog/list';
import { formatCompiled } from '../../../shared/i18n/compiled';
import type { CompiledSearchMessages } from './messages';

/** How long a search may wait for its data before the skeleton shows. */
export const SKELETON_DELAY_MS = 150;

/** One post of the search index (`/blog/search.json`, see `search-index.tsx`). */
export interface SearchEntry {
  href: string;
  title: string;
  description: string;
  category: string;
  /** The category as the page shows it (`Tutoriel`). */
  categoryLabel: string;
  author?: string;
  /** The post's card (`BlogCard`) as the build rendered it for the list's language. */
  html: string;
}

export type SearchData =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; posts: SearchEntry[] }
  | { status: 'error'; message: string };

export interface SearchState {
  /** What is in the box. */
  term: string;
  /** The page of results asked for (1-based; clamped when shown). */
  page: number;
  data: SearchData;
  /** The data has been on its way for longer than {@link SKELETON_DELAY_MS}. */
  slow: boolean;
}

export type SearchView =
  | { show: 'list' }
  | { show: 'error'; message: string }
  | { show: 'skeleton' }
  | { show: 'results'; query: string; count: number; page: Page<SearchEntry> };

/**
 * What the search shows: the prerendered list while the box is empty (or holds only spaces) and
 * while the data is on its way but not yet slow; then the skeleton, the error view, or one page
 * of the matching posts.
 */
export function searchView({ term, page, data, slow }: SearchState): SearchView {
  const query = term.trim();
  if (!query) return { show: 'list' };
  if (data.status === 'error') return { show: 'error', message: data.message };
  if (data.status === 'loading' && slow) return { show: 'skeleton' };
  if (data.status !== 'ready') return { show: 'list' };
  const results = searchPosts(data.posts, query);
  return { show: 'results', query, count: results.length, page: paginate(results, page) };
}

/** Fetches and checks the search index; a non-OK answer is 'HTTP error! status: {status}'. */
export async function fetchIndex(
  url: string,
  httpError: (status: number) => string,
): Promise<SearchEntry[]> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(httpError(response.status));
  const posts: unknown = await response.json();
  if (!Array.isArray(posts)) throw new Error('Invalid search index');
  return posts as SearchEntry[];
}

/** Makes `parent`'s children exactly `nodes`, in order, moving only what is out of place. */
function placeChildren(parent: Element, nodes: Element[]): void {
  nodes.forEach((node, i) => {
    if (parent.children[i] !== node) parent.insertBefore(node, parent.children[i] ?? null);
  });
  while (parent.children.length > nodes.length) parent.lastElementChild!.remove();
}

/** Wires up the search of the list on this page (the first `[data-blog-search]`). */
export function setupBlogSearch(
  root = document.querySelector<HTMLElement>('[data-blog-search]'),
): void {
  const input = root?.querySelector<HTMLInputElement>('input[type="search"]');
  const views = root?.querySelector<HTMLElement>('[data-search-views]');
  const list = root?.querySelector<HTMLElement>('[data-search-list]');
  if (!root || !input || !views || !list) return;
  const indexUrl = root.dataset.indexUrl ?? '';
  const tag = root.dataset.lang ?? document.documentElement.lang;
  const icu = JSON.parse(root.dataset.messages ?? '{}') as CompiledSearchMessages;
  const format = (key: keyof CompiledSearchMessages, values: Record<string, string | number>) =>
    formatCompiled(icu[key], tag, values);
  /** A fresh copy of one of the views the build rendered. */
  const view = (name: string) => {
    const template = root.querySelector<HTMLTemplateElement>(`template[data-view="${name}"]`);
    return template!.content.firstElementChild!.cloneNode(true) as HTMLElement;
  };

  const state: SearchState = { term: '', page: 1, data: { status: 'idle' }, slow: false };
  let errorView: HTMLElement | undefined;
  let skeleton: HTMLElement | undefined;
  let results: ResultsView | undefined;

  const render = () => {
    const shown = searchView(state);
    if (shown.show !== 'error') errorView = undefined;
    else if (!errorView) {
      errorView = view('error');
      errorView.querySelector('[data-error-text]')!.textContent = format('blog.error.text', {
        message: shown.message,
      });
      errorView.querySelector('[data-retry]')!.addEventListener('click', load);
    }
    skeleton = shown.show === 'skeleton' ? (skeleton ?? view('skeleton')) : undefined;
    // Once loaded, the results stay in the page (hidden while the box is empty), so a keystroke
    // updates the cards in place instead of building them again.
    if (state.data.status === 'ready') results ??= resultsView(view, format, changePage);
    if (results) {
      results.root.hidden = shown.show !== 'results';
      if (shown.show === 'results') results.update(shown);
    }
    placeChildren(
      views,
      [errorView, skeleton, results?.root].filter((el): el is HTMLElement => !!el),
    );
    list.hidden = shown.show !== 'list';
  };

  function load() {
    state.data = { status: 'loading' };
    state.slow = false;
    render();
    const timer = setTimeout(() => {
      state.slow = true;
      render();
    }, SKELETON_DELAY_MS);
    fetchIndex(indexUrl, (status) => format('blog.error.http', { status }))
      .then((posts) => (state.data = { status: 'ready', posts }))
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        console.error(format('blog.error.text', { message }), error);
        state.data = { status: 'error', message };
      })
      .finally(() => {
        clearTimeout(timer);
        render();
      });
  }

  function changePage(next: number) {
    state.page = next;
    render();
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // After the new page is laid out: a shorter last page clamped the scroll position in the
    // middle of a smooth scroll started before it, and the scroll stopped there.
    requestAnimationFrame(() => window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' }));
  }

  const onInput = (value: string) => {
    state.term = value;
    state.page = 1;
    if (state.data.status === 'idle' && value.trim()) load();
    else render();
  };

  input.addEventListener('input', () => onInput(input.value));
  root.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
  input.disabled = false;
  const q = new URLSearchParams(window.location.search).get('q')?.trim();
  if (q) {
    input.value = q;
    onInput(q);
  }
}

interface ResultsView {
  root: HTMLElement;
  update: (shown: Extract<SearchView, { show: 'results' }>) => void;
}

/** 'Found N result(s) for "term"', one page of cards and the pagination, or 'No results found for "{term}"'. */
function resultsView(
  view: (name: string) => HTMLElement,
  format: (key: keyof CompiledSearchMessages, values: Record<string, string | number>) => string,
  onPage: (page: number) => void,
): ResultsView {
  const root = document.createElement('div');
  const count = view('count');
  const grid = view('list');
  const empty = view('empty');
  const nav = view('pagination');
  const [previous, next] = nav.querySelectorAll('button');
  const status = nav.querySelector('p')!;
  let current = 1;
  previous!.addEventListener('click', () => onPage(current - 1));
  next!.addEventListener('click', () => onPage(current + 1));
  /** Which post each card element shows, so an unchanged card is left as it is. */
  const shows = new WeakMap<Element, string>();

  const update: ResultsView['update'] = ({ query, count: total, page }) => {
    if (total === 0) {
      empty.querySelector('p')!.textContent = format('blog.search.noResults', { term: query });
      placeChildren(root, [empty]);
      return;
    }
    count.textContent = format('blog.search.results', { count: total, term: query });
    page.items.forEach((post, i) => {
      let item = grid.children[i];
      if (!item) grid.append((item = document.createElement('li')));
      if (shows.get(item) === post.href) return;
      // The card as the build rendered it (search-index.tsx), never text of the visitor.
      item.innerHTML = post.html;
      shows.set(item, post.href);
    });
    while (grid.children.length > page.items.length) grid.lastElementChild!.remove();
    current = page.page;
    previous!.disabled = !page.hasPrevious;
    next!.disabled = !page.hasNext;
    status.textContent = format('blog.pagination.status', {
      page: page.page,
      count: page.pageCount,
    });
    placeChildren(root, page.showControls ? [count, grid, nav] : [count, grid]);
  };
  return { root, update };
}
