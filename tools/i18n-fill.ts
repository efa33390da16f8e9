/**
 * `npm run i18n:fill -- --lang de [--area faq] [--dry-run]`: fills the keys a locale's catalogs
 * are missing, from the site's own catalogs and content where the same English text is already
 * translated, else through the configured machine-translation provider (LIBRETRANSLATE_URL /
 * DEEPL_API_KEY). Existing keys are never changed. The owner reviews the result in git:
 * machine translations are a first draft, not the final copy.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { isLocale } from '../shared/i18n/locales';
import { readTranslateConfig } from '../shared/config';
import { extractContentPairs } from './lib/translate/content-pairs';
import { createDeepLProvider } from '../server/translate/deepl';
import { buildLookupTable, lookupEmbedded } from '../server/translate/embedded';
import { fillMessages, orderLike } from './lib/translate/fill';
import { createLibreTranslateProvider } from '../server/translate/libretranslate';
import { mergeCatalogs, readCatalogFiles, readContentFiles } from './lib/translate/sources-fs';
import type { MachineProvider, TargetLocale } from '../server/translate/types';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  if (i >= 0) return args[i + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

async function main(): Promise<number> {
  const lang = option('lang');
  if (!lang || !isLocale(lang) || lang === 'en') {
    console.error(
      'usage: npm run i18n:fill -- --lang <pt|de|es|it|fr> [--area <name>] [--dry-run]',
    );
    return 2;
  }
  const target: TargetLocale = lang;
  const area = option('area');
  const dryRun = process.argv.includes('--dry-run');
  const root = process.cwd();

  const files = readCatalogFiles(root);
  const table = buildLookupTable(mergeCatalogs(files), extractContentPairs(readContentFiles(root)));
  const config = readTranslateConfig();
  config.warnings.forEach((w) => console.warn(`warning: ${w}`));
  const providers: MachineProvider[] = [];
  if (config.libreTranslate)
    providers.push(
      createLibreTranslateProvider({ ...config.libreTranslate, timeoutMs: config.timeoutMs }),
    );
  if (config.deepl)
    providers.push(createDeepLProvider({ ...config.deepl, timeoutMs: config.timeoutMs }));

  const translate = async (text: string, to: TargetLocale) => {
    const errors: string[] = [];
    for (const provider of providers) {
      try {
        return { text: await provider.translate(text, to), via: provider.name };
      } catch (error) {
        errors.push((error as Error).message);
      }
    }
    throw new Error(
      providers.length
        ? errors.join('; ')
        : 'no provider configured (set LIBRETRANSLATE_URL or DEEPL_API_KEY)',
    );
  };

  const localeKeys = new Set(
    files.filter((f) => f.locale === target).flatMap((f) => Object.keys(f.entries)),
  );
  let filled = 0;
  let skipped = 0;
  for (const source of files.filter((f) => f.locale === 'en' && (!area || f.area === area))) {
    const missing = Object.fromEntries(
      Object.entries(source.entries).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !localeKeys.has(entry[0]),
      ),
    );
    if (Object.keys(missing).length === 0) continue;
    const outcomes = await fillMessages(missing, target, translate, (english, to) =>
      lookupEmbedded(table, english, to),
    );
    const path = join(root, 'src/i18n/messages', target, `${source.area}.json`);
    const existing = existsSync(path)
      ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>)
      : {};
    const added = Object.fromEntries(
      outcomes.flatMap((o) => (o.status === 'filled' ? [[o.key, o.value] as const] : [])),
    );
    for (const o of outcomes) {
      if (o.status === 'filled') console.log(`  + ${o.key} (${o.via}): ${o.value}`);
      else console.log(`  ! ${o.key}: ${o.reason}`);
    }
    filled += Object.keys(added).length;
    skipped += outcomes.length - Object.keys(added).length;
    if (Object.keys(added).length && !dryRun) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(
        path,
        `${JSON.stringify(orderLike(source.entries, { ...existing, ...added }), null, 2)}\n`,
      );
      console.log(`wrote ${relative(root, path)}`);
    }
  }
  console.log(
    `i18n:fill ${target}: ${filled} key(s) filled${dryRun ? ' (dry run, nothing written)' : ''}, ${skipped} left for a human.` +
      (filled ? ' Review the changes with `git diff` before committing.' : ''),
  );
  return skipped > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`i18n:fill: ${(error as Error).message}`);
    process.exit(2);
  },
);
