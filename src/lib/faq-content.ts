/**
 * The site's FAQ, read from `content/faq/<locale>.json` at build time and validated by
 * `loadFaqFiles` (a broken or mismatched file stops the build with the file and field named).
 */
import { defaultLocale, type Locale } from '../i18n/locales';
import { loadFaqFiles, type FaqFile } from './faq';

const files = import.meta.glob<unknown>('/content/faq/*.json', { eager: true, import: 'default' });

/** Every locale's validated FAQ (translations may still be missing while they are written). */
export const faqs = loadFaqFiles(files);

/**
 * The FAQ for a page language and the language its text is actually in: a locale whose file
 * does not exist yet gets the English pairs, marked so the page can set `lang="en"` on them.
 */
export function getFaq(locale: Locale): { faq: FaqFile; contentLocale: Locale } {
  const faq = faqs[locale];
  return faq ? { faq, contentLocale: locale } : { faq: faqs.en, contentLocale: defaultLocale };
}
