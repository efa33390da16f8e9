/**
 * A fix to the HTML Astro writes, applied by the build before hashing and compressing: Astro puts
 * its island rule `<style>astro-island,…{display:contents}</style>` in the body, just before the
 * first island, where a `<style>` element is invalid unless it is its parent's first child (Nu
 * Html Checker, issue 11 §3). It moves into the head, unchanged, so its CSP hash stays the same.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlPages } from '../../../server/release/layout';

const ISLAND_STYLE =
  /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/** The page with Astro's island style in its head (the page unchanged when it has none). */
export function hoistIslandStyle(html: string): string {
  const match = ISLAND_STYLE.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!match || headEnd < 0 || match.index < headEnd) return html;
  const without = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return without.slice(0, headEnd) + match[0] + without.slice(headEnd);
}

/** Applies the fix to every page of the built site; returns how many pages changed. */
export function tidyPages(clientDir: string): number {
  let changed = 0;
  for (const file of htmlPages(clientDir)) {
    const path = join(clientDir, file);
    const html = readFileSync(path, 'utf8');
    const tidy = hoistIslandStyle(html);
    if (tidy !== html) {
      writeFileSync(path, tidy);
      changed += 1;
    }
  }
  return changed;
}
