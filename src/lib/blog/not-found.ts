/**
 * The slug and the source file a missing post address refers to, for the not-found view. Takes
 * the page language's path prefix (the view renders it) rather than the list of languages, so
 * the view's script imports nothing another page script shares and is inlined into the page.
 * @param prefix the page language's path prefix: '' for English, '/de' for German
 * @example blogNotFoundDetails('/de/blog/old-post', '/de') // { slug: 'old-post', source: '/blogs/de/old-post.md' }
 */
export function blogNotFoundDetails(
  pathname: string,
  prefix: string,
): { slug: string; source: string } {
  const path =
    prefix && pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  const rest = path.replace(/\/+$/, '').replace(/^\/blog\/?/, '');
  let slug = rest;
  try {
    slug = decodeURIComponent(rest);
  } catch {
    // keep the raw text of a malformed address
  }
  const folder = prefix ? `${prefix.slice(1)}/` : '';
  return { slug, source: `/blogs/${folder}${slug}.md` };
}
