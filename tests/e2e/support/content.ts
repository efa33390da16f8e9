/**
 * What the owner's content files hold, so tests count what the pages must show instead of
 * repeating numbers (adding a FAQ item or a service bullet is one file edit).
 */
import type { Locale } from '../../../shared/i18n/locales';
import { fillFacts, formatFacts } from '../../../src/lib/facts';
import { mapFaqTexts, type FaqFile } from '../../../src/lib/faq';
import { readFaqFiles, readFaqPages } from '../../../src/lib/faq-content';
import { loadPageContent } from '../../../src/lib/page-content';
import { loadTestimonials } from '../../../src/lib/testimonials';

export const pageContent = loadPageContent();
/** Which questions the home page, /work and the service pages show (`content/faq/pages.yaml`). */
export const faqPages = readFaqPages();
const testimonials = loadTestimonials();

/** How many testimonials a page shows. */
export const testimonialCount = (page: 'home' | 'work'): number =>
  testimonials.filter((t) => t.page === page).length;

const faqFiles = readFaqFiles();

/**
 * A language's /faq pairs as the page shows them: the owner file's facts filled
 * in (`{agentPrice}` in the file reads '$250' on the page).
 */
export function faqAsShown(locale: Locale): FaqFile {
  const facts = formatFacts(locale);
  return mapFaqTexts(faqFiles[locale]!, (text) => fillFacts(text, facts));
}
