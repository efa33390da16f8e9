import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { Accordion } from '@/components/ui/accordion';
import { Section, SectionHeading } from '@/components/ui/section';
import type { FaqEntry } from '@/lib/seo';
import { formatFacts } from '@/lib/facts';
import type { PageContent } from '@/lib/page-content';

/**
 * The home FAQ in one language (`homeFaq` of content/pages/<lang>.yaml), with the §9 numbers
 * filled in (also used for FAQPage data).
 */
export function homeFaq(locale: Locale, items: PageContent['homeFaq']): FaqEntry[] {
  const facts = formatFacts(locale);
  const values = {
    integrations: facts.integrations,
    simpleDays: facts.simpleDays,
    complexWeeks: facts.complexWeeks,
    minutes: facts.consultationMinutes,
    hours: facts.responseHours,
  };
  return items.map((item) => ({
    question: formatMessage(locale, item.question, values),
    answer: formatMessage(locale, item.answer, values),
  }));
}

type HomeFaqProps = { locale: Locale; messages: Messages; entries: FaqEntry[] };

/** FAQ accordion: single-open, fully collapsible, works without JavaScript. */
function HomeFaq({ locale, messages: m, entries }: HomeFaqProps) {
  return (
    <Section id="faq" narrow>
      <SectionHeading eyebrow={m['home.faq.eyebrow']} title={m['home.faq.heading']} />
      <Accordion
        name="home-faq"
        items={entries.map((e, i) => ({
          id: `faq-${i + 1}`,
          question: e.question,
          answer: <p>{e.answer}</p>,
        }))}
      />
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
