import DOMPurify from 'dompurify';

/**
 * Translating a rendered article in the browser, block by block (issue 6): paragraphs, headings,
 * list items and table cells are sent in batches of whole blocks, never word by word; code blocks
 * are never sent; inline code, images and other literal markup are replaced by placeholders that
 * must come back, so markup and code survive whatever the provider does. The provider's HTML is
 * cleaned with DOMPurify and an allow-list before it touches the page (issue 10): only tags that
 * were in the original block, no classes or styles, links only to this site or to URLs that were
 * already links in the original block.
 */

/** Elements never translated, and kept as literal placeholders inside translated blocks. */
const LITERAL = new Set([
  'PRE',
  'CODE',
  'KBD',
  'SAMP',
  'VAR',
  'SCRIPT',
  'STYLE',
  'SVG',
  'MATH',
  'TEMPLATE',
  'IMG',
  'PICTURE',
]);
/** Elements skipped entirely (media, forms, separators). */
const SKIP = new Set([
  ...LITERAL,
  'HR',
  'IMG',
  'PICTURE',
  'VIDEO',
  'AUDIO',
  'IFRAME',
  'CANVAS',
  'OBJECT',
  'EMBED',
  'BUTTON',
  'INPUT',
  'SELECT',
  'TEXTAREA',
  'FORM',
  'NOSCRIPT',
]);
/** Elements that hold blocks: the walk goes into them. */
const BLOCK = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DETAILS',
  'DIV',
  'DL',
  'DT',
  'DD',
  'FIELDSET',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'SUMMARY',
  'TABLE',
  'THEAD',
  'TBODY',
  'TFOOT',
  'TR',
  'TD',
  'TH',
  'CAPTION',
  'UL',
]);
/** The wrapper that carries one block through the provider. */
const WRAPPER = 'data-tb';
const PLACEHOLDER = 'data-keep';
/** Attributes a provider's answer may keep: text attributes and links, no class, style or id. */
const ATTRIBUTES = ['href', 'title', 'lang', 'dir'];
/** Elements removed together with their content when a provider sends them. */
const FORBID_CONTENTS = [...LITERAL, 'IFRAME', 'OBJECT', 'EMBED', 'LINK', 'META'].map((t) =>
  t.toLowerCase(),
);

/** A block of the article that is translated as a whole. */
export interface Unit {
  element: Element;
  /** Its inner HTML with literal parts replaced by placeholders. */
  html: string;
  /** The literal parts, in placeholder order. */
  kept: Element[];
  /** Tag names allowed in its translation. */
  tags: Set<string>;
  /** Its links by `href`: the only external links its translation may carry. */
  links: Map<string, Element>;
  /** Its text outside the literal parts. */
  text: string;
}

const hasText = (el: Element) => (el.textContent ?? '').trim() !== '';
const holdsBlocks = (el: Element) =>
  Array.from(el.children).some((c) => BLOCK.has(c.tagName.toUpperCase()));

function prepare(element: Element): Unit {
  const clone = element.cloneNode(true) as Element;
  const kept: Element[] = [];
  const literals = Array.from(clone.querySelectorAll('*')).filter(
    (el) =>
      LITERAL.has(el.tagName.toUpperCase()) &&
      !el.parentElement?.closest(Array.from(LITERAL).join(',')),
  );
  for (const literal of literals) {
    const marker = clone.ownerDocument.createElement('span');
    marker.setAttribute(PLACEHOLDER, String(kept.length));
    marker.setAttribute('translate', 'no');
    kept.push(literal.cloneNode(true) as Element);
    literal.replaceWith(marker);
  }
  const tags = new Set(Array.from(clone.querySelectorAll('*'), (el) => el.tagName.toUpperCase()));
  const links = new Map(
    Array.from(clone.querySelectorAll('a[href]'), (a) => [a.getAttribute('href')!.trim(), a]),
  );
  const text = (clone.textContent ?? '').trim();
  return { element, html: clone.innerHTML, kept, tags, links, text };
}

