import { localeInfo, type Locale } from '../../../shared/i18n/locales';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A post date as short month, day and year in the page's language (en-US on
 * English pages). Read as a calendar day, so no time zone moves it to the day before.
 * @example formatPostDate('2024-01-15', 'en') // 'Jan 15, 2024'
 * @example formatPostDate('2024-01-15', 'de') // '15. Jan. 2024'
 */
export function formatPostDate(date: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeInfo[locale].tag, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}
