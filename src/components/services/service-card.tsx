import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { servicePath, type ServiceDef } from '@/lib/services';
import { Icon, IconTile } from '@/components/ui/icon';

type ServiceCardProps = {
  locale: Locale;
  messages: Messages;
  service: ServiceDef;
  /** Heading level for the page outline (h2 on /services, h3 inside a home section). */
  headingLevel?: 'h2' | 'h3';
};

/** A service card linking to its page; the whole card is the link's hit area. */
function ServiceCard({
  locale,
  messages: m,
  service,
  headingLevel: Heading = 'h2',
}: ServiceCardProps) {
  const title = m[`services.${service.key}.title`];
  return (
    <article className="rounded-card border-border bg-card focus-within:ring-ring relative flex h-full flex-col border p-6 shadow-sm transition focus-within:ring-2 hover:shadow-md">
      <IconTile className="mb-5">
        <Icon name={service.icon} />
      </IconTile>
      <Heading className="text-xl font-semibold">
        <a
          href={localizePath(servicePath(service.slug), locale)}
          className="after:absolute after:inset-0 focus-visible:outline-none"
        >
          {title}
        </a>
      </Heading>
      <p className="text-muted-foreground mt-3 flex-1">{m[`services.${service.key}.summary`]}</p>
      <p
        className="text-primary mt-6 inline-flex items-center gap-2 font-semibold"
        aria-hidden="true"
      >
        {formatMessage(locale, m['services.learnMore'], { service: title })}
        <Icon name="arrow" className="size-4" />
      </p>
    </article>
  );
}

export { ServiceCard };
