/**
 * Each page inlines only the CSS it can use. Tailwind writes one stylesheet for the whole site
 * (about 57 KB), which every page inlined whole: the browser parsed it and matched every rule
 * against the page before its first paint. The build keeps, per page, the rules whose selectors
 * can match something on it; the rest are dropped from that page's copy.
 *
 * A selector can match when every class, id, element name and attribute name it requires is
 * offered by the page. The page offers what its HTML carries (element names, attribute names,
 * `class` and `id` values) and every word of its inline scripts, of its attribute values (an
 * island's props) and of the site's JavaScript files: a script may add a class or an attribute
 * later (`html.js`, `html.motion`, `data-revealed`, a React island's states), and any word it
 * contains counts as offered. The check errs on keeping: what sits inside `:not()`, `:has()` or a
 * `:is()`/`:where()` of several alternatives requires nothing, and a rule stays whole when one
 * selector of its list can match. At-rules that are not containers (`@property`, `@keyframes`,
 * `@font-face`) always stay.
 */
import postcss, {
  type AtRule,
  type ChildNode,
  type Container,
  type Root,
  type Rule,
} from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** What a selector needs from a page: every entry of each list must be offered. */
interface Needs {
  classes: string[];
  ids: string[];
  tags: string[];
  attrs: string[];
}

/**
 * What a page offers to the selectors. `words` (the page's) and `siteWords` (the site's scripts')
 * satisfy any kind of need: a script may add them.
 */
export interface Offer {
  classes: Set<string>;
  ids: Set<string>;
  tags: Set<string>;
  attrs: Set<string>;
  words: Set<string>;
  siteWords: ReadonlySet<string>;
}

/** Element names that are always there (the parser adds them when the HTML omits them). */
const ALWAYS_TAGS = ['html', 'head', 'body'];

/** Pseudo-classes whose single argument must match the same element, as if written in place. */
const SAME_ELEMENT = new Set([':is', ':where', ':matches', ':-webkit-any']);

function addNeeds(selector: selectorParser.Selector, needs: Needs): void {
  for (const node of selector.nodes) {
    if (node.type === 'class') needs.classes.push(node.value);
    else if (node.type === 'id') needs.ids.push(node.value);
    else if (node.type === 'tag') needs.tags.push(node.value.toLowerCase());
    else if (node.type === 'attribute') needs.attrs.push(node.attribute.toLowerCase());
    else if (node.type === 'pseudo') {
      // `:is(.a)` needs what `.a` needs; several alternatives, `:not()`, `:has()`: nothing.
      const args = node.nodes;
      if (SAME_ELEMENT.has(node.value.toLowerCase()) && args.length === 1)
        addNeeds(args[0]!, needs);
    }
  }
}

/** The needs of each selector of a rule's list (the rule can match when one list is offered). */
export function selectorNeeds(selectorText: string): Needs[] {
  const out: Needs[] = [];
  try {
    selectorParser((root) => {
      for (const selector of root.nodes) {
        const needs: Needs = { classes: [], ids: [], tags: [], attrs: [] };
        addNeeds(selector, needs);
        out.push(needs);
      }
    }).processSync(selectorText);
  } catch {
    // A selector the parser cannot read is kept: it needs nothing.
    return [{ classes: [], ids: [], tags: [], attrs: [] }];
  }
  return out;
}

function offered(needs: Needs, offer: Offer): boolean {
  const has = (set: Set<string>, value: string) =>
    set.has(value) || offer.words.has(value) || offer.siteWords.has(value);
  return (
    needs.classes.every((c) => has(offer.classes, c)) &&
    needs.ids.every((i) => has(offer.ids, i)) &&
    needs.tags.every((t) => has(offer.tags, t)) &&
    needs.attrs.every((a) => has(offer.attrs, a))
  );
}

