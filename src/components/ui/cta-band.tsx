import type * as React from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { HeroBackdrop, heroBand } from '@/components/ui/page-hero';

/** A button of the band: its label and target, plus any link attribute (`data-cta`, `rel`). */
type CtaLink = { label: string; href: string; 'data-cta'?: string } & Omit<
  React.ComponentProps<'a'>,
  'href' | 'children' | 'className'
>;

type CtaBandProps = {
  heading: string;
  text: string;
  /** The main call (the booking page, as a rule): the orange button. */
  primary: CtaLink;
  /** The quieter second call: the outlined light button. */
  secondary: CtaLink;
  /** Id of the heading, for `aria-labelledby` and tests. */
  headingId?: string;
};

/**
 * The one closing call-to-action band, on every page that closes with one: the
 * dark ink band of the heroes, white heading, always two buttons, the orange primary first and
 * the outlined light secondary beside it.
 */
function CtaBand({ heading, text, primary, secondary, headingId }: CtaBandProps) {
  const { label: primaryLabel, ...primaryProps } = primary;
  const { label: secondaryLabel, ...secondaryProps } = secondary;
  return (
    <section
      data-cta-band
      aria-labelledby={headingId}
      className={`${heroBand} py-16 text-center md:py-24`}
    >
      <HeroBackdrop />
      <div className="mx-auto max-w-3xl">
        <h2
          id={headingId}
          className="text-3xl font-bold tracking-tight text-balance text-white md:text-4xl"
        >
          {heading}
        </h2>
        <p className="mt-4 text-lg text-pretty">{text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink size="lg" className="w-full sm:w-auto" {...primaryProps}>
            {primaryLabel}
            <Icon name="arrow" className="size-5" />
          </ButtonLink>
          <ButtonLink variant="onDark" size="lg" className="w-full sm:w-auto" {...secondaryProps}>
            {secondaryLabel}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

export { CtaBand };
