import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { Section } from '@/components/ui/section';
import { formatFacts } from '@/lib/facts';

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
