/**
 * `npm run i18n:check`: compares every locale's message catalogs with English and exits non-zero
 * on missing or extra keys, placeholder mismatches, syntax errors, or strings left identical to
 * English (allow-list: tools/lib/translate/identical-allowlist.ts), and on English left in a
 * translated blog article (each prose paragraph identified with franc).
 * Options: `--lang de` (one language), `--json` (machine-readable).
 */
import { relative } from 'node:path';
import { isLocale } from '../shared/i18n/locales';
import { checkBlogFolder } from './lib/blog/check';
import { blogDir, blogFileLabel } from '../src/lib/blog/files';
import { englishParagraphs } from './lib/blog/language-check';
import { checkCatalogs, formatProblems } from './lib/translate/catalog-check';
import { readCatalogFiles } from './lib/translate/sources-fs';

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
  const { posts } = await checkBlogFolder(blogDir());
  const english = posts
    .filter((post) => !lang || post.locale === lang)
    .flatMap((post) =>
      englishParagraphs(post.body, post.locale).map(
        (p) =>
          `  english      ${blogFileLabel(blogDir(), post.file)}  reads as English: "${p.excerpt} …"`,
      ),
    );
  if (args.includes('--json')) console.log(JSON.stringify([...problems, ...english], null, 2));
  else {
    console.log(formatProblems(problems));
    if (english.length) console.log(`English left in translated articles:\n${english.join('\n')}`);
    else console.log(`i18n:check: no English paragraph left in ${posts.length} blog articles.`);
  }
  process.exit(problems.length + english.length > 0 ? 1 : 0);
} catch (error) {
  console.error(`i18n:check: ${(error as Error).message}`);
  process.exit(2);
}
