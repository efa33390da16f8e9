/**
 * `npm run blog:translate -- --lang pt --slug what-is-n8n-guide`: writes a draft
 * translation of an English article through the configured provider (DEEPL_API_KEY or
 * LIBRETRANSLATE_URL, from the environment or `.env`), marked `machineTranslated: true` so the
 * page shows a notice until an editor has reviewed it and removed the flag. Code, links and
 * n8n's interface names are kept. A reviewed translation it replaces is kept in
 * `content/blog/<lang>/_replaced/<slug>.md`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isLocale, type Locale } from '../shared/i18n/locales';
import { blogDir } from '../src/lib/blog/files';
import { loadEnvFile } from '../shared/node/env';
import { sourceHash } from '../src/lib/blog/i18n-status';
import { draftArticleTranslation } from './lib/blog/machine-translate';
import { parseBlogSource } from '../src/lib/blog/source';
import { configuredProviders } from '../server/translate/build-service';
import { readTranslateConfig } from '../shared/config';

const fail = (message: string): never => {
  console.error(`blog:translate: ${message}`);
  process.exit(1);
};

const { values } = parseArgs({
  options: {
    lang: { type: 'string' },
    slug: { type: 'string' },
  },
});
const lang = values.lang;
if (!lang || !isLocale(lang) || lang === 'en') {
  fail(`--lang must be one of pt, de, es, it, fr (got "${lang ?? ''}")`);
}
const target = lang as Exclude<Locale, 'en'>;
const slug = values.slug ?? '';
if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) fail(`--slug must name an article (got "${slug}")`);

loadEnvFile();
const config = readTranslateConfig();
for (const warning of config.warnings) console.warn(`blog:translate: ${warning}`);
const provider = configuredProviders(config).at(-1);
if (!provider) {
  fail(
    'no translation provider is configured. Set DEEPL_API_KEY or LIBRETRANSLATE_URL ' +
      '(in the environment or .env) and run it again.',
  );
}

const dir = blogDir();
const sourceFile = path.join(dir, `${slug}.md`);
if (!existsSync(sourceFile)) fail(`${sourceFile} does not exist`);
const english = await readFile(sourceFile, 'utf8');
const parsed = parseBlogSource({ file: `${slug}.md`, contents: english }, sourceFile);
if (!parsed.ok) fail(parsed.problems.join('\n'));

const targetFile = path.join(dir, target, `${slug}.md`);
// A reviewed translation is never lost: it is kept beside the draft, in a folder the blog ignores.
const existing = existsSync(targetFile) ? await readFile(targetFile, 'utf8') : undefined;
const keepReviewed =
  existing !== undefined && !/^machineTranslated:\s*true\s*$/m.test(existing)
    ? path.join(dir, target, '_replaced', `${slug}.md`)
    : undefined;

let calls = 0;
let characters = 0;
const started = Date.now();
try {
  const { contents, warnings } = await draftArticleTranslation(
    english,
    async (html) => {
      calls += 1;
      characters += html.length;
      return provider!.translate(html, target);
    },
    sourceHash(parsed.ok ? parsed.post.body : ''),
  );
  if (keepReviewed) {
    await mkdir(path.dirname(keepReviewed), { recursive: true });
    await writeFile(keepReviewed, existing!);
    console.log(
      `blog:translate: the reviewed translation was kept as ${keepReviewed} (the blog ignores ` +
        'folders starting with _); compare the two and delete the one you do not keep.',
    );
  }
  await mkdir(path.dirname(targetFile), { recursive: true });
  await writeFile(targetFile, contents);
  for (const warning of warnings) console.warn(`blog:translate: check by hand: ${warning}`);
  console.log(
    `blog:translate: wrote ${targetFile} (${provider!.name}, ${calls} requests, ` +
      `${characters} characters, ${((Date.now() - started) / 1000).toFixed(1)} s). ` +
      'It is marked machineTranslated: true; remove that line once an editor has reviewed it.',
  );
} catch (error) {
  fail(
    `the provider (${provider!.name}) failed: ${error instanceof Error ? error.message : String(error)}. ` +
      'Nothing was written.',
  );
}
