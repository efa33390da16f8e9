import { isLocale, localeInfo, type Locale } from '@/i18n/locales';
import { skipsTranslation, translate } from './translate-client';

/** Attribute that marks English text to translate at runtime on a non-English page. */
export const TRANSLATE_ATTRIBUTE = 'data-translate';

/**
 * Translates every element marked `data-translate` under `root` into `locale` (spec §4
 * 'Translation'), without React: the element keeps its English text while loading
 * (`data-translate-state="loading"`), gets the translation and the target `lang` when it arrives,
 * and keeps the original on failure or an empty result (logged, no message). Only elements whose
 * content is plain text are touched; the same text is requested once (client cache + sharing).
 */
export async function translateMarked(root: ParentNode, locale: Locale): Promise<void> {
  if (locale === 'en') return;
  const elements = Array.from(root.querySelectorAll<HTMLElement>(`[${TRANSLATE_ATTRIBUTE}]:not([data-translate-state])`));
  await Promise.all(
    elements.map(async (el) => {
      const original = el.textContent ?? '';
      if (el.children.length > 0 || skipsTranslation(original, locale)) return;
      el.setAttribute('data-translate-state', 'loading');
      if (!el.hasAttribute('lang')) el.setAttribute('lang', localeInfo.en.tag);
      try {
        const translated = await translate(original, locale);
        if (el.textContent !== original) return;
        el.textContent = translated;
        el.setAttribute('lang', localeInfo[locale].tag);
        el.setAttribute('data-translate-state', 'translated');
      } catch (error) {
        console.warn('[translate] keeping the original text:', error instanceof Error ? error.message : error);
        el.setAttribute('data-translate-state', 'failed');
      }
    }),
  );
}

/**
 * Runs `translateMarked` for the page's language (`<html lang>`) now and for marked elements
 * added later (client-rendered lists such as search results).
 */
export function startRuntimeTranslation(doc: Document = document): void {
  const lang = doc.documentElement.lang.slice(0, 2);
  if (!isLocale(lang) || lang === 'en') return;
  void translateMarked(doc, lang);
  let scheduled = false;
  new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      void translateMarked(doc, lang);
    });
  }).observe(doc.body, { childList: true, subtree: true });
}
