import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';

type CtaBandProps = {
  heading: string;
  text: string;
  /** The primary call (the booking page, as a rule). */
  button: string;
  href: string;
  /** An optional second, quieter link. */
  secondary?: { label: string; href: string };
};

/**
 * The one closing call-to-action band (issue 14 §2): dark ink, white heading, one orange primary
 * button, at most one outlined secondary link. Every page ends with it.
 */
function CtaBand({ heading, text, button, href, secondary }: CtaBandProps) {
  return (
    <Section className="bg-ink text-ink-foreground" narrow>
      <div className="text-center">
        <h2 className="text-3xl font-bold tracking-tight text-white md:text-4xl">{heading}</h2>
        <p className="mt-4 text-lg">{text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <ButtonLink href={href} size="lg" className="w-full sm:w-auto">
            {button}
            <Icon name="arrow" className="size-5" />
          </ButtonLink>
          {secondary && (
            <ButtonLink
              href={secondary.href}
              variant="inverted"
              size="lg"
              className="w-full bg-transparent text-white ring-1 ring-white/40 hover:bg-white/10 sm:w-auto"
            >
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </Section>
  );
}

export { CtaBand };
