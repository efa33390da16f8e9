/**
 * The business facts of `content/site.yaml`, formatted for one page language:
 * percentages, prices and counts through `Intl.NumberFormat` with the page's locale, so German
 * shows '99,9 %' and every language its own currency format. Texts in `content/` and the catalogs
 * quote the results as placeholders: `{integrations}`, `{agentPrice}`, ... (content files through
 * `fillFacts`, catalogs through their ICU messages).
 */
import { localeInfo, type Locale } from '../../shared/i18n/locales';
import type { Voice } from '../../shared/i18n/messages';
import { SITE_FILE, type Site } from '../../shared/site';
import { getSite } from '../../shared/node/site';
import { ownerWords } from './owner-words';
import { withVat } from './vat';

/** Every fact a text may quote, by placeholder name, formatted for one language. */
export interface Facts {
  /** Brand name: 'Flowcraft Automation'. */
  brandName: string;
  /** Year the business started: '2024'. */
  foundedYear: string;
  /** Uptime target: '99.9%' (en), '99,9 %' (de, fr). */
  uptime: string;
  /** Integrations: '500+'. */
  integrations: string;
  /** Automations delivered: '20+'. */
  automations: string;
  /** Clients: '5+'. */
  clients: string;
  /** Manual-task reduction (used after "up to"): '80%'. */
  reduction: string;
  /** Typical delivery in weeks: '1-2'. */
  standardWeeks: string;
  /** Simple workflows in days: '1-3'. */
  simpleDays: string;
  /** Complex workflows in weeks: '1-2'. */
  complexWeeks: string;
  /** Consultation length in minutes: '30'. */
  consultationMinutes: string;
  /** Consultation price: '$0'. */
  consultationPrice: string;
  /** Typical response time in hours: '24'. */
  responseHours: string;
  /** Minutes before the call when the meeting link is sent: '15'. */
  meetingLinkMinutes: string;
  /** Price of the AI agent on its own: '$250' (en), '250 $' (de), 'US$ 250' (pt). */
  agentPrice: string;
  /** Working days from payment to the agent's workflow file: '2'. */
  agentDeliveryDays: string;
  /** Weeks from purchase until the agent is live: '1-2' ('Live in 1-2 weeks'). */
  agentLiveWeeks: string;
  /** Length of the agent's setup call in minutes: '60'. */
  agentSetupCallMinutes: string;
  /** What the agent purchase includes, as one list: 'a, b, and c' (en), 'a, b und c' (de). */
  agentIncludes: string;
  /** What it does not include, as one list. */
  agentExcludes: string;
  /** Days of support after the agent's delivery: '30'. */
  agentSupportDays: string;
  /** Support after buying the agent: a person answers within this many hours on working days: '24'. */
  supportResponseHours: string;
  /** Days of free fixes after handover: '30'. */
  freeFixesDays: string;
  /**
   * How the workflows are watched, as a phrase of the language: '24/7 monitoring' (owner file
   * `facts.support.monitoring`; without it the owner catalog's `owner.monitoring`).
   */
  monitoring: string;
  /** Most unplanned downtime the uptime target allows in a 30-day month, in minutes: '43'. */
  uptimeDowntimeMinutes: string;
  /** Monthly price range of a small virtual server: '$10-40' (en), '10–40 $' (de). */
  smallServerMonthly: string;
  /** Hours a workflow saves a week in the payback example: '5'. */
  roiHoursPerWeek: string;
  /** Hourly rate in the payback example: '$40'. */
  roiHourlyRate: string;
  /** What the saved hours are worth in a year: '$10,000'. */
  roiYearlyValue: string;
  /** Moving a Zapier or Make account to n8n, in weeks: '1-2'. */
  migrationWeeks: string;
  /** Steps of the per-task pricing example: '10'. */
  exampleSteps: string;
  /** Its runs a month, which are its n8n executions: '1,000' (en), '1.000' (de). */
  exampleRuns: string;
  /** Its tasks or credits a month elsewhere: '9,000-10,000'. */
  exampleTasks: string;
  /**
   * Who speaks (`business.voice`): not quoted itself, it picks the wording of
   * `{voice, select, I {I build} other {We build}}` in a content text (see `fillFacts`).
   */
  voice: Voice;
}

