/**
 * `npm run content:check`: validates every blog file (front matter, body, file name and place)
 * and renders it through the site's markdown pipeline. Prints all problems and exits 1 if any.
 * Honours BLOG_DIR (default content/blog). Also validates the case studies (content/case-studies).
 */
import { checkBlogFolder } from './lib/blog/check';
import { blogDir } from '../src/lib/blog/files';
import { formatBlogProblems } from '../src/lib/blog/source';
import { CASE_STUDIES_DIR, loadCaseStudies } from '../src/lib/case-studies';

const dir = blogDir();
const { posts, problems, warnings } = await checkBlogFolder(dir);
for (const warning of warnings) console.warn(`warning: ${warning}`);

let caseStudies = 0;
let caseProblems: string[] = [];
try {
  caseStudies = loadCaseStudies(CASE_STUDIES_DIR).length;
} catch (error) {
  caseProblems = (error as { problems?: string[] }).problems ?? [(error as Error).message];
}

if (problems.length || caseProblems.length) {
  if (problems.length) console.error(formatBlogProblems(problems));
  if (caseProblems.length)
    console.error(
      `The case studies have problems:\n${caseProblems.map((p) => `  - ${p}`).join('\n')}`,
    );
  process.exit(1);
}
const languages = [...new Set(posts.map((p) => p.locale))].join(', ');
console.log(
  `content:check: ${posts.length} blog articles in ${dir} are valid (${languages || 'none'}).`,
);
console.log(`content:check: ${caseStudies} case studies in ${CASE_STUDIES_DIR} are valid.`);
