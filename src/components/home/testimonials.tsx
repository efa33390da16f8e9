import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { TestimonialCard } from '@/components/ui/testimonial-card';
import type { Testimonial } from '@/lib/testimonials';

type TestimonialsProps = { locale: Locale; messages: Messages; testimonials: Testimonial[] };

/** Testimonials: name, role, company, text and a 5-star rating. */
function Testimonials({ locale, messages: m, testimonials }: TestimonialsProps) {
  if (testimonials.length === 0) return null;
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
            <TestimonialCard
              testimonial={t}
              ratingLabel={formatMessage(locale, m['home.testimonials.rating'], {
                rating: t.rating,
              })}
            />
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}

export { Testimonials };
