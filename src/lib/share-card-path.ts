/**
 * Where a page's share card is. No imports: the blog list's browser island uses it
 * for the covers, and nothing server-side may reach the browser bundle.
 */

/**
 * Site path of a page's share card, generated at build from the page's head
 * (`tools/lib/release/share-cards.tsx`).
 * @example shareCardPath('de', '/services') // '/og/de/services.png'
 */
export function shareCardPath(locale: string, path: string): string {
  const name = path === '/' ? '/index' : path.replace(/\/+$/, '');
  return `/og/${locale}${name}.png`;
}

/**
 * The cover of an article on the blog list: the WebP copy of its share card.
 * @example articleCoverPath('/de/blog/n8n-wiki') // '/og/de/blog/n8n-wiki.webp'
 */
export function articleCoverPath(href: string): string {
  const match = /^\/([a-z]{2})(\/blog\/.+)$/.exec(href);
  return shareCardPath(match ? match[1]! : 'en', match ? match[2]! : href).replace(
    /\.png$/,
    '.webp',
  );
}
