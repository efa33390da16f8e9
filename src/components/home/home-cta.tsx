import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { formatFacts } from '@/lib/facts';

type HomeCtaProps = { locale: Locale; messages: Messages };

/** Closing call to action: book the free audit. */
function HomeCta({ locale, messages: m }: HomeCtaProps) {
  return (
    <Section className="bg-ink text-ink-foreground" narrow>
      <div className="text-center">
        <h2 className="text-3xl font-bold tracking-tight text-white md:text-4xl">
          {m['home.cta.heading']}
        </h2>
        <p className="mt-4 text-lg">
          {formatMessage(locale, m['home.cta.text'], {
            minutes: formatFacts(locale).consultationMinutes,
          })}
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <ButtonLink
            href={localizePath('/talk-to-expert', locale)}
            size="lg"
            className="w-full rounded-2xl text-base sm:w-auto sm:rounded-full sm:text-lg"
          >
            {m['home.hero.ctaPrimary']}
            <Icon name="arrow" className="size-5" />
          </ButtonLink>
          <ButtonLink
            href={localizePath('/use-cases', locale)}
            variant="inverted"
            size="lg"
            className="w-full rounded-2xl bg-transparent text-base text-white ring-1 ring-white/40 hover:bg-white/10 sm:w-auto sm:rounded-full sm:text-lg"
          >
            {m['home.cta.secondary']}
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}

export { HomeCta };
