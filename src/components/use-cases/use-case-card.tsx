import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { ButtonLink } from '@/components/ui/button';
import { Icon, IconTile } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { UseCaseView } from './use-case-data';
import { UseCaseDiagram } from './use-case-diagram';
import { UseCaseIcon } from './use-case-icon';

type UseCaseCardProps = {
  useCase: UseCaseView;
  locale: Locale;
  messages: Messages;
  /** `compact` for the home grid; `full` adds the numbered steps beside the diagram. */
  variant?: 'compact' | 'full';
  headingLevel?: 'h2' | 'h3';
};

function AppList({ apps, label }: { apps: string[]; label: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">{label}:</span>
      <ul className="contents">
        {apps.map((app) => (
          <li key={app} className="bg-muted rounded-full px-2.5 py-0.5 font-medium">
            {app}
          </li>
        ))}
      </ul>
    </div>
  );
}

function CardActions({ useCase: uc, locale, messages: m }: Omit<UseCaseCardProps, 'variant'>) {
  return (
    <div className="mt-auto flex flex-wrap gap-3 pt-2">
      <ButtonLink
        href={uc.download.href}
        download={uc.download.fileName}
        type="application/json"
        variant="secondary"
        size="sm"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M12 4v11M7 10l5 5 5-5M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {m['useCases.download']}
        <span className="sr-only">
          {' '}
          {formatMessage(locale, m['useCases.downloadLabel'], { title: uc.title })}
        </span>
      </ButtonLink>
      {uc.caseStudies.map((cs) => (
        <a
          key={cs.href}
          href={cs.href}
          className="text-primary inline-flex min-h-6 basis-full items-center gap-1 text-sm font-semibold text-pretty hover:underline"
        >
          {formatMessage(locale, m['caseStudies.forUseCase'], { title: cs.title })}
          <Icon name="arrow" className="size-4 shrink-0" />
        </a>
      ))}
      {uc.href && (
        <ButtonLink href={uc.href} variant="ghost" size="sm">
          {m['useCases.learnMore']}
          <span className="sr-only">
            {' '}
            {formatMessage(locale, m['useCases.learnMoreLabel'], { title: uc.title })}
          </span>
          <Icon name="arrow" className="size-4" />
        </ButtonLink>
      )}
    </div>
  );
}

/** One use case: icon, title, description, the workflow diagram (zoomable) and the download. */
function UseCaseCard({
  useCase: uc,
  locale,
  messages: m,
  variant = 'compact',
  headingLevel = 'h3',
}: UseCaseCardProps) {
  const Heading = headingLevel;
  const zoomLabel = formatMessage(locale, m['useCases.zoom'], { title: uc.title });
  const header = (
    <div className="flex items-start gap-3">
      <IconTile>
        <UseCaseIcon name={uc.icon} />
      </IconTile>
      <Heading className="pt-2.5 text-lg leading-snug font-semibold text-balance">
        {uc.title}
      </Heading>
    </div>
  );

  if (variant === 'compact') {
    return (
      <article
        id={`use-case-${uc.slug}`}
        className="rounded-card border-border bg-card flex h-full flex-col gap-4 border p-5 shadow-sm"
      >
        {header}
        <UseCaseDiagram useCase={uc} zoomLabel={zoomLabel} />
        <p className="text-muted-foreground">{uc.description}</p>
        <AppList apps={uc.apps} label={m['useCases.worksWith']} />
        <CardActions useCase={uc} locale={locale} messages={m} />
      </article>
    );
  }

  return (
    <article
      id={uc.slug}
      className={cn(
        'rounded-card border-border bg-card grid scroll-mt-24 grid-cols-[minmax(0,1fr)] gap-6 border p-5 shadow-sm md:p-8',
        'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10',
      )}
    >
      <div className="flex flex-col gap-4">
        {header}
        <p className="text-muted-foreground">{uc.description}</p>
        <AppList apps={uc.apps} label={m['useCases.worksWith']} />
        <CardActions useCase={uc} locale={locale} messages={m} />
      </div>
      <div className="flex flex-col gap-4">
        <UseCaseDiagram useCase={uc} zoomLabel={zoomLabel} />
        <details className="group border-border rounded-xl border px-4 py-3">
          <summary className="cursor-pointer font-semibold">
            {m['useCases.stepsHeading']}{' '}
            <span className="text-muted-foreground font-normal">
              ({formatMessage(locale, m['useCases.stepCount'], { count: uc.steps.length })})
            </span>
          </summary>
          <ol className="text-muted-foreground marker:text-primary mt-3 list-decimal space-y-1 pl-6 marker:font-semibold">
            {uc.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
      </div>
    </article>
  );
}

export { UseCaseCard };
