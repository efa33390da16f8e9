import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import { getMessages } from '@/i18n/catalog';
import { buildAgentKnowledge } from '@/lib/agent-knowledge';
import { getUseCases } from '@/lib/content/collections';
import type { FaqFile } from '@/lib/faq';
import type { PageContent } from '@/lib/page-content';
import { siteBase } from '@/lib/seo';
import { config } from '../../../../shared/config';
import { defaultLocale, type Locale } from '../../../../shared/i18n/locales';
import { siteLocales } from '../../../../shared/node/site-locales';
import { getSite } from '../../../../shared/node/site';

/**
 * `/agent/knowledge/<lang>.json` (English too, under `en`): what the live AI agent may tell a
 * visitor in that language, built from the owner's content at build time. The owner's n8n
 * workflow (docs/n8n/agent-demo.json) reads it through its tools; see src/lib/agent-knowledge.ts.
 */
export function getStaticPaths() {
  return siteLocales().map((lang) => ({ params: { lang }, props: { locale: lang } }));
}

export const GET: APIRoute<{ locale: Locale }> = async ({ props, site }) => {
  const { locale } = props;
  const faq = (await getEntry('faq', locale)) ?? (await getEntry('faq', defaultLocale));
  if (!faq) throw new Error(`content/faq/${defaultLocale}.json: (file): file is missing`);
  const pages = await getEntry('pages', locale);
  if (!pages) throw new Error(`content/pages/${locale}.yaml: (file): file is missing`);
  const knowledge = buildAgentKnowledge({
    locale,
    siteUrl: siteBase(site),
    site: getSite(),
    messages: getMessages(locale),
    faq: faq.data as FaqFile,
    pages: pages.data as PageContent,
    useCases: await getUseCases(),
    checkoutUrl: config.checkoutUrl,
  });
  // Compact: the agent's tool hands the whole file to the model, and every space is paid for.
  return new Response(JSON.stringify(knowledge), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
