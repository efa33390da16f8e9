import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { locales, type Locale } from '../../shared/i18n/locales';
import { readDataFile } from '../../shared/node/files';

/**
 * Which languages lag behind an edit of the FAQ, the page texts or the legal texts. The last
 * state in which every language said the same thing is recorded in `content/translations.json`
 * (`npm run content:stamp`): per text, a short hash of each language's wording. When some
 * languages' wording has changed since and others' has not, the others lag behind: the owner
 * edited a German answer, and the English, Portuguese, ... answers still say the old thing.
 * The articles have their own record in their front matter (`sourceHash`, `npm run blog:stamp`).
 */

export const SYNC_FILE = 'content/translations.json';

/** Per text (`faq/what-is-n8n`), per language, the hash of its wording. */
export type SyncRecord = Record<string, Partial<Record<Locale, string>>>;

const hash = (text: string) =>
  createHash('sha256').update(text.replace(/\r\n?/g, '\n').trim()).digest('hex').slice(0, 10);

/** Where each text lives, for the message: `faq/what-is-n8n` -> `content/faq/<lang>.json`. */
const fileOf = (key: string): string => {
  const [kind, doc] = key.split('/');
  if (kind === 'faq') return 'content/faq/<lang>.json';
  if (kind === 'legal') return `content/legal/<lang>/${doc}.md`;
  return 'content/pages/<lang>.yaml';
};

type FaqItem = { id: string; question: string; answer: string };
type FaqFile = {
  topics?: { id: string; title: string; items?: FaqItem[] }[];
  otherPages?: FaqItem[];
};

/** Every leaf text of a page-text file by its path: `pages/services.automation.included.0`. */
function leaves(value: unknown, at: string, out: Map<string, string>): void {
  if (typeof value === 'string') out.set(at, value);
  else if (Array.isArray(value)) value.forEach((v, i) => leaves(v, `${at}.${i}`, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leaves(v, at ? `${at}.${k}` : k, out);
}

/** The texts of one language, by key: FAQ questions with their answers, page texts, legal texts. */
export function languageTexts(locale: Locale, root = process.cwd()): Map<string, string> {
  const out = new Map<string, string>();
  const faqFile = path.join(root, 'content/faq', `${locale}.json`);
  if (existsSync(faqFile)) {
    const faq = JSON.parse(readFileSync(faqFile, 'utf8')) as FaqFile;
    for (const topic of faq.topics ?? []) {
      out.set(`faq/${topic.id}`, topic.title);
      for (const item of topic.items ?? [])
        out.set(`faq/${item.id}`, `${item.question}\n${item.answer}`);
    }
    for (const item of faq.otherPages ?? [])
      out.set(`faq/${item.id}`, `${item.question}\n${item.answer}`);
  }
  const pagesFile = path.join(root, 'content/pages', `${locale}.yaml`);
  if (existsSync(pagesFile)) {
    const texts = new Map<string, string>();
    leaves(readDataFile(pagesFile, root), '', texts);
    for (const [key, text] of texts) out.set(`pages/${key}`, text);
  }
  for (const doc of ['privacy', 'terms']) {
    const file = path.join(root, 'content/legal', locale, `${doc}.md`);
    if (existsSync(file)) out.set(`legal/${doc}`, readFileSync(file, 'utf8'));
  }
  return out;
}

/** The record of every text as it reads now, in every language. */
export function currentRecord(root = process.cwd()): SyncRecord {
  const record: SyncRecord = {};
  for (const locale of locales)
    for (const [key, text] of languageTexts(locale, root))
      (record[key] ??= {})[locale] = hash(text);
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * One line per text that changed in some of the site's languages and not in the others since
 * the record: `content/faq/<lang>.json: faq/what-is-n8n: changed in de; en, pt lag behind`.
 * A text the record does not know yet (just added) is not reported.
 */
export function laggingTexts(
  recorded: SyncRecord,
  now: SyncRecord,
  languages: readonly Locale[],
): string[] {
  const lines: string[] = [];
  for (const [key, hashes] of Object.entries(now)) {
    const before = recorded[key];
    if (!before) continue;
    const known = languages.filter((l) => before[l] !== undefined && hashes[l] !== undefined);
    const changed = known.filter((l) => before[l] !== hashes[l]);
    if (changed.length === 0 || changed.length === known.length) continue;
    const behind = known.filter((l) => !changed.includes(l));
    lines.push(
      `${fileOf(key)}: ${key}: changed in ${changed.join(', ')}; ${behind.join(', ')} ` +
        `${behind.length === 1 ? 'lags' : 'lag'} behind`,
    );
  }
  return lines;
}

/** The recorded state, or an empty record when the file does not exist yet. */
export function readRecord(root = process.cwd()): SyncRecord {
  const file = path.join(root, SYNC_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SyncRecord) : {};
}

/** Records the texts as they read now: every language is in step again. */
export function writeRecord(root = process.cwd()): number {
  const record = currentRecord(root);
  writeFileSync(path.join(root, SYNC_FILE), `${JSON.stringify(record, null, 2)}\n`);
  return Object.keys(record).length;
}
