import { formatMessage, type MessageKey, type Messages } from '@/i18n/catalog';
import type { Locale } from '@/i18n/locales';
import { ButtonLink } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';
import { Section, SectionHeading } from '@/components/ui/section';
import { VideoFacade } from './video-facade';
import { WorkClosing } from './work-closing';
import type { Testimonial } from '@/lib/testimonials';
import { WorkSolution, WorkTestimonials } from './work-story';

type WorkPageProps = {
  locale: Locale;
  messages: Messages;
  /** 'AI agent starts at $250', in the page language's currency format. */
  startingPrice: string;
  /** Price of 'Purchase Now - $250 (Only Agent)'. */
  agentOnlyPrice: string;
  /** '400+' (spec §9). */
  integrations: string;
  quoteHref: string;
  purchaseHref: string;
  /** Link to the support document ('Support PDF') when the owner has added one. */
  supportHref?: string | undefined;
  videoId: string;
  isPlaceholderVideo: boolean;
  /** The quotes of content/testimonials marked `page: work`, in the page's language. */
  testimonials: Testimonial[];
  /** The /work FAQ pairs (`workFaqItems`), also the page's FAQPage data. */
  faq: { id: string; question: string; answer: string }[];
};

const DEMO_ID = 'demo';

function WorkHero({ locale, messages: m, startingPrice, integrations, quoteHref }: WorkPageProps) {
  const points: MessageKey[] = ['work.hero.point1', 'work.hero.point2', 'work.hero.point3'];
  return (
    <Section className="bg-muted">
      <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <p className="bg-primary-soft text-primary mb-5 inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-semibold">
            <Icon name="sparkles" className="size-4" />
            {m['work.hero.badge']}
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance md:text-5xl">
            {m['work.hero.heading']}
          </h1>
          <p className="text-muted-foreground mt-6 text-lg text-pretty">{m['work.hero.text']}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={quoteHref} size="lg">
              {m['work.hero.quote']}
            </ButtonLink>
            <ButtonLink href={`#${DEMO_ID}`} variant="secondary" size="lg">
              {m['work.hero.demo']}
            </ButtonLink>
          </div>
        </div>
        <div className="rounded-card border-border bg-card border p-8 shadow-sm">
          <p className="text-primary text-3xl font-bold">
            {formatMessage(locale, m['work.hero.price'], { price: startingPrice })}
          </p>
          <h2 className="sr-only">{m['work.hero.points']}</h2>
          <ul className="mt-6 space-y-4">
            {points.map((key) => (
              <li key={key} className="flex gap-3 font-medium">
                <Icon name="check" className="text-success mt-0.5 size-5 shrink-0" />
                {formatMessage(locale, m[key], { integrations })}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

type CardGridProps = {
  locale: Locale;
  messages: Messages;
  /** Catalog prefix with `item1..n.title/text` keys. */
  prefix: string;
  icons: IconName[];
  values?: Record<string, string>;
};

function CardGrid({ locale, messages: m, prefix, icons, values }: CardGridProps) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {icons.map((icon, i) => {
        const key = (suffix: string) => m[`${prefix}.item${i + 1}.${suffix}` as MessageKey];
        return (
          <li key={icon} className="rounded-card border-border bg-card border p-6">
            <span className="bg-primary-soft text-primary mb-4 inline-flex size-11 items-center justify-center rounded-xl">
              <Icon name={icon} className="size-6" />
            </span>
            <h3 className="text-lg font-semibold">{key('title')}</h3>
            <p className="text-muted-foreground mt-2">
              {formatMessage(locale, key('text'), values)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** /work: the AI agent landing page (spec 'AI agent landing page'). */
function WorkPage(props: WorkPageProps) {
  const { locale, messages: m, integrations } = props;
  return (
    <>
      <WorkHero {...props} />
      <Section aria-labelledby="work-about">
        <SectionHeading
          id="work-about"
          title={m['work.about.heading']}
          intro={m['work.about.text']}
        />
        <CardGrid
          locale={locale}
          messages={m}
          prefix="work.about"
          icons={['sparkles', 'workflow', 'users']}
          values={{ integrations }}
        />
      </Section>
      <Section className="bg-muted" aria-labelledby="work-problem">
        <SectionHeading
          id="work-problem"
          title={m['work.problem.heading']}
          intro={m['work.problem.intro']}
        />
        <CardGrid
          locale={locale}
          messages={m}
          prefix="work.problem"
          icons={['clock', 'activity', 'server']}
        />
      </Section>
      <WorkSolution locale={locale} messages={m} />
      <WorkTestimonials locale={locale} messages={m} testimonials={props.testimonials} />
      <Section id={DEMO_ID} className="bg-muted" aria-labelledby="work-demo" narrow>
        <SectionHeading id="work-demo" title={m['work.demo.heading']} intro={m['work.demo.text']} />
        <VideoFacade
          locale={locale}
          messages={m}
          videoId={props.videoId}
          isPlaceholder={props.isPlaceholderVideo}
        />
      </Section>
      <WorkClosing
        locale={locale}
        messages={m}
        price={props.agentOnlyPrice}
        quoteHref={props.quoteHref}
        purchaseHref={props.purchaseHref}
        supportHref={props.supportHref}
        faq={props.faq}
      />
    </>
  );
}

export { WorkPage, type WorkPageProps };
