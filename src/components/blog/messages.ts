import { getMessages, type MessageKey, type Messages } from '@/i18n/catalog';
import type { CompiledMessage } from '../../../shared/i18n/compiled';
import type { Locale } from '../../../shared/i18n/locales';
import { compileMessage } from '../../../shared/i18n/messages';

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

/** The search's messages with placeholders, formatted in the browser (see `shared/i18n/compiled.ts`). */
const compiledKeys = [
  'blog.search.results',
  'blog.search.noResults',
  'blog.error.text',
  'blog.error.http',
  'blog.pagination.status',
] as const satisfies readonly BlogKey[];
export type CompiledSearchMessages = Record<(typeof compiledKeys)[number], CompiledMessage>;

/** The search's messages with placeholders in one language, compiled for the browser. */
export function compiledSearchMessages(locale: Locale): CompiledSearchMessages {
  const m = getMessages(locale);
  return Object.fromEntries(
    compiledKeys.map((key) => [key, compileMessage(m[key])]),
  ) as CompiledSearchMessages;
}