export type FactName = Exclude<keyof Facts, 'voice'>;

/** The placeholder names content texts may use. */
export const FACT_NAMES: readonly FactName[] = [
  'brandName',
  'foundedYear',
  'uptime',
  'integrations',
  'automations',
  'clients',
  'reduction',
  'standardWeeks',
  'simpleDays',
  'complexWeeks',
  'consultationMinutes',
  'consultationPrice',
  'responseHours',
  'meetingLinkMinutes',
  'agentPrice',
  'agentDeliveryDays',
  'agentLiveWeeks',
  'agentSetupCallMinutes',
  'agentIncludes',
  'agentExcludes',
  'agentSupportDays',
  'supportResponseHours',
  'freeFixesDays',
  'monitoring',
  'uptimeDowntimeMinutes',
  'smallServerMonthly',
  'roiHoursPerWeek',
  'roiHourlyRate',
  'roiYearlyValue',
  'migrationWeeks',
  'exampleSteps',
  'exampleRuns',
  'exampleTasks',
];

/**
 * How a language shows a currency: its symbol, except the US dollar in Spain, which CLDR writes
 * 'US$' (the Latin American form) where Spanish business texts write '250 USD'.
 */
function currencyDisplay(locale: Locale, currency: string): 'symbol' | 'code' {
  return locale === 'es' && currency === 'USD' ? 'code' : 'symbol';
}

/** The agent offer's lines (`facts.agent.includes` / `excludes`) in one language, facts filled in. */
export interface AgentOffer {
  includes: string[];
  excludes: string[];
}

/**
 * The facts of the owner file as display strings for one language.
 * Ranges use the language's range format (`Intl.NumberFormat#formatRange`: '1–2' in German);
 * English keeps the spec's hyphen ('Live in 1-2 weeks').
 * @example formatFacts('de').uptime // '99,9 %'
 * @example formatFacts('en').agentPrice // '$250'
 * @example formatFacts('pt').integrations // '500+'
 */
