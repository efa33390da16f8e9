import { formatMessage, type Messages } from '@/i18n/catalog';
import type { PageContent } from '@/lib/page-content';
import type { Locale } from '@/i18n/locales';
import { Accordion } from '@/components/ui/accordion';
import { CtaBand } from '@/components/ui/cta-band';
import { Section, SectionHeading } from '@/components/ui/section';

type WorkClosingProps = {
  locale: Locale;
  messages: Messages;
  price: string;
  quoteHref: string;
  purchaseHref: string;
  /** The support document, when there is one: 'Support PDF' links to it. */
  supportHref?: string | undefined;
  /** The FAQ pairs (`workFaqItems`). */
  faq: { id: string; question: string; answer: string }[];
};

/**
 * The /work FAQ pairs in a language (`workFaq` of content/pages/<lang>.yaml; the spec's five
 * topics), for the accordion and FAQPage structured data.
 */
function workFaqItems(
  items: PageContent['workFaq'],
): { id: string; question: string; answer: string }[] {
  return items.map((item, i) => ({ id: `work-faq-${i + 1}`, ...item }));
}

/** FAQ accordion, 'Ready to Get Started?' and the footer note of /work. */
function WorkClosing({
  locale,
  messages: m,
  price,
  quoteHref,
  purchaseHref,
  supportHref,
  faq,
}: WorkClosingProps) {
  const external = /^https?:/.test(purchaseHref);
  return (
    <>
      <Section aria-labelledby="work-faq" narrow>
        <SectionHeading id="work-faq" title={m['work.faq.heading']} />
        <Accordion name="work-faq" items={faq} />
      </Section>
      <CtaBand
        headingId="work-cta"
        heading={m['work.cta.heading']}
        text={m['work.cta.text']}
        primary={{ label: m['work.cta.quote'], href: quoteHref, 'data-cta': 'quote' }}
        secondary={{
          label: formatMessage(locale, m['work.cta.purchase'], { price }),
          href: purchaseHref,
          'data-cta': 'purchase',
          rel: external ? 'noopener' : undefined,
        }}
      />
      <p className="text-muted-foreground px-4 py-6 text-center text-sm">
        {supportHref ? (
          <a
            href={supportHref}
            className="text-primary inline-block min-h-6 font-semibold underline"
          >
            {m['work.supportLink']}
          </a>
        ) : (
          m['work.footerNote']
        )}
      </p>
    </>
  );
}

export { WorkClosing, workFaqItems };
