// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getMessages } from '@/i18n/catalog';
import { calculatorMessages } from '@/components/calculator/messages';
import { createFormat, fill } from '@/components/calculator/format';
import { SavingsCalculator } from '@/components/calculator/savings-calculator';
import { loadUseCases } from '@/lib/n8n/use-cases';
import {
  describeEstimate,
  estimateSavings,
  formatEstimate,
  parseEstimate,
  savingsFieldError,
  type SavingsInput,
} from '../../shared/savings';
import { localeInfo, locales } from '../../shared/i18n/locales';

/**
 * The savings calculator: its formula and limits, the estimate a lead carries, the numbers in
 * each language, and the island itself (the table before hydration, then the form).
 */

const input = (over: Partial<SavingsInput> = {}): SavingsInput => ({
  runs: 5,
  per: 'week',
  minutes: 60,
  automatedPercent: 100,
  hourlyCost: 40,
  ...over,
});

describe('the formula', () => {
  it.each([
    // runs/period, minutes, share, rate, weeks/year -> hours a month, money a month
    [input(), 48, 20, 800],
    [input({ per: 'month', runs: 60, minutes: 5, automatedPercent: 85 }), 50, 4.25, 170],
    [input({ runs: 40, minutes: 6, automatedPercent: 90 }), 50, 15, 600],
    [input({ runs: 1, minutes: 0.5, automatedPercent: 1, hourlyCost: 1 }), 52, 0.000361, 0.000361],
  ])('%o over %d weeks a year saves %d h and %d a month', (i, weeks, hours, money) => {
    const r = estimateSavings(i, weeks);
    expect(r.hoursPerMonth).toBeCloseTo(hours, 5);
    expect(r.moneyPerMonth).toBeCloseTo(money, 5);
    expect(r.hoursPerYear).toBeCloseTo(hours * 12, 5);
    expect(r.moneyPerYear).toBeCloseTo(money * 12, 5);
  });

  it('pays a price back in months, and not at all without a price', () => {
    expect(estimateSavings(input(), 48, 250).paybackMonths).toBeCloseTo(0.3125);
    expect(estimateSavings(input({ hourlyCost: 1, runs: 1 }), 48, 250).paybackMonths).toBe(62.5);
    expect(estimateSavings(input(), 48).paybackMonths).toBeNull();
  });
});

describe('the limits', () => {
  it.each([
    ['runs', '', 'required'],
    ['runs', 'abc', 'not_number'],
    ['runs', '0', 'too_small'],
    ['runs', '-4', 'too_small'],
    ['runs', '10001', 'too_large'],
    ['runs', '2.5', 'not_whole'],
    ['minutes', '481', 'too_large'],
    ['minutes', '0.5', null],
    ['automatedPercent', '101', 'too_large'],
    ['hourlyCost', '1000000', 'too_large'],
    ['hourlyCost', '37.50', null],
  ] as const)('%s = %o: %s', (field, raw, code) => {
    expect(savingsFieldError(field, raw)).toBe(code);
  });
});

describe('the estimate a lead carries', () => {
  const estimate = {
    ...input({ runs: 40, minutes: 6, automatedPercent: 90 }),
    useCase: 'lead-routing',
    currency: 'USD',
    weeksPerYear: 50,
  };

  it('round-trips through one URL-safe text', () => {
    const text = formatEstimate(estimate);
    expect(text).toBe('lead-routing,40,week,6,90,40,USD,50');
    expect(encodeURIComponent(text)).toBe(text.replaceAll(',', '%2C'));
    expect(parseEstimate(text)).toEqual(estimate);
    expect(parseEstimate('-,3,month,10,50,25.5,EUR,48')).toMatchObject({ useCase: null });
  });

  it.each([
    'lead-routing,40,week,6,90,40,USD',
    'lead-routing,-40,week,6,90,40,USD,50',
    'lead-routing,40,day,6,90,40,USD,50',
    'lead-routing,40,week,6,190,40,USD,50',
    'lead-routing,40,week,6,90,40,usd,50',
    'lead-routing,40,week,6,90,40,USD,60',
    'Lead Routing,40,week,6,90,40,USD,50',
    'lead-routing,4e1,week,6,90,40,USD,50',
    `${'a'.repeat(120)},40,week,6,90,40,USD,50`,
  ])('refuses %s', (text) => {
    expect(parseEstimate(text)).toBeNull();
  });

  it('reads to the owner in one plain line', () => {
    expect(describeEstimate(estimate)).toBe(
      'lead-routing: 40 runs per week × 6 min, 90% automated, 40 USD/h → 15 h and 600 USD saved per month',
    );
  });
});

