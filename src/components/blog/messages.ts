import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { getMessages, type MessageKey, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import type { CompiledMessage, CompiledPart } from './icu';

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

/** The search's messages with placeholders, formatted in the browser (see `icu.ts`). */
const compiledKeys = [
  'blog.search.results',
  'blog.search.noResults',
  'blog.error.text',
  'blog.error.http',
  'blog.pagination.status',
] as const satisfies readonly BlogKey[];
export type CompiledSearchMessages = Record<(typeof compiledKeys)[number], CompiledMessage>;

function compileElements(elements: MessageFormatElement[], message: string): CompiledMessage {
  const options = (from: Record<string, { value: MessageFormatElement[] }>) =>
    Object.fromEntries(
      Object.entries(from).map(([key, option]) => [key, compileElements(option.value, message)]),
    );
  return elements.map((el): CompiledPart => {
    switch (el.type) {
      case TYPE.literal:
        return el.value;
      case TYPE.argument:
        return { arg: el.value };
      case TYPE.pound:
        return { pound: true };
      case TYPE.number:
        if (el.style) break;
        return { number: el.value };
      case TYPE.select:
        return { select: el.value, options: options(el.options) };
      case TYPE.plural:
        return {
          plural: el.value,
          offset: el.offset,
          ordinal: el.pluralType === 'ordinal',
          options: options(el.options),
        };
    }
    throw new Error(
      `"${message}": the blog search formats text, {arg}, {n, number}, plural and select only`,
    );
  });
}

/**
 * An ICU message compiled for `formatCompiled` (icu.ts): parsed here, at build time, so no ICU
 * parser or formatter library reaches the browser. Throws on what `formatCompiled` cannot format.
 * @example compileMessage('Page {page} of {count}') // ['Page ', { arg: 'page' }, ' of ', { arg: 'count' }]
 */
export function compileMessage(message: string): CompiledMessage {
  return compileElements(parse(message), message);
}

/** The search's messages with placeholders in one language, compiled for the browser. */
export function compiledSearchMessages(locale: Locale): CompiledSearchMessages {
  const m = getMessages(locale);
  return Object.fromEntries(
    compiledKeys.map((key) => [key, compileMessage(m[key])]),
  ) as CompiledSearchMessages;
}