export function formatFacts(locale: Locale, value: Site = getSite()): Facts {
  const tag = localeInfo[locale].tag;
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  const percent = (p: number) =>
    new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(p / 100);
  const atLeast = (n: number) => `${number.format(n)}+`;
  const range = (r: { min: number; max: number }) => {
    if (r.min === r.max) return number.format(r.min);
    return locale === 'en'
      ? `${number.format(r.min)}-${number.format(r.max)}`
      : number.formatRange(r.min, r.max);
  };
  const moneyFormat = (currency: string, amounts: number[]) => {
    const digits = amounts.every(Number.isInteger) ? 0 : 2;
    return new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      currencyDisplay: currencyDisplay(locale, currency),
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  };
  const money = ({ amount, currency }: { amount: number; currency: string }) =>
    moneyFormat(currency, [amount]).format(amount);
  const moneyRange = ({ min, max, currency }: { min: number; max: number; currency: string }) => {
    const format = moneyFormat(currency, [min, max]);
    if (locale !== 'en') return format.formatRange(min, max);
    return `${format.format(min)}-${number.format(max)}`; // English as the spec writes ranges
  };
  const f = value.facts;
  const scalar = {
    voice: value.business.voice,
    brandName: value.business.brandName,
    foundedYear: String(value.business.foundedYear),
    uptime: percent(f.claims.uptimeTargetPercent),
    integrations: atLeast(f.claims.integrations),
    automations: atLeast(f.claims.automationsDelivered.value),
    clients: atLeast(f.claims.clients.value),
    reduction: percent(f.claims.manualTaskReductionPercent.value),
    standardWeeks: range(f.delivery.standardWeeks),
    simpleDays: range(f.delivery.simpleDays),
    complexWeeks: range(f.delivery.complexWeeks),
    consultationMinutes: number.format(f.consultation.minutes),
    consultationPrice: money(f.consultation.price),
    responseHours: number.format(f.consultation.responseHours),
    meetingLinkMinutes: number.format(f.consultation.meetingLinkMinutesBefore),
    agentPrice: withVat(locale, money(f.agent.price), value),
    agentDeliveryDays: number.format(f.agent.deliveryDays),
    agentLiveWeeks: range(f.agent.liveWeeks),
    agentSetupCallMinutes: number.format(f.agent.setupCallMinutes),
    agentSupportDays: number.format(f.support.days),
    supportResponseHours: number.format(f.support.responseHours),
    freeFixesDays: number.format(f.freeFixesDays),
    monitoring: f.support.monitoring?.[locale] ?? ownerWords[locale]['owner.monitoring'],
    uptimeDowntimeMinutes: number.format(
      Math.floor((30 * 24 * 60 * (100 - f.claims.uptimeTargetPercent)) / 100),
    ),
    smallServerMonthly: moneyRange(f.examples.smallServerMonthly),
    roiHoursPerWeek: number.format(f.examples.roi.hoursPerWeek),
    roiHourlyRate: money(f.examples.roi.hourlyRate),
    roiYearlyValue: money({
      amount:
        f.examples.roi.hoursPerWeek *
        f.examples.roi.hourlyRate.amount *
        f.examples.roi.weeksPerYear,
      currency: f.examples.roi.hourlyRate.currency,
    }),
    migrationWeeks: range(f.delivery.migrationWeeks),
    exampleSteps: number.format(f.examples.perTaskPricing.steps),
    exampleRuns: number.format(f.examples.perTaskPricing.runsPerMonth),
    exampleTasks: range({
      min: (f.examples.perTaskPricing.steps - 1) * f.examples.perTaskPricing.runsPerMonth,
      max: f.examples.perTaskPricing.steps * f.examples.perTaskPricing.runsPerMonth,
    }),
  };
  const offer = offerLines(locale, value, scalar);
  const list = new Intl.ListFormat(tag, { type: 'conjunction' });
  return {
    ...scalar,
    agentIncludes: list.format(offer.includes),
    agentExcludes: list.format(offer.excludes),
  };
}

/**
 * The lines of the agent offer in one language, with the facts they quote filled in: /work lists
 * them, and `{agentIncludes}` / `{agentExcludes}` join them into one phrase for the FAQ and terms.
 * @example agentOffer('en').excludes[0] // 'hosting and your n8n plan'
 */
export function agentOffer(locale: Locale, value: Site = getSite()): AgentOffer {
  const facts = formatFacts(locale, value);
  return offerLines(locale, value, facts);
}

function offerLines(
  locale: Locale,
  value: Site,
  facts: Omit<Facts, 'agentIncludes' | 'agentExcludes'>,
): AgentOffer {
  // An unknown {name} in the owner file's offer stops the build naming the field.
  const fill = (lines: Record<Locale, string>[], field: string) =>
    lines.map((line, i) => {
      const problem = factPlaceholderProblem(line[locale]);
      if (problem)
        throw new Error(`${SITE_FILE}: facts.agent.${field}[${i}].${locale}: ${problem}`);
      return fillFacts(line[locale], facts);
    });
  return {
    includes: fill(value.facts.agent.includes, 'includes'),
    excludes: fill(value.facts.agent.excludes, 'excludes'),
  };
}

/**
 * An n8n expression such as `{{ $json.email }}` (quoted in FAQ answers, never a placeholder), or a
 * placeholder `{agentPrice}` with its name in group 1.
 */
const braces = /\{\{[\s\S]*?\}\}|\{([^{}]*)\}/g;

/**
 * The two wordings of a content text for the owner's voice (`business.voice`), the project's
 * one syntax for it, as in the catalogs: `{voice, select, I {I build} other {We build}}`. Each
 * wording may quote facts (`{agentPrice}`) but no other braces.
 */
