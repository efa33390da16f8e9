import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * Adds the locale prefix to a site path; English stays at the root.
 * @example localizePath('/services', 'de') // '/de/services'
 * @example localizePath('/', 'pt') // '/pt'
 */
export function localizePath(path: string, locale: Locale): string {
  const clean = normalizePath(path);
  if (locale === defaultLocale) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/**
 * Splits a pathname into its locale and the locale-free path.
 * @example splitLocale('/de/services') // { locale: 'de', path: '/services' }
 * @example splitLocale('/blog') // { locale: 'en', path: '/blog' }
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const clean = normalizePath(pathname);
  const first = clean.split('/')[1];
  if (first && first !== defaultLocale && isLocale(first)) {
    const rest = clean.slice(first.length + 1);
    return { locale: first, path: rest === '' ? '/' : rest };
  }
  return { locale: defaultLocale, path: clean };
}

/** The same page in another language: `/de/services` -> `/fr/services`. */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizePath(splitLocale(pathname).path, target);
}

/** Leading slash, no trailing slash (except the root), no query or hash. */
export function normalizePath(path: string): string {
  let p = path.split(/[?#]/)[0] || '/';
  if (!p.startsWith('/')) p = `/${p}`;
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}
