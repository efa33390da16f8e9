import { isLocale, localeInfo, type Locale } from '../../../shared/i18n/locales';
import { skipsTranslation, translate, translateStatus } from './translate-client';

/** Attribute that marks English text to translate at runtime on a non-English page. */
export const TRANSLATE_ATTRIBUTE = 'data-translate';

/** Never translated: code, language links (`English`, `Deutsch`), the article action, opted out. */
const EXCLUDED =
  'pre, code, kbd, samp, script, style, [hreflang], [translate="no"], [data-translate-article]';

/**
 * The element that holds the text to replace: the element itself when it contains only text, or
 * its single child element when that is all it holds (`<h2 lang="en"><a>Title</a></h2>` -> the
 * link). Mixed content (text next to markup) is left alone rather than half translated.
 */
function textHolder(el: Element): HTMLElement | null {
  let current: Element = el;
  for (;;) {
    if (current.closest(EXCLUDED)) return null;
    if (current.children.length === 0) return current as HTMLElement;
    const loneText = Array.from(current.childNodes).some(
      (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
    );
    if (current.children.length !== 1 || loneText) return null;
    current = current.children[0]!;
  }
}

/** Marked elements, plus (with `auto`) elements in `<main>` whose own `lang` is English. */
function candidates(root: ParentNode, auto: boolean): HTMLElement[] {
  const found = new Set<HTMLElement>();
  const add = (el: Element) => {
    const holder = textHolder(el);
    if (holder && !holder.hasAttribute('data-translate-state')) found.add(holder);
  };
  root.querySelectorAll(`[${TRANSLATE_ATTRIBUTE}]`).forEach(add);
  if (auto) {
    root.querySelectorAll('main [lang]').forEach((el) => {
      if (el.getAttribute('lang')?.toLowerCase().startsWith('en')) add(el);
    });
  }
  return [...found];
}

/**
 * Translates English-only text on a page in `locale` (spec §4 'Translation'), without React:
 * elements marked `data-translate` and, with `auto`, elements inside `<main>` that carry an
 * English `lang` (how the site marks English content on other-language pages). The element keeps
 * its English text while loading (`data-translate-state="loading"`), gets the translation and
 * the page's `lang` when it arrives, and keeps the original on failure or an empty result
 * (logged, no message). The same text is requested once (client cache and sharing).
 */
export async function translateMarked(
  root: ParentNode,
  locale: Locale,
  auto = false,
): Promise<void> {
  if (locale === 'en') return;
  await Promise.all(
    candidates(root, auto).map(async (el) => {
      const original = el.textContent ?? '';
      if (skipsTranslation(original, locale)) return;
      el.setAttribute('data-translate-state', 'loading');
      const langHolder = el.closest('[lang]');
      if (!el.hasAttribute('lang'))
        el.setAttribute('lang', langHolder?.getAttribute('lang') ?? localeInfo.en.tag);
      try {
        const translated = await translate(original, locale);
        if (el.textContent !== original) return;
        el.textContent = translated;
        el.setAttribute('lang', localeInfo[locale].tag);
        el.setAttribute('data-translate-state', 'translated');
      } catch (error) {
        console.warn(
          '[translate] keeping the original text:',
          error instanceof Error ? error.message : error,
        );
        el.setAttribute('data-translate-state', 'failed');
      }
    }),
  );
}

/**
 * Runs `translateMarked` for the page's language (`<html lang>`) now and for elements added later
 * (client-rendered lists such as search results). Nothing on English pages. English-`lang`
 * content (auto mode) is sent only when the server reports a machine-translation provider: the
 * catalogs rarely hold free text such as post titles, and a page should not fire requests that
 * can only answer 503; explicitly marked elements are always tried (the catalogs may know them).
 * Resolves to a function that stops following the page.
 */
export async function startRuntimeTranslation(doc: Document = document): Promise<() => void> {
  const lang = doc.documentElement.lang.slice(0, 2);
  if (!isLocale(lang) || lang === 'en') return () => {};
  const auto = (await translateStatus())?.machineTranslation === true;
  await translateMarked(doc, lang, auto);
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      void translateMarked(doc, lang, auto);
    });
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