/**
 * The blocks of `root` to translate: elements with text and no block children (a paragraph, a
 * heading, a list item, a table cell), in document order. Code blocks, media and forms are left
 * out, as is any block whose HTML is longer than `maxChars` (it stays in English).
 */
export function collectUnits(root: Element, maxChars = 4500): Unit[] {
  const units: Unit[] = [];
  const visit = (el: Element) => {
    const tag = el.tagName.toUpperCase();
    if (SKIP.has(tag) || el.closest('[translate="no"]')) return;
    if (holdsBlocks(el)) {
      Array.from(el.children).forEach(visit);
      return;
    }
    if (!hasText(el)) return;
    const unit = prepare(el);
    if (unit.text && unit.html.length + 32 <= maxChars) units.push(unit);
  };
  Array.from(root.children).forEach(visit);
  return units;
}

/**
 * Groups units into request texts of at most `maxChars` characters, each unit wrapped as
 * `<div data-tb="i">…</div>` so it can be found again in the answer.
 */
export function buildBatches(
  units: Unit[],
  maxChars = 4500,
): { text: string; indexes: number[] }[] {
  const batches: { text: string; indexes: number[] }[] = [];
  let current = { text: '', indexes: [] as number[] };
  units.forEach((unit, i) => {
    const piece = `<div ${WRAPPER}="${i}">${unit.html}</div>`;
    if (current.text && current.text.length + piece.length > maxChars) {
      batches.push(current);
      current = { text: '', indexes: [] };
    }
    current.text += piece;
    current.indexes.push(i);
  });
  if (current.text) batches.push(current);
  return batches;
}

const purifiers = new WeakMap<Window, ReturnType<typeof DOMPurify>>();

/** DOMPurify bound to the window of `doc`, created once per window. */
function purifier(doc: Document): ReturnType<typeof DOMPurify> {
  const win = doc.defaultView ?? window;
  let purify = purifiers.get(win);
  if (!purify) {
    purify = DOMPurify(win);
    purifiers.set(win, purify);
  }
  return purify;
}

/** Sanitises provider HTML into an inert fragment that holds only `tags` and `attributes`. */
function purify(
  html: string,
  doc: Document,
  tags: Iterable<string>,
  attributes: string[],
): DocumentFragment {
  return purifier(doc).sanitize(html, {
    ALLOWED_TAGS: Array.from(tags, (t) => t.toLowerCase()),
    ALLOWED_ATTR: attributes,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_CONTENTS,
    RETURN_DOM_FRAGMENT: true,
  });
}

/** Whether `href` points to a page of this site (the document's origin, over http or https). */
function isSiteLink(href: string, doc: Document): boolean {
  try {
    const site = new URL(doc.baseURI);
    const url = new URL(href, site);
    return /^https?:$/.test(url.protocol) && url.origin === site.origin;
  } catch {
    return false;
  }
}

/**
 * Cleans one translated block: DOMPurify keeps only the block's own tags, placeholders and the
 * text attributes; spans that are not placeholders are unwrapped unless the block had spans; a
 * link keeps its `href` only when it was a link of the original block (then it gets that link's
 * `target` and `rel` back) or points to this site.
 */
function clean(html: string, unit: Unit, doc: Document): DocumentFragment {
  const fragment = purify(html, doc, [...unit.tags, 'SPAN'], [...ATTRIBUTES, PLACEHOLDER]);
  for (const el of Array.from(fragment.querySelectorAll('span'))) {
    if (el.hasAttribute(PLACEHOLDER)) continue;
    if (!unit.tags.has('SPAN')) el.replaceWith(...Array.from(el.childNodes));
  }
  for (const a of Array.from(fragment.querySelectorAll('a[href]'))) {
    const href = a.getAttribute('href')!.trim();
    const original = unit.links.get(href);
    if (original) {
      for (const name of ['target', 'rel']) {
        const value = original.getAttribute(name);
        if (value !== null) a.setAttribute(name, value);
      }
    } else if (!isSiteLink(href, doc)) {
      a.removeAttribute('href');
    }
  }
  return fragment;
}

