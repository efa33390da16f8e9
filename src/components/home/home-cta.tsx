import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { CtaBand } from '@/components/ui/cta-band';
import { formatFacts } from '@/lib/facts';

type HomeCtaProps = { locale: Locale; messages: Messages };

/** Closing call to action: book the free audit. */
function HomeCta({ locale, messages: m }: HomeCtaProps) {
  return (
    <CtaBand
      heading={m['home.cta.heading']}
      text={formatMessage(locale, m['home.cta.text'], {
        minutes: formatFacts(locale).consultationMinutes,
      })}
      primary={{ label: m['home.hero.ctaPrimary'], href: localizePath('/talk-to-expert', locale) }}
      secondary={{ label: m['home.cta.secondary'], href: localizePath('/use-cases', locale) }}
    />
  );
}

export { HomeCta };
