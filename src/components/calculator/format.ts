/**
 * Number formatting and message filling for the savings calculator, small enough for the
 * browser: `Intl` does the plurals and units ("15 hours", "15 Stunden"), and the texts with
 * placeholders arrive compiled at build time (`compileMessage`), filled by the site's browser ICU
 * formatter, so no message-format library ships with the island.
 */
import { formatCompiled, type CompiledMessage } from '../../../shared/i18n/compiled';

/** The texts with placeholders: compiled for `format.fill`, not plain strings. */
export const calculatorFilledKeys = [
  'hourlyCost',
  'payback',
  'paybackUnderMonth',
  'formulaWeek',
  'formulaMonth',
  'tableCaption',
  'error.required',
  'error.not_number',
  'error.too_small',
  'error.too_large',
  'error.not_whole',
] as const;
type FilledKey = (typeof calculatorFilledKeys)[number];

/** The calculator's texts, already in the page's language (from `calculator.*` in the catalogs). */
export type CalculatorMessages = Record<Exclude<TextKey, FilledKey>, string> &
  Record<FilledKey, CompiledMessage>;
type TextKey =
  | 'preset'
  | 'ownTask'
  | 'runs'
  | 'period'
  | 'perWeek'
  | 'perMonth'
  | 'minutes'
  | 'automated'
  | 'hourlyCost'
  | 'resultHeading'
  | 'timeMonth'
  | 'moneyMonth'
  | 'timeYear'
  | 'moneyYear'
  | 'payback'
  | 'paybackUnderMonth'
  | 'formulaWeek'
  | 'formulaMonth'
  | 'invalid'
  | 'talkHeading'
  | 'book'
  | 'request'
  | 'tableCaption'
  | 'colUseCase'
  | 'colRuns'
  | 'colMinutes'
  | 'colAutomated'
  | 'colHours'
  | 'colMoney'
  | 'error.required'
  | 'error.not_number'
  | 'error.too_small'
  | 'error.too_large'
  | 'error.not_whole';

/** Formatters for one page language and currency. */
export function createFormat(lang: string, currency: string) {
  const unit = (u: string, digits = 1) =>
    new Intl.NumberFormat(lang, {
      style: 'unit',
      unit: u,
      unitDisplay: 'long',
      maximumFractionDigits: digits,
    });
  const hours = unit('hour');
  const minutes = unit('minute');
  const months = unit('month');
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  // Spanish business texts write '250 USD', not CLDR's Latin American 'US$' (as the facts do).
  const money = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency,
    currencyDisplay: lang.startsWith('es') && currency === 'USD' ? 'code' : 'symbol',
    maximumFractionDigits: 0,
  });
  const percent = new Intl.NumberFormat(lang, { style: 'unit', unit: 'percent' });
  return {
    hours: (n: number) => hours.format(n),
    minutes: (n: number) => minutes.format(n),
    months: (n: number) => months.format(n),
    number: (n: number) => number.format(n),
    money: (n: number) => money.format(n),
    percent: (n: number) => percent.format(n),
    /**
     * A compiled catalog text with its placeholders filled, in the page's language.
     * @example format.fill(m['error.too_large'], { max: '480' }) // 'Enter 480 or less.'
     */
    fill: (message: CompiledMessage, values: Record<string, string> = {}) =>
      formatCompiled(message, lang, values),
  };
}

export type CalculatorFormat = ReturnType<typeof createFormat>;
