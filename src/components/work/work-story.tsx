import { formatMessage, type MessageKey, type Messages } from '@/i18n/catalog';
import type { Locale } from '@/i18n/locales';
import { Section, SectionHeading } from '@/components/ui/section';

type StoryProps = { locale: Locale; messages: Messages };

const STEPS = [1, 2, 3, 4] as const;
const TESTIMONIALS = [1, 2, 3] as const;
const RATING = 5;

/** The solution in 4 steps. */
function WorkSolution({ locale, messages: m }: StoryProps) {
  return (
    <Section aria-labelledby="work-solution">
      <SectionHeading
        id="work-solution"
        title={m['work.solution.heading']}
        intro={m['work.solution.intro']}
      />
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((n) => (
          <li key={n} className="rounded-card border-border bg-card relative border p-6">
            <span
              className="bg-primary text-primary-foreground inline-flex size-10 items-center justify-center rounded-full text-lg font-bold"
              aria-hidden="true"
            >
              {n}
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">
                {formatMessage(locale, m['work.solution.step'], { number: n })}:{' '}
              </span>
              {m[`work.solution.step${n}.title` as MessageKey]}
            </h3>
            <p className="text-muted-foreground mt-2">
              {m[`work.solution.step${n}.text` as MessageKey]}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Stars({ label }: { label: string }) {
  return (
    <p className="text-warning flex gap-0.5">
      <span className="sr-only">{label}</span>
      {Array.from({ length: RATING }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" aria-hidden="true" className="size-5 fill-current">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}

/** Client voices, rating 5 (spec §3 'Testimonial'). */
function WorkTestimonials({ locale, messages: m }: StoryProps) {
  const rating = formatMessage(locale, m['work.testimonials.rating'], { rating: RATING });
  return (
    <Section className="bg-ink text-ink-foreground" aria-labelledby="work-testimonials">
      <h2
        id="work-testimonials"
        className="mb-12 text-center text-3xl font-bold tracking-tight text-white md:text-4xl"
      >
        {m['work.testimonials.heading']}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((n) => {
          const k = (suffix: string) => m[`work.testimonials.item${n}.${suffix}` as MessageKey];
          return (
            <li key={n}>
              <figure className="rounded-card flex h-full flex-col bg-white/5 p-6 ring-1 ring-white/10">
                <Stars label={rating} />
                <blockquote className="mt-4 flex-1 text-pretty">{k('quote')}</blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="block font-semibold text-white">{k('name')}</span>
                  {k('role')}, {k('company')}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export { WorkSolution, WorkTestimonials };
