import type * as React from 'react';
import { formatMessage, type MessageKey, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { ButtonLink } from '@/components/ui/button';
import { Icon, IconTile, type IconName } from '@/components/ui/icon';
import { PageHero } from '@/components/ui/page-hero';
import { Section, SectionHeading } from '@/components/ui/section';
import { VideoFacade } from './video-facade';
import { WorkClosing } from './work-closing';
import type { AgentOffer, Facts } from '@/lib/facts';
import type { FaqEntry } from '@/lib/faq-entry';
import type { Testimonial } from '@/lib/testimonials';
import { WorkSolution, WorkTestimonials } from './work-story';

type WorkPageProps = {
  locale: Locale;
  messages: Messages;
  /**
   * The owner file's facts in the page language: the agent price ('AI agent starts at $250',
   * 'Purchase Now - $250 (Only Agent)'), '400+', and the offer's delivery and support figures.
   */
  facts: Facts;
  /** What the agent on its own includes and excludes, one line each (`agentOffer`). */
  offer: AgentOffer;
  /** The terms of purchase in the page language; they are published only with a checkout. */
  termsHref?: string | undefined;
  quoteHref: string;
  purchaseHref: string;
  /** Link to the support document ('Support PDF') when the owner has added one. */
  supportHref?: string | undefined;
  /** false: the owner switched the support document off, no note is shown. */
  showSupport?: boolean;
  /** The demo video's YouTube id; empty: no video, no demo section and no link to it. */
  videoId: string;
  isPlaceholderVideo: boolean;
  /** The quotes of content/testimonials marked `page: work`, in the page's language. */
  testimonials: Testimonial[];
  /** The /work FAQ pairs (`workFaqItems`), also the page's FAQPage data. */
  faq: (FaqEntry & { id: string })[];
  /** The live agent's section with its chat (an Astro slot), when the owner switched it on. */
  agent?: React.ReactNode;
};

const DEMO_ID = 'demo';

function WorkHero({ locale, messages: m, facts, quoteHref, videoId }: WorkPageProps) {
  const points: MessageKey[] = ['work.hero.point1', 'work.hero.point2', 'work.hero.point3'];
  return (
    <PageHero
      eyebrow={m['work.hero.badge']}
      eyebrowIcon="sparkles"
      title={m['work.hero.heading']}
      lead={m['work.hero.text']}
      actions={
        <>
          <ButtonLink href={quoteHref} size="lg">
            {m['work.hero.quote']}
            <Icon name="arrow" className="size-5" />
          </ButtonLink>
          {videoId && (
            <ButtonLink href={`#${DEMO_ID}`} variant="onDark" size="lg">
              {m['work.hero.demo']}
            </ButtonLink>
          )}
        </>
      }
      picture={
        <div className="rounded-card bg-card text-foreground p-8 shadow-2xl shadow-black/40">
          <p className="text-primary text-3xl font-bold">
            {formatMessage(locale, m['work.hero.price'], { price: facts.agentPrice })}
          </p>
          <p className="text-muted-foreground mt-2 text-sm">{m['work.hero.priceNote']}</p>
          <h2 className="sr-only">{m['work.hero.points']}</h2>
          <ul className="mt-6 space-y-4">
            {points.map((key) => (
              <li key={key} className="flex gap-3 font-medium">
                <Icon name="check" className="text-primary mt-0.5 size-5 shrink-0" />
                {formatMessage(locale, m[key], { ...facts })}
              </li>
            ))}
          </ul>
        </div>
      }
    />
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
            <IconTile className="mb-4">
              <Icon name={icon} />
            </IconTile>
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

/** /work: the AI agent landing page. */
function WorkPage(props: WorkPageProps) {
  const { locale, messages: m, facts } = props;
  return (
    <>
      <WorkHero {...props} />
      {props.agent}
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
          values={{ ...facts }}
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
      <WorkSolution locale={locale} messages={m} facts={facts} />
      <WorkTestimonials locale={locale} messages={m} testimonials={props.testimonials} />
      {props.videoId && (
        <Section id={DEMO_ID} className="bg-muted" aria-labelledby="work-demo" narrow>
          <SectionHeading
            id="work-demo"
            title={m['work.demo.heading']}
            intro={m['work.demo.text']}
          />
          <VideoFacade
            locale={locale}
            messages={m}
            videoId={props.videoId}
            isPlaceholder={props.isPlaceholderVideo}
          />
        </Section>
      )}
      <WorkClosing
        locale={locale}
        messages={m}
        facts={facts}
        offer={props.offer}
        termsHref={props.termsHref}
        quoteHref={props.quoteHref}
        purchaseHref={props.purchaseHref}
        supportHref={props.supportHref}
        showSupport={props.showSupport ?? true}
        faq={props.faq}
      />
    </>
  );
}

export { WorkPage, type WorkPageProps };
