import type * as React from 'react';
import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { CtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { formatFacts } from '@/lib/facts';
import type { UseCaseView } from './use-case-data';
import { UseCaseCard } from './use-case-card';

type UseCasesPageProps = {
  locale: Locale;
  messages: Messages;
  useCases: UseCaseView[];
  /** What follows the cards, before the closing band (the savings calculator). */
  children?: React.ReactNode;
};

/** /use-cases: the eight use-case cards, each a real n8n workflow, and the savings calculator. */
function UseCasesPage({ locale, messages: m, useCases, children }: UseCasesPageProps) {
  return (
    <>
      <PageHero
        eyebrow={m['useCases.eyebrow']}
        title={m['useCases.heading']}
        lead={m['useCases.intro']}
      >
        <p className="text-ink-foreground/80 mx-auto mt-6 max-w-2xl text-sm">
          {m['useCases.importHint']}
        </p>
      </PageHero>
      {useCases.length > 0 && (
        <Section>
          <ol className="space-y-8">
            {useCases.map((uc) => (
              <Reveal as="li" key={uc.slug}>
                <UseCaseCard
                  useCase={uc}
                  locale={locale}
                  messages={m}
                  variant="full"
                  headingLevel="h2"
                />
              </Reveal>
            ))}
          </ol>
        </Section>
      )}
      {children}
      <CtaBand
        heading={m['useCases.ctaHeading']}
        text={formatMessage(locale, m['useCases.ctaText'], {
          minutes: formatFacts(locale).consultationMinutes,
        })}
        primary={{ label: m['useCases.ctaButton'], href: localizePath('/talk-to-expert', locale) }}
        secondary={{ label: m['home.services.viewAll'], href: localizePath('/services', locale) }}
      />
    </>
  );
}

export { UseCasesPage };
