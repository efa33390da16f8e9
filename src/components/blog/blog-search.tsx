import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { localeInfo, type Locale } from '../../../shared/i18n/locales';
import { paginate, searchPosts } from '@/lib/blog/list';
import type { BlogPostSummary } from '@/lib/blog/summary';
import { buttonVariants } from '@/components/ui/button';
import { categoryLabel } from './blog-badge';
import { BlogList, EmptyState } from './blog-list';
import { formatParsed } from './icu';
import type { ParsedSearchMessages, SearchMessages } from './messages';
import { Pagination } from './pagination';

/** How long a search may wait for its data before the skeleton shows. */
const SKELETON_DELAY_MS = 150;

type SearchPost = BlogPostSummary & { categoryLabel: string };
type Data =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; posts: SearchPost[] }
  | { status: 'error'; message: string };

type BlogSearchProps = {
  locale: Locale;
  /** The locale's search index (`/blog/search.json`): every post of the list, fetched on the first keystroke. */
  indexUrl: string;
  messages: SearchMessages;
  /** The messages with placeholders, parsed at build time. */
  icu: ParsedSearchMessages;
  /** The prerendered list, shown while the search box is empty. */
  children?: ReactNode;
};

/**
 * Search over every post of the list (spec 'Blog list', §4, §5). The page itself is complete
 * HTML; this island loads the search data only when the visitor starts typing, shows a skeleton
 * when that is slow and the spec's error view when it fails.
 */
function BlogSearch({ locale, indexUrl, messages: m, icu, children }: BlogSearchProps) {
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Data>({ status: 'idle' });
  const [slow, setSlow] = useState(false);
  const inputId = useId();
  // false in the prerendered HTML and during hydration, true once the island is interactive
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const format = (key: keyof ParsedSearchMessages, values: Record<string, string | number>) =>
    formatParsed(icu[key], localeInfo[locale].tag, values);

  const load = () => {
    setData({ status: 'loading' });
    setSlow(false);
    const timer = setTimeout(() => setSlow(true), SKELETON_DELAY_MS);
    fetchIndex(indexUrl, (status) => format('blog.error.http', { status }))
      .then((posts) =>
        setData({
          status: 'ready',
          posts: posts.map((p) => ({ ...p, categoryLabel: categoryLabel(p.category, m) })),
        }),
      )
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        console.error(format('blog.error.text', { message }), error);
        setData({ status: 'error', message });
      })
      .finally(() => clearTimeout(timer));
  };

  const onInput = (value: string) => {
    setTerm(value);
    setPage(1);
    if (data.status === 'idle' && value.trim()) load();
  };

  // `?q=` (e.g. from the not-found page's search form) starts a search once interactive.
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q')?.trim();
    if (!q) return;
    const timer = setTimeout(() => onInput(q));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  const changePage = (next: number) => {
    setPage(next);
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // After the new page has rendered: a shorter last page clamped the scroll position in the
    // middle of a smooth scroll started before it, and the scroll stopped there.
    requestAnimationFrame(() => window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' }));
  };

  const query = term.trim();
  const failed = query !== '' && data.status === 'error';
  const waiting = query !== '' && data.status === 'loading' && slow;
  const found = query !== '' && data.status === 'ready';

  return (
    <div>
      <form
        role="search"
        className="mx-auto mb-10 max-w-xl"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={inputId} className="sr-only">
          {m['blog.search.label']}
        </label>
        <input
          id={inputId}
          type="search"
          value={term}
          disabled={!hydrated}
          onChange={(event) => onInput(event.target.value)}
          placeholder={m['blog.search.placeholder']}
          autoComplete="off"
          className="border-border bg-card placeholder:text-muted-foreground focus-visible:border-ring h-12 w-full rounded-full border px-5 text-base shadow-sm"
        />
      </form>
      {failed && (
        <div
          role="alert"
          className="rounded-card border-danger bg-danger-soft border px-6 py-10 text-center"
        >
          <h2 className="text-2xl font-bold">{m['blog.error.heading']}</h2>
          <p className="text-danger mt-3">{format('blog.error.text', { message: data.message })}</p>
          <p className="text-muted-foreground mt-2">{m['blog.error.hint']}</p>
          <button
            type="button"
            onClick={load}
            className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'mt-6' })}
          >
            {m['blog.error.retry']}
          </button>
        </div>
      )}
      {waiting && <SearchSkeleton label={m['blog.search.loading']} />}
      {/* Once loaded, the results stay mounted (hidden while the box is empty), so a keystroke
          updates the cards in place instead of building them again. */}
      {data.status === 'ready' && (
        <div hidden={!found}>
          <SearchResults
            posts={data.posts}
            query={query}
            page={page}
            onPage={changePage}
            locale={locale}
            messages={m}
            format={format}
          />
        </div>
      )}
      <div hidden={failed || waiting || found}>{children}</div>
    </div>
  );
}

type SearchResultsProps = {
  posts: SearchPost[];
  query: string;
  page: number;
  onPage: (page: number) => void;
  locale: Locale;
  messages: SearchMessages;
  format: (key: keyof ParsedSearchMessages, values: Record<string, string | number>) => string;
};

/** 'Found N result(s) for "term"', one page of cards, or 'No results found for "{term}"'. */
function SearchResults({
  posts,
  query,
  page,
  onPage,
  locale,
  messages: m,
  format,
}: SearchResultsProps) {
  const results = searchPosts(posts, query);
  const current = paginate(results, page);
  return (
    <>
      {query && results.length > 0 && (
        <p role="status" className="text-muted-foreground mb-6">
          {format('blog.search.results', { count: results.length, term: query })}
        </p>
      )}
      <BlogList
        posts={current.items}
        locale={locale}
        messages={m}
        empty={
          <EmptyState
            role="status"
            title={format('blog.search.noResults', { term: query })}
            text={m['blog.search.noResultsHint']}
          />
        }
        footer={
          current.showControls && (
            <Pagination
              page={current.page}
              pageCount={current.pageCount}
              onChange={onPage}
              labels={{
                nav: m['blog.pagination.label'],
                previous: m['blog.pagination.previous'],
                next: m['blog.pagination.next'],
                status: format('blog.pagination.status', {
                  page: current.page,
                  count: current.pageCount,
                }),
              }}
            />
          )
        }
      />
    </>
  );
}

const noSubscription = () => () => {};

/** Fetches and checks the search index; a non-OK answer is 'HTTP error! status: {status}' (spec §8). */
async function fetchIndex(
  url: string,
  httpError: (status: number) => string,
): Promise<BlogPostSummary[]> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(httpError(response.status));
  const posts: unknown = await response.json();
  if (!Array.isArray(posts)) throw new Error('Invalid search index');
  return posts as BlogPostSummary[];
}

function SearchSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li
            key={i}
            data-skeleton
            className="rounded-card border-border bg-muted h-56 animate-pulse border"
          />
        ))}
      </ul>
    </div>
  );
}

export { BlogSearch };
