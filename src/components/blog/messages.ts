import { parse } from '@formatjs/icu-messageformat-parser';
import { getMessages, pickMessages, type MessageKey, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import type { ParsedMessage } from './icu';

/** The blog's catalog keys. */
export type BlogKey = Extract<MessageKey, `blog.${string}`>;
type Prefixed<P extends string> = Extract<BlogKey, `${P}${string}`>;

/** Blog messages as plain props. */
export type BlogMessages = Pick<Messages, BlogKey>;
/** What a card and its badges show. */
export type CardMessages = Pick<
  Messages,
  Prefixed<'blog.card.' | 'blog.difficulty.' | 'blog.category.'>
>;

const searchPrefixes = [
  'blog.search.',
  'blog.error.',
  'blog.pagination.',
  'blog.card.',
  'blog.difficulty.',
  'blog.category.',
] as const;
/** What the search island shows: cards, search states, pagination and the error view. */
export type SearchMessages = Pick<Messages, Prefixed<(typeof searchPrefixes)[number]>>;

/** The island's messages with placeholders, parsed at build time (see `icu.ts`). */
const parsedKeys = [
  'blog.search.results',
  'blog.search.noResults',
  'blog.error.text',
  'blog.error.http',
  'blog.pagination.status',
] as const satisfies readonly BlogKey[];
export type ParsedSearchMessages = Record<(typeof parsedKeys)[number], ParsedMessage>;

/** The search island's messages in one language: plain texts, and parsed ICU for those with placeholders. */
export function searchMessages(locale: Locale): {
  text: SearchMessages;
  icu: ParsedSearchMessages;
} {
  const m = getMessages(locale);
  return {
    text: pickMessages(locale, [...searchPrefixes]) as SearchMessages,
    icu: Object.fromEntries(parsedKeys.map((key) => [key, parse(m[key])])) as ParsedSearchMessages,
  };
}