/**
 * The translated content of each unit of a batch, as nodes ready to insert; `undefined` for a unit
 * whose wrapper or placeholders did not come back intact (that block keeps its original).
 */
export function parseBatch(
  translatedHtml: string,
  units: Unit[],
  indexes: number[],
  doc: Document = document,
): (Node[] | undefined)[] {
  const batchTags = new Set(['DIV', 'SPAN']);
  for (const i of indexes) units[i]?.tags.forEach((tag) => batchTags.add(tag));
  const answer = purify(translatedHtml, doc, batchTags, [...ATTRIBUTES, PLACEHOLDER, WRAPPER]);
  const found = new Map<number, Element>();
  for (const wrapper of Array.from(answer.querySelectorAll(`[${WRAPPER}]`))) {
    if (!wrapper.parentElement?.closest(`[${WRAPPER}]`)) {
      found.set(Number(wrapper.getAttribute(WRAPPER)), wrapper);
    }
  }
  return indexes.map((i) => {
    const unit = units[i];
    const wrapper = found.get(i);
    if (!unit || !wrapper || !(wrapper.textContent ?? '').trim()) return undefined;
    wrapper.querySelectorAll(`[${WRAPPER}]`).forEach((nested) => nested.remove());
    const block = clean(wrapper.innerHTML, unit, doc);
    const markers = Array.from(block.querySelectorAll(`span[${PLACEHOLDER}]`));
    const seen = new Set(markers.map((m) => m.getAttribute(PLACEHOLDER)));
    if (markers.length !== unit.kept.length || seen.size !== unit.kept.length) return undefined;
    for (const marker of markers) {
      const original = unit.kept[Number(marker.getAttribute(PLACEHOLDER))];
      if (!original) return undefined;
      marker.replaceWith(original.cloneNode(true));
    }
    return Array.from(block.childNodes).map((n) => doc.importNode(n, true));
  });
}

export interface ArticleTranslation {
  /** Shows the translation (again). */
  showTranslation(): void;
  /** Puts the original back. */
  showOriginal(): void;
  translatedUnits: number;
  totalUnits: number;
}

/**
 * Translates the blocks of `root` with `translateText` (one call per batch, `concurrency` at a
 * time). Resolves when done; blocks whose batch failed keep their original. Rejects only when
 * nothing at all could be translated, leaving the article as it was.
 */
export async function translateArticle(
  root: Element,
  translateText: (html: string) => Promise<string>,
  options: { maxChars?: number; concurrency?: number; lang?: string } = {},
): Promise<ArticleTranslation> {
  const units = collectUnits(root, options.maxChars);
  const batches = buildBatches(units, options.maxChars);
  const translated = new Map<Element, Node[]>();
  const errors: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      try {
        const answer = await translateText(batch.text);
        parseBatch(answer, units, batch.indexes, root.ownerDocument).forEach((nodes, j) => {
          const unit = units[batch.indexes[j]!];
          if (nodes && unit) translated.set(unit.element, nodes);
        });
      } catch (error) {
        errors.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
  if (translated.size === 0) {
    throw errors[0] instanceof Error ? errors[0] : new Error('No block could be translated');
  }
  const originals = new Map<Element, { nodes: Node[]; lang: string | null }>();
  for (const element of translated.keys()) {
    originals.set(element, {
      nodes: Array.from(element.childNodes).map((n) => n.cloneNode(true)),
      lang: element.getAttribute('lang'),
    });
  }
  const view = {
    showTranslation() {
      for (const [element, nodes] of translated) {
        element.replaceChildren(...nodes.map((n) => n.cloneNode(true)));
        if (options.lang) element.setAttribute('lang', options.lang);
        element.setAttribute('data-translated', '');
      }
    },
    showOriginal() {
      for (const [element, original] of originals) {
        element.replaceChildren(...original.nodes.map((n) => n.cloneNode(true)));
        if (original.lang === null) element.removeAttribute('lang');
        else element.setAttribute('lang', original.lang);
        element.removeAttribute('data-translated');
      }
    },
    translatedUnits: translated.size,
    totalUnits: units.length,
  };
  view.showTranslation();
  return view;
}
