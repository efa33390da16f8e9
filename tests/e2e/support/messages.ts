/**
 * Catalog texts as the pages show them: every `src/i18n/messages/<locale>/*.json` file of a
 * language, in the owner file's voice (`business.voice`, chosen as the pages choose it),
 * formatted by the site's one ICU formatter (`shared/i18n/messages.ts`), so a test fills
 * `{count}` or `{price}` exactly as the page does, never by replacing text itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales, type Locale } from '../../../shared/i18n/locales';
import { translateKey, withVoice, type MessageValues } from '../../../shared/i18n/messages';
import { loadSite } from '../../../shared/node/site';

const root = 'src/i18n/messages';

const voice = loadSite().business.voice;
const catalogs = Object.fromEntries(
  locales.map((locale) => [
    locale,
    withVoice(
      Object.assign(
        {},
        ...readdirSync(join(root, locale))
          .filter((file) => file.endsWith('.json'))
          .map((file) => JSON.parse(readFileSync(join(root, locale, file), 'utf8')) as object),
      ) as Record<string, string>,
      voice,
    ),
  ]),
) as Record<Locale, Record<string, string>>;

/**
 * A key's text in a language, English filling a gap, placeholders filled.
 * @example message('de', 'useCases.heading', { count: 8 })
 */
export function message(locale: Locale, key: string, values?: MessageValues): string {
  return translateKey(catalogs, locale, key, values);
}
