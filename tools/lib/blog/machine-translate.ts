/**
 * A machine-translated draft of an English article (`npm run blog:translate`).
 * The provider only ever sees prose: front matter keys, dates, code blocks, inline code, link
 * targets, HTML, table structure and n8n's interface names (bold Title Case such as
 * **Respond to Webhook**) are kept out of the request and put back unchanged. Each block goes to
 * the provider as a small HTML fragment, so sentences stay whole around links and emphasis.
 */
import { stringify } from 'yaml';
import { splitFrontMatter } from '../../../shared/content/front-matter';
import { decodeHTML, escapeUTF8 } from 'entities';

/** Translates one HTML fragment (tags kept) into the target language. */
export type TranslateHtml = (html: string) => Promise<string>;

export interface DraftResult {
  /** The translated markdown file, front matter included. */
  contents: string;
  /** What could not be put back exactly (a placeholder the provider dropped), for the editor. */
  warnings: string[];
}

/** Words a name of n8n's interface may contain in lower case ("Respond to Webhook"). */
const nameJoiners = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'to',
  'the',
  'with',
]);

/**
 * Whether bold text is an n8n interface name to keep in English: every word starts with a
 * capital, a digit or a symbol, apart from short joiners. "Retry On Fail" and "IF" are names;
 * "Validate early." is prose.
 */
export function isInterfaceName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.every((word, i) => !/^\p{Ll}/u.test(word) || (i > 0 && nameJoiners.has(word)));
}

