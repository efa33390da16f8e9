import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { formatFacts } from '@/lib/facts';
import { servicePath, services } from '@/lib/services';

/** /services: the three services side by side (what you get, delivery time, who it is for). */
export function ServicesComparison({
  locale,
  messages: m,
}: {
  locale: Locale;
  messages: Messages;
}) {
  const f = formatFacts(locale);
  const time = {
    automation: formatMessage(locale, m['servicePage.timeAutomation'], {
      days: f.simpleDays,
      weeks: f.complexWeeks,
    }),
    selfHost: formatMessage(locale, m['servicePage.timeSelfHost'], { weeks: f.standardWeeks }),
    support: formatMessage(locale, m['servicePage.timeSupport'], { hours: f.responseHours }),
  };
  const rows = services.map((s) => ({
    service: s,
    title: m[`services.${s.key}.title`],
    what: m[`services.${s.key}.summary`],
    time: time[s.key],
    who: m[
      `servicePage.for${s.key === 'automation' ? 'Automation' : s.key === 'selfHost' ? 'SelfHost' : 'Support'}`
    ],
  }));
  return (
    <Section className="pt-0 md:pt-0">
      <h2 className="text-2xl font-bold">{m['servicePage.compareHeading']}</h2>
      <div className="border-border rounded-card mt-6 overflow-x-auto border">
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm md:text-base">
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="p-4 font-semibold">
                {m['servicePage.compareService']}
              </th>
              <th scope="col" className="p-4 font-semibold">
                {m['servicePage.compareWhat']}
              </th>
              <th scope="col" className="p-4 font-semibold">
                {m['servicePage.compareTime']}
              </th>
              <th scope="col" className="p-4 font-semibold">
                {m['servicePage.compareFor']}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.service.slug} className="border-border border-t align-top">
                <th scope="row" className="p-4 font-semibold">
                  <a
                    href={localizePath(servicePath(r.service.slug), locale)}
                    className="text-primary inline-flex min-h-6 items-center hover:underline"
                  >
                    {r.title}
                  </a>
                </th>
                <td className="text-muted-foreground p-4">{r.what}</td>
                <td className="p-4">{r.time}</td>
                <td className="p-4">{r.who}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="rounded-card border-primary/20 bg-primary-soft mt-10 flex flex-col items-start gap-4 border p-6 md:flex-row md:items-center md:justify-between md:p-8">
        <div>
          <h2 className="text-xl font-bold">{m['servicePage.agentHeading']}</h2>
          <p className="text-muted-foreground mt-2">
            {formatMessage(locale, m['servicePage.agentText'], { price: f.agentPrice })}
          </p>
        </div>
        <ButtonLink href={localizePath('/work', locale)} className="shrink-0">
          {m['servicePage.agentButton']}
          <Icon name="arrow" className="size-4" />
        </ButtonLink>
      </div>
    </Section>
  );
}
