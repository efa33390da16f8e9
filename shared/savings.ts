/**
 * The savings calculator's formula, limits and the estimate a lead carries: one pure module for
 * the browser island, the prerendered table, the lead form's server check and the owner's tools.
 *
 * Formula (printed under the result in every language):
 * - runs per month = runs per week × working weeks per year ÷ 12, or the runs per month as given;
 * - hours saved per month = runs per month × minutes each × share automated ÷ 60;
 * - per year = per month × 12; money = hours × hourly cost;
 * - payback in months = price ÷ money saved per month.
 */

/** The period a task's runs are counted over. */
export const savingsPeriods = ['week', 'month'] as const;
export type SavingsPeriod = (typeof savingsPeriods)[number];

/** What the visitor sets (a preset fills the first four). */
export interface SavingsInput {
  /** How often the task runs per `per`: `40`. */
  runs: number;
  per: SavingsPeriod;
  /** Minutes a person spends on it each time: `6`. */
  minutes: number;
  /** The share of that time the workflow takes over, 1-100. */
  automatedPercent: number;
  /** What an hour of the person's time costs, in the site's currency. */
  hourlyCost: number;
}

/**
 * The numeric fields and their limits: a value outside is refused with a message (no negative
 * runs, no 25-hour task, no 20,000-an-hour wage). `step` 1 means whole numbers only.
 */
export const savingsLimits = {
  runs: { min: 1, max: 10_000, step: 1 },
  minutes: { min: 0.5, max: 480, step: 0.5 },
  automatedPercent: { min: 1, max: 100, step: 1 },
  hourlyCost: { min: 1, max: 1_000, step: 0.01 },
} as const satisfies Record<string, { min: number; max: number; step: number }>;

export type SavingsField = keyof typeof savingsLimits;
export const savingsFields = Object.keys(savingsLimits) as SavingsField[];

/** Why a field was refused: empty, not a number, below `min`, above `max`, not whole. */
export type SavingsErrorCode = 'required' | 'not_number' | 'too_small' | 'too_large' | 'not_whole';

/**
 * The error of one field's raw value, or null when it is fine.
 * @example savingsFieldError('minutes', '-3') // 'too_small'
 */
export function savingsFieldError(
  field: SavingsField,
  raw: string | number,
): SavingsErrorCode | null {
  const text = String(raw).trim();
  if (text === '') return 'required';
  const value = Number(text);
  if (!Number.isFinite(value)) return 'not_number';
  const { min, max, step } = savingsLimits[field];
  if (value < min) return 'too_small';
  if (value > max) return 'too_large';
  if (step === 1 && !Number.isInteger(value)) return 'not_whole';
  return null;
}

/** The result of {@link estimateSavings}: unrounded; the page rounds when it formats them. */
export interface SavingsResult {
  hoursPerMonth: number;
  hoursPerYear: number;
  moneyPerMonth: number;
  moneyPerYear: number;
  /** Months until `price` is saved; null without a price or without savings. */
  paybackMonths: number | null;
}

/**
 * Hours and money saved per month and per year, and the payback time against `price`.
 * @param weeksPerYear working weeks a weekly task runs in a year (the owner file's, e.g. 50)
 * @example estimateSavings({ runs: 5, per: 'week', minutes: 60, automatedPercent: 100, hourlyCost: 40 }, 48)
 * // { hoursPerMonth: 20, hoursPerYear: 240, moneyPerMonth: 800, moneyPerYear: 9600, paybackMonths: null }
 */
export function estimateSavings(
  input: SavingsInput,
  weeksPerYear: number,
  price?: number,
): SavingsResult {
  const runsPerMonth = input.per === 'week' ? (input.runs * weeksPerYear) / 12 : input.runs;
  const hoursPerMonth = (runsPerMonth * input.minutes * input.automatedPercent) / 100 / 60;
  const moneyPerMonth = hoursPerMonth * input.hourlyCost;
  return {
    hoursPerMonth,
    hoursPerYear: hoursPerMonth * 12,
    moneyPerMonth,
    moneyPerYear: moneyPerMonth * 12,
    paybackMonths: price && moneyPerMonth > 0 ? price / moneyPerMonth : null,
  };
}

