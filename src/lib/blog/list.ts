import type { BlogPostSummary } from './summary';

/** 30 posts per page. */
export const PAGE_SIZE = 30;

type Searchable = Pick<BlogPostSummary, 'title' | 'description' | 'category'> & {
  author?: string;
  /** The category as the page shows it, when translated (`Tutoriel`). */
  categoryLabel?: string;
};

/**
 * Case-insensitive substring match on title, description, category (as written or
 * as shown) and author; an empty or whitespace-only term returns every post. Order is kept.
 * @example searchPosts(posts, '  AZURE ') // posts whose fields contain "azure"
 */
export function searchPosts<T extends Searchable>(posts: readonly T[], term: string): T[] {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return [...posts];
  return posts.filter((p) =>
    [p.title, p.description, p.category, p.categoryLabel ?? '', p.author ?? ''].some((field) =>
      field.toLocaleLowerCase().includes(needle),
    ),
  );
}

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to `1..pageCount`. */
  page: number;
  /** At least 1, even for no items. */
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Controls appear only when there are more items than fit one page. */
  showControls: boolean;
}

/**
 * One page of a list (the current page runs from 1 to the page count).
 * @example paginate(Array(61), 3).items.length // 1
 */
export function paginate<T>(items: readonly T[], page: number, size: number = PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)), pageCount);
  return {
    items: items.slice((current - 1) * size, current * size),
    page: current,
    pageCount,
    hasPrevious: current > 1,
    hasNext: current < pageCount,
    showControls: items.length > size,
  };
}
