import { cx } from 'class-variance-authority';
import type { Testimonial } from '@/lib/testimonials';

/** The rating as five stars, filled up to `rating`, with the rating in words for screen readers. */
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

type TestimonialCardProps = {
  testimonial: Testimonial;
  /** 'Rated 5 out of 5', in the page's language. */
  ratingLabel: string;
  /** On a dark section (/work). */
  dark?: boolean;
};

/** One client quote (Testimonial): stars, text, name, role and company. */
function TestimonialCard({ testimonial: t, ratingLabel, dark = false }: TestimonialCardProps) {
  return (
    <figure
      className={cx(
        'rounded-card flex h-full flex-col gap-4 p-6 md:p-8',
        dark ? 'bg-white/5 ring-1 ring-white/10' : 'border-border bg-card border shadow-sm',
      )}
    >
      <div className="flex h-8 items-start justify-between">
        <Stars rating={t.rating} label={ratingLabel} />
        <span
          aria-hidden="true"
          className={cx(
            'font-serif text-6xl leading-none',
            dark ? 'text-white/25' : 'text-primary/25',
          )}
        >
          “
        </span>
      </div>
      <blockquote className="flex-1 text-lg leading-relaxed text-pretty">
        <p>{t.text}</p>
      </blockquote>
      <figcaption
        className={cx(
          'flex items-center gap-3 border-t pt-4',
          dark ? 'border-white/10' : 'border-border',
        )}
      >
        <span
          aria-hidden="true"
          className="bg-primary-soft text-primary inline-flex size-11 items-center justify-center rounded-full font-bold"
        >
          {initials(t.name)}
        </span>
        <span>
          <span className={cx('block font-semibold', dark && 'text-white')}>{t.name}</span>
          <span className={cx('block text-sm', !dark && 'text-muted-foreground')}>
            {t.role}, {t.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

export { Stars, TestimonialCard };
