import type * as React from 'react';
import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { formatFacts } from '@/lib/facts';
import { Icon } from '@/components/ui/icon';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';

type BookingPageProps = {
  locale: Locale;
  messages: Messages;
  /** The topic notices and the calendar area with its script (an Astro slot). */
  calendar?: React.ReactNode;
  /** The request form (an Astro slot): after the calendar, first when the calendar cannot load. */
  form?: React.ReactNode;
};

const EXPECT = [
  'booking.expect.item1',
  'booking.expect.item2',
  'booking.expect.item3',
  'booking.expect.item4',
  'booking.expect.item5',
] as const;

function stats(locale: Locale, m: Messages): { value: string; label: string }[] {
  const c = formatFacts(locale);
  return [
    { value: m['booking.stats.price.value'], label: m['booking.stats.price.label'] },
    {
      value: formatMessage(locale, m['booking.stats.duration.value'], {
        minutes: c.consultationMinutes,
      }),
      label: m['booking.stats.duration.label'],
    },
    {
      value: formatMessage(locale, m['booking.stats.response.value'], {
        hours: c.responseHours,
      }),
      label: m['booking.stats.response.label'],
    },
    { value: c.integrations, label: m['booking.stats.integrations.label'] },
    { value: c.automations, label: m['booking.stats.automations.label'] },
    { value: c.clients, label: m['booking.stats.clients.label'] },
    { value: c.uptime, label: m['booking.stats.uptime.label'] },
    {
      value: formatMessage(locale, m['booking.stats.reduction.value'], {
        value: c.reduction,
      }),
      label: m['booking.stats.reduction.label'],
    },
  ];
}

/** /talk-to-expert: calendar, stat cards, what to expect and how the call works. */
function BookingPage({ locale, messages: m, calendar, form }: BookingPageProps) {
  return (
    <>
      <PageHero
        eyebrow={m['booking.eyebrow']}
        title={m['booking.heading']}
        lead={m['booking.intro']}
      />
      <Section className="pt-10 md:pt-12">
        <div className="grid gap-10 lg:grid-cols-3">
          {/* Phones: the calendar (or the form, when it cannot load) before the stat cards. */}
          <div className="flex flex-col gap-10 lg:col-span-2">
            {calendar}
            {form}
          </div>
          <aside className="space-y-6">
            <dl aria-label={m['booking.stats.label']} className="grid grid-cols-2 gap-3">
              {stats(locale, m).map((s) => (
                <div
                  key={s.label}
                  className="rounded-card border-border bg-card flex flex-col-reverse border p-4"
                >
                  <dt className="text-muted-foreground mt-1 text-sm">{s.label}</dt>
                  <dd className="text-primary text-2xl font-bold">{s.value}</dd>
                </div>
              ))}
            </dl>
            <section
              aria-labelledby="booking-expect"
              className="rounded-card border-border bg-card border p-6"
            >
              <h2 id="booking-expect" className="text-xl font-bold">
                {m['booking.expect.heading']}
              </h2>
              <ul className="mt-4 space-y-3">
                {EXPECT.map((key) => (
                  <li key={key} className="flex gap-3">
                    <Icon name="check" className="text-primary mt-0.5 size-5 shrink-0" />
                    <span>{m[key]}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section
              aria-labelledby="booking-meeting"
              className="rounded-card bg-ink text-ink-foreground p-6"
            >
              <h2
                id="booking-meeting"
                className="flex items-center gap-2 text-xl font-bold text-white"
              >
                <Icon name="calendar" className="size-5" />
                {m['booking.meeting.heading']}
              </h2>
              <p className="mt-3">
                {formatMessage(locale, m['booking.meeting.text'], {
                  minutes: formatFacts(locale).meetingLinkMinutes,
                })}
              </p>
            </section>
          </aside>
        </div>
      </Section>
    </>
  );
}

export { BookingPage };
