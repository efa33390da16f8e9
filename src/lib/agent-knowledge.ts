/**
 * What the live AI agent on /work may know, in one language: the file the build publishes at
 * `/agent/knowledge/<lang>.json` and the owner's n8n workflow (docs/n8n/agent-demo.json) reads
 * through its tools. Everything comes from the owner's content at build time (the facts of
 * `content/site.yaml`, the service lists, the FAQ, the use cases and the catalogs), so when the
 * owner changes a fact and rebuilds, the agent quotes the new one.
 *
 * The texts arrive as written (placeholders such as `{agentPrice}` still in them) and are filled
 * here with the facts of the given `site`, the way the pages fill theirs.
 */
import { HANDOVER_MARKER } from '../../shared/agent-knowledge';
import { bookingPath, purchaseHref } from '../../shared/booking';
import { localizePath } from '../../shared/i18n/paths';
import type { Locale } from '../../shared/i18n/locales';
import type { Site } from '../../shared/site';
import { formatMessage, type Messages } from '../i18n/catalog';
import { allFaqItems, mapFaqTexts, type FaqFile } from './faq';
import { agentOffer, fillFacts, fillMessageFacts, formatFacts } from './facts';
import type { UseCase } from './n8n/use-cases';
import { mapPageTexts, type PageContent } from './page-content';
import { servicePath, services } from './services';

export interface AgentKnowledgeInput {
  locale: Locale;
  /** The site's address without a trailing slash (`https://example.com`): links are absolute. */
  siteUrl: string;
  site: Site;
  /** The catalog of the language, as written (facts not yet filled). */
  messages: Messages;
  /** The FAQ of the language (English while a translation is missing), as written. */
  faq: FaqFile;
  /** The service lists of the language, as written. */
  pages: PageContent;
  useCases: UseCase[];
  /** The configured checkout link (`CHECKOUT_URL`), '' for none. */
  checkoutUrl: string;
}

export interface AgentKnowledge {
  language: Locale;
  business: { name: string; website: string; email: string };
  agentOffer: {
    title: string;
    summary: string;
    price: string;
    terms: string;
    support: string;
    includes: string[];
    excludes: string[];
    page: string;
    purchase: string;
  };
  services: { title: string; summary: string; included: string[]; page: string }[];
  useCases: { title: string; description: string }[];
  faq: { question: string; answer: string }[];
  booking: {
    url: string;
    agentUrl: string;
    consultation: { minutes: string; price: string; responseHours: string };
  };
  handover: { marker: string; instruction: string };
}

/** Every question and answer of a FAQ file once: /faq's topics, then the other pages' own. */
function faqPairs(faq: FaqFile): { question: string; answer: string }[] {
  const seen = new Set<string>();
  return [...allFaqItems(faq), ...(faq.otherPages ?? [])]
    .filter((item) => !seen.has(item.question) && seen.add(item.question))
    .map(({ question, answer }) => ({ question, answer }));
}

/** Builds one language's knowledge file from the owner's content. */
export function buildAgentKnowledge(input: AgentKnowledgeInput): AgentKnowledge {
  const { locale, site } = input;
  const facts = formatFacts(locale, site);
  const fill = (text: string) => fillFacts(text, facts);
  const m = fillMessageFacts(input.messages, facts);
  const format = (key: keyof Messages, values?: Record<string, string>) =>
    formatMessage(locale, m[key], values);
  // A site path in this language, or a path already localized / an outside link as it is.
  const url = (path: string) => `${input.siteUrl}${localizePath(path, locale)}`;
  const abs = (href: string) => (/^https?:\/\//.test(href) ? href : `${input.siteUrl}${href}`);
  const pages = mapPageTexts(input.pages, fill);
  const offer = agentOffer(locale, site);

  return {
    language: locale,
    business: {
      name: site.business.brandName,
      website: url('/'),
      email: site.contact.email,
    },
    agentOffer: {
      title: format('work.hero.heading'),
      summary: format('work.hero.text'),
      price: format('work.hero.price', { price: facts.agentPrice }),
      terms: format('work.offer.text'),
      support: format('work.offer.support'),
      includes: offer.includes,
      excludes: offer.excludes,
      page: url('/work'),
      purchase: abs(purchaseHref(locale, input.checkoutUrl)),
    },
    services: services.map((s) => ({
      title: format(`services.${s.key}.title`),
      summary: format(`services.${s.key}.summary`),
      included: pages.services[s.key].included,
      page: url(servicePath(s.slug)),
    })),
    useCases: input.useCases.map((u) => ({
      title: u.text[locale].title,
      description: u.text[locale].description,
    })),
    faq: faqPairs(mapFaqTexts(input.faq, fill)),
    booking: {
      url: abs(bookingPath(locale)),
      agentUrl: abs(bookingPath(locale, 'agent')),
      consultation: {
        minutes: facts.consultationMinutes,
        price: facts.consultationPrice,
        responseHours: facts.responseHours,
      },
    },
    handover: {
      marker: HANDOVER_MARKER,
      instruction:
        `The visitor wants to talk to a person. In the visitor's language, say in one or two ` +
        `sentences that a person from ${site.business.brandName} will answer and that the ` +
        `request form opens below, then end the reply with ${HANDOVER_MARKER}.`,
    },
  };
}
