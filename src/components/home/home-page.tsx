import type { Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import type { UseCaseView } from '@/components/use-cases/use-case-data';
import type { FaqEntry } from '@/lib/faq-entry';
import type { Testimonial } from '@/lib/testimonials';
import { ResultsSection } from '@/components/case-studies/results-section';
import type { CaseStudyView } from '@/components/case-studies/case-study-data';
import { About } from './about';
import { Audience } from './audience';
import { Hero } from './hero';
import { HomeCta } from './home-cta';
import { HomeFaq } from './home-faq';
import { HowItWorks } from './how-it-works';
import { ServicesOverview } from './services-overview';
import { Stats } from './stats';
import { Testimonials } from './testimonials';
import { ToolStrip } from './tool-strip';
import { UseCasesSection } from './use-cases-section';

type HomePageProps = {
  locale: Locale;
  messages: Messages;
  useCases: UseCaseView[];
  testimonials: Testimonial[];
  faq: readonly FaqEntry[];
  communityUrl: string;
  heroWorkflowSvg: string;
  /** The case studies for the Results section (it shows the first three; none: no section). */
  caseStudies: CaseStudyView[];
};

/** Home, section by section. Server-rendered; only small inline scripts run. */
function HomePage({
  locale,
  messages: m,
  useCases,
  testimonials,
  faq,
  communityUrl,
  heroWorkflowSvg,
  caseStudies,
}: HomePageProps) {
  return (
    <>
      <Hero
        locale={locale}
        messages={m}
        communityUrl={communityUrl}
        workflowSvg={heroWorkflowSvg}
      />
      <Stats locale={locale} messages={m} />
      <ToolStrip locale={locale} messages={m} useCases={useCases} />
      <Audience messages={m} />
      <ServicesOverview locale={locale} messages={m} />
      <UseCasesSection locale={locale} messages={m} useCases={useCases} />
      <ResultsSection locale={locale} messages={m} caseStudies={caseStudies} />
      <HowItWorks locale={locale} messages={m} />
      <About locale={locale} messages={m} />
      <Testimonials locale={locale} messages={m} testimonials={testimonials} />
      <HomeFaq locale={locale} messages={m} entries={faq} />
      <HomeCta locale={locale} messages={m} />
    </>
  );
}

export { HomePage };
