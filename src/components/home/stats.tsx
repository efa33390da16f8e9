import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { formatFacts } from '@/lib/facts';

type StatsProps = { locale: Locale; messages: Messages };

/** The spec §9 claims, stated once (values from `site.ts`, words from the catalog). */
function Stats({ locale, messages: m }: StatsProps) {
  const c = formatFacts(locale);
  const items = [
    { value: c.automations, label: m['home.stats.automations'] },
    { value: c.clients, label: m['home.stats.clients'] },
    { value: c.integrations, label: m['home.stats.integrations'] },
    { value: c.uptime, label: m['home.stats.uptime'] },
    {
      value: formatMessage(locale, m['home.stats.reductionValue'], {
        value: c.reduction,
      }),
      label: m['home.stats.reduction'],
    },
  ];
  return (
    <section
      aria-label={m['home.stats.label']}
      className="border-border bg-card border-b px-4 py-10 sm:px-6"
    >
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-8 text-center md:grid-cols-5">
        {items.map((item, i) => (
          <div
            key={item.label}
            className={cn(
              // Column-reverse packed to the top: the figures share one baseline however many
              // lines their labels take.
              'flex flex-col-reverse justify-end',
              i === items.length - 1 && 'col-span-2 md:col-span-1',
            )}
          >
            <dt className="text-muted-foreground mt-1 text-sm">{item.label}</dt>
            <dd className="text-primary text-3xl font-extrabold tracking-tight md:text-4xl">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export { Stats };
