import type { Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { UseCaseCard } from '@/components/use-cases/use-case-card';
import type { UseCaseView } from '@/components/use-cases/use-case-data';

type UseCasesSectionProps = { locale: Locale; messages: Messages; useCases: UseCaseView[] };

/** Use cases with their workflow diagrams (click to zoom). */
function UseCasesSection({ locale, messages: m, useCases }: UseCasesSectionProps) {
  if (useCases.length === 0) return null;
  return (
    <Section id="use-cases">
      <SectionHeading
        eyebrow={m['home.useCases.eyebrow']}
        title={m['home.useCases.heading']}
        intro={m['home.useCases.intro']}
      />
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-2">
        {useCases.map((uc, i) => (
          <Reveal as="li" key={uc.slug} delay={(i % 2) * 100}>
            <UseCaseCard useCase={uc} locale={locale} messages={m} />
          </Reveal>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink href={localizePath('/use-cases', locale)} variant="secondary">
          {m['home.useCases.viewAll']}
          <Icon name="arrow" className="size-4" />
        </ButtonLink>
      </div>
    </Section>
  );
}

export { UseCasesSection };
