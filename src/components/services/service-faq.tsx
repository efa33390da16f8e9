import type { Messages } from '@/i18n/catalog';
import { Accordion } from '@/components/ui/accordion';
import { Section } from '@/components/ui/section';
import { answerParagraphs, type FaqFile } from '@/lib/faq';
import type { ServiceKey } from '@/lib/services';

/** The /faq questions (ids in content/faq) that concern each service. */
const serviceFaqIds: Record<ServiceKey, readonly string[]> = {
  automation: [
    'what-can-n8n-automate',
    'how-long-to-build',
    'tool-without-node',
    'changes-after-delivery',
  ],
  selfHost: ['cloud-or-self-host', 'production-setup', 'queue-mode', 'backups'],
  support: ['production-monitoring', 'workflow-fails', 'support-plan', 'response-time'],
};
/** The /faq questions that concern the service, as the same accordion as /faq. */
export function ServiceFaq({
  service,
  faq,
  messages: m,
}: {
  service: ServiceKey;
  faq: FaqFile;
  messages: Messages;
}) {
  const all = faq.topics.flatMap((t) => t.items);
  const items = serviceFaqIds[service].map((id) => {
    const item = all.find((i) => i.id === id);
    if (!item)
      throw new Error(
        `content/faq: question "${id}" (shown on the ${service} service page) is missing`,
      );
    return {
      id: `faq-${item.id}`,
      question: item.question,
      answer: answerParagraphs(item.answer).map((p, i) => (
        <p key={i} className={i > 0 ? 'mt-3' : undefined}>
          {p}
        </p>
      )),
    };
  });
  if (items.length === 0) return null;
  return (
    <Section narrow>
      <h2 className="text-2xl font-bold">{m['servicePage.faqHeading']}</h2>
      <Accordion name="service-faq" items={items} className="mt-6" />
    </Section>
  );
}
