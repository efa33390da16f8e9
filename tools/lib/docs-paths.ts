import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Repository paths named in prose (`src/lib/facts.ts` in a code span, a path in a YAML comment)
 * that do not exist. Markdown links are checked by remark-validate-links; this covers the paths
 * written as text, which no link checker follows. A path followed by `<`, `{` or `*` is a pattern
 * (`content/blog/<lang>/<slug>.md`) and is skipped, as are files the owner adds
 * (`content/support.pdf`).
 * @example deadPaths('See `src/lib/nope.ts`.', '.') // ['src/lib/nope.ts']
 */
export function deadPaths(text: string, root: string): string[] {
  const dead = new Set<string>();
  for (const match of text.matchAll(PATH)) {
    let path = match[1]!;
    // A `]` without its `[` ends a markdown link's text: `[docs/owner](docs/owner/README.md)`.
    if (path.includes(']') && !path.includes('[')) path = path.slice(0, path.indexOf(']'));
    path = path.replace(/[.,:;)]+$/, '');
    const next = text[match.index! + match[0].length];
    if (next === '<' || next === '{' || next === '*' || OWNER_ADDS.has(path)) continue;
    if (!existsSync(join(root, path))) dead.add(path);
  }
  return [...dead];
}

/** Files the docs name that the owner creates: they do not exist in a fresh clone. */
const OWNER_ADDS = new Set(['content/support.pdf']);

const TOP = ['src', 'server', 'shared', 'tools', 'tests', 'content', 'docs', 'public', '.ci'];
const ROOT_FILES = [
  'package.json',
  'astro.config.ts',
  'playwright.config.ts',
  'vitest.config.ts',
  'eslint.config.js',
  'lighthouserc.cjs',
  'knip.json',
  '.env.example',
  '.size-limit.ts',
];
const escape = (s: string) => s.replace(/[.]/g, '\\.');
const PATH = new RegExp(
  String.raw`(?<![\w./-])((?:${TOP.map(escape).join('|')})/[\w.\-/\[\]]*|(?:${ROOT_FILES.map(escape).join('|')})(?![\w.]))`,
  'g',
);

/** Only the comment lines of a YAML file: what its reader is told. */
export function yamlComments(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.includes('#') ? line.slice(line.indexOf('#')) : ''))
    .join('\n');
}

/** The dead paths of `files` (relative to `root`), as `file: path` lines. */
export function checkFiles(files: string[], root = '.'): string[] {
  return files.flatMap((file) => {
    const raw = readFileSync(join(root, file), 'utf8');
    const text = file.endsWith('.yaml') ? yamlComments(raw) : raw;
    return deadPaths(text, root).map((path) => `${file}: ${path} does not exist`);
  });
}
