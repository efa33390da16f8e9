import type { Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { Accordion } from '@/components/ui/accordion';
import { faqAccordionItems } from '@/components/faq/faq-accordion-items';
import { Section, SectionHeading } from '@/components/ui/section';
import type { FaqEntry } from '@/lib/faq-entry';

type HomeFaqProps = {
  locale: Locale;
  messages: Messages;
  /**
   * The home FAQ pairs (`home` of content/faq/pages.yaml, facts already filled in by
   * `getPageFaq`), also the page's FAQPage data.
   */
  entries: readonly FaqEntry[];
};

/** FAQ accordion: single-open, fully collapsible, works without JavaScript. */
function HomeFaq({ locale, messages: m, entries }: HomeFaqProps) {
  if (entries.length === 0) return null;
  return (
    <Section id="faq" narrow>
      <SectionHeading eyebrow={m['home.faq.eyebrow']} title={m['home.faq.heading']} />
      <Accordion name="home-faq" items={faqAccordionItems(entries, (_, i) => `faq-${i + 1}`)} />
      <p className="mt-8 text-center">
        <a
          href={localizePath('/faq', locale)}
          className="text-primary font-semibold underline-offset-4 hover:underline"
        >
          {m['home.faq.more']}
        </a>
      </p>
    </Section>
  );
}

export { HomeFaq };
