import type { Messages } from '@/i18n/catalog';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { services } from '@/lib/services';
import { ButtonLink } from '@/components/ui/button';
import { ServiceCard } from './service-card';
import { Section, SectionHeading } from '@/components/ui/section';

type ServicesPageProps = { locale: Locale; messages: Messages };

/** /services: three cards linking to the three service pages (spec 'Services list'). */
function ServicesPage({ locale, messages: m }: ServicesPageProps) {
  return (
    <>
      <Section className="bg-muted">
        <SectionHeading
          as="h1"
          eyebrow={m['services.eyebrow']}
          title={m['services.heading']}
          intro={m['services.intro']}
          className="mb-0"
        />
      </Section>
      <Section>
        <ul className="grid gap-6 md:grid-cols-3">
          {services.map((s) => (
            <li key={s.slug}>
              <ServiceCard locale={locale} messages={m} service={s} />
            </li>
          ))}
        </ul>
      </Section>
      <Section className="bg-ink text-ink-foreground" narrow>
        <div className="text-center">
          <h2 className="text-3xl font-bold text-white">{m['services.ctaHeading']}</h2>
          <p className="mt-4 text-lg">{m['services.ctaText']}</p>
          <ButtonLink href={localizePath('/talk-to-expert', locale)} size="lg" className="mt-8">
            {m['nav.bookConsultation']}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}

export { ServicesPage };
