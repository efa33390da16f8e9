import { localeInfo, type Locale } from '../../shared/i18n/locales';
import type { Measure } from './case-studies';

/**
 * A case study's figure in the page's language, with its unit and period spelt out by `Intl`
 * (`6 hours per week`, `6 Stunden pro Woche`, `0,5 hora por semana`); a percentage keeps its sign
 * (`3%`, `3 %`). Decimals only where the figure has them (at most one).
 * @example formatMeasure('de', { value: 0.5, unit: 'hour', per: 'week' }) // '0,5 Stunden pro Woche'
 */
export function formatMeasure(locale: Locale, measure: Measure): string {
  const unit = measure.per ? `${measure.unit}-per-${measure.per}` : measure.unit;
  return new Intl.NumberFormat(localeInfo[locale].tag, {
    style: 'unit',
    unit,
    unitDisplay: measure.unit === 'percent' ? 'short' : 'long',
    maximumFractionDigits: 1,
  }).format(measure.value);
}

/**
 * A duration such as the time to go live: `9 days`, `2 Wochen`.
 * @example formatDuration('fr', 9, 'day') // '9 jours'
 */
export function formatDuration(locale: Locale, value: number, unit: 'day' | 'week'): string {
  return new Intl.NumberFormat(localeInfo[locale].tag, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * A publication date as the page's language writes it: `May 14, 2026`, `14. Mai 2026`.
 * The date is read as a calendar day (UTC), so no time zone moves it to the day before.
 */
export function formatCaseDate(locale: Locale, isoDate: string): string {
  return new Intl.DateTimeFormat(localeInfo[locale].tag, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
