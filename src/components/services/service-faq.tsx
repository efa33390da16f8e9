import type { Messages } from '@/i18n/catalog';
import { Accordion } from '@/components/ui/accordion';
import { Section } from '@/components/ui/section';
import { faqAccordionItems } from '@/components/faq/faq-accordion-items';
import type { FaqItem } from '@/lib/faq';

/**
 * The /faq questions that concern the service (`services.<key>` of content/faq/pages.yaml), as
 * the same accordion as /faq, each with its /faq anchor id (`faq-<id>`).
 */
export function ServiceFaq({
  entries,
  messages: m,
}: {
  entries: readonly FaqItem[];
  messages: Messages;
}) {
  const items = faqAccordionItems(entries, (item) => `faq-${item.id}`);
  if (items.length === 0) return null;
  return (
    <Section narrow>
      <h2 className="text-2xl font-bold">{m['servicePage.faqHeading']}</h2>
      <Accordion name="service-faq" items={items} className="mt-6" />
    </Section>
  );
}
