import { defaultLocale, isLocale, type Locale } from '../../shared/i18n/locales';
import { siteLocales } from '../../shared/node/site-locales';

/**
 * `getStaticPaths` for a `[...lang]` route: the English page at the root (`lang` undefined)
 * and one page under each other locale's prefix, for the languages the owner turned on.
 */
export function localeStaticPaths() {
  return siteLocales().map((locale) => ({
    params: { lang: locale === defaultLocale ? undefined : locale },
    props: { locale },
  }));
}

/** The locale of a `[...lang]` route param (undefined = English). */
export function localeFromParam(param: string | undefined): Locale {
  if (param === undefined || param === '') return defaultLocale;
  if (!isLocale(param)) throw new Error(`Unknown locale in route: ${param}`);
  return param;
}
