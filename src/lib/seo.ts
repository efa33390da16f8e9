import type {
  BreadcrumbList,
  FAQPage,
  Organization,
  Service,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { locales, localeInfo, type Locale } from '../../shared/i18n/locales';
import { localizePath } from '../../shared/i18n/paths';
import type { FaqEntry } from './faq-entry';
import { getSite } from '../../shared/node/site';
import { legalName } from './jurisdiction';

/** One entry of a BreadcrumbList (name, url). */
export interface BreadcrumbItem {
  name: string;
  url: string;
}

/**
 * The site's address as the helpers below take it: Astro's `site` (set in astro.config.ts from
 * `SITE_URL`; pages read `Astro.site`, endpoints `context.site`) without a trailing slash.
 * @example siteBase(new URL('https://example.com')) // 'https://example.com'
 */
export function siteBase(site: URL | undefined): string {
  if (!site) throw new Error('site is not set in astro.config.ts');
  return site.href.replace(/\/+$/, '');
}

/** Joins the site's address and a path into an absolute URL. */
export function absoluteUrl(site: string, path: string): string {
  return new URL(path, `${site.replace(/\/+$/, '')}/`).toString().replace(/(?<!:\/)\/$/, '');
}

import { MAX_TITLE } from './meta-limits';

export { MAX_TITLE } from './meta-limits';

/**
 * The `<title>`: the page's title with the brand after it when both fit in {@link MAX_TITLE}
 * characters, else the page's title alone.
 * @example documentTitle('Services', 'Flowcraft') // 'Services | Flowcraft'
 */
export function documentTitle(title: string, brand: string): string {
  if (title.includes(brand)) return title;
  const full = `${title} | ${brand}`;
  return [...full].length <= MAX_TITLE ? full : title;
}

export { shareCardPath } from './share-card-path';

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * `hreflang` alternates for a page: one per locale it exists in (en-US, pt-BR, ...) plus
 * `x-default` pointing at English (or the first available locale).
 */
export function alternateLinks(
  site: string,
  path: string,
  available: readonly Locale[] = locales,
): Alternate[] {
  const links = available.map((l) => ({
    hreflang: localeInfo[l].tag,
    href: absoluteUrl(site, localizePath(path, l)),
  }));
  const fallback = available.includes('en') ? 'en' : available[0];
  if (fallback) {
    links.push({ hreflang: 'x-default', href: absoluteUrl(site, localizePath(path, fallback)) });
  }
  return links;
}

/** PNG icons of the web app manifest (`src/pages/manifest.webmanifest.ts`), drawn by the build. */
export const MANIFEST_ICONS = [192, 512] as const;

/** Site path of the PNG logo (512 px) the build draws from the favicon, for structured data. */
export const LOGO_PNG = '/logo.png';

/**
 * The consultancy as Organization + ProfessionalService, from the owner file: legal name,
 * postal address, telephone, e-mail, profiles (`sameAs`), founding year and a PNG logo.
 */
export function organizationLd(site: string, description: string): WithContext<Organization> {
  const { business, contact, legal } = getSite();
  const { address } = legal;
  const ld = {
    '@context': 'https://schema.org',
    // Both types, so readers that know only Organization still understand it.
    '@type': ['Organization', 'ProfessionalService'],
    '@id': `${site}/#organization`,
    name: business.brandName,
    ...(legal.entityName ? { legalName: legalName(legal) } : {}),
    url: `${site}/`,
    logo: { '@type': 'ImageObject', url: `${site}${LOGO_PNG}`, width: 512, height: 512 },
    image: `${site}${LOGO_PNG}`,
    email: contact.email,
    ...(contact.phone ? { telephone: contact.phone } : {}),
    ...(address.street
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: address.street,
            postalCode: address.postalCode,
            addressLocality: address.city,
            addressCountry: address.country,
          },
        }
      : {}),
    ...(contact.socialProfiles.length ? { sameAs: contact.socialProfiles } : {}),
    foundingDate: String(business.foundedYear),
    description,
    areaServed: 'Worldwide',
    knowsAbout: ['n8n', 'Workflow automation', 'AI agents', 'API integration'],
  };
  return ld as unknown as WithContext<Organization>;
}

export function websiteLd(site: string, locale: Locale, description: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${site}/#website`,
    name: getSite().business.brandName,
    url: absoluteUrl(site, localizePath('/', locale)),
    inLanguage: localeInfo[locale].tag,
    description,
    publisher: { '@id': `${site}/#organization` },
  };
}

export function serviceLd(
  site: string,
  args: { name: string; description: string; url: string; locale: Locale },
): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: args.name,
    description: args.description,
    url: absoluteUrl(site, args.url),
    serviceType: args.name,
    inLanguage: localeInfo[args.locale].tag,
    provider: { '@id': `${site}/#organization` },
    areaServed: 'Worldwide',
  } as WithContext<Service>;
}

export function breadcrumbLd(site: string, items: BreadcrumbItem[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(site, item.url),
    })),
  };
}

export function faqPageLd(entries: readonly FaqEntry[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answer },
    })),
  };
}

/**
 * Serialises JSON-LD for a `<script type="application/ld+json">`, escaping `<` so that no
 * string from content can close the script element.
 */
export function jsonLdScript(data: WithContext<Thing> | WithContext<Thing>[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
