import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';

type BlogCtaProps = { heading: string; text: string; button: string; href: string };

/** Closing call to action of the list ('Need Custom n8n Automation?') and of a post ('Need Help with n8n Automation?'). */
function BlogCta({ heading, text, button, href }: BlogCtaProps) {
  return (
    <Section className="bg-ink text-ink-foreground" narrow>
      <div className="text-center">
        <h2 className="text-3xl font-bold text-white">{heading}</h2>
        <p className="mt-4 text-lg">{text}</p>
        <ButtonLink href={href} size="lg" className="mt-8">
          {button}
        </ButtonLink>
      </div>
    </Section>
  );
}

export { BlogCta };
