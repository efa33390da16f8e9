/**
 * The project's one way to turn a catalog message into text: ICU MessageFormat, formatted by
 * FormatJS's intl-messageformat in the page's locale. The pages (`src/i18n/catalog.ts`), the
 * server's lead error page and the tests all format through `formatMessage`; browser scripts get
 * the same messages compiled at build time (`compileMessage`, formatted by `compiled.ts`), which a unit test holds to
 * this formatter's output. Pure: no Node module, no file access.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { CompiledMessage, CompiledPart } from './compiled';
import { defaultLocale, localeInfo, type Locale } from './locales';

/** Values of a message's placeholders: `{ count: 2 }` for `{count, plural, ...}`. */
export type MessageValues = Record<string, string | number | Date>;

const formatCache = new Map<string, IntlMessageFormat>();

/**
 * Formats one ICU message in a locale.
 * @example formatMessage('en', '{count, plural, one {# post} other {# posts}}', { count: 2 }) // '2 posts'
 */
export function formatMessage(locale: Locale, message: string, values?: MessageValues): string {
  if (!values && !message.includes('{') && !message.includes("'")) return message;
  const cacheKey = `${locale}\u0000${message}`;
  let fmt = formatCache.get(cacheKey);
  if (!fmt) {
    fmt = new IntlMessageFormat(message, localeInfo[locale].tag);
    formatCache.set(cacheKey, fmt);
  }
  return String(fmt.format(values));
}

/**
 * A catalog key's text in a locale: the locale's message, English filling a gap (so no raw key
 * reaches a visitor), the key itself when even English lacks it; then formatted.
 * @example translateKey({ en: { hi: 'Hi {name}' } }, 'de', 'hi', { name: 'Ana' }) // 'Hi Ana'
 */
export function translateKey(
  catalogs: Partial<Record<Locale, Record<string, string>>>,
  locale: Locale,
  key: string,
  values?: MessageValues,
): string {
  const message = catalogs[locale]?.[key] ?? catalogs[defaultLocale]?.[key] ?? key;
  return formatMessage(locale, message, values);
}

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
      `"${message}": a message for the browser holds text, {arg}, {n, number}, plural and select only`,
    );
  });
}

/**
 * A message compiled for the browser's `formatCompiled` (compiled.ts): parsed here, at build time,
 * by the parser intl-messageformat uses, so no ICU library reaches the browser. Throws on what
 * `formatCompiled` cannot format, which stops the build.
 * @example compileMessage('Page {page} of {count}') // ['Page ', { arg: 'page' }, ' of ', { arg: 'count' }]
 */
export function compileMessage(message: string): CompiledMessage {
  return compileElements(parse(message), message);
}
