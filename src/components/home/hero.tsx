import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { HeroBackdrop, heroAccentText, heroBand } from '@/components/ui/page-hero';
import { cn } from '@/lib/cn';
import { formatFacts } from '@/lib/facts';

type HeroProps = {
  locale: Locale;
  messages: Messages;
  communityUrl: string;
  /** Inline SVG of a real workflow with data flowing along it (`heroWorkflowSvg`). */
  workflowSvg: string;
};

/**
 * Hero: badge, headline, subline, text and the two calls to action, beside a real
 * workflow from the use cases (below them on narrower screens). The same dark band as every
 * page's `PageHero`; here `hero.client.ts` (loaded by `home-view.astro`) moves the light with the mouse and
 * `hero-flow.client.ts` runs the drawing's dots, once the page has loaded and gone idle.
 */
function Hero({ locale, messages: m, communityUrl, workflowSvg }: HeroProps) {
  return (
    <section data-hero className={cn(heroBand, 'pt-20 pb-24 md:pt-28 md:pb-32')}>
      <HeroBackdrop />
      <div
        className={cn(
          'mx-auto grid max-w-6xl items-center gap-12 lg:gap-10',
          workflowSvg && 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)]',
        )}
      >
        <div className="mx-auto max-w-3xl text-center lg:mx-0 lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-1.5 text-sm font-semibold text-white">
            <Icon name="sparkles" className="text-primary-soft size-4" />
            {m['home.hero.badge']}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl md:text-6xl lg:text-5xl xl:text-6xl">
            {m['home.hero.headline']}
          </h1>
          <p className={cn('mt-4 text-2xl font-bold sm:text-3xl', heroAccentText)}>
            {m['home.hero.subline']}
          </p>
          <p className="text-ink-foreground mx-auto mt-6 max-w-2xl text-lg text-pretty md:text-xl lg:mx-0">
            {m['home.hero.text']}
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row sm:flex-wrap lg:justify-start">
            <ButtonLink
              href={localizePath('/talk-to-expert', locale)}
              data-cta="hero"
              size="lg"
              className="w-full rounded-2xl text-base sm:w-auto sm:max-w-full sm:shrink-0 sm:rounded-full sm:text-lg"
            >
              {m['home.hero.ctaPrimary']}
              <Icon name="arrow" className="size-5" />
            </ButtonLink>
            <ButtonLink
              href={communityUrl}
              data-community
              target="_blank"
              rel="noopener noreferrer"
              variant="onDark"
              size="lg"
              className="w-full rounded-2xl text-base sm:w-auto sm:max-w-full sm:shrink-0 sm:rounded-full sm:text-lg"
            >
              {m['home.hero.ctaCommunity']}
              <Icon name="external" className="size-5" />
              <span className="sr-only">{m['home.hero.newTab']}</span>
            </ButtonLink>
          </div>
          <p className="text-ink-foreground/80 mt-6 text-sm">
            {formatMessage(locale, m['home.hero.note'], {
              minutes: formatFacts(locale).consultationMinutes,
              hours: formatFacts(locale).responseHours,
            })}
          </p>
        </div>
        {workflowSvg && (
          <figure className="hero-workflow mx-auto w-full max-w-2xl">
            <div
              className="relative overflow-hidden rounded-2xl shadow-2xl ring-1 shadow-black/40 ring-white/15 [&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
              dangerouslySetInnerHTML={{ __html: workflowSvg }}
            />
          </figure>
        )}
      </div>
    </section>
  );
}

export { Hero };
