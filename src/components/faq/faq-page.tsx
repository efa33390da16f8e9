import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import type { FaqFile, FaqTopic } from '@/lib/faq';
import { Accordion } from '@/components/ui/accordion';
import { faqAccordionItems } from './faq-accordion-items';
import { CtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

type FaqPageProps = {
  locale: Locale;
  messages: Messages;
  faq: FaqFile;
  /** Language the pairs are written in (English while a translation is missing). */
  contentLocale: Locale;
  /** '100+', derived from the data. */
  countLabel: string;
};

const NAV_ID = 'faq-topics';
const topicAnchor = (topic: FaqTopic) => `topic-${topic.id}`;

function FaqTopicNav({
  locale,
  messages: m,
  faq,
}: Pick<FaqPageProps, 'locale' | 'messages' | 'faq'>) {
  return (
    <nav
      id={NAV_ID}
      aria-label={m['faq.topicsLabel']}
      className="lg:-mr-2 lg:min-h-0 lg:overflow-y-auto lg:overscroll-contain lg:pr-2"
    >
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {faq.topics.map((topic) => (
          <li key={topic.id} className="max-w-full" data-faq-topic-link={topic.id}>
            <a href={`#${topicAnchor(topic)}`} className="faq-topic-link">
              <span>{topic.title}</span>
              <span className="faq-topic-count">
                {formatMessage(locale, m['faq.topicCount'], { count: topic.items.length })}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Search box: shown only with JavaScript (global.css hides it under `html:not(.js)`, so it is
 * there from the first paint and shifts nothing); without JavaScript the list stays complete. The count templates are formatted here, in the page's language; the script picks
 * one with Intl.PluralRules and puts the number in place of `{n}`.
 */
function FaqSearch({ locale, messages: m }: Pick<FaqPageProps, 'locale' | 'messages'>) {
  const count = (n: number) =>
    formatMessage(locale, m['faq.searchCount'], { count: n }).replace(String(n), '{n}');
  return (
    <form
      role="search"
      data-faq-search
      data-count-zero={formatMessage(locale, m['faq.searchCount'], { count: 0 })}
      data-count-one={count(1)}
      data-count-other={count(2)}
      className="mb-4"
    >
      <label htmlFor="faq-search" className="mb-1.5 block text-sm font-semibold">
        {m['faq.searchLabel']}
      </label>
      <input
        id="faq-search"
        type="search"
        autoComplete="off"
        placeholder={m['faq.searchPlaceholder']}
        className="border-border bg-card focus-visible:border-ring h-11 w-full rounded-lg border px-3 text-base"
      />
      <p data-faq-status aria-live="polite" className="text-muted-foreground mt-1.5 text-sm" />
    </form>
  );
}

function FaqTopicSection({ topic, backLabel }: { topic: FaqTopic; backLabel: string }) {
  if (topic.items.length === 0) return null;
  const items = faqAccordionItems(topic.items, (item) => `faq-${item.id}`);
  return (
    <section aria-labelledby={topicAnchor(topic)} data-faq-topic={topic.id}>
      <h2 id={topicAnchor(topic)} className="text-2xl font-bold tracking-tight">
        {topic.title}
      </h2>
      <Accordion name="faq" items={items} className="mt-5" />
      <a
        href={`#${NAV_ID}`}
        className="text-muted-foreground hover:text-primary mt-3 inline-flex min-h-6 items-center text-sm hover:underline"
      >
        {backLabel}
      </a>
    </section>
  );
}

/** /faq: every pair grouped by topic, with topic navigation and a single-open accordion. */
function FaqPage({ locale, messages: m, faq, contentLocale, countLabel }: FaqPageProps) {
  const translated = contentLocale === locale;
  return (
    <>
      <PageHero
        title={m['faq.heading']}
        lead={formatMessage(locale, m['faq.intro'], { count: countLabel })}
      >
        {!translated && (
          <p className="bg-info-soft text-info mx-auto mt-6 max-w-3xl rounded-lg px-4 py-3 text-center text-sm">
            {m['faq.fallbackNotice']}
          </p>
        )}
      </PageHero>
      <Section className="pt-10 md:pt-14">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
          {/* Sticky beside the answers on wide screens, never taller than the window: the
              topic list scrolls inside itself (at 1366 × 768 it ran off the screen). */}
          <div className="lg:sticky lg:top-24 lg:flex lg:max-h-[calc(100dvh-7rem)] lg:flex-col lg:self-start">
            <FaqSearch locale={locale} messages={m} />
            <FaqTopicNav locale={locale} messages={m} faq={faq} />
          </div>
          <div lang={translated ? undefined : contentLocale} className="space-y-14">
            {faq.topics.map((topic) => (
              <FaqTopicSection key={topic.id} topic={topic} backLabel={m['faq.backToTopics']} />
            ))}
          </div>
        </div>
      </Section>
      <CtaBand
        heading={m['faq.cta.heading']}
        text={m['faq.cta.text']}
        primary={{ label: m['faq.cta.button'], href: localizePath('/talk-to-expert', locale) }}
        secondary={{ label: m['home.cta.secondary'], href: localizePath('/use-cases', locale) }}
      />
    </>
  );
}

export { FaqPage };
