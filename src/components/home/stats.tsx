import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { formatFacts } from '@/lib/facts';

type StatsProps = { locale: Locale; messages: Messages };

/** Placeholder the reduction's qualifier is split around ('up to' | '80%'). */
const MARK = '\u0000';

/** The business claims, stated once (values from `site.ts`, words from the catalog). */
function Stats({ locale, messages: m }: StatsProps) {
  const c = formatFacts(locale);
  // 'up to 80%': the qualifier in small type on the figure's baseline, so every figure is one
  // line of the same size in every language (a long 'hasta un 80 %' wrapped before).
  const [before = '', after = ''] = formatMessage(locale, m['home.stats.reductionValue'], {
    value: MARK,
  }).split(MARK);
  const items = [
    { value: c.automations, label: m['home.stats.automations'] },
    { value: c.clients, label: m['home.stats.clients'] },
    { value: c.integrations, label: m['home.stats.integrations'] },
    { value: c.uptime, label: m['home.stats.uptime'] },
    { value: c.reduction, before, after, label: m['home.stats.reduction'] },
  ];
  const qualifier = 'text-muted-foreground text-base font-semibold tracking-normal';
  return (
    <section
      aria-label={m['home.stats.label']}
      className="border-border bg-card border-b px-4 py-10 sm:px-6"
    >
      {/* Two figures a row on phones, three on tablets, five from lg; the rows centred. */}
      <dl className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-6 gap-y-8 text-center">
        {items.map((item) => (
          <div
            key={item.label}
            // Column-reverse packed to the top: the figures (one line each, one size) share one
            // baseline however many lines their labels take.
            className="flex grow basis-[calc(50%-0.75rem)] flex-col-reverse justify-end md:grow-0 md:basis-[calc(33.333%-1rem)] lg:flex-1 lg:basis-0"
          >
            <dt className="text-muted-foreground mt-1 text-sm">{item.label}</dt>
            <dd className="text-primary text-3xl leading-tight font-extrabold tracking-tight [overflow-wrap:normal] whitespace-nowrap tabular-nums xl:text-4xl">
              {item.before && <span className={qualifier}>{item.before}</span>}
              {item.value}
              {item.after && <span className={qualifier}>{item.after}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export { Stats };
