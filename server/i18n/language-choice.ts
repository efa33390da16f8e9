import { defaultLocale, isLocale, type Locale } from '../../shared/i18n/locales';
import { localizePath, splitLocale } from '../../shared/i18n/paths';

/** Cookie that remembers the visitor's chosen language. */
export const LANG_COOKIE = 'lang';
const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * The `?lang=` choice of the language switcher: remember it in a cookie (clear it for English)
 * and redirect to the same URL without the parameter. Null when the query names no language.
 * `search` is the raw query (`?lang=de&a=1`); the returned `search` keeps the other parameters.
 */
export function languageChoice(
  search: string,
  secure: boolean,
): { locale: Locale; search: string; setCookie: string } | null {
  const params = new URLSearchParams(search);
  const chosen = params.get('lang');
  if (!isLocale(chosen)) return null;
  params.delete('lang');
  const query = params.toString();
  const flags = `Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
  const setCookie =
    chosen === defaultLocale
      ? `${LANG_COOKIE}=; Max-Age=0; ${flags}`
      : `${LANG_COOKIE}=${chosen}; Max-Age=${ONE_YEAR}; ${flags}`;
  return { locale: chosen, search: query ? `?${query}` : '', setCookie };
}

/**
 * Where a visitor with a remembered language goes when opening an English URL: the same
 * page in that language, when it exists (`pageExists`). Null means serve the URL as asked.
 */
export function preferredPath(
  pathname: string,
  cookieLocale: string | undefined,
  pageExists: (path: string) => boolean,
): string | null {
  if (!isLocale(cookieLocale) || cookieLocale === defaultLocale) return null;
  const { locale } = splitLocale(pathname);
  if (locale !== defaultLocale || !pageExists(pathname)) return null;
  const target = localizePath(pathname, cookieLocale);
  return pageExists(target) ? target : null;
}
