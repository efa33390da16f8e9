import type { AccordionItem } from '@/components/ui/accordion';
import type { FaqEntry } from '@/lib/faq-entry';
import { answerParagraphs } from '@/lib/faq';

/**
 * FAQ entries as accordion items, the one way every FAQ of the site shows its answers (/faq, the
 * home page, /work, the service pages): each paragraph of an answer (blank-line separated in
 * the file) as a `<p>`, each item with the anchor id `id` gives it.
 * @example faqAccordionItems(entries, (_, i) => `faq-${i + 1}`)
 */
export function faqAccordionItems<E extends FaqEntry>(
  entries: readonly E[],
  id: (entry: E, index: number) => string,
): AccordionItem[] {
  return entries.map((entry, index) => ({
    id: id(entry, index),
    question: entry.question,
    answer: answerParagraphs(entry.answer).map((p, i) => (
      <p key={i} className={i > 0 ? 'mt-3' : undefined}>
        {p}
      </p>
    )),
  }));
}
