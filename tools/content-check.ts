/**
 * `npm run content:check`: validates every blog file (front matter, body, file name and place)
 * and renders it through the site's markdown pipeline, validates the case studies
 * (content/case-studies), and finds figures typed into any visitor-facing text that the owner
 * file holds as facts. Prints all problems and exits 1 if any. Honours BLOG_DIR (default
 * content/blog).
 */
import { checkBlogFolder } from './lib/blog/check';
import { contentFigureProblems } from './lib/typed-figures';
import { blogDir, blogFileLabel } from '../src/lib/blog/files';
import { formatBlogProblems } from '../src/lib/blog/source';
import { CASE_STUDIES_DIR, loadCaseStudies } from '../src/lib/case-studies';
import { getSite } from '../shared/node/site';
import { siteLocales } from '../shared/node/site-locales';
import { currentRecord, laggingTexts, readRecord, SYNC_FILE } from './lib/content-sync';

const dir = blogDir();
const root = process.cwd();
const { posts, problems, warnings } = await checkBlogFolder(dir);
// A figure typed into copy that the owner file holds as a fact ('30-minute' beside
// consultation.minutes: 30) goes stale when the owner changes it: write the placeholder instead.
const figures = await contentFigureProblems(
  root,
  posts,
  (file) => blogFileLabel(dir, file, root),
  getSite(),
);
for (const warning of warnings) console.warn(`warning: ${warning}`);
// An FAQ answer, a page text or a legal text edited in some languages and not in the others.
const lagging = laggingTexts(readRecord(root), currentRecord(root), siteLocales());
for (const line of lagging) console.warn(`warning: ${line}`);
if (lagging.length)
  console.warn(
    `warning: update the lagging languages, then run npm run content:stamp to record that all ` +
      `languages say the same again (${SYNC_FILE}).`,
  );

let caseStudies = 0;
let caseProblems: string[] = [];
try {
  caseStudies = loadCaseStudies(CASE_STUDIES_DIR).length;
} catch (error) {
  caseProblems = (error as { problems?: string[] }).problems ?? [(error as Error).message];
}

if (problems.length) console.error(formatBlogProblems(problems));
if (caseProblems.length)
  console.error(
    `The case studies have problems:\n${caseProblems.map((p) => `  - ${p}`).join('\n')}`,
  );
if (figures.length) {
  const count = figures.length === 1 ? '1 typed figure' : `${figures.length} typed figures`;
  console.error(`The content has ${count}:\n${figures.map((p) => `  - ${p}`).join('\n')}`);
}
if (problems.length || caseProblems.length || figures.length) process.exit(1);
const languages = [...new Set(posts.map((p) => p.locale))].join(', ');
console.log(
  `content:check: ${posts.length} blog articles in ${dir} are valid (${languages || 'none'}); ` +
    'no figure that the owner file holds is typed into the content.',
);
console.log(`content:check: ${caseStudies} case studies in ${CASE_STUDIES_DIR} are valid.`);
