import type { Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { services } from '@/lib/services';
import { CtaBand } from '@/components/ui/cta-band';
import { ServiceCard } from './service-card';
import { ServicesComparison } from './services-comparison';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

type ServicesPageProps = { locale: Locale; messages: Messages };

/** /services: three cards linking to the three service pages. */
function ServicesPage({ locale, messages: m }: ServicesPageProps) {
  return (
    <>
      <PageHero
        eyebrow={m['services.eyebrow']}
        title={m['services.heading']}
        lead={m['services.intro']}
      />
      <Section>
        <ul className="grid gap-6 md:grid-cols-3">
          {services.map((s) => (
            <li key={s.slug}>
              <ServiceCard locale={locale} messages={m} service={s} />
            </li>
          ))}
        </ul>
      </Section>
      <ServicesComparison locale={locale} messages={m} />
      <CtaBand
        heading={m['services.ctaHeading']}
        text={m['services.ctaText']}
        primary={{
          label: m['nav.bookConsultation'],
          href: localizePath('/talk-to-expert', locale),
        }}
        secondary={{ label: m['home.cta.secondary'], href: localizePath('/use-cases', locale) }}
      />
    </>
  );
}

export { ServicesPage };
