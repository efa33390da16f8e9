import type { ReactNode } from 'react';
import { localeInfo, type Locale } from '../../../shared/i18n/locales';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState, gridClassName } from './blog-list';
import type { BlogMessages, CompiledSearchMessages } from './messages';
import { Pagination } from './pagination';

type BlogSearchProps = {
  locale: Locale;
  /** The locale's search index (`/blog/search.json`): every post of the list, fetched on the first keystroke. */
  indexUrl: string;
  messages: BlogMessages;
  /** The messages with placeholders, compiled at build time for the browser. */
  icu: CompiledSearchMessages;
  /** The prerendered list, shown while the search box is empty. */
  children?: ReactNode;
};

/**
 * Search over every post of the list, all of it HTML rendered at build
 * time; `blog-search.client.ts` gives it its behaviour (`blog-search.astro` places both). The page
 * itself is complete HTML and the box stays disabled until the script runs. The script loads the
 * search data only when the visitor starts typing and shows the views of the `<template>`s below:
 * the skeleton when the data is slow, the spec's error view when it fails, and the results (cards
 * from the search data, rendered by the build too) with their count, pagination or empty state.
 */
function BlogSearch({ locale, indexUrl, messages: m, icu, children }: BlogSearchProps) {
  return (
    <div
      data-blog-search
      data-index-url={indexUrl}
      data-lang={localeInfo[locale].tag}
      data-messages={JSON.stringify(icu)}
    >
      <form role="search" className="mx-auto mb-10 max-w-xl">
        <label htmlFor="blog-search" className="sr-only">
          {m['blog.search.label']}
        </label>
        <input
          id="blog-search"
          type="search"
          disabled
          placeholder={m['blog.search.placeholder']}
          autoComplete="off"
          className="border-border bg-card placeholder:text-muted-foreground focus-visible:border-ring h-12 w-full rounded-full border px-5 text-base shadow-sm"
        />
      </form>
      <template data-view="error">
        <div
          role="alert"
          className="rounded-card border-danger bg-danger-soft border px-6 py-10 text-center"
        >
          <h2 className="text-2xl font-bold">{m['blog.error.heading']}</h2>
          {/* 'Error loading blog: {message}' */}
          <p data-error-text className="text-danger mt-3" />
          <p className="text-muted-foreground mt-2">{m['blog.error.hint']}</p>
          <button
            type="button"
            data-retry
            className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'mt-6' })}
          >
            {m['blog.error.retry']}
          </button>
        </div>
      </template>
      <template data-view="skeleton">
        <SearchSkeleton label={m['blog.search.loading']} />
      </template>
      <template data-view="count">
        {/* 'Found N result(s) for "term"' */}
        <p role="status" className="text-muted-foreground mb-6" />
      </template>
      <template data-view="list">
        <ul className={gridClassName} />
      </template>
      <template data-view="empty">
        {/* 'No results found for "{term}"' */}
        <EmptyState role="status" title="" text={m['blog.search.noResultsHint']} />
      </template>
      <template data-view="pagination">
        {/* Buttons; 'Page X of Y' */}
        <Pagination
          page={1}
          pageCount={1}
          labels={{
            nav: m['blog.pagination.label'],
            previous: m['blog.pagination.previous'],
            next: m['blog.pagination.next'],
            status: '',
          }}
        />
      </template>
      {/* The error view, the skeleton or the results, once there are any. */}
      <div data-search-views />
      <div data-search-list>{children}</div>
    </div>
  );
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
