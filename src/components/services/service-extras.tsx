import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '@/i18n/locales';
import { localizePath } from '@/i18n/paths';
import { Accordion } from '@/components/ui/accordion';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import type { UseCaseView } from '@/components/use-cases/use-case-data';
import { answerParagraphs, type FaqFile } from '@/lib/faq';
import { formatFacts } from '@/lib/facts';
import { servicePath, services, type ServiceKey } from '@/lib/services';

/**
 * What a service page shows beyond its copy (issue 14 §1): a picture of what it delivers, the
 * 'how we work' timeline from the delivery facts, the /faq questions that concern it and the
 * use cases that fit it.
 */

/** The /faq questions (ids in content/faq) that concern each service. */
const serviceFaqIds: Record<ServiceKey, readonly string[]> = {
  automation: [
    'what-can-n8n-automate',
    'how-long-to-build',
    'tool-without-node',
    'changes-after-delivery',
  ],
  selfHost: ['cloud-or-self-host', 'production-setup', 'queue-mode', 'backups'],
  support: ['production-monitoring', 'workflow-fails', 'support-plan', 'response-time'],
};

/** The use cases (folders in content/use-cases) each service page shows. */
const serviceUseCases: Record<ServiceKey, readonly string[]> = {
  automation: ['lead-routing', 'client-reporting', 'invoice-processing'],
  selfHost: ['crm-sync', 'uptime-monitoring'],
  support: ['uptime-monitoring', 'support-triage'],
};

/** Box of the architecture drawing: a title (product names stay as they are) and a caption. */
function ArchBox({
  x,
  y,
  w,
  title,
  sub,
  accent = false,
}: {
  x: number;
  y: number;
  w: number;
  title: string;
  sub: string;
  accent?: boolean;
}) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={w}
        height={64}
        rx={10}
        fill={accent ? '#fff7ed' : '#ffffff'}
        stroke={accent ? '#c2410c' : '#cbd5e1'}
        strokeWidth={2}
      />
      <text
        x={x + w / 2}
        y={y + 27}
        textAnchor="middle"
        fontSize={16}
        fontWeight={700}
        fill="#0f172a"
      >
        {title}
      </text>
      <text x={x + w / 2} y={y + 48} textAnchor="middle" fontSize={13} fill="#475569">
        {sub}
      </text>
    </g>
  );
}

/** Self-hosted n8n in queue mode, drawn as the architecture we deploy. */
function SelfHostPicture({ m, label }: { m: Messages; label: string }) {
  const arrow = 'url(#arch-arrow)';
  const line = { stroke: '#94a3b8', strokeWidth: 2.5, fill: 'none', markerEnd: arrow };
  return (
    <svg viewBox="0 0 560 330" role="img" aria-label={label} className="h-auto w-full">
      <defs>
        <marker
          id="arch-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto"
        >
          <path d="M0 0 10 5 0 10z" fill="#94a3b8" />
        </marker>
      </defs>
      <rect width="560" height="330" rx="14" fill="#f8fafc" />
      <ArchBox x={20} y={24} w={160} title="HTTPS proxy" sub={m['servicePage.archProxySub']} />
      <ArchBox x={220} y={24} w={180} title="n8n main" sub={m['servicePage.archMainSub']} accent />
      <ArchBox x={220} y={132} w={180} title="Redis" sub={m['servicePage.archQueueSub']} />
      {[0, 1, 2].map((i) => (
        <ArchBox
          key={i}
          x={20 + i * 180}
          y={240}
          w={160}
          title={`Worker ${i + 1}`}
          sub={m['servicePage.archWorkerSub']}
          accent
        />
      ))}
      <ArchBox x={430} y={132} w={120} title="PostgreSQL" sub="" />
      <text x={490} y={180} textAnchor="middle" fontSize={12} fill="#475569">
        {m['servicePage.archDbSub'].split(',')[0]}
      </text>
      <path d="M180 56 H216" {...line} />
      <path d="M310 88 V128" {...line} />
      <path d="M260 196 C260 220 100 215 100 236" {...line} />
      <path d="M310 196 V236" {...line} />
      <path d="M360 196 C360 220 520 215 520 236" {...line} />
      <path d="M400 56 C460 56 490 80 490 128" {...line} />
    </svg>
  );
}

