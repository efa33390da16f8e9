import { useId, useRef, useState, useSyncExternalStore } from 'react';
import type { ConversionDetail, ConversionEventType } from '@/lib/analytics/events';
import {
  estimateSavings,
  formatEstimate,
  savingsFieldError,
  savingsFields,
  savingsLimits,
  type SavingsField,
  type SavingsInput,
  type SavingsPeriod,
} from '../../../shared/savings';
import { createFormat, fill, type CalculatorMessages } from './format';
import { SavingsTable, type SavingsPreset } from './savings-table';

/** The DOM event analytics listens to (a literal, so the island bundles no analytics code). */
const CONVERSION_EVENT: ConversionEventType = 'site:conversion';

export type SavingsCalculatorProps = {
  /** BCP-47 tag of the page: every number is formatted for it. */
  lang: string;
  currency: string;
  defaultHourlyCost: number;
  weeksPerYear: number;
  presets: SavingsPreset[];
  /** The owner's price the payback is measured against (the agent offer), when set. */
  price?: number;
  bookingHref: string;
  requestHref: string;
  messages: CalculatorMessages;
};

const noSubscription = () => () => {};

type Raw = Record<SavingsField, string> & { per: SavingsPeriod };
const OWN = 'own';

const rawOf = (p: SavingsPreset, hourlyCost: string): Raw => ({
  runs: String(p.runs),
  per: p.per,
  minutes: String(p.minutes),
  automatedPercent: String(p.automatedPercent),
  hourlyCost,
});

/** The link of a "talk about it" button with the estimate in its query (`?estimate=...`). */
function withEstimate(href: string, estimate: string): string {
  const [path, hash] = href.split('#');
  const url = new URL(path!, 'http://x');
  url.searchParams.set('estimate', estimate);
  return `${url.pathname}${url.search}${hash ? `#${hash}` : ''}`;
}

/**
 * The savings calculator (a React island, hydrated when it comes into view). Rendered on the
 * server and before hydration as the presets' table alone, so the page works without JavaScript;
 * once hydrated the form above it recalculates as the visitor types.
 */
