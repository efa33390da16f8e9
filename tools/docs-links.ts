/**
 * `npm run docs:links` (part of `npm test`): every relative link in `docs/` and `README.md`
 * (remark-validate-links: files and headings), and every repository path those files and the
 * comments of `content/site.yaml` name as text, must exist. Exit 1 naming each dead one.
 */
import { spawnSync } from 'node:child_process';
import { globSync } from 'tinyglobby';
import { checkFiles } from './lib/docs-paths';

const markdown = ['README.md', ...globSync('docs/**/*.md')].sort();
const remark = spawnSync(
  'remark',
  [
    '--frail',
    '--quiet',
    '--no-stdout',
    '--no-config',
    '--use',
    'remark-validate-links=repository:false',
    ...markdown,
  ],
  { stdio: 'inherit' },
);
if (remark.error) console.error(`docs:links: could not run remark (${remark.error.message})`);
const dead = checkFiles([...markdown, 'content/site.yaml']);
for (const line of dead) console.error(line);
if (remark.status !== 0 || dead.length) {
  console.error('docs:links: dead links or paths (above)');
  process.exit(1);
}
console.log(`docs:links: ${markdown.length} markdown files and content/site.yaml, no dead link`);
