import type { Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { ServiceCard } from '@/components/services/service-card';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { services } from '@/lib/services';

type ServicesOverviewProps = { locale: Locale; messages: Messages };

/** Services overview: the three services, each linking to its page. */
function ServicesOverview({ locale, messages: m }: ServicesOverviewProps) {
  return (
    <Section className="bg-muted" id="services">
      <SectionHeading
        eyebrow={m['home.services.eyebrow']}
        title={m['home.services.heading']}
        intro={m['home.services.intro']}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {services.map((s, i) => (
          <Reveal as="li" key={s.slug} delay={i * 100}>
            <ServiceCard locale={locale} messages={m} service={s} headingLevel="h3" />
          </Reveal>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <a
          href={localizePath('/services', locale)}
          className="text-primary font-semibold underline-offset-4 hover:underline"
        >
          {m['home.services.viewAll']}
        </a>
      </p>
    </Section>
  );
}

export { ServicesOverview };
