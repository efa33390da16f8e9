import { formatMessage, type Messages } from '@/i18n/catalog';
import type { AgentOffer, Facts } from '@/lib/facts';
import type { FaqEntry } from '@/lib/faq-entry';
import type { Locale } from '../../../shared/i18n/locales';
import { Accordion } from '@/components/ui/accordion';
import { faqAccordionItems } from '@/components/faq/faq-accordion-items';
import { CtaBand } from '@/components/ui/cta-band';
import { Icon } from '@/components/ui/icon';
import { Section, SectionHeading } from '@/components/ui/section';
import { cn } from '@/lib/cn';

type WorkClosingProps = {
  locale: Locale;
  messages: Messages;
  /** The owner file's facts in the page language (`formatFacts`). */
  facts: Facts;
  /** What the agent on its own includes and excludes (`agentOffer`). */
  offer: AgentOffer;
  /** The terms of purchase, when they are published (with a checkout link): linked under the offer. */
  termsHref?: string | undefined;
  quoteHref: string;
  purchaseHref: string;
  /** The support document, when there is one: 'Support PDF' links to it. */
  supportHref?: string | undefined;
  /** false when the owner switched the support document off (`business.supportDocument`): no note at all. */
  showSupport?: boolean;
  /** The FAQ pairs (`workFaqItems`). */
  faq: (FaqEntry & { id: string })[];
};

/**
 * The /work FAQ pairs in a language (`work` of content/faq/pages.yaml, facts filled in by
 * `getPageFaq`; the spec's five topics), for the accordion and FAQPage structured data: each
 * with its anchor id on the page, `work-faq-<n>`.
 */
function workFaqItems(items: readonly FaqEntry[]): (FaqEntry & { id: string })[] {
  return items.map(({ question, answer }, i) => ({ id: `work-faq-${i + 1}`, question, answer }));
}

/** A line of the offer as a list item: its first letter upper-cased in the page language. */
const sentence = (text: string, locale: Locale) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * What the agent on its own buys: the lines, delivery and support of
 * `facts.agent` in content/site.yaml, the same facts the FAQ and the terms of purchase quote.
 */
function WorkOffer({
  locale,
  messages: m,
  facts,
  offer,
  termsHref,
}: Pick<WorkClosingProps, 'locale' | 'messages' | 'facts' | 'offer' | 'termsHref'>) {
  const lists = [
    { heading: m['work.offer.included'], lines: offer.includes, icon: 'check' as const },
    { heading: m['work.offer.excluded'], lines: offer.excludes, icon: 'close' as const },
  ];
  return (
    <aside
      id="work-offer"
      aria-labelledby="work-offer-heading"
      className="rounded-card border-border bg-card mt-12 border p-6 md:p-8"
    >
      <h3 id="work-offer-heading" className="text-xl font-bold">
        {formatMessage(locale, m['work.offer.heading'], { ...facts })}
      </h3>
      <p className="text-muted-foreground mt-2">
        {formatMessage(locale, m['work.offer.text'], { ...facts })}
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {lists.map(({ heading, lines, icon }) => (
          <div key={heading}>
            <h4 className="font-semibold">{heading}</h4>
            <ul className="mt-3 space-y-2">
              {lines.map((line) => (
                <li key={line} className="flex gap-3">
                  <Icon
                    name={icon}
                    className={cn(
                      'mt-0.5 size-5 shrink-0',
                      icon === 'check' ? 'text-primary' : 'text-muted-foreground',
                    )}
                  />
                  {sentence(line, locale)}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mt-6">{formatMessage(locale, m['work.offer.support'], { ...facts })}</p>
      {termsHref && (
        <p className="mt-4">
          <a
            href={termsHref}
            className="text-primary inline-block min-h-6 font-semibold underline-offset-4 hover:underline"
          >
            {m['work.offer.terms']}
          </a>
        </p>
      )}
    </aside>
  );
}

/** FAQ accordion with the offer at a glance, 'Ready to Get Started?' and the footer note of /work. */
function WorkClosing({
  locale,
  messages: m,
  facts,
  offer,
  termsHref,
  quoteHref,
  purchaseHref,
  supportHref,
  showSupport = true,
  faq,
}: WorkClosingProps) {
  const external = /^https?:/.test(purchaseHref);
  return (
    <>
      <Section aria-labelledby={faq.length > 0 ? 'work-faq' : undefined} narrow>
        {faq.length > 0 && (
          <>
            <SectionHeading id="work-faq" title={m['work.faq.heading']} />
            <Accordion name="work-faq" items={faqAccordionItems(faq, (e) => e.id)} />
          </>
        )}
        <WorkOffer locale={locale} messages={m} facts={facts} offer={offer} termsHref={termsHref} />
      </Section>
      <CtaBand
        headingId="work-cta"
        heading={m['work.cta.heading']}
        text={formatMessage(locale, m['work.cta.text'], { ...facts })}
        primary={{ label: m['work.cta.quote'], href: quoteHref, 'data-cta': 'quote' }}
        secondary={{
          label: formatMessage(locale, m['work.cta.purchase'], { price: facts.agentPrice }),
          href: purchaseHref,
          'data-cta': 'purchase',
          rel: external ? 'noopener' : undefined,
        }}
      />
      {showSupport && (
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
      )}
    </>
  );
}

export { WorkClosing, WorkOffer, workFaqItems };
