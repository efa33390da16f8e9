import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { Icon } from '@/components/ui/icon';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { services, servicePath } from '@/lib/services';

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
        {services.map((s, i) => {
          const title = m[`services.${s.key}.title`];
          return (
            <Reveal as="li" key={s.slug} delay={i * 100}>
              <article className="rounded-card border-border bg-card focus-within:ring-ring relative flex h-full flex-col border p-6 shadow-sm transition focus-within:ring-2 hover:shadow-md">
                <span className="bg-primary-soft text-primary mb-5 inline-flex size-12 items-center justify-center rounded-xl">
                  <Icon name={s.icon} className="size-6" />
                </span>
                <h3 className="text-xl font-semibold">
                  <a
                    href={localizePath(servicePath(s.slug), locale)}
                    className="after:absolute after:inset-0 focus-visible:outline-none"
                  >
                    {title}
                  </a>
                </h3>
                <p className="text-muted-foreground mt-3 flex-1">
                  {m[`services.${s.key}.summary`]}
                </p>
                <p
                  className="text-primary mt-6 inline-flex items-center gap-2 font-semibold"
                  aria-hidden="true"
                >
                  {formatMessage(locale, m['services.learnMore'], { service: title })}
                  <Icon name="arrow" className="size-4" />
                </p>
              </article>
            </Reveal>
          );
        })}
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