/** Words of a script or an attribute value: class-like tokens and their plain pieces. */
export function addWords(text: string, words: Set<string>): void {
  // The tokens Tailwind itself finds in source (`md:grid-cols-2`, `data-[open]:block`), then
  // their pieces (`data-revealed` out of `[data-revealed]`).
  for (const token of text.match(/[^<>"'`\s]*[^<>"'`\s:]/g) ?? []) {
    words.add(token);
    for (const piece of token.split(/[^A-Za-z0-9_-]+/)) if (piece) words.add(piece);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
const decode = (value: string) =>
  value.replace(/&(amp|quot|apos|lt|gt|#\d+|#x[0-9a-f]+);/gi, (entity, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return ENTITIES[lower] ?? entity;
  });

/** What a page's HTML offers, with `siteWords` (the words of the site's JavaScript files). */
export function pageOffer(html: string, siteWords: ReadonlySet<string>): Offer {
  const offer: Offer = {
    classes: new Set(),
    ids: new Set(),
    tags: new Set(ALWAYS_TAGS),
    attrs: new Set(),
    words: new Set(),
    siteWords,
  };
  for (const tag of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)) {
    offer.tags.add(tag[1]!.toLowerCase());
    for (const attr of tag[2]!.matchAll(
      /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g,
    )) {
      const name = attr[1]!.toLowerCase();
      offer.attrs.add(name);
      const raw = attr[2] ?? attr[3] ?? attr[4];
      if (raw === undefined) continue;
      const value = decode(raw);
      if (name === 'class') value.split(/\s+/).forEach((c) => c && offer.classes.add(c));
      else if (name === 'id') offer.ids.add(value);
      else addWords(value, offer.words);
    }
  }
  // Inline scripts (the layout's, a page's): what they may add to the page.
  for (const script of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    addWords(script[1]!, offer.words);
  }
  return offer;
}

interface RuleEntry {
  rule: Rule;
  needs: Needs[];
}

/** A stylesheet parsed once, pruned for many pages. */
export class StylePruner {
  private readonly root: Root;
  private readonly rules: RuleEntry[] = [];
  private readonly cache = new Map<string, string>();

  constructor(readonly css: string) {
    this.root = postcss.parse(css);
    this.root.walkRules((rule) => {
      // Keyframe selectors (`from`, `50%`) are not element selectors.
      if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) {
        return;
      }
      this.rules.push({ rule, needs: selectorNeeds(rule.selector) });
    });
  }

  /** The stylesheet with only the rules `offer` can use (pages that keep the same rules share it). */
  prune(offer: Offer): string {
    const keep = this.rules.map(({ needs }) => needs.some((n) => offered(n, offer)));
    const key = keep.map((k) => (k ? '1' : '0')).join('');
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const dropped = new Set(this.rules.filter((_, i) => !keep[i]).map(({ rule }) => rule));
    const copy = this.root.clone();
    // The clone has the same shape: walk both in step to find the dropped rules' copies.
    const originals: Rule[] = [];
    this.root.walkRules((rule) => void originals.push(rule));
    const copies: Rule[] = [];
    copy.walkRules((rule) => void copies.push(rule));
    copies.forEach((rule, i) => dropped.has(originals[i]!) && rule.remove());
    removeEmpty(copy);
    const css = copy.toString();
    this.cache.set(key, css);
    return css;
  }
}

/** Removes containers (`@media`, `@layer`, `@supports`, rules) left without content. */
function removeEmpty(container: Container): void {
  for (const node of [...(container.nodes ?? [])] as ChildNode[]) {
    if (node.type !== 'atrule' && node.type !== 'rule') continue;
    if (!('nodes' in node) || !node.nodes) continue; // `@import`, `@layer a, b;`: kept
    removeEmpty(node);
    if (node.nodes.length === 0) node.remove();
  }
}

/** The words of the site's JavaScript files, which any page may load. */
export function scriptWords(sources: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const source of sources) addWords(source, words);
  return words;
}

/** A `<style>` element of 1 KB or more (Astro's island rule, 59 bytes, is not one). */
const STYLE = /<style>((?:(?!<\/style>)[\s\S]){1024,})<\/style>/g;

/** The sizes of a page's large inline stylesheets, in characters. */
export const inlineStyleSizes = (html: string): number[] =>
  [...html.matchAll(STYLE)].map((m) => m[1]!.length);

/**
 * The page with each of its large `<style>` elements (the site's stylesheet; Astro's small island
 * rule is left alone) pruned to what the page can use. `pruners` holds one pruner per distinct
 * stylesheet, so it is parsed once for all pages.
 */
export function pruneStyles(
  html: string,
  siteWords: ReadonlySet<string>,
  pruners: Map<string, StylePruner>,
): string {
  if (!inlineStyleSizes(html).length) return html;
  const offer = pageOffer(html, siteWords);
  return html.replace(STYLE, (_, css: string) => {
    let pruner = pruners.get(css);
    if (!pruner) pruners.set(css, (pruner = new StylePruner(css)));
    return `<style>${pruner.prune(offer)}</style>`;
  });
}
