import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { formatFacts } from '@/lib/facts';

type HowItWorksProps = { locale: Locale; messages: Messages };

const steps = ['step1', 'step2', 'step3'] as const;

/** The 3-step how-it-works: audit, build, launch. */
function HowItWorks({ locale, messages: m }: HowItWorksProps) {
  const facts = formatFacts(locale);
  const values = {
    weeks: facts.standardWeeks,
    minutes: facts.consultationMinutes,
    simpleDays: facts.simpleDays,
    complexWeeks: facts.complexWeeks,
  };
  return (
    <Section className="bg-muted" id="how-it-works">
      <SectionHeading
        eyebrow={m['home.how.eyebrow']}
        title={formatMessage(locale, m['home.how.heading'], values)}
      />
      <ol className="grid gap-6 md:grid-cols-3">
        {steps.map((step, i) => (
          <Reveal
            as="li"
            key={step}
            delay={i * 120}
            className="rounded-card border-border bg-card relative border p-6 pt-8 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="bg-primary text-primary-foreground absolute -top-5 left-6 inline-flex size-10 items-center justify-center rounded-full text-lg font-bold shadow"
            >
              {i + 1}
            </span>
            <p className="sr-only">
              {formatMessage(locale, m['home.how.stepLabel'], { number: i + 1 })}
            </p>
            <h3 className="text-lg font-semibold">{m[`home.how.${step}.title`]}</h3>
            <p className="text-muted-foreground mt-2">
              {formatMessage(locale, m[`home.how.${step}.text`], values)}
            </p>
          </Reveal>
        ))}
      </ol>
    </Section>
  );
}

export { HowItWorks };