function SavingsCalculator(props: SavingsCalculatorProps) {
  const { lang, currency, presets, messages: m } = props;
  const id = useId();
  // False on the server and while hydrating (the table alone, as prerendered), true after.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [preset, setPreset] = useState(presets[0]?.id ?? OWN);
  const [raw, setRaw] = useState<Raw>(() =>
    presets[0]
      ? rawOf(presets[0], String(props.defaultHourlyCost))
      : {
          runs: '10',
          per: 'week',
          minutes: '10',
          automatedPercent: '80',
          hourlyCost: String(props.defaultHourlyCost),
        },
  );
  const reported = useRef(false);

  const format = createFormat(lang, currency);
  const table = <SavingsTable {...props} format={format} />;
  if (!ready) return table;

  const errors = Object.fromEntries(
    savingsFields.map((f) => [f, savingsFieldError(f, raw[f])]),
  ) as Record<SavingsField, ReturnType<typeof savingsFieldError>>;
  const valid = savingsFields.every((f) => errors[f] === null);
  const input: SavingsInput | null = valid
    ? {
        runs: Number(raw.runs),
        per: raw.per,
        minutes: Number(raw.minutes),
        automatedPercent: Number(raw.automatedPercent),
        hourlyCost: Number(raw.hourlyCost),
      }
    : null;
  const result = input ? estimateSavings(input, props.weeksPerYear, props.price) : null;

  const changed = (next: Partial<Raw>, nextPreset = preset) => {
    setRaw((r) => ({ ...r, ...next }));
    setPreset(nextPreset);
    if (reported.current) return;
    reported.current = true;
    document.dispatchEvent(
      new CustomEvent<ConversionDetail<'calculator_used'>>(CONVERSION_EVENT, {
        // The preset the visitor worked from; never a figure.
        detail: {
          name: 'calculator_used',
          props: { useCase: nextPreset === OWN ? preset : nextPreset },
        },
      }),
    );
  };
  const choosePreset = (value: string) => {
    const p = presets.find((x) => x.id === value);
    changed(p ? rawOf(p, raw.hourlyCost) : {}, value);
  };

  const errorText = (f: SavingsField) => {
    const code = errors[f];
    if (!code) return '';
    const { min, max } = savingsLimits[f];
    return fill(m[`error.${code}`], { min: format.number(min), max: format.number(max) });
  };
  const field = (f: SavingsField, label: string) => (
    <div>
      <label htmlFor={`${id}-${f}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${f}`}
        type="number"
        inputMode="decimal"
        required
        min={savingsLimits[f].min}
        max={savingsLimits[f].max}
        step={f === 'hourlyCost' || f === 'minutes' ? 'any' : 1}
        value={raw[f]}
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={errors[f] ? `${id}-${f}-error` : undefined}
        onChange={(e) => changed({ [f]: e.target.value }, f === 'hourlyCost' ? preset : OWN)}
        className="border-border bg-background focus-visible:ring-ring aria-[invalid=true]:border-danger mt-1.5 block w-full rounded-md border px-3 py-2.5 text-base focus-visible:ring-2 focus-visible:outline-none"
      />
      {errors[f] && (
        <p id={`${id}-${f}-error`} className="text-danger mt-1 text-sm">
          {errorText(f)}
        </p>
      )}
    </div>
  );

  const estimate = input
    ? formatEstimate({
        ...input,
        useCase: preset === OWN ? null : preset,
        currency,
        weeksPerYear: props.weeksPerYear,
      })
    : null;

  return (
    <div data-calculator="ready" className="space-y-10">
      <form
        className="rounded-card border-border bg-card grid gap-5 border p-5 shadow-sm sm:grid-cols-2 md:p-8"
        onSubmit={(e) => e.preventDefault()}
        noValidate
      >
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-preset`} className="block text-sm font-semibold">
            {m.preset}
          </label>
          <select
            id={`${id}-preset`}
            value={preset}
            onChange={(e) => choosePreset(e.target.value)}
            className="border-border bg-background focus-visible:ring-ring mt-1.5 block w-full rounded-md border px-3 py-2.5 text-base focus-visible:ring-2 focus-visible:outline-none"
          >
            {presets.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
            <option value={OWN}>{m.ownTask}</option>
          </select>
        </div>
        {field('runs', m.runs)}
        <fieldset>
          <legend className="block text-sm font-semibold">{m.period}</legend>
          <div className="mt-1.5 flex flex-wrap gap-x-5 gap-y-2">
            {(['week', 'month'] as const).map((per) => (
              <label key={per} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-per`}
                  value={per}
                  checked={raw.per === per}
                  onChange={() => changed({ per }, OWN)}
                  className="accent-primary size-5"
                />
                {per === 'week' ? m.perWeek : m.perMonth}
              </label>
            ))}
          </div>
        </fieldset>
        {field('minutes', m.minutes)}
        {field('automatedPercent', m.automated)}
        {field('hourlyCost', fill(m.hourlyCost, { currency }))}
      </form>
      <section aria-labelledby={`${id}-result`} className="space-y-4">
        <h3 id={`${id}-result`} className="text-xl font-bold">
          {m.resultHeading}
        </h3>
        <div aria-live="polite" aria-atomic="true" data-calculator-result>
          {result && input ? (
            <>
              <dl className="grid gap-4 sm:grid-cols-2">
                {[
                  [m.timeMonth, format.hours(result.hoursPerMonth)],
                  [m.moneyMonth, format.money(result.moneyPerMonth)],
                  [m.timeYear, format.hours(result.hoursPerYear)],
                  [m.moneyYear, format.money(result.moneyPerYear)],
                ].map(([term, value]) => (
                  <div key={term} className="bg-muted rounded-xl p-4">
                    <dt className="text-muted-foreground text-sm">{term}</dt>
                    <dd className="text-2xl font-bold">{value}</dd>
                  </div>
                ))}
              </dl>
              {result.paybackMonths !== null && props.price !== undefined && (
                <p className="mt-4 font-semibold">
                  {fill(result.paybackMonths < 1 ? m.paybackUnderMonth : m.payback, {
                    price: format.money(props.price),
                    months: format.months(result.paybackMonths),
                  })}
                </p>
              )}
              <p className="text-muted-foreground mt-4 text-sm" data-calculator-formula>
                {fill(input.per === 'week' ? m.formulaWeek : m.formulaMonth, {
                  runs: format.number(input.runs),
                  weeks: format.number(props.weeksPerYear),
                  minutes: format.minutes(input.minutes),
                  share: format.percent(input.automatedPercent),
                  hours: format.hours(result.hoursPerMonth),
                  rate: format.money(input.hourlyCost),
                })}
              </p>
            </>
          ) : (
            <p className="text-danger font-semibold">{m.invalid}</p>
          )}
        </div>
        {estimate && (
          <div className="border-border rounded-xl border p-4">
            <p className="font-semibold">{m.talkHeading}</p>
            <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <a
                href={withEstimate(props.bookingHref, estimate)}
                className="bg-primary text-primary-foreground hover:bg-primary-hover inline-flex min-h-11 items-center justify-center rounded-full px-6 py-2 text-center font-semibold focus-visible:outline-3 focus-visible:outline-offset-2"
              >
                {m.book}
              </a>
              <a
                href={withEstimate(props.requestHref, estimate)}
                className="border-border bg-card hover:bg-muted inline-flex min-h-11 items-center justify-center rounded-full border px-6 py-2 text-center font-semibold focus-visible:outline-3 focus-visible:outline-offset-2"
              >
                {m.request}
              </a>
            </div>
          </div>
        )}
      </section>
      {table}
    </div>
  );
}

export { SavingsCalculator };
