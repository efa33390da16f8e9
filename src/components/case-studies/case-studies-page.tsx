import type { Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import type { CaseStudyView } from './case-study-data';
import { CaseStudiesCta } from './case-studies-cta';
import { CaseStudyCard } from './case-study-card';

type CaseStudiesPageProps = { locale: Locale; messages: Messages; caseStudies: CaseStudyView[] };

/** /case-studies: every case, each result beside its baseline; samples said to be samples. */
function CaseStudiesPage({ locale, messages: m, caseStudies }: CaseStudiesPageProps) {
  return (
    <>
      <PageHero
        eyebrow={m['caseStudies.eyebrow']}
        title={m['caseStudies.heading']}
        lead={m['caseStudies.intro']}
      />
      <Section>
        {caseStudies.some((cs) => cs.sample) && (
          <p className="bg-warning-soft text-foreground mb-8 rounded-xl px-4 py-3 text-sm">
            {m['caseStudies.sampleListNote']}
          </p>
        )}
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-2 lg:grid-cols-3">
          {caseStudies.map((cs) => (
            <Reveal as="li" key={cs.slug}>
              <CaseStudyCard caseStudy={cs} locale={locale} messages={m} headingLevel="h2" />
            </Reveal>
          ))}
        </ul>
      </Section>
      <CaseStudiesCta locale={locale} messages={m} />
    </>
  );
}

export { CaseStudiesPage };
