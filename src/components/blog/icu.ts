import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { formatToParts, type Formatters } from 'intl-messageformat';

/**
 * ICU formatting in the browser without shipping the ICU parser: messages are parsed at build
 * time (`parse` from @formatjs/icu-messageformat-parser, see `searchMessages`) and formatted here
 * by intl-messageformat's own `formatToParts`, with the platform's Intl plural and number rules.
 */
export type ParsedMessage = MessageFormatElement[];

const formatters: Formatters = {
  getNumberFormat: (locales, options) => new Intl.NumberFormat(locales, options),
  getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
  getPluralRules: (...args) => new Intl.PluralRules(...args),
};
const formats = { number: {}, date: {}, time: {} };

/** Formats a message parsed at build time. */
export function formatParsed(
  message: ParsedMessage,
  tag: string,
  values: Record<string, string | number>,
): string {
  return formatToParts(message, tag, formatters, formats, values)
    .map((part) => String(part.value))
    .join('');
}
