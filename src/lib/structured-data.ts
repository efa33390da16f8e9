/**
 * Structured data (schema.org JSON-LD) for what the site shows and sells: case studies as
 * articles. Pure: plain values in, objects out, so unit tests check each type's required
 * properties without building a page.
 */
import type { Article, WithContext } from 'schema-dts';
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
