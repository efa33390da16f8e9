/**
 * `npm run site:check`, run on the built site by `npm test` after the build: every
 * page's title (at most 60 characters) and description (at most 160), its own share card (no two
 * pages share an `og:image`, each a 1200×630 PNG that exists; a page whose canonical link names
 * another page shows that page's card), alt texts for the card, and the
 * files the head links to (favicon.ico, manifest, logo), nothing after `</html>`, and no script
 * file fetched up front by any page (every page inlines its scripts).
 * Prints every problem and exits 1.
 * Reads `dist/current/client` (or `DIST_DIR`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import sharp from 'sharp';
import { MAX_DESCRIPTION, MAX_TITLE } from '../src/lib/meta-limits';
import { htmlPages } from './lib/release/layout';
import { cardOwners, metaContent, showsCanonicalCard } from './lib/release/share-cards';
import { decodeHTML } from 'entities';
import { entryScripts } from './page-budgets';
import { distDir } from '../shared/config';

/**
 * No page fetches a script file before its first paint (a bench showed the layout's script as
 * three chained files cost /services 0.4 s of LCP under Lighthouse's throttling). Every page's
 * scripts are inlined by Astro (a script under 8 KB that shares no module with another script of
 * the page); the site has no React island left (the blog search and the
 * booking calendar are small scripts over prerendered HTML) and no runtime translation.
 */

const client = join(resolve(distDir()), 'current', 'client');
if (!existsSync(client)) {
  console.error(`site:check: ${client} does not exist; run npm run build first`);
  process.exit(1);
}

const problems: string[] = [];
const pages = htmlPages(client);
/** Each page's `og:image`, for `cardOwners`' rule. */
const asked: { file: string; image: string; showsCanonical: boolean }[] = [];
for (const file of pages) {
  const html = readFileSync(join(client, file), 'utf8');
  if (/<meta http-equiv="refresh"/.test(html)) continue;
  // Anything after </html> (a page script outside the layout) is a parse error.
  if (/<\/html>\s*\S/.test(html)) problems.push(`${file}: content after </html>`);
  const scriptFiles = entryScripts(html).src;
  if (scriptFiles.length)
    problems.push(
      `${file}: fetches ${scriptFiles.join(', ')} before its first paint; every page inlines its ` +
        'scripts (two page scripts importing one module, or a React island, make a file)',
    );
  const title = decodeHTML(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  const description = metaContent(html, 'description') ?? '';
  if (!title) problems.push(`${file}: no <title>`);
  if ([...title].length > MAX_TITLE)
    problems.push(
      `${file}: the title has ${[...title].length} characters (at most ${MAX_TITLE}): ${title}`,
    );
  if (!description) problems.push(`${file}: no meta description`);
  if ([...description].length > MAX_DESCRIPTION)
    problems.push(
      `${file}: the description has ${[...description].length} characters (at most ${MAX_DESCRIPTION})`,
    );
  const image = metaContent(html, 'og:image');
  if (!image) {
    problems.push(`${file}: no og:image`);
    continue;
  }
  asked.push({ file, image, showsCanonical: showsCanonicalCard(file, html) });
  for (const alt of ['og:image:alt', 'twitter:image:alt']) {
    if (!metaContent(html, alt)) problems.push(`${file}: no ${alt}`);
  }
}

const { owners: cards, shown, problems: cardProblems } = cardOwners(asked);
problems.push(...cardProblems);
let checked = 0;
for (const [url, page] of cards) {
  const path = join(client, new URL(url).pathname);
  if (!existsSync(path)) {
    problems.push(`${page}: its share card ${relative(client, path)} was not built`);
    continue;
  }
  const { width, height, format } = await sharp(path).metadata();
  if (width !== 1200 || height !== 630 || format !== 'png')
    problems.push(`${page}: ${url} is a ${width}×${height} ${format}, not a 1200×630 PNG`);
  checked += 1;
}
for (const file of ['favicon.ico', 'favicon.svg', 'manifest.webmanifest', 'logo.png']) {
  if (!existsSync(join(client, file))) problems.push(`/${file} is missing`);
}

if (problems.length) {
  console.error(`site:check: ${problems.length} problem(s) in ${client}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(
  `site:check: ${pages.length} pages: titles ≤ ${MAX_TITLE}, descriptions ≤ ${MAX_DESCRIPTION}, ` +
    `${checked} share cards, each its own 1200×630 PNG` +
    (shown ? `; ${shown} untranslated page(s) show their original's.` : '.'),
);
