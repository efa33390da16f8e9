/**
 * `npm run i18n:check`: compares every locale's message catalogs with English and exits non-zero
 * on missing or extra keys, placeholder mismatches, syntax errors, or strings left identical to
 * English (allow-list: src/lib/translate/identical-allowlist.ts).
 * Options: `--lang de` (one language), `--json` (machine-readable).
 */
import { relative } from 'node:path';
import { isLocale } from '../src/i18n/locales';
import { checkCatalogs, formatProblems } from '../src/lib/translate/catalog-check';
import { readCatalogFiles } from '../src/lib/translate/sources-fs';

const args = process.argv.slice(2);
const langIndex = args.indexOf('--lang');
const lang = langIndex >= 0 ? args[langIndex + 1] : undefined;
if (lang !== undefined && !isLocale(lang)) {
  console.error(`i18n:check: unknown language "${lang}"`);
  process.exit(2);
}

try {
  const root = process.cwd();
  const files = readCatalogFiles(root).map((f) => ({ ...f, path: relative(root, f.path) }));
  const problems = checkCatalogs(files).filter((p) => !lang || p.locale === lang);
  if (args.includes('--json')) console.log(JSON.stringify(problems, null, 2));
  else console.log(formatProblems(problems));
  process.exit(problems.length > 0 ? 1 : 0);
} catch (error) {
  console.error(`i18n:check: ${(error as Error).message}`);
  process.exit(2);
}