/** A monitoring view: uptime, executions per day (failed ones in red) and the Slack alert. */
function SupportPicture({ locale, m, label }: { locale: Locale; m: Messages; label: string }) {
  const runs = [42, 48, 45, 51, 39, 20, 18, 47, 53, 50, 49, 55, 24, 21];
  const failed = [0, 1, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0];
  const max = 60;
  return (
    <svg viewBox="0 0 560 330" role="img" aria-label={label} className="h-auto w-full">
      <rect width="560" height="330" rx="14" fill="#f8fafc" />
      <rect
        x="20"
        y="20"
        width="160"
        height="90"
        rx="10"
        fill="#ffffff"
        stroke="#cbd5e1"
        strokeWidth="2"
      />
      <text x="36" y="48" fontSize="14" fill="#475569">
        {m['servicePage.monitorUptime']}
      </text>
      <text x="36" y="90" fontSize="32" fontWeight="800" fill="#15803d">
        {formatFacts(locale).uptime}
      </text>
      <rect
        x="200"
        y="20"
        width="340"
        height="190"
        rx="10"
        fill="#ffffff"
        stroke="#cbd5e1"
        strokeWidth="2"
      />
      <text x="216" y="48" fontSize="14" fill="#475569">
        {m['servicePage.monitorExecutions']}
      </text>
      {runs.map((n, i) => {
        const h = (n / max) * 130;
        const f = (failed[i] / max) * 130 * 4;
        return (
          <g key={i}>
            <rect
              x={218 + i * 22.5}
              y={196 - h}
              width="14"
              height={h}
              rx="3"
              fill="#c2410c"
              opacity="0.85"
            />
            {failed[i] > 0 && (
              <rect
                x={218 + i * 22.5}
                y={196 - h - f}
                width="14"
                height={f}
                rx="3"
                fill="#b91c1c"
              />
            )}
          </g>
        );
      })}
      <rect
        x="20"
        y="126"
        width="160"
        height="84"
        rx="10"
        fill="#ffffff"
        stroke="#cbd5e1"
        strokeWidth="2"
      />
      <text x="36" y="154" fontSize="14" fill="#475569">
        {m['servicePage.monitorFailed']}
      </text>
      <text x="36" y="194" fontSize="32" fontWeight="800" fill="#b91c1c">
        4
      </text>
      <rect
        x="20"
        y="228"
        width="520"
        height="82"
        rx="10"
        fill="#ffffff"
        stroke="#cbd5e1"
        strokeWidth="2"
      />
      <rect x="36" y="248" width="40" height="40" rx="8" fill="#4a154b" />
      <text x="56" y="276" textAnchor="middle" fontSize="22" fontWeight="800" fill="#ffffff">
        #
      </text>
      <text x="92" y="262" fontSize="15" fontWeight="700" fill="#0f172a">
        {m['servicePage.monitorAlert']}
      </text>
      <text x="92" y="286" fontSize="14" fill="#475569">
        {m['servicePage.monitorAlertText']}
      </text>
    </svg>
  );
}

/** The picture beside a service page's heading. `workflowSvg` is the inline workflow drawing. */
export function ServicePicture({
  service,
  locale,
  messages: m,
  workflowSvg,
}: {
  service: ServiceKey;
  locale: Locale;
  messages: Messages;
  workflowSvg: string;
}) {
  // Shown in the dark page hero: a light frame, the caption in the band's light text.
  const frame = 'overflow-hidden rounded-2xl shadow-2xl ring-1 shadow-black/40 ring-white/15';
  const caption = 'text-ink-foreground/80 mt-3 text-sm';
  if (service === 'automation')
    return (
      <figure className="hero-workflow">
        <div
          className={`${frame} [&>svg]:block [&>svg]:h-auto [&>svg]:w-full`}
          dangerouslySetInnerHTML={{ __html: workflowSvg }}
        />
        <figcaption className={caption}>{m['servicePage.pictureAutomation']}</figcaption>
      </figure>
    );
  const label =
    service === 'selfHost' ? m['servicePage.pictureSelfHost'] : m['servicePage.pictureSupport'];
  return (
    <figure>
      <div className={frame}>
        {service === 'selfHost' ? (
          <SelfHostPicture m={m} label={label} />
        ) : (
          <SupportPicture locale={locale} m={m} label={label} />
        )}
      </div>
      <figcaption className={caption} aria-hidden="true">
        {label}
      </figcaption>
    </figure>
  );
}

