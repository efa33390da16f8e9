import { parseDataText } from '../../../shared/content/files';
import { splitFrontMatter } from '../../../shared/content/front-matter';
import { isLocale, locales, type Locale } from '../../../shared/i18n/locales';
import type { TranslationPair } from '../../../server/translate/embedded';
import type { TargetLocale } from '../../../server/translate/types';

/** One content file as read from disk (or embedded at build). */
export interface ContentFile {
  /** Path relative to the content folder, with `/`: `faq/de.yaml`. */
  path: string;
  text: string;
}

type Data = unknown;

function frontMatter(text: string): Data {
  const file = splitFrontMatter(text);
  const body = (file ? file.body : text).trim();
  return file && typeof file.data === 'object' && !Array.isArray(file.data)
    ? { ...file.data, body }
    : { body };
}

/** Parses a JSON, YAML or markdown (front matter + `body`) file; undefined when it cannot. */
export function parseContentFile(file: ContentFile): Data | undefined {
  const ext = file.path.slice(file.path.lastIndexOf('.') + 1).toLowerCase();
  try {
    if (ext === 'json' || ext === 'yaml' || ext === 'yml')
      return parseDataText(file.text, file.path);
    if (ext === 'md' || ext === 'mdx') return frontMatter(file.text);
  } catch {
    // A broken file is reported by its owner's schema check, not here.
  }
  return undefined;
}

const isRecord = (v: Data): v is Record<string, Data> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Object whose keys are all locale codes and that has at least one non-English one. */
function isLocaleMap(v: Data): v is Partial<Record<Locale, Data>> {
  if (!isRecord(v)) return false;
  const keys = Object.keys(v);
  return keys.length > 0 && keys.every(isLocale) && keys.some((k) => k !== 'en');
}

/** Walks two values of the same shape and emits every pair of strings at the same place. */
function walkParallel(en: Data, other: Data, target: TargetLocale, out: TranslationPair[]): void {
  if (typeof en === 'string' && typeof other === 'string') {
    if (en.trim() && other.trim()) out.push([target, en, other]);
    return;
  }
  if (Array.isArray(en) && Array.isArray(other)) {
    const byId = (list: Data[]) =>
      new Map(
        list.flatMap((item) => {
          const id = isRecord(item) ? (item.id ?? item.slug ?? item.key) : undefined;
          return typeof id === 'string' || typeof id === 'number' ? [[id, item] as const] : [];
        }),
      );
    const enIds = byId(en);
    const otherIds = byId(other);
    if (enIds.size === en.length && otherIds.size === other.length && enIds.size > 0) {
      for (const [id, item] of otherIds) {
        if (enIds.has(id)) walkParallel(enIds.get(id), item, target, out);
      }
    } else if (en.length === other.length) {
      en.forEach((item, i) => walkParallel(item, other[i], target, out));
    }
    return;
  }
  if (isRecord(en) && isRecord(other)) {
    for (const [key, value] of Object.entries(other)) {
      if (key in en) walkParallel(en[key], value, target, out);
    }
  }
}

/**
 * Finds translations inside one parsed file: `{en: X, de: Y}` maps (X and Y of the same shape),
 * and English fields next to a locale map (`{title, translations: {de: {title}}}`).
 */
function walkInFile(node: Data, out: TranslationPair[]): void {
  if (Array.isArray(node)) {
    node.forEach((item) => walkInFile(item, out));
    return;
  }
  if (!isRecord(node)) return;
  if (isLocaleMap(node) && 'en' in node) {
    for (const l of locales) {
      if (l !== 'en' && l in node) walkParallel(node.en, node[l], l, out);
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (isLocaleMap(value) && !('en' in value)) {
      const english = Object.fromEntries(Object.entries(node).filter(([k]) => k !== key));
      for (const l of locales) {
        if (l !== 'en' && l in value) walkParallel(english, value[l], l, out);
      }
    }
    walkInFile(value, out);
  }
}

/** Path split into folder and name parts: `faq/items.de.yaml` -> ['faq', 'items', 'de', 'yaml']. */
function pathTokens(path: string): string[] {
  const parts = path.split('/');
  const name = parts.pop() ?? '';
  return [...parts, ...name.split('.')];
}

function tokensToPath(tokens: string[], folders: number): string {
  return `${tokens.slice(0, folders).join('/')}${folders ? '/' : ''}${tokens.slice(folders).join('.')}`;
}

/**
 * Every English/translated string pair found in the site's content files, whatever layout the
 * content uses: one file per locale (`faq/de.yaml` next to `faq/en.yaml`, `faq/de/x.yaml` next
 * to `faq/en/x.yaml`, `x.de.json` next to `x.json` or `x.en.json`) walked in parallel, and
 * translations inside a file (`{en, de}` maps, `translations: {de: {...}}`). Files that do not
 * parse are skipped: their owners' schema checks report them.
 */
export function extractContentPairs(files: ContentFile[]): TranslationPair[] {
  const out: TranslationPair[] = [];
  const parsed = new Map<string, Data>();
  for (const file of files) {
    const data = parseContentFile(file);
    if (data !== undefined) parsed.set(file.path, data);
  }
  for (const [path, data] of parsed) {
    walkInFile(data, out);
    const folders = path.split('/').length - 1;
    const tokens = pathTokens(path);
    tokens.forEach((token, i) => {
      if (!isLocale(token) || token === 'en') return;
      const withEn = [...tokens];
      withEn[i] = 'en';
      const inFolder = i < folders;
      const enPath = tokensToPath(withEn, folders);
      const without = tokens.filter((_, j) => j !== i);
      const barePath = inFolder
        ? tokensToPath(without, folders - 1)
        : tokensToPath(without, folders);
      const english = parsed.has(enPath)
        ? parsed.get(enPath)
        : !pathTokens(barePath).some(isLocale)
          ? parsed.get(barePath)
          : undefined;
      if (english !== undefined) walkParallel(english, data, token, out);
    });
  }
  return out;
}
