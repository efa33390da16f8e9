/**
 * Translating a rendered article in the browser, block by block (issue 6): paragraphs, headings,
 * list items and table cells are sent in batches of whole blocks, never word by word; code blocks
 * are never sent; inline code and other literal markup is replaced by placeholders that must come
 * back, so markup and code survive whatever the provider does. The provider's HTML is parsed
 * inertly and cleaned (only tags that were in the original block, no event handlers, no script
 * URLs) before it touches the page.
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
/** Attributes kept on translated inline markup. */
const SAFE_ATTRIBUTES = new Set([
  'href',
  'title',
  'class',
  'lang',
  'dir',
  'target',
  'rel',
  'data-keep',
]);

/** The wrapper that carries one block through the provider. */
const WRAPPER = 'data-tb';
const PLACEHOLDER = 'data-keep';

/** A block of the article that is translated as a whole. */
export interface Unit {
  element: Element;
  /** Its inner HTML with literal parts replaced by placeholders. */
  html: string;
  /** The literal parts, in placeholder order. */
  kept: Element[];
  /** Tag names allowed in its translation. */
  tags: Set<string>;
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
  return { element, html: clone.innerHTML, kept, tags, text: (clone.textContent ?? '').trim() };
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

function safeHref(value: string): boolean {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
  const v = Array.from(value.toLowerCase())
    .filter((c) => c.charCodeAt(0) > 0x20)
    .join('');
  return !/^(javascript|data|vbscript):/.test(v);
}

/** Removes what was not in the original block: unknown tags (unwrapped), unsafe attributes. */
function clean(node: Element, allowed: Set<string>): void {
  for (const el of Array.from(node.querySelectorAll('*'))) {
    const tag = el.tagName.toUpperCase();
    if (
      LITERAL.has(tag) ||
      tag === 'IFRAME' ||
      tag === 'OBJECT' ||
      tag === 'EMBED' ||
      tag === 'LINK' ||
      tag === 'META'
    ) {
      el.remove();
      continue;
    }
    const isPlaceholder = tag === 'SPAN' && el.hasAttribute(PLACEHOLDER);
    if (!isPlaceholder && !allowed.has(tag)) {
      el.replaceWith(...Array.from(el.childNodes));
      continue;
    }
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (!SAFE_ATTRIBUTES.has(name) || (name === 'href' && !safeHref(attr.value))) {
        el.removeAttribute(attr.name);
      }
    }
  }
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
  const template = doc.createElement('template');
  template.innerHTML = translatedHtml;
  const found = new Map<number, Element>();
  for (const wrapper of Array.from(template.content.querySelectorAll(`[${WRAPPER}]`))) {
    found.set(Number(wrapper.getAttribute(WRAPPER)), wrapper);
  }
  return indexes.map((i) => {
    const unit = units[i];
    const wrapper = found.get(i);
    if (!unit || !wrapper || !(wrapper.textContent ?? '').trim()) return undefined;
    wrapper.querySelectorAll(`[${WRAPPER}]`).forEach((nested) => nested.remove());
    clean(wrapper, unit.tags);
    const markers = Array.from(wrapper.querySelectorAll(`span[${PLACEHOLDER}]`));
    const seen = new Set(markers.map((m) => m.getAttribute(PLACEHOLDER)));
    if (markers.length !== unit.kept.length || seen.size !== unit.kept.length) return undefined;
    for (const marker of markers) {
      const original = unit.kept[Number(marker.getAttribute(PLACEHOLDER))];
      if (!original) return undefined;
      marker.replaceWith(original.cloneNode(true));
    }
    return Array.from(wrapper.childNodes).map((n) => doc.importNode(n, true));
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
