import type { Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import type { CaseStudyView } from './case-study-data';
import { CaseStudyCard } from './case-study-card';

type ResultsSectionProps = { locale: Locale; messages: Messages; caseStudies: CaseStudyView[] };

/** The home page's "Results": the first three case studies; nothing when there are none. */
function ResultsSection({ locale, messages: m, caseStudies }: ResultsSectionProps) {
  if (caseStudies.length === 0) return null;
  return (
    <Section id="results" className="bg-muted/50">
      <SectionHeading
        eyebrow={m['caseStudies.homeEyebrow']}
        title={m['caseStudies.homeHeading']}
        intro={m['caseStudies.homeIntro']}
      />
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-2 lg:grid-cols-3">
        {caseStudies.slice(0, 3).map((cs, i) => (
          <Reveal as="li" key={cs.slug} delay={(i % 3) * 100}>
            <CaseStudyCard caseStudy={cs} locale={locale} messages={m} />
          </Reveal>
        ))}
      </ul>
      {caseStudies.some((cs) => cs.sample) && (
        <p className="text-muted-foreground mx-auto mt-6 max-w-3xl text-center text-sm">
          {m['caseStudies.sampleListNote']}
        </p>
      )}
      <div className="mt-10 text-center">
        <ButtonLink href={localizePath('/case-studies', locale)} variant="secondary">
          {m['caseStudies.all']}
          <Icon name="arrow" className="size-4" />
        </ButtonLink>
      </div>
    </Section>
  );
}

export { ResultsSection };
