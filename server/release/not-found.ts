import { locales } from '../../shared/i18n/locales';
import { RELEASE_FORMAT, type NotFoundMap } from './artifacts';

const prefixes = locales.filter((l) => l !== 'en').join('|');
/** `404.html`, `de/404/index.html`, `blog/404/index.html`, `de/blog/404/index.html`. */
const NOT_FOUND_FILE = new RegExp(
  `^(?:(${prefixes})/)?(?:([a-z-]+)/)?404(?:\\.html|/index\\.html)$`,
);

/** Whether a built file is a not-found page (served only with status 404, never at its URL). */
export function isNotFoundPage(file: string): boolean {
  return NOT_FOUND_FILE.test(file);
}

/**
 * The map of localized 404 pages from the built files: a path under `/de/` gets
 * `de/404/index.html`, under `/de/blog/` the 'Blog Post Not Found' page, anything else `404.html`.
 * Longest prefix first, so the first match is the most specific page.
 * @example buildNotFoundMap(['404.html', 'de/404/index.html']).pages
 * // [{ prefix: '/de/', file: 'de/404/index.html' }, { prefix: '/', file: '404.html' }]
 */
export function buildNotFoundMap(files: Iterable<string>): NotFoundMap {
  const pages: NotFoundMap['pages'] = [];
  for (const file of files) {
    const match = NOT_FOUND_FILE.exec(file);
    if (!match) continue;
    const prefix = `/${[match[1], match[2]].filter(Boolean).join('/')}/`.replace('//', '/');
    pages.push({ prefix, file });
  }
  pages.sort((a, b) => b.prefix.length - a.prefix.length || a.prefix.localeCompare(b.prefix));
  return { format: RELEASE_FORMAT, pages };
}

/** The not-found page for a request path: the first (longest) prefix it starts with. */
export function notFoundPageFor(path: string, map: NotFoundMap): string {
  return (map.pages.find((p) => path.startsWith(p.prefix)) ?? map.pages.at(-1)!).file;
}
