/**
 * `npm run content:check`: validates every blog file (front matter, body, file name and place)
 * and renders it through the site's markdown pipeline. Prints all problems and exits 1 if any.
 * Honours BLOG_DIR (default content/blog).
 */
import { checkBlogFolder } from './lib/blog/check';
import { blogDir } from '../src/lib/blog/files';
import { formatBlogProblems } from '../src/lib/blog/source';

const dir = blogDir();
const { posts, problems, warnings } = await checkBlogFolder(dir);
for (const warning of warnings) console.warn(`warning: ${warning}`);

if (problems.length) {
  console.error(formatBlogProblems(problems));
  process.exit(1);
}
const languages = [...new Set(posts.map((p) => p.locale))].join(', ');
console.log(
  `content:check: ${posts.length} blog articles in ${dir} are valid (${languages || 'none'}).`,
);
