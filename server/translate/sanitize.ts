import { escapeUTF8 } from 'entities';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import { looksLikeHtml } from './html';

/**
 * A machine provider's answer, cleaned on the server before it is cached or sent (the
 * API returned the provider's HTML unchanged and relied on the browser's DOMPurify). The answer
 * keeps only the elements the request itself had, from a list of harmless text elements, and only
 * text attributes, links to http(s)/mailto, and the `data-tb`/`data-keep` markers the article
 * translator sends; scripts, styles, frames and event handlers go, with their content.
 */

type Tree = Parameters<ReturnType<typeof rehypeRaw>>[0];
type Node = Tree['children'][number];

const parse = rehypeRaw();

/** Text elements an answer may keep when the request had them. */
const SAFE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'dd',
  'del',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'i',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  'var',
  'wbr',
]);

/** Allowed hast properties and the attribute each is written as. */
const ATTRIBUTES: Record<string, string> = {
  href: 'href',
  title: 'title',
  lang: 'lang',
  dir: 'dir',
  dataTb: 'data-tb',
  dataKeep: 'data-keep',
};

/** Removed together with their content. */
const STRIP = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea'];
const VOID = new Set(['br', 'wbr']);

function fragment(html: string): Tree {
  return parse(
    { type: 'root', children: [{ type: 'raw', value: html }] } as unknown as Tree,
    undefined!,
  );
}

function tagsOf(node: Tree | Node, into = new Set<string>()): Set<string> {
  if (node.type === 'element') into.add(node.tagName);
  if ('children' in node) for (const child of node.children) tagsOf(child as Node, into);
  return into;
}

function serialize(node: Tree | Node, html: boolean): string {
  if (node.type === 'text') return html ? escapeUTF8(node.value) : node.value;
  if (node.type === 'root') return node.children.map((c) => serialize(c as Node, html)).join('');
  if (node.type !== 'element') return '';
  const inner = node.children.map((c) => serialize(c as Node, html)).join('');
  if (!html) return inner;
  const attributes = Object.entries(node.properties ?? {})
    .filter(([name, value]) => name in ATTRIBUTES && value !== null && value !== undefined)
    .map(([name, value]) => ` ${ATTRIBUTES[name]}="${escapeUTF8(String(value))}"`)
    .join('');
  const open = `<${node.tagName}${attributes}>`;
  return VOID.has(node.tagName) ? open : `${open}${inner}</${node.tagName}>`;
}

/**
 * The provider's `translated` answer for the request `source`, safe to insert as HTML. A plain
 * text request gets plain text back: any markup the provider invented is reduced to its text, and
 * so is markup that only appears once entities are decoded (`&lt;img onerror=...&gt;` is not
 * handed back as `<img onerror=...>`), until no tag is left.
 * @example sanitizeTranslation('<p>Hi</p>', '<p onclick="x()">Hallo<script>x()</script></p>') // '<p>Hallo</p>'
 * @example sanitizeTranslation('Hi', 'Hallo &lt;b&gt;') // 'Hallo '
 */
export function sanitizeTranslation(source: string, translated: string): string {
  const html = looksLikeHtml(source);
  if (!html) {
    let text = translated;
    // Each round strips one level of markup or entities, so the text only gets shorter.
    while (looksLikeHtml(text)) {
      const next = clean(text, [], false);
      if (next === text) break;
      text = next;
    }
    return text;
  }
  const allowed = [...tagsOf(fragment(source))].filter((t) => SAFE_TAGS.has(t));
  return clean(translated, allowed, true);
}

/** `translated` with only the `allowed` elements, as HTML, or as its text. */
function clean(translated: string, allowed: string[], html: boolean): string {
  const schema: SanitizeSchema = {
    tagNames: allowed,
    attributes: { '*': Object.keys(ATTRIBUTES) },
    protocols: { href: ['http', 'https', 'mailto'] },
    strip: STRIP,
    clobber: [],
    allowComments: false,
    allowDoctypes: false,
  };
  return serialize(rehypeSanitize(schema)(fragment(translated)), html);
}