/** 'How we work': four steps, the times from the delivery facts. */
export function HowWeWork({ locale, messages: m }: { locale: Locale; messages: Messages }) {
  const f = formatFacts(locale);
  const values = {
    minutes: f.consultationMinutes,
    days: f.simpleDays,
    weeks: f.complexWeeks,
    fixDays: f.freeFixesDays,
  };
  const steps = ([1, 2, 3, 4] as const).map((i) => ({
    title: m[`servicePage.step${i}Title`],
    text: formatMessage(locale, m[`servicePage.step${i}Text`], values),
  }));
  return (
    <Section className="bg-muted">
      <h2 className="text-2xl font-bold">{m['servicePage.howWeWork']}</h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-4">
        {steps.map((s, i) => (
          <li key={s.title} className="relative md:pt-12">
            <span
              aria-hidden="true"
              className="bg-primary text-primary-foreground mb-3 inline-flex size-9 items-center justify-center rounded-full font-bold md:absolute md:top-0 md:left-0 md:mb-0"
            >
              {i + 1}
            </span>
            {i < steps.length - 1 && (
              <span
                aria-hidden="true"
                className="bg-border absolute top-4 left-12 hidden h-0.5 w-[calc(100%-2rem)] md:block"
              />
            )}
            <h3 className="font-semibold">{s.title}</h3>
            <p className="text-muted-foreground mt-2">{s.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** The /faq questions that concern the service, as the same accordion as /faq. */
export function ServiceFaq({
  service,
  faq,
  messages: m,
}: {
  service: ServiceKey;
  faq: FaqFile;
  messages: Messages;
}) {
  const all = faq.topics.flatMap((t) => t.items);
  const items = serviceFaqIds[service].map((id) => {
    const item = all.find((i) => i.id === id);
    if (!item)
      throw new Error(
        `content/faq: question "${id}" (shown on the ${service} service page) is missing`,
      );
    return {
      id: `faq-${item.id}`,
      question: item.question,
      answer: answerParagraphs(item.answer).map((p, i) => (
        <p key={i} className={i > 0 ? 'mt-3' : undefined}>
          {p}
        </p>
      )),
    };
  });
  if (items.length === 0) return null;
  return (
    <Section narrow>
      <h2 className="text-2xl font-bold">{m['servicePage.faqHeading']}</h2>
      <Accordion name="service-faq" items={items} className="mt-6" />
    </Section>
  );
}

/** The use cases that fit the service, each linking to its workflow on /use-cases. */
export function ServiceUseCases({
  service,
  useCases,
  locale,
  messages: m,
}: {
  service: ServiceKey;
  useCases: UseCaseView[];
  locale: Locale;
  messages: Messages;
}) {
  const list = serviceUseCases[service].map((slug) => {
    const uc = useCases.find((u) => u.slug === slug);
    if (!uc)
      throw new Error(`content/use-cases/${slug}: missing (shown on the ${service} service page)`);
    return uc;
  });
  if (list.length === 0) return null;
  return (
    <Section>
      <h2 className="text-2xl font-bold">{m['servicePage.relatedHeading']}</h2>
      <ul className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-3">
        {list.map((uc) => (
          <li
            key={uc.slug}
            className="rounded-card border-border bg-card flex flex-col border p-5 shadow-sm"
          >
            <h3 className="font-semibold">{uc.title}</h3>
            <p className="text-muted-foreground mt-2 flex-1">{uc.description}</p>
            <a
              href={`${localizePath('/use-cases', locale)}#${uc.slug}`}
              className="text-primary mt-4 inline-flex min-h-6 items-center font-semibold hover:underline"
            >
              {m['servicePage.seeWorkflow']}
              <span className="sr-only">: {uc.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

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
