import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { CaseStudyView } from './case-study-data';
import { ResultFigures, SampleBadge } from './result-figures';

type CaseStudyCardProps = {
  caseStudy: CaseStudyView;
  locale: Locale;
  messages: Messages;
  headingLevel?: 'h2' | 'h3';
};

/** One case study in a list: who, the headline, its results beside their baselines, the link. */
function CaseStudyCard({
  caseStudy: cs,
  locale,
  messages: m,
  headingLevel: Heading = 'h3',
}: CaseStudyCardProps) {
  return (
    <article
      lang={cs.lang}
      className="rounded-card border-border bg-card flex h-full flex-col gap-4 border p-5 shadow-sm md:p-6"
    >
      <p className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {cs.sample && <SampleBadge label={m['caseStudies.sampleBadge']} />}
        <span>
          {cs.client} · {cs.industry}
        </span>
      </p>
      <Heading className="text-xl leading-snug font-semibold text-balance">
        <a href={cs.href} className="hover:text-primary hover:underline">
          {cs.title}
        </a>
      </Heading>
      <ResultFigures
        results={cs.results}
        beforeLabel={m['caseStudies.before']}
        afterLabel={m['caseStudies.after']}
      />
      <div className="mt-auto pt-2">
        <ButtonLink
          href={cs.href}
          variant="secondary"
          size="sm"
          className="h-auto min-h-9 py-1.5 whitespace-normal"
        >
          {m['caseStudies.read']}
          <span className="sr-only">
            {' '}
            {formatMessage(locale, m['caseStudies.readLabel'], { title: cs.title })}
          </span>
          <Icon name="arrow" className="size-4" />
        </ButtonLink>
      </div>
    </article>
  );
}

export { CaseStudyCard };
