/**
 * Changes to the HTML Astro writes, applied by the build before hashing and compressing:
 * - Astro puts its island rule `<style>astro-island,…{display:contents}</style>` in the body, just
 *   before the first island, where a `<style>` element is invalid unless it is its parent's first
 *   child (Nu Html Checker). It moves into the head, unchanged, so its CSP hash stays
 *   the same.
 * - The blog lists' newest cover is inlined once the share cards (and their covers) are drawn.
 * - Each page's inline stylesheet keeps only the rules the page can use (prune-css.ts).
 * - The savings calculator's start script (calculator-start.astro: React and the hydration), which
 *   Astro renders as an up-front module script, moves into the calculator's inert
 *   `<template data-calculator-start>`; calculator.client.ts copies it into the page, which runs
 *   it, once the calculator comes into view.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from '../../../server/release/files';
import { htmlPages } from './layout';
import { inlineStyleSizes, pruneStyles, scriptWords, type StylePruner } from './prune-css';

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

const CALCULATOR_START_SCRIPT =
  /<script type="module" src="\/_astro\/calculator-start\.astro_[^"]+\.js"><\/script>/;
const CALCULATOR_TEMPLATE = '<template data-calculator-start></template>';

/**
 * The page with the calculator's start script inside its template (unchanged without a
 * calculator). A template without the script stops the build: the calculator would never start.
 */
export function deferCalculatorStart(html: string, page = 'a page'): string {
  if (!html.includes(CALCULATOR_TEMPLATE)) return html;
  const script = CALCULATOR_START_SCRIPT.exec(html)?.[0];
  if (!script) {
    throw new Error(`${page}: the savings calculator's start script is not in the page`);
  }
  return html
    .replace(script, '')
    .replace(CALCULATOR_TEMPLATE, CALCULATOR_TEMPLATE.replace('></', `>${script}</`));
}

/**
 * Covers up to this size are inlined. The blog lists' largest paint is the newest post's cover
 * (7-10 KB of WebP): requested as a file, it starts only once the page's HTML has arrived and adds
 * a round trip and its transfer (Lighthouse's slow 4G: /blog 1.13-1.16 s); inlined, it paints with
 * the page (0.90-1.09 s in the same hour), for about 3 KB more compressed HTML than the file.
 */
export const INLINE_COVER_MAX_BYTES = 16 * 1024;

const MARKED_COVER = /<img\b[^>]*\sdata-inline-cover=""[^>]*>/g;

/**
 * The page with each image marked `data-inline-cover` as a `data:` WebP when `read(src)` finds it
 * and it is at most INLINE_COVER_MAX_BYTES (otherwise it keeps its URL); the marker is removed.
 */
export function inlineCover(html: string, read: (src: string) => Buffer | null): string {
  return html.replace(MARKED_COVER, (tag) => {
    const img = tag.replace(/\sdata-inline-cover=""/, '');
    const src = /\ssrc="(\/[^"]+\.webp)"/.exec(img)?.[1];
    const data = src ? read(src) : null;
    if (!data || data.length > INLINE_COVER_MAX_BYTES) return img;
    return img.replace(` src="${src}"`, ` src="data:image/webp;base64,${data.toString('base64')}"`);
  });
}

/**
 * Inlines the marked covers of every page of the built site; returns how many pages now carry one
 * (a page whose cover is too large only loses the marker).
 */
export function inlineCovers(clientDir: string): number {
  const read = (src: string): Buffer | null => {
    try {
      return readFileSync(join(clientDir, src));
    } catch {
      return null;
    }
  };
  let inlined = 0;
  rewritePages(clientDir, (html) => {
    const page = inlineCover(html, read);
    if (page !== html && page.includes('src="data:image/webp')) inlined += 1;
    return page;
  });
  return inlined;
}

/**
 * Moves the island style into the head and the calculator's start script into its template, on
 * every page of the built site; returns how many changed.
 */
export function tidyPages(clientDir: string): number {
  return rewritePages(clientDir, (html, file) =>
    deferCalculatorStart(hoistIslandStyle(html), file),
  );
}

/**
 * Prunes the inline stylesheet of every page of the built site to the rules it can use; returns
 * the stylesheet's size before and the largest and smallest pruned copies (bytes).
 */
export function pruneInlineStyles(clientDir: string): { before: number; pages: number[] } {
  const js = listFiles(clientDir)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => readFileSync(join(clientDir, file), 'utf8'));
  const words = scriptWords(js);
  const pruners = new Map<string, StylePruner>();
  const pages: number[] = [];
  rewritePages(clientDir, (html) => {
    const page = pruneStyles(html, words, pruners);
    pages.push(...inlineStyleSizes(page));
    return page;
  });
  const before = Math.max(0, ...[...pruners.keys()].map((css) => css.length));
  return { before, pages };
}

/** Passes every page of the built site through `fix`, writes those it changed, returns how many. */
function rewritePages(clientDir: string, fix: (html: string, file: string) => string): number {
  let changed = 0;
  for (const file of htmlPages(clientDir)) {
    const path = join(clientDir, file);
    const html = readFileSync(path, 'utf8');
    const fixed = fix(html, file);
    if (fixed !== html) {
      writeFileSync(path, fixed);
      changed += 1;
    }
  }
  return changed;
}
