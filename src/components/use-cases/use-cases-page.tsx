import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { ButtonLink } from '@/components/ui/button';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { ZoomDialog } from '@/components/ui/zoom-image';
import { formatFacts } from '@/lib/facts';
import type { UseCaseView } from './use-case-data';
import { UseCaseCard } from './use-case-card';

type UseCasesPageProps = { locale: Locale; messages: Messages; useCases: UseCaseView[] };

/** /use-cases: the eight use-case cards (spec 'Use cases'), each a real n8n workflow. */
function UseCasesPage({ locale, messages: m, useCases }: UseCasesPageProps) {
  return (
    <>
      <Section className="bg-muted">
        <SectionHeading
          as="h1"
          eyebrow={m['useCases.eyebrow']}
          title={m['useCases.heading']}
          intro={m['useCases.intro']}
          className="mb-0"
        />
        <p className="text-muted-foreground mx-auto mt-6 max-w-2xl text-center text-sm">
          {m['useCases.importHint']}
        </p>
      </Section>
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
      <Section className="bg-ink text-ink-foreground" narrow>
        <div className="text-center">
          <h2 className="text-3xl font-bold text-white">{m['useCases.ctaHeading']}</h2>
          <p className="mt-4 text-lg">
            {formatMessage(locale, m['useCases.ctaText'], {
              minutes: formatFacts(locale).consultationMinutes,
            })}
          </p>
          <ButtonLink href={localizePath('/talk-to-expert', locale)} size="lg" className="mt-8">
            {m['useCases.ctaButton']}
          </ButtonLink>
        </div>
      </Section>
      <ZoomDialog label={m['useCases.zoomDialog']} closeLabel={m['useCases.zoomClose']} />
    </>
  );
}

export { UseCasesPage };