const inlinePattern =
  /(`+)([\s\S]*?[^`])\1(?!`)|!\[([^\]]*)\]\(([^)\s]+(?:\s+"[^"]*")?)\)|\[([^\]]+)\]\(([^)\s]+(?:\s+"[^"]*")?)\)|\*\*([^*]+)\*\*|(?<![\w*])\*([^*\s][^*]*?)\*(?![\w*])|<(https?:\/\/[^>\s]+)>|<\/?[a-zA-Z][^>]*>|https?:\/\/[^\s)<>]+/g;

/** Inline markdown as HTML for the provider, with what must not change held aside. */
class Fragment {
  readonly kept: string[] = [];
  readonly links: string[] = [];

  toHtml(markdown: string): string {
    let html = '';
    let last = 0;
    for (const match of markdown.matchAll(inlinePattern)) {
      html += escapeUTF8(markdown.slice(last, match.index));
      last = match.index + match[0].length;
      const [whole, , , alt, imageUrl, linkText, linkUrl, bold, italic] = match;
      if (linkText !== undefined && linkUrl !== undefined) {
        this.links.push(linkUrl);
        html += `<a data-l="${this.links.length - 1}">${this.toHtml(linkText)}</a>`;
      } else if (alt !== undefined && imageUrl !== undefined) {
        this.links.push(imageUrl);
        html += `<img data-l="${this.links.length - 1}" alt="${escapeUTF8(alt)}">`;
      } else if (bold !== undefined && !isInterfaceName(bold)) {
        html += `<b>${this.toHtml(bold)}</b>`;
      } else if (italic !== undefined) {
        html += `<i>${this.toHtml(italic)}</i>`;
      } else {
        this.kept.push(whole);
        html += `<span data-k="${this.kept.length - 1}"></span>`;
      }
    }
    return html + escapeUTF8(markdown.slice(last));
  }

  toMarkdown(html: string, warnings: string[]): string {
    // Kept text and link targets go back in last, after tags are stripped and entities decoded,
    // so a kept `<path>` or `&` is never touched.
    const slot = (kind: string, i: string) => `\uE000${kind}${i}\uE001`;
    const text = decodeHTML(
      html
        .replace(/<span data-k="(\d+)"\s*(?:\/>|><\/span>)/g, (_, i: string) => slot('k', i))
        .replace(/<a data-l="(\d+)">([\s\S]*?)<\/a>/g, (_, i: string, label: string) => {
          return `[${label}](${slot('l', i)})`;
        })
        .replace(/<img data-l="(\d+)" alt="([^"]*)"\s*\/?>/g, (_, i: string, alt: string) => {
          return `![${alt}](${slot('l', i)})`;
        })
        .replace(/<\/?b>/g, '**')
        .replace(/<\/?i>/g, '*')
        .replace(/<[^>]+>/g, ''),
    );
    const used = new Set<string>();
    const markdown = text.replace(/\uE000([kl])(\d+)\uE001/g, (_, kind: string, i: string) => {
      used.add(kind + i);
      return (kind === 'k' ? this.kept : this.links)[Number(i)] ?? '';
    });
    this.kept.forEach((item, i) => {
      if (!used.has(`k${i}`)) warnings.push(`the provider dropped ${item}`);
    });
    this.links.forEach((url, i) => {
      if (!used.has(`l${i}`)) warnings.push(`the provider dropped the link to ${url}`);
    });
    return markdown;
  }
}

async function translateInline(
  markdown: string,
  translate: TranslateHtml,
  warnings: string[],
): Promise<string> {
  if (!/\p{L}/u.test(markdown)) return markdown;
  const fragment = new Fragment();
  const html = fragment.toHtml(markdown);
  // Only placeholders and spaces: nothing to translate.
  if (!/\p{L}/u.test(html.replace(/<[^>]+>/g, ''))) return markdown;
  return fragment.toMarkdown(await translate(html), warnings);
}

/** Cells of a table row, split on pipes outside inline code. */
function tableCells(row: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let inCode = false;
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let i = 0; i < inner.length; i += 1) {
    const char = inner[i]!;
    if (char === '`') inCode = !inCode;
    if (char === '\\' && inner[i + 1] === '|') {
      cell += '\\|';
      i += 1;
    } else if (char === '|' && !inCode) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

const prefixPattern = /^(\s*(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)+)(.*)$/;

/** Translates the markdown body block by block; code, HTML and blank lines pass through. */
export async function translateBody(
  body: string,
  translate: TranslateHtml,
  warnings: string[] = [],
): Promise<string> {
  const lines = body.split(/\r?\n/);
  const out: string[] = [];
  let fence: string | undefined;
  let paragraph: string[] = [];
  const flush = async () => {
    if (!paragraph.length) return;
    const indent = /^\s*/.exec(paragraph[0]!)![0];
    const text = paragraph.map((line) => line.trim()).join(' ');
    paragraph = [];
    out.push(indent + (await translateInline(text, translate, warnings)));
  };

  for (const line of lines) {
    if (fence) {
      out.push(line);
      if (line.trim().startsWith(fence)) fence = undefined;
      continue;
    }
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    const isTable = line.trim().startsWith('|');
    const isSpecial =
      !line.trim() ||
      opening ||
      isTable ||
      /^\s*</.test(line) ||
      /^\s*([-*_])(\s*\1){2,}\s*$/.test(line) ||
      prefixPattern.test(line);
    if (!isSpecial) {
      paragraph.push(line);
      continue;
    }
    await flush();
    if (opening) {
      fence = opening[1];
      out.push(line);
    } else if (!line.trim() || /^\s*</.test(line) || /^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      out.push(line);
    } else if (isTable) {
      if (/^\s*\|?[\s:|-]+\|?\s*$/.test(line)) out.push(line);
      else {
        const cells: string[] = [];
        for (const cell of tableCells(line)) {
          cells.push(await translateInline(cell, translate, warnings));
        }
        out.push(`| ${cells.join(' | ')} |`);
      }
    } else {
      const [, prefix, rest] = prefixPattern.exec(line)!;
      out.push(prefix! + (await translateInline(rest!, translate, warnings)));
    }
  }
  await flush();
  return out.join('\n');
}

/** Front matter fields that carry prose; everything else is copied. */
const proseFields = ['title', 'description', 'excerpt'] as const;

/**
 * The draft translation of an English article file: prose fields and the FAQ translated, the
 * rest of the front matter kept, `machineTranslated: true` and the English `sourceHash` added,
 * a set `readTime` dropped (it is computed from the translated words).
 */
export async function draftArticleTranslation(
  contents: string,
  translate: TranslateHtml,
  sourceHash: string,
): Promise<DraftResult> {
  const file = splitFrontMatter(contents);
  if (!file) throw new Error('the English article has no front matter');
  const data = file.data;
  const warnings: string[] = [];
  const front: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'readTime' || key === 'sourceHash' || key === 'machineTranslated') continue;
    if ((proseFields as readonly string[]).includes(key) && typeof value === 'string') {
      front[key] = await translateInline(value, translate, warnings);
    } else if (key === 'faq' && Array.isArray(value)) {
      const faq = [];
      for (const item of value as Array<Record<string, unknown>>) {
        const translated: Record<string, unknown> = { ...item };
        for (const field of ['question', 'answer']) {
          const text = item[field];
          if (typeof text === 'string')
            translated[field] = await translateInline(text, translate, warnings);
        }
        faq.push(translated);
      }
      front[key] = faq;
    } else front[key] = value;
  }
  front.machineTranslated = true;
  front.sourceHash = sourceHash;
  const yaml = stringify(front, {
    defaultStringType: 'QUOTE_SINGLE',
    defaultKeyType: 'PLAIN',
    lineWidth: 0,
  });
  const body = await translateBody(file.body.replace(/^\r?\n/, ''), translate, warnings);
  return { contents: `---\n${yaml}---\n${body}`, warnings };
}
