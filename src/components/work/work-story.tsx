import { formatMessage, type MessageKey, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { Section, SectionHeading } from '@/components/ui/section';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import type { Facts } from '@/lib/facts';
import type { Testimonial } from '@/lib/testimonials';

type StoryProps = { locale: Locale; messages: Messages };

const STEPS = [1, 2, 3, 4] as const;

/** The solution in 4 steps; the steps quote the owner file's facts (call length, support). */
function WorkSolution({ locale, messages: m, facts }: StoryProps & { facts: Facts }) {
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
              {formatMessage(locale, m[`work.solution.step${n}.text` as MessageKey], { ...facts })}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** Client voices, rating 5 (Testimonial). */
function WorkTestimonials({
  locale,
  messages: m,
  testimonials,
}: StoryProps & { testimonials: Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <Section className="bg-ink text-ink-foreground" aria-labelledby="work-testimonials">
      <h2
        id="work-testimonials"
        className="mb-12 text-center text-3xl font-bold tracking-tight text-white md:text-4xl"
      >
        {m['work.testimonials.heading']}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.id}>
            <TestimonialCard
              testimonial={t}
              ratingLabel={formatMessage(locale, m['work.testimonials.rating'], {
                rating: t.rating,
              })}
              dark
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export { WorkSolution, WorkTestimonials };
