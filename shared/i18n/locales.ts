/**
 * The one list of site languages, read by routing, head tags, sitemap and the switcher.
 * en (default, unprefixed), pt, de, es, it, fr.
 */
export const locales = ['en', 'pt', 'de', 'es', 'it', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export interface LocaleInfo {
  /** Name of the language in that language, for the switcher. */
  label: string;
  /** BCP-47 tag used for `lang`, `hreflang` and `Intl`. */
  tag: string;
  /** Open Graph locale (`og:locale`). */
  og: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { label: 'English', tag: 'en-US', og: 'en_US' },
  pt: { label: 'Português', tag: 'pt-BR', og: 'pt_BR' },
  de: { label: 'Deutsch', tag: 'de-DE', og: 'de_DE' },
  es: { label: 'Español', tag: 'es-ES', og: 'es_ES' },
  it: { label: 'Italiano', tag: 'it-IT', og: 'it_IT' },
  fr: { label: 'Français', tag: 'fr-FR', og: 'fr_FR' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