describe('numbers in each language', () => {
  it.each([
    ['en', '15 hours', '$600', '90%', '6 minutes'],
    ['pt', '15 horas', 'US$ 600', '90%', '6 minutos'],
    ['de', '15 Stunden', '600 $', '90 %', '6 Minuten'],
    ['es', '15 horas', '600 USD', '90 %', '6 minutos'],
    ['it', '15 ore', '600 USD', '90%', '6 minuti'],
    ['fr', '15 heures', '600 $US', '90 %', '6 minutes'],
  ] as const)('%s', (locale, hours, money, percent, minutes) => {
    const f = createFormat(localeInfo[locale].tag, 'USD');
    const plain = (s: string) => s.replace(/\s/g, ' ');
    expect(plain(f.hours(15))).toBe(hours);
    expect(plain(f.money(600))).toBe(money);
    expect(plain(f.percent(90))).toBe(percent);
    expect(plain(f.minutes(6))).toBe(minutes);
  });

  it('every language has every calculator text, placeholders intact', () => {
    for (const locale of locales) {
      const m = calculatorMessages(getMessages(locale));
      for (const [key, text] of Object.entries(m)) expect(text, `${locale} ${key}`).toBeTruthy();
      expect(m.formulaWeek).toContain('{weeks}');
      expect(fill(m['error.too_large'], { max: '480' })).toContain('480');
    }
  });
});

describe('the island', () => {
  const useCases = loadUseCases();
  const m = getMessages('de');
  const props = {
    lang: 'de-DE',
    currency: 'USD',
    defaultHourlyCost: 40,
    weeksPerYear: 50,
    price: 250,
    bookingHref: '/de/talk-to-expert',
    requestHref: '/de/talk-to-expert?topic=quote#request',
    presets: useCases.map((uc) => ({ id: uc.slug, label: uc.text.de.title, ...uc.savings })),
    messages: calculatorMessages(m),
  };
  let container: HTMLDivElement;
  let root: Root | undefined;
  const events: unknown[] = [];
  const record = (e: Event) => events.push((e as CustomEvent).detail);

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    container = document.createElement('div');
    document.body.append(container);
    events.length = 0;
    document.addEventListener('site:conversion', record);
  });
  afterEach(() => {
    const r = root;
    root = undefined;
    if (r) act(() => r.unmount());
    container.remove();
    document.removeEventListener('site:conversion', record);
  });

  const type = (input: HTMLInputElement, value: string) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  };
  const mount = async () => {
    const r = createRoot(container);
    root = r;
    await act(async () => r.render(<SavingsCalculator {...props} />));
  };

  it('is the presets table alone on the server (what a page without JavaScript shows)', () => {
    const html = renderToString(<SavingsCalculator {...props} />);
    expect(html).toContain('<table');
    expect(html).not.toContain('<form');
    expect(html.match(/<tr/g)).toHaveLength(useCases.length + 1);
    expect(html).toMatch(/bei 40\s\$ pro Stunde/); // the hourly cost in the caption, in German
  });

  it('recalculates, refuses an absurd value with a message, and carries the estimate', async () => {
    await mount();
    const form = container.querySelector('form')!;
    expect(form).not.toBeNull();
    const inputs = [...form.querySelectorAll<HTMLInputElement>('input[type=number]')];
    // Every input has its label.
    for (const i of inputs)
      expect(container.querySelector(`label[for="${i.id}"]`)?.textContent).toBeTruthy();
    const live = container.querySelector('[aria-live="polite"]')!;
    // lead-routing is the first preset: 40 a week × 6 min × 90 % over 50 weeks = 15 h a month.
    expect(live.textContent).toContain('15 Stunden');
    expect(live.textContent).toContain('So rechnen wir');
    const book = () =>
      container.querySelector<HTMLAnchorElement>('a[href^="/de/talk-to-expert?estimate"]');
    expect(book()?.getAttribute('href')).toBe(
      `/de/talk-to-expert?estimate=${encodeURIComponent('lead-routing,40,week,6,90,40,USD,50')}`,
    );

    const minutes = inputs[1]!;
    type(minutes, '-5');
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(minutes.getAttribute('aria-describedby')!)!;
    expect(error.textContent).toBe('Geben Sie mindestens 0,5 ein.');
    expect(live.textContent).toBe(m['calculator.invalid']);
    expect(book()).toBeNull();

    type(minutes, '12');
    expect(live.textContent).toContain('30 Stunden');
    expect(book()?.getAttribute('href')).toContain(encodeURIComponent('-,40,week,12,90,40,USD,50'));
    // One analytics event, with the preset and no figure.
    expect(events).toEqual([{ name: 'calculator_used', props: { useCase: 'lead-routing' } }]);
  });
});
