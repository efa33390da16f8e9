/**
 * `npm run blog:stamp -- [--lang pt] [--slug what-is-n8n-guide]`: records in each translation
 * (or the ones named) that it matches the current English article, by writing the English body's
 * `sourceHash` into its front matter. Run it after an editor has brought a translation up to date.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultLocale, isLocale } from '../shared/i18n/locales';
import { checkBlogFolder } from './lib/blog/check';
import { blogDir } from '../src/lib/blog/files';
import { sourceHash, stampSourceHash } from '../src/lib/blog/i18n-status';
import { formatBlogProblems } from '../src/lib/blog/source';

const { values } = parseArgs({ options: { lang: { type: 'string' }, slug: { type: 'string' } } });
if (values.lang !== undefined && (!isLocale(values.lang) || values.lang === defaultLocale)) {
  console.error(`blog:stamp: --lang must be one of pt, de, es, it, fr (got "${values.lang}")`);
  process.exit(1);
}
const dir = blogDir();
const { posts, problems } = await checkBlogFolder(dir);
if (problems.length) {
  console.error(formatBlogProblems(problems));
  process.exit(1);
}
const english = new Map(posts.filter((p) => p.locale === defaultLocale).map((p) => [p.slug, p]));
const targets = posts.filter(
  (p) =>
    p.locale !== defaultLocale &&
    (!values.lang || p.locale === values.lang) &&
    (!values.slug || p.slug === values.slug),
);
let stamped = 0;
for (const post of targets) {
  const source = english.get(post.slug);
  if (!source) {
    console.warn(`blog:stamp: ${post.file} has no English original; skipped`);
    continue;
  }
  const hash = sourceHash(source.body);
  if (post.data.sourceHash === hash) continue;
  const file = path.join(dir, post.file);
  await writeFile(file, stampSourceHash(await readFile(file, 'utf8'), hash));
  stamped += 1;
  console.log(`blog:stamp: ${post.file} ← ${hash}`);
}
console.log(`blog:stamp: ${stamped} of ${targets.length} translations stamped.`);
