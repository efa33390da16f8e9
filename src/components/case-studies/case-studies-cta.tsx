import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { CtaBand } from '@/components/ui/cta-band';
import { formatFacts } from '@/lib/facts';

/** The closing band of the case-study list and of each case: book the call, or see use cases. */
function CaseStudiesCta({ locale, messages: m }: { locale: Locale; messages: Messages }) {
  return (
    <CtaBand
      heading={m['caseStudies.ctaHeading']}
      text={formatMessage(locale, m['caseStudies.ctaText'], {
        minutes: formatFacts(locale).consultationMinutes,
      })}
      primary={{
        label: m['caseStudies.ctaButton'],
        href: localizePath('/talk-to-expert', locale),
      }}
      secondary={{ label: m['home.useCases.viewAll'], href: localizePath('/use-cases', locale) }}
    />
  );
}

export { CaseStudiesCta };
