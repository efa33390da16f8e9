import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '@/i18n/locales';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import type { Testimonial } from '@/lib/testimonials';

type TestimonialsProps = { locale: Locale; messages: Messages; testimonials: Testimonial[] };

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="text-warning flex gap-0.5">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 5 }, (_, i) => (
        <svg
          key={i}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="size-5"
          fill={i < rating ? 'currentColor' : 'none'}
          stroke="currentColor"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join('');

/** Testimonials: name, role, company, text and a 5-star rating (spec §3). */
function Testimonials({ locale, messages: m, testimonials }: TestimonialsProps) {
  return (
    <Section className="bg-muted" id="testimonials">
      <SectionHeading
        eyebrow={m['home.testimonials.eyebrow']}
        title={m['home.testimonials.heading']}
        intro={m['home.testimonials.intro']}
      />
      <ul className="grid gap-6 md:grid-cols-2">
        {testimonials.map((t, i) => (
          <Reveal as="li" key={t.id} delay={(i % 2) * 100}>
            <figure className="rounded-card border-border bg-card flex h-full flex-col gap-4 border p-6 shadow-sm md:p-8">
              <div className="flex h-8 items-start justify-between">
                <Stars
                  rating={t.rating}
                  label={formatMessage(locale, m['home.testimonials.rating'], { rating: t.rating })}
                />
                <span
                  aria-hidden="true"
                  className="text-primary/25 font-serif text-6xl leading-none"
                >
                  “
                </span>
              </div>
              <blockquote className="flex-1 text-lg leading-relaxed">
                <p>{t.text}</p>
              </blockquote>
              <figcaption className="border-border flex items-center gap-3 border-t pt-4">
                <span
                  aria-hidden="true"
                  className="bg-primary-soft text-primary inline-flex size-11 items-center justify-center rounded-full font-bold"
                >
                  {initials(t.name)}
                </span>
                <span>
                  <span className="block font-semibold">{t.name}</span>
                  <span className="text-muted-foreground block text-sm">
                    {t.role}, {t.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}

export { Testimonials };