const voiceSelect =
  /\{voice,\s*select,\s*I\s*\{((?:[^{}]|\{\w+\})*)\}\s*other\s*\{((?:[^{}]|\{\w+\})*)\}\s*\}/g;

/**
 * A content text in each voice, `we` first: its voice selects resolved, facts left as written
 * (for a length limit that holds whichever voice the owner chooses).
 * @example voiceWordings('Ask {voice, select, I {me} other {us}}') // ['Ask us', 'Ask me']
 */
export function voiceWordings(text: string): [string, string] {
  return [inVoice(text, 'we'), inVoice(text, 'I')];
}

/** A content text with each voice select replaced by the wording of `voice` (`I`, else `we`). */
function inVoice(text: string, voice: Facts['voice'] | undefined): string {
  return text.replace(voiceSelect, (_, mine: string, ours: string) =>
    voice === 'I' ? mine : ours,
  );
}

/**
 * What is wrong with the placeholders of a content text, or undefined when nothing is: a brace
 * that opens no `{name}`, or a `{name}` that is not a fact (see `FACT_NAMES`). n8n expressions
 * (`{{ $json.email }}`) are left alone; a voice select is checked in both of its wordings.
 * @example factPlaceholderProblem('Works with {integrationz} apps') // 'unknown placeholder {integrationz}; ...'
 */
export function factPlaceholderProblem(text: string): string | undefined {
  if (!/[{}]/.test(text)) return undefined;
  const names = new Set<string>();
  let invalid: string | undefined;
  const wordings = text.replace(voiceSelect, (_, mine: string, ours: string) => `${mine} ${ours}`);
  if (/\{voice\b/.test(wordings)) {
    return 'a voice is written {voice, select, I {I build} other {We build}}, facts allowed inside';
  }
  const rest = wordings.replace(braces, (all, name: string | undefined) => {
    if (name === undefined) return '';
    if (/^[A-Za-z]\w*$/.test(name)) names.add(name);
    else invalid ??= all;
    return '';
  });
  if (invalid || /[{}]/.test(rest)) {
    const what = invalid ? `"${invalid}" is not a name` : 'a brace opens or closes nothing';
    return `invalid {placeholder} syntax (${what}); facts are written {name}`;
  }
  const unknown = [...names].filter((n) => !(FACT_NAMES as readonly string[]).includes(n));
  if (unknown.length === 0) return undefined;
  return `unknown placeholder ${unknown.map((n) => `{${n}}`).join(', ')}; known: ${FACT_NAMES.join(', ')}`;
}

/**
 * A content text with its fact placeholders filled in for the page language, and its wording for
 * the owner's voice chosen (`{voice, select, I {...} other {...}}`: the `I` wording when
 * `business.voice` is I); n8n expressions (`{{ $json.email }}`) and unknown names stay as written
 * (`factPlaceholderProblem` reports them).
 * @example fillFacts('Mit {integrations} Integrationen', formatFacts('de')) // 'Mit 500+ Integrationen'
 */
export function fillFacts(text: string, facts: Partial<Facts>): string {
  if (!text.includes('{')) return text;
  return inVoice(text, facts.voice).replace(braces, (all, name: string | undefined) =>
    name === undefined || name === 'voice' ? all : (facts[name as FactName] ?? all),
  );
}

/**
 * A catalog with the owner file's facts filled into its messages (`{standardWeeks}` in
 * 'Built in {standardWeeks} weeks'), other ICU arguments (`{count, plural, ...}`, `{price}`) left
 * for `formatMessage`: the routes hand pages a catalog that already states the facts.
 * Fact values hold no ICU syntax, so the messages stay valid.
 */
export function fillMessageFacts<M extends Record<string, string>>(messages: M, facts: Facts): M {
  const names = new RegExp(`\\{(${FACT_NAMES.join('|')})\\}`, 'g');
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [
      key,
      message.includes('{') ? message.replace(names, (_, name: FactName) => facts[name]) : message,
    ]),
  ) as M;
}