/** The estimate a lead carries from the calculator: the inputs, the currency and the use case. */
export interface SavingsEstimate extends SavingsInput {
  /** The use-case preset it started from (a slug), or null for the visitor's own task. */
  useCase: string | null;
  /** ISO 4217 code of `hourlyCost`: `USD`. */
  currency: string;
  /** Working weeks per year the page counted with. */
  weeksPerYear: number;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The estimate as one URL-safe text for `?estimate=` and the form's hidden field:
 * `<useCase or ->,<runs>,<per>,<minutes>,<automatedPercent>,<hourlyCost>,<currency>,<weeksPerYear>`.
 * @example formatEstimate({ useCase: 'lead-routing', runs: 40, per: 'week', minutes: 6, automatedPercent: 90, hourlyCost: 40, currency: 'USD', weeksPerYear: 50 })
 * // 'lead-routing,40,week,6,90,40,USD,50'
 */
export function formatEstimate(e: SavingsEstimate): string {
  return [
    e.useCase ?? '-',
    e.runs,
    e.per,
    e.minutes,
    e.automatedPercent,
    e.hourlyCost,
    e.currency,
    e.weeksPerYear,
  ].join(',');
}

/** Longest estimate text accepted (a real one is under 60 characters). */
export const ESTIMATE_MAX_LENGTH = 120;

/**
 * Reads an estimate written by {@link formatEstimate}, checking every value against the
 * calculator's limits; null when anything is off (the server refuses such a lead field).
 */
export function parseEstimate(text: string): SavingsEstimate | null {
  if (text.length > ESTIMATE_MAX_LENGTH) return null;
  const parts = text.trim().split(',');
  if (parts.length !== 8) return null;
  const [useCase, runs, per, minutes, automatedPercent, hourlyCost, currency, weeks] = parts as [
    string,
    ...string[],
  ];
  if (useCase !== '-' && !SLUG.test(useCase)) return null;
  if (!(savingsPeriods as readonly string[]).includes(per!)) return null;
  if (!/^[A-Z]{3}$/.test(currency!)) return null;
  const values = { runs, minutes, automatedPercent, hourlyCost } as Record<SavingsField, string>;
  if (
    savingsFields.some((f) => !/^\d+(\.\d+)?$/.test(values[f]) || savingsFieldError(f, values[f]))
  )
    return null;
  const weeksPerYear = Number(weeks);
  if (!Number.isInteger(weeksPerYear) || weeksPerYear < 1 || weeksPerYear > 52) return null;
  return {
    useCase: useCase === '-' ? null : useCase,
    runs: Number(runs),
    per: per as SavingsPeriod,
    minutes: Number(minutes),
    automatedPercent: Number(automatedPercent),
    hourlyCost: Number(hourlyCost),
    currency: currency!,
    weeksPerYear,
  };
}

/**
 * The estimate in one line of plain English for the owner (`leads show`, the e-mail notice, the
 * webhook's `estimate.summary`): the inputs and the hours and money saved a month.
 * @example describeEstimate(parseEstimate('lead-routing,40,week,6,90,40,USD,50')!)
 * // 'lead-routing: 40 runs per week × 6 min, 90% automated, 40 USD/h → 15 h and 600 USD saved per month'
 */
export function describeEstimate(e: SavingsEstimate): string {
  const r = estimateSavings(e, e.weeksPerYear);
  const round = (n: number) => Math.round(n * 10) / 10;
  return `${e.useCase ?? 'own task'}: ${e.runs} runs per ${e.per} × ${e.minutes} min, ${e.automatedPercent}% automated, ${e.hourlyCost} ${e.currency}/h → ${round(r.hoursPerMonth)} h and ${Math.round(r.moneyPerMonth)} ${e.currency} saved per month`;
}
