/**
 * `npm run content:i18n`: prints the article × language table of the blog (translated, missing
 * or outdated against the English it was made from). `--json` prints the rows as JSON.
 * Exits 1 only when the blog folder itself is invalid (`npm run content:check` says why).
 */
import { checkBlogFolder } from './lib/blog/check';
import { blogDir } from '../src/lib/blog/files';
import { formatI18nTable, i18nTable } from '../src/lib/blog/i18n-status';
import { formatBlogProblems } from '../src/lib/blog/source';

const { posts, problems } = await checkBlogFolder(blogDir());
if (problems.length) {
  console.error(formatBlogProblems(problems));
  process.exit(1);
}
const rows = i18nTable(posts);
console.log(
  process.argv.includes('--json') ? JSON.stringify(rows, null, 2) : formatI18nTable(rows),
);
