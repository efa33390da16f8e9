import { defaultLocale, isLocale, type Locale } from '../../../shared/i18n/locales';

/** The first supported language in a list of BCP-47 tags: ['de-AT', 'en'] -> 'de'. */
export function matchLocale(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/**
 * The language the visitor chose: the switcher's choice (reported by `/api/translate/status`,
 * since its cookie is HttpOnly), else the browser's preferred languages, else English.
 */
export function visitorLocale(chosen?: string | null): Locale {
  if (isLocale(chosen)) return chosen;
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
  return matchLocale(languages) ?? defaultLocale;
}
