/**
 * The one FAQ entry type of the site (FAQ item: question, answer): what every FAQ shows
 * (/faq, the home page, /work, the service pages, an article's 'Frequently Asked Questions') and
 * what FAQPage structured data lists (`faqPageLd` in `seo.ts`). Pure: no imports, so any module
 * (page, component, schema, script) can use it.
 */
export interface FaqEntry {
  /** The question as a visitor would ask it. */
  question: string;
  /** Plain-text answer. */
  answer: string;
}
