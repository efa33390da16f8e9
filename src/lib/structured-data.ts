/**
 * Structured data (schema.org JSON-LD) for what the site shows and sells: case studies as
 * articles, the AI agent on its own as an offer, the /work demo as a video. Pure: plain values
 * in, objects out, so unit tests check each type's required properties without building a page.
 */
import type { Article, Offer, VideoObject, WithContext } from 'schema-dts';
import { localeInfo, type Locale } from '../../shared/i18n/locales';
import type { CaseStudyView } from '@/components/case-studies/case-study-data';
import { absoluteUrl, shareCardPath } from './seo';

/**
 * A case study as an `Article` by the consultancy: headline, description, its share card as the
 * image, the publication date, the language, and the client it is about.
 */
export function caseStudyLd(
  site: string,
  cs: Pick<CaseStudyView, 'title' | 'description' | 'isoDate' | 'href' | 'client' | 'slug'>,
  locale: Locale,
): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: cs.title,
    description: cs.description,
    image: absoluteUrl(site, shareCardPath(locale, `/case-studies/${cs.slug}`)),
    datePublished: cs.isoDate,
    inLanguage: localeInfo[locale].tag,
    url: absoluteUrl(site, cs.href),
    mainEntityOfPage: absoluteUrl(site, cs.href),
    author: { '@id': `${site}/#organization` },
    publisher: { '@id': `${site}/#organization` },
    about: { '@type': 'Organization', name: cs.client },
  };
}

/**
 * The AI agent on its own ('Purchase Now') as an `Offer` by the consultancy: its price and
 * currency from the owner file (`facts.agent.price`), what is offered (a service), the page.
 */
export function agentOfferLd(
  site: string,
  args: {
    name: string;
    description: string;
    path: string;
    price: { amount: number; currency: string };
  },
): WithContext<Offer> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: args.name,
    description: args.description,
    url: absoluteUrl(site, args.path),
    price: args.price.amount,
    priceCurrency: args.price.currency,
    availability: 'https://schema.org/InStock',
    seller: { '@id': `${site}/#organization` },
    itemOffered: {
      '@type': 'Service',
      name: args.name,
      provider: { '@id': `${site}/#organization` },
    },
  };
}

/**
 * The /work demo as a `VideoObject`, with what search engines require of one: its name, a
 * thumbnail and the upload date (so there is none without `YOUTUBE_VIDEO_DATE`); the player is
 * the privacy-enhanced YouTube embed the page loads on play.
 */
export function demoVideoLd(args: {
  name: string;
  description: string;
  videoId: string;
  uploadDate: string;
  locale: Locale;
}): WithContext<VideoObject> {
  const id = encodeURIComponent(args.videoId);
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: args.name,
    description: args.description,
    thumbnailUrl: [`https://i.ytimg.com/vi/${id}/hqdefault.jpg`],
    uploadDate: args.uploadDate,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    inLanguage: localeInfo[args.locale].tag,
  };
}
