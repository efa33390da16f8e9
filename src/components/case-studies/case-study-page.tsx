import type * as React from 'react';
import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { HeroBreadcrumbs, PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import type { CaseStudyView } from './case-study-data';
import { CaseStudiesCta } from './case-studies-cta';
import { ResultFigures, SampleBadge } from './result-figures';

type CaseStudyPageProps = {
  locale: Locale;
  messages: Messages;
  caseStudy: CaseStudyView;
  breadcrumbs: { name: string; href: string }[];
};

/** The facts about the client: who, industry, team size, time to go live, publication date. */
function ClientFacts({ cs, m }: { cs: CaseStudyView; m: Messages }) {
  const facts: [string, React.ReactNode][] = [
    [m['caseStudies.client'], cs.client],
    [m['caseStudies.industry'], cs.industry],
    [m['caseStudies.teamSize'], cs.teamSize],
    [m['caseStudies.timeToLive'], cs.timeToLive],
    [m['caseStudies.published'], <time dateTime={cs.isoDate}>{cs.date}</time>],
  ];
  return (
    <dl className="border-border bg-card rounded-card grid gap-4 border p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-1">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-muted-foreground text-sm">{term}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /case-studies/<slug>: the problem, what was built, the results beside their baselines. */
function CaseStudyPage({ locale, messages: m, caseStudy: cs, breadcrumbs }: CaseStudyPageProps) {
  return (
    <>
      <PageHero
        before={<HeroBreadcrumbs items={breadcrumbs} label={m['nav.breadcrumb']} />}
        eyebrow={
          <span className="inline-flex flex-wrap items-center gap-3">
            {cs.sample && <SampleBadge label={m['caseStudies.sampleBadge']} />}
            <span lang={cs.lang}>{cs.industry}</span>
          </span>
        }
        title={cs.title}
        titleLang={cs.lang}
        lead={cs.description}
        align="left"
      >
        {cs.sample && (
          <p className="text-ink-foreground mt-6 max-w-2xl text-sm">
            {m['caseStudies.sampleNote']}
          </p>
        )}
      </PageHero>
      <Section>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div lang={cs.lang} className="space-y-10">
            <section aria-labelledby="case-results">
              <h2 id="case-results" className="text-2xl font-bold tracking-tight">
                {m['caseStudies.resultsHeading']}
              </h2>
              <ResultFigures
                className="mt-5"
                size="lg"
                results={cs.results}
                beforeLabel={m['caseStudies.before']}
                afterLabel={m['caseStudies.after']}
              />
            </section>
            <section aria-labelledby="case-problem">
              <h2 id="case-problem" className="text-2xl font-bold tracking-tight">
                {m['caseStudies.problemHeading']}
              </h2>
              <p className="text-muted-foreground mt-4 text-lg text-pretty">{cs.problem}</p>
            </section>
            <section aria-labelledby="case-solution">
              <h2 id="case-solution" className="text-2xl font-bold tracking-tight">
                {m['caseStudies.solutionHeading']}
              </h2>
              <p className="text-muted-foreground mt-4 text-lg text-pretty">{cs.solution}</p>
            </section>
          </div>
          <aside className="space-y-6">
            <ClientFacts cs={cs} m={m} />
            <section
              aria-labelledby="case-workflow"
              className="border-border bg-card rounded-card border p-5 shadow-sm"
            >
              <h2 id="case-workflow" className="text-lg font-semibold">
                {m['caseStudies.workflowHeading']}
              </h2>
              <p className="text-muted-foreground mt-2 text-sm">
                {formatMessage(locale, m['caseStudies.workflowText'], {
                  title: cs.useCase.title,
                })}
              </p>
              <div className="mt-4 flex flex-col gap-3">
                <ButtonLink
                  href={cs.useCase.href}
                  variant="secondary"
                  size="sm"
                  className="h-auto min-h-9 py-1.5 whitespace-normal"
                >
                  {m['caseStudies.workflowLink']}
                  <Icon name="arrow" className="size-4" />
                </ButtonLink>
                <ButtonLink
                  href={cs.useCase.download.href}
                  download={cs.useCase.download.fileName}
                  type="application/json"
                  variant="ghost"
                  size="sm"
                  className="h-auto min-h-9 py-1.5 whitespace-normal"
                >
                  {m['useCases.download']}
                  <span className="sr-only">
                    {' '}
                    {formatMessage(locale, m['useCases.downloadLabel'], {
                      title: cs.useCase.title,
                    })}
                  </span>
                </ButtonLink>
              </div>
            </section>
          </aside>
        </div>
        {cs.quote && (
          <section aria-labelledby="case-quote" className="mx-auto mt-12 max-w-3xl">
            <h2 id="case-quote" className="mb-5 text-2xl font-bold tracking-tight">
              {m['caseStudies.quoteHeading']}
            </h2>
            <TestimonialCard
              testimonial={cs.quote}
              ratingLabel={formatMessage(locale, m['home.testimonials.rating'], {
                rating: cs.quote.rating,
              })}
            />
          </section>
        )}
        <p className="mt-12 text-center">
          <a
            href={localizePath('/case-studies', locale)}
            className="text-primary inline-flex min-h-6 items-center gap-2 font-semibold hover:underline"
          >
            {m['caseStudies.all']}
            <Icon name="arrow" className="size-4" />
          </a>
        </p>
      </Section>
      <CaseStudiesCta locale={locale} messages={m} />
    </>
  );
}

export { CaseStudyPage };
