import { splitLocale } from '../../i18n/paths';
import { defaultLocale } from '../../i18n/locales';

/**
 * The slug and the source file a missing post address refers to, for the not-found view.
 * @example blogNotFoundDetails('/de/blog/old-post') // { slug: 'old-post', source: '/blogs/de/old-post.md' }
 */
export function blogNotFoundDetails(pathname: string): { slug: string; source: string } {
  const { locale, path } = splitLocale(pathname);
  const rest = path.replace(/^\/blog\/?/, '');
  let slug = rest;
  try {
    slug = decodeURIComponent(rest);
  } catch {
    // keep the raw text of a malformed address
  }
  const folder = locale === defaultLocale ? '' : `${locale}/`;
  return { slug, source: `/blogs/${folder}${slug}.md` };
}
