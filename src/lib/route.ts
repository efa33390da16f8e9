/**
 * What every localized route starts with: its language and catalog, the
 * breadcrumb trail from Home (links for the page, BreadcrumbList data for search engines) and
 * the Organization data, so a route file holds only what is its own.
 */
import type { Thing, WithContext } from 'schema-dts';
import { getMessages, type Messages } from '../i18n/catalog';
import type { Locale } from '../../shared/i18n/locales';
import { localizePath } from '../../shared/i18n/paths';
import { localeFromParam } from '../i18n/static-paths';
import { fillMessageFacts, formatFacts } from './facts';
import { breadcrumbLd, organizationLd, siteBase, websiteLd } from './seo';
import { getSite } from '../../shared/node/site';

/** One step after Home: its name (already in the page's language) and its unlocalized path. */
type Crumb = readonly [name: string, path: string];

interface RouteOptions {
  /** The trail after Home, from the catalog: `(m) => [[m['nav.services'], '/services']]`. */
  trail?: (m: Messages) => Crumb[];
  /** Add the Organization data (default true). */
  organization?: boolean;
  /** Add the WebSite data (home and /services). */
  website?: boolean;
}

/** What a route reads from Astro's global: its `lang` parameter and the `site` (`Astro.site`). */
interface RouteContext {
  params: { lang?: string | undefined };
  site: URL | undefined;
}

/**
 * Home followed by `trail`: the links a page shows and the BreadcrumbList data, from one list.
 * `site` is the page's `Astro.site`.
 * @example breadcrumbTrail(Astro.site, 'de', m, [[m['nav.blog'], '/blog']]).breadcrumbs[1].href // '/de/blog'
 */
export function breadcrumbTrail(
  site: URL | undefined,
  locale: Locale,
  m: Messages,
  trail: readonly Crumb[],
) {
  const breadcrumbs = [[m['breadcrumb.home'], '/'] as const, ...trail].map(([name, path]) => ({
    name,
    href: localizePath(path, locale),
  }));
  const ld = breadcrumbLd(
    siteBase(site),
    breadcrumbs.map(({ name, href }) => ({ name, url: href })),
  );
  return { breadcrumbs, ld };
}

/**
 * The catalog with the owner's label for the community link (`business.communityLabel`) in
 * place of 'Join Discord community', when the owner file sets one.
 */
export function withCommunityLabel<M extends Messages>(m: M, locale: Locale, site = getSite()): M {
  const label = site.business.communityLabel?.[locale];
  if (!label) return m;
  return { ...m, 'home.hero.ctaCommunity': label, 'thankYou.explore.community.title': label };
}

/**
 * The route's language, its catalog with the owner file's facts filled in (`fillMessageFacts`),
 * breadcrumbs and structured data, with absolute URLs from `Astro.site`.
 * @example
 * const { locale, m, breadcrumbs, jsonLd } = localizedRoute(Astro, {
 *   trail: (m) => [[m['nav.useCases'], '/use-cases']],
 * });
 */
export function localizedRoute({ params, site }: RouteContext, options: RouteOptions = {}) {
  const locale = localeFromParam(params.lang);
  const m = withCommunityLabel(fillMessageFacts(getMessages(locale), formatFacts(locale)), locale);
  const trail = options.trail?.(m) ?? [];
  const crumbs = trail.length ? breadcrumbTrail(site, locale, m, trail) : undefined;
  const jsonLd: WithContext<Thing>[] = [
    ...(options.organization === false
      ? []
      : [organizationLd(siteBase(site), m['site.description'])]),
    ...(options.website ? [websiteLd(siteBase(site), locale, m['site.description'])] : []),
    ...(crumbs ? [crumbs.ld] : []),
  ];
  return { locale, m, breadcrumbs: crumbs?.breadcrumbs ?? [], jsonLd };
}
