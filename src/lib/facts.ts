/**
 * The business facts of `content/site.yaml`, formatted for one page language (issue 10, spec §9):
 * percentages, prices and counts through `Intl.NumberFormat` with the page's locale, so German
 * shows '99,9 %' and every language its own currency format. Texts in `content/` and the catalogs
 * quote the results as ICU placeholders: `{integrations}`, `{agentPrice}`, ...
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { localeInfo, type Locale } from '../i18n/locales';
import { getSite, type Site } from './site';

/** Every fact a text may quote, by placeholder name, formatted for one language. */
export interface Facts {
  /** Brand name: 'Flowcraft Automation'. */
  brandName: string;
  /** Year the business started: '2024'. */
  foundedYear: string;
  /** Uptime target: '99.9%' (en), '99,9 %' (de, fr). */
  uptime: string;
  /** Integrations: '400+'. */
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
  /** Support answered within this many hours after buying the agent: '24'. */
  supportResponseHours: string;
  /** Days of free fixes after handover: '30'. */
  freeFixesDays: string;
}

export type FactName = keyof Facts;

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
  'supportResponseHours',
  'freeFixesDays',
];

/**
 * The facts of the owner file as display strings for one language.
 * @example formatFacts('de').uptime // '99,9 %'
 * @example formatFacts('en').agentPrice // '$250'
 * @example formatFacts('pt').integrations // '400+'
 */
export function formatFacts(locale: Locale, value: Site = getSite()): Facts {
  const tag = localeInfo[locale].tag;
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  const percent = (p: number) =>
    new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(p / 100);
  const atLeast = (n: number) => `${number.format(n)}+`;
  const range = (r: { min: number; max: number }) =>
    r.min === r.max ? number.format(r.min) : `${number.format(r.min)}-${number.format(r.max)}`;
  const money = ({ amount, currency }: { amount: number; currency: string }) => {
    const digits = Number.isInteger(amount) ? 0 : 2;
    return new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  };
  const f = value.facts;
  return {
    brandName: value.business.brandName,
    foundedYear: String(value.business.foundedYear),
    uptime: percent(f.claims.uptimeTargetPercent),
    integrations: atLeast(f.claims.integrations),
    automations: atLeast(f.claims.automationsDelivered),
    clients: atLeast(f.claims.clients),
    reduction: percent(f.claims.manualTaskReductionPercent),
    standardWeeks: range(f.delivery.standardWeeks),
    simpleDays: range(f.delivery.simpleDays),
    complexWeeks: range(f.delivery.complexWeeks),
    consultationMinutes: number.format(f.consultation.minutes),
    consultationPrice: money(f.consultation.price),
    responseHours: number.format(f.consultation.responseHours),
    meetingLinkMinutes: number.format(f.consultation.meetingLinkMinutesBefore),
    agentPrice: money(f.agent.price),
    supportResponseHours: number.format(f.support.responseHours),
    freeFixesDays: number.format(f.freeFixesDays),
  };
}

/**
 * What is wrong with the placeholders of a content text, or undefined when nothing is: an ICU
 * syntax error, or a `{name}` that is not a fact (see `FACT_NAMES`).
 * @example factPlaceholderProblem('Works with {integrationz} apps') // 'unknown placeholder {integrationz}; ...'
 */
export function factPlaceholderProblem(text: string): string | undefined {
  if (!text.includes('{')) return undefined;
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        for (const option of Object.values(el.options)) visit(option.value);
      }
    }
  };
  try {
    visit(parse(text, { ignoreTag: true }));
  } catch (error) {
    return `invalid placeholder syntax (${(error as Error).message}); facts are written {name}`;
  }
  const unknown = [...names].filter((n) => !(FACT_NAMES as readonly string[]).includes(n));
  if (unknown.length === 0) return undefined;
  return `unknown placeholder ${unknown.map((n) => `{${n}}`).join(', ')}; known: ${FACT_NAMES.join(', ')}`;
}

const cache = new Map<string, IntlMessageFormat>();

/**
 * A content text with its fact placeholders filled in for the page language.
 * @example fillFacts('de', 'Mit {integrations} Integrationen', formatFacts('de')) // 'Mit 400+ Integrationen'
 */
export function fillFacts(locale: Locale, text: string, facts: Facts): string {
  if (!text.includes('{')) return text;
  const key = `${locale}\u0000${text}`;
  let format = cache.get(key);
  if (!format) {
    format = new IntlMessageFormat(text, localeInfo[locale].tag, undefined, { ignoreTag: true });
    cache.set(key, format);
  }
  return String(format.format({ ...facts }));
}
