/**
 * Typography a native reader expects in the Italian and French copy: typographic apostrophes
 * (l’agente, l’agent) and, in French, a non-breaking space before ; : ! ? » and after « so a
 * line never starts with the punctuation; no elided article (all’, l’) glued to a placeholder,
 * whose figure may not start with a vowel. Code (fenced blocks and `inline code`) is not prose
 * and is skipped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const list = (dir: string, ext: string) =>
  readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith(ext))
    .map((name) => `${dir}/${name}`);

/** Every string inside a parsed JSON or YAML value. */
function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) yield* strings(v);
}

/** A Markdown file's front matter strings and its body without code. */
function markdownProse(source: string): string[] {
  const [, front = '', body = source] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  const prose = body.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`+[^`\n]*`+/g, '');
  return [...strings(parse(front)), prose];
}

/** file label → texts, for one locale. */
function texts(locale: 'it' | 'fr'): [string, string[]][] {
  const out: [string, string[]][] = [];
  const add = (file: string, value: unknown) => out.push([file, [...strings(value)]]);
  for (const file of list(`src/i18n/messages/${locale}`, '.json'))
    add(file, JSON.parse(read(file)));
  add(`content/faq/${locale}.json`, JSON.parse(read(`content/faq/${locale}.json`)));
  add(`content/pages/${locale}.yaml`, parse(read(`content/pages/${locale}.yaml`)));
  for (const file of list(`content/case-studies/${locale}`, '.yaml')) add(file, parse(read(file)));
  for (const dir of readdirSync(path.join(root, 'content/use-cases'))) {
    const file = `content/use-cases/${dir}/card.yaml`;
    add(file, (parse(read(file)) as { text: Record<string, unknown> }).text[locale]);
  }
  for (const file of list('content/testimonials', '.yaml')) {
    const { role, text } = parse(read(file)) as Record<string, Record<string, string>>;
    add(file, [role?.[locale], text?.[locale]]);
  }
  for (const dir of [`content/legal/${locale}`, `content/blog/${locale}`])
    for (const file of list(dir, '.md')) out.push([file, markdownProse(read(file))]);
  return out;
}

/** Each match of `pattern` in the texts, with a few characters around it. */
function offences(locale: 'it' | 'fr', pattern: RegExp): string[] {
  return texts(locale).flatMap(([file, all]) =>
    all.flatMap((text) =>
      [...text.matchAll(pattern)].map(
        (m) => `${file}: …${text.slice(Math.max(0, (m.index ?? 0) - 25), (m.index ?? 0) + 10)}…`,
      ),
    ),
  );
}

describe('Italian and French typography', () => {
  it.each(['it', 'fr'] as const)('%s prose uses ’, not a straight apostrophe', (locale) => {
    expect(offences(locale, /\p{L}'\p{L}/gu)).toEqual([]);
  });

  // A figure is filled in later ('80%', '50%', '100'), so 'all’{value}' reads right for 80 and
  // wrong for 50 ('all’50%' where Italian says 'al 50%'): no elided article before a placeholder.
  it.each(['it', 'fr'] as const)('%s never elides a word onto a {placeholder}', (locale) => {
    expect(offences(locale, /\p{L}['’]\{/gu)).toEqual([]);
  });

  it('French puts a non-breaking space before ; : ! ? » and after «', () => {
    expect(offences('fr', /(?<=\S) [;:!?»](?=\s|$|["'*)\]_])|« /gu)).toEqual([]);
  });
});
