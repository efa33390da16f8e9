/**
 * One offer for the AI agent. /work (its key facts, FAQ and the offer at a glance),
 * the agent answers of /faq and the terms of purchase all read the offer from content/site.yaml
 * and say the same in every language. Each check runs twice: with the shipped owner file, and
 * with a probe that changes every offer fact to an unusual value, so a figure or an item typed
 * into a text instead of read from the owner file fails.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { legalValues } from '@/components/legal/legal-values';
import { workFaqItems } from '@/components/work/work-closing';
import { WorkPage } from '@/components/work/work-page';
import { getMessages } from '@/i18n/catalog';
import { locales, type Locale } from '../../shared/i18n/locales';
import {
  agentOffer,
  factPlaceholderProblem,
  fillFacts,
  formatFacts,
  voiceWordings,
} from '@/lib/facts';
import { faqItemsById, mapFaqTexts } from '@/lib/faq';
import { readFaqFiles, readFaqPages } from '@/lib/faq-content';
import { loadLegalText } from '@/lib/legal';
import { type Site } from '../../shared/site';
import { loadSite } from '../../shared/node/site';
import { decodeHTML } from 'entities';

const shipped = loadSite();
const probe: Site = structuredClone(shipped);
Object.assign(probe.facts.agent, {
  price: { amount: 317, currency: 'EUR' },
  deliveryDays: 17,
  liveWeeks: { min: 23, max: 29 },
  setupCallMinutes: 75,
  includes: shipped.facts.agent.includes.map((line, i) => probeLine(line, `in${i}`)),
  excludes: shipped.facts.agent.excludes.map((line, i) => probeLine(line, `ex${i}`)),
});
probe.facts.support = { days: 41, responseHours: 13 };

/** An offer line with a marker in every language, so its source is traceable. */
function probeLine(line: Record<Locale, string>, marker: string): Record<Locale, string> {
  return Object.fromEntries(locales.map((l) => [l, `${line[l]} (${marker})`])) as Record<
    Locale,
    string
  >;
}

const workIds = readFaqPages().work;
const faqs = readFaqFiles();

/**
 * A text as compared here: spaces normalised (no-break spaces included) and apostrophes straight
 * (the legal texts' markdown turns ' into ’).
 */
const norm = (s: string) =>
  s
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .replace(/[’‘]/g, "'")
    .trim();
/** Visible text of an HTML fragment. */
const text = (html: string) => norm(decodeHTML(html.replace(/<[^>]+>/g, ' ')));

/** What every place must state: the price, delivery, time to launch, support and the lines. */
function offerFacts(locale: Locale, site: Site): string[] {
  const f = formatFacts(locale, site);
  const offer = agentOffer(locale, site);
  return [
    f.agentPrice,
    f.agentDeliveryDays,
    f.agentLiveWeeks,
    f.agentSupportDays,
    f.supportResponseHours,
    ...offer.includes,
    ...offer.excludes,
  ].map(norm);
}

/** /work as the route renders it: hero, FAQ and the offer at a glance. */
function workPage(locale: Locale, site: Site): { page: string; faq: string } {
  const facts = formatFacts(locale, site);
  const content = mapFaqTexts(faqs[locale]!, (t) => fillFacts(t, facts));
  const faq = workFaqItems(faqItemsById(content, workIds));
  const html = renderToStaticMarkup(
    <WorkPage
      locale={locale}
      messages={getMessages(locale)}
      facts={facts}
      offer={agentOffer(locale, site)}
      termsHref="/terms"
      quoteHref="/talk-to-expert?topic=quote"
      purchaseHref="/talk-to-expert?topic=agent"
      videoId="YOUR_VIDEO_ID"
      isPlaceholderVideo
      testimonials={[]}
      faq={faq}
    />,
  );
  return { page: text(html), faq: norm(faq.map((i) => `${i.question} ${i.answer}`).join(' ')) };
}

/** The /faq answers about the agent on its own. */
function faqAgentAnswer(locale: Locale, site: Site): string {
  const facts = formatFacts(locale, site);
  const file = mapFaqTexts(faqs[locale]!, (t) => fillFacts(t, facts));
  const item = file.topics.flatMap((t) => t.items).find((i) => i.id === 'agent-only-package');
  return norm(`${item!.question} ${item!.answer}`);
}

async function terms(locale: Locale, site: Site): Promise<string> {
  return text((await loadLegalText('terms', locale, legalValues(locale, site))).html);
}

const cases = locales.flatMap((locale) =>
  (['shipped', 'probe'] as const).map((name) => [locale, name] as const),
);

describe('one offer for the agent in six languages', () => {
  it.each(cases)(
    '%s, %s facts: /work, its FAQ, /faq and the terms state the same offer',
    async (locale, name) => {
      const site = name === 'shipped' ? shipped : probe;
      const expected = offerFacts(locale, site);
      const work = workPage(locale, site);
      const places = {
        '/work': work.page.toLocaleLowerCase(locale),
        '/faq agent-only-package': faqAgentAnswer(locale, site),
        terms: await terms(locale, site),
      };
      for (const [place, content] of Object.entries(places)) {
        for (const fact of expected) {
          const wanted = place === '/work' ? fact.toLocaleLowerCase(locale) : fact;
          expect(content, `${locale} ${place} states "${fact}"`).toContain(wanted);
        }
      }
      // The /work FAQ itself gives the delivery, the time to launch and the support.
      const f = formatFacts(locale, site);
      for (const fact of [f.agentDeliveryDays, f.agentLiveWeeks, f.agentSupportDays])
        expect(work.faq, `${locale} /work FAQ states "${fact}"`).toContain(norm(fact));
      expect(work.faq).toContain(norm(f.supportResponseHours));
    },
  );

  it.each(locales)(
    '%s: the FAQ answer and the terms explain the label "24/7 support after purchase"',
    async (locale) => {
      const label = norm(getMessages(locale)['work.hero.point3']);
      const answers = workFaqItems(faqItemsById(faqs[locale]!, workIds)).map((i) => norm(i.answer));
      expect(answers[4], `${locale} /work FAQ, support answer`).toContain(label);
      expect(await terms(locale, shipped), `${locale} terms`).toContain(label);
    },
  );

  it('the offer lines quote only known facts and hold no comma in either voice (they are joined as a list)', () => {
    for (const line of [...shipped.facts.agent.includes, ...shipped.facts.agent.excludes]) {
      for (const locale of locales) {
        expect(factPlaceholderProblem(line[locale]), line[locale]).toBeUndefined();
        for (const wording of voiceWordings(line[locale]))
          expect(wording, locale).not.toContain(',');
      }
    }
  });
});
