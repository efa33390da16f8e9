import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { services, servicePath } from '@/lib/services';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
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
          {services.map((s) => {
            const title = m[`services.${s.key}.title`];
            return (
              <li key={s.slug}>
                <article className="relative flex h-full flex-col rounded-card border border-border bg-card p-6 shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-ring">
                  <span className="mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
                    <Icon name={s.icon} className="size-6" />
                  </span>
                  <h2 className="text-xl font-semibold">
                    <a
                      href={localizePath(servicePath(s.slug), locale)}
                      className="after:absolute after:inset-0 focus-visible:outline-none"
                    >
                      {title}
                    </a>
                  </h2>
                  <p className="mt-3 flex-1 text-muted-foreground">{m[`services.${s.key}.summary`]}</p>
                  <p
                    className="mt-6 inline-flex items-center gap-2 font-semibold text-primary"
                    aria-hidden="true"
                  >
                    {formatMessage(locale, m['services.learnMore'], { service: title })}
                    <Icon name="arrow" className="size-4" />
                  </p>
                </article>
              </li>
            );
          })}
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
