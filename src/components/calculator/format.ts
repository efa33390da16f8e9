/**
 * Number formatting and message filling for the savings calculator, small enough for the
 * browser: `Intl` does the plurals and units ("15 hours", "15 Stunden"), so no message-format
 * library ships with the island. Its texts take only plain `{name}` placeholders, filled here:
 * were the island to import the browser ICU formatter (`shared/i18n/compiled.ts`) too, the blog
 * search's script and the island would share it as a separate file, and the blog pages would
 * fetch a script before their first paint instead of inlining it.
 */

/** The calculator's texts, already in the page's language (from `calculator.*` in the catalogs). */
export type CalculatorMessages = Record<
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
  | 'error.not_whole',
  string
>;

/**
 * Puts values into `{name}` placeholders.
 * @example fill('Enter at most {max}.', { max: '480' }) // 'Enter at most 480.'
 */
export function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

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
  };
}

export type CalculatorFormat = ReturnType<typeof createFormat>;
