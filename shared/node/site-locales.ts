import { getSite } from './site';
import { locales, type Locale } from '../i18n/locales';

/**
 * The languages the owner turned on (`languages` in content/site.yaml), in the site's order,
 * English first. Everything a visitor or a crawler can reach follows this list: pages, the
 * language switcher, hreflang alternates, the sitemap, feeds and share cards. `locales` stays the
 * list of languages the project can speak (catalogs, content checks).
 * @example siteLocales() // ['en', 'de'] with `languages: [de, en]`
 */
export function siteLocales(): readonly Locale[] {
  const on = getSite().languages;
  return locales.filter((l) => on.includes(l));
}

/** Keeps the languages of `list` that the site has: a page's versions, an article's translations. */
export function onSite(list: readonly Locale[]): Locale[] {
  const on = siteLocales();
  return list.filter((l) => on.includes(l));
}
