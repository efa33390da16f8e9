/**
 * The knowledge the live AI agent reads (`/agent/knowledge/<lang>.json`, built by
 * src/lib/agent-knowledge.ts): it quotes the owner's facts in every language, a changed fact
 * changes it, and its links stay on the site. Each check runs with the shipped owner file and with
 * a probe whose facts are unusual values, so a figure typed into a text instead of read from
 * content/site.yaml fails.
 */
import { describe, expect, it } from 'vitest';
import { getMessages } from '@/i18n/catalog';
import { buildAgentKnowledge, type AgentKnowledge } from '@/lib/agent-knowledge';
import { agentKnowledgePath, HANDOVER_MARKER } from '../../shared/agent-knowledge';
import { agentOffer, formatFacts } from '@/lib/facts';
import { readFaqFiles } from '@/lib/faq-content';
import { loadUseCases } from '@/lib/n8n/use-cases';
import { loadPageContent } from '@/lib/page-content';
import { locales, type Locale } from '../../shared/i18n/locales';
import { type Site } from '../../shared/site';
import { loadSite } from '../../shared/node/site';

const SITE_URL = 'https://agency.example';
const shipped = loadSite();
const probe: Site = structuredClone(shipped);
probe.business.brandName = 'Probe Automation Works';
Object.assign(probe.facts.agent, {
  price: { amount: 317, currency: 'EUR' },
  deliveryDays: 17,
  liveWeeks: { min: 23, max: 29 },
});
probe.facts.consultation.minutes = 43;
probe.facts.support = { days: 41, responseHours: 13 };

const faq = readFaqFiles();
const pages = loadPageContent();
const useCases = loadUseCases();

function build(locale: Locale, site: Site, checkoutUrl = ''): AgentKnowledge {
  return buildAgentKnowledge({
    locale,
    siteUrl: SITE_URL,
    site,
    messages: getMessages(locale),
    faq: faq[locale] ?? faq.en,
    pages: pages[locale],
    useCases,
    checkoutUrl,
  });
}

/** Every string of a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Every http(s) link written anywhere in the knowledge, as text or as a field. */
function links(knowledge: AgentKnowledge): string[] {
  return strings(knowledge).flatMap((s) => s.match(/https?:\/\/[^\s)"'<>]+/g) ?? []);
}

describe.each(locales)('the agent knowledge in %s', (locale) => {
  const home = locale === 'en' ? '' : `/${locale}`;

  it.each([
    ['the shipped owner file', shipped],
    ['a probe with changed facts', probe],
  ])('quotes the facts of %s', (_, site) => {
    const k = build(locale, site);
    const facts = formatFacts(locale, site);
    expect(k.language).toBe(locale);
    expect(k.business.name).toBe(site.business.brandName);
    expect(k.agentOffer.price).toContain(facts.agentPrice);
    expect(k.agentOffer.terms).toContain(facts.agentDeliveryDays);
    expect(k.agentOffer.terms).toContain(facts.agentLiveWeeks);
    expect(k.agentOffer.support).toContain(facts.agentSupportDays);
    expect(k.agentOffer.includes).toEqual(agentOffer(locale, site).includes);
    expect(k.agentOffer.excludes).toEqual(agentOffer(locale, site).excludes);
    expect(k.booking.consultation).toEqual({
      minutes: facts.consultationMinutes,
      price: facts.consultationPrice,
      responseHours: facts.responseHours,
    });
    // The FAQ answers that quote the price quote this one.
    const priced = k.faq.filter((p) => p.answer.includes(facts.agentPrice));
    expect(priced.length).toBeGreaterThan(0);
    // No placeholder left unfilled (n8n expressions such as {{ $json.email }} are quoted text).
    for (const text of strings(k)) {
      expect(text.replace(/\{\{[\s\S]*?\}\}/g, '')).not.toMatch(/\{[A-Za-z]\w*\}/);
    }
  });

  it('changes when a fact changes, and says nothing of the old value', () => {
    const before = JSON.stringify(build(locale, shipped));
    const after = JSON.stringify(build(locale, probe));
    const old = formatFacts(locale, shipped);
    const now = formatFacts(locale, probe);
    expect(before).toContain(old.agentPrice);
    expect(after).toContain(now.agentPrice);
    expect(after).not.toContain(old.agentPrice);
    expect(after).toContain('Probe Automation Works');
    expect(after).not.toContain(shipped.business.brandName);
  });

  it('holds the services, use cases and FAQ of the language', () => {
    const k = build(locale, shipped);
    const m = getMessages(locale);
    expect(k.services.map((s) => s.title)).toEqual([
      m['services.automation.title'],
      m['services.selfHost.title'],
      m['services.support.title'],
    ]);
    expect(k.services[0]!.page).toBe(`${SITE_URL}${home}/services/n8n-workflow-automation`);
    expect(k.useCases.map((u) => u.title)).toEqual(useCases.map((u) => u.text[locale].title));
    const own = faq[locale]!;
    const first = own.topics[0]!.items[0]!;
    expect(k.faq[0]!.question).toBe(first.question);
    const questions = k.faq.map((p) => p.question);
    expect(new Set(questions).size).toBe(questions.length);
    for (const other of own.otherPages ?? []) expect(questions).toContain(other.question);
  });

  it("gives the language's booking link and links only to the site", () => {
    const k = build(locale, shipped);
    expect(k.booking.url).toBe(`${SITE_URL}${home}/talk-to-expert`);
    expect(k.booking.agentUrl).toBe(`${SITE_URL}${home}/talk-to-expert?topic=agent`);
    expect(k.agentOffer.purchase).toBe(k.booking.agentUrl);
    expect(k.agentOffer.page).toBe(`${SITE_URL}${home}/work`);
    // Links in fields are the site's; links quoted in FAQ answers are the sources those answers
    // cite (n8n's docs and pricing), never a place to book or buy elsewhere.
    const fields = [
      k.business.website,
      k.agentOffer.page,
      k.agentOffer.purchase,
      k.booking.url,
      k.booking.agentUrl,
      ...k.services.map((s) => s.page),
    ];
    for (const link of fields) expect(link.startsWith(SITE_URL)).toBe(true);
    expect(links(k).filter((l) => /cal\.com|checkout|stripe/i.test(l))).toEqual([]);
  });

  it('tells the agent how to hand over to a person', () => {
    const k = build(locale, shipped);
    expect(k.handover.marker).toBe(HANDOVER_MARKER);
    expect(k.handover.instruction).toContain(HANDOVER_MARKER);
  });
});

describe('the agent knowledge', () => {
  it('links to the configured checkout when there is one', () => {
    const k = build('de', shipped, 'https://buy.stripe.com/test_abc');
    expect(k.agentOffer.purchase).toBe('https://buy.stripe.com/test_abc');
  });

  it('is published per language under /agent/knowledge', () => {
    expect(locales.map(agentKnowledgePath)).toEqual([
      '/agent/knowledge/en.json',
      '/agent/knowledge/pt.json',
      '/agent/knowledge/de.json',
      '/agent/knowledge/es.json',
      '/agent/knowledge/it.json',
      '/agent/knowledge/fr.json',
    ]);
  });
});
