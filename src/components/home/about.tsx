import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import { Icon } from '@/components/ui/icon';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { formatFacts } from '@/lib/facts';

type AboutProps = { locale: Locale; messages: Messages };

const points = ['point1', 'point2', 'point3', 'point4'] as const;

/** About: who builds the workflows and how they work. */
function About({ locale, messages: m }: AboutProps) {
  const facts = formatFacts(locale);
  return (
    <Section id="about">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <Reveal>
          <p className="text-primary mb-3 text-sm font-semibold tracking-wide uppercase">
            {m['home.about.eyebrow']}
          </p>
          <h2 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {m['home.about.heading']}
          </h2>
          <p className="text-muted-foreground mt-6 text-lg">
            {formatMessage(locale, m['home.about.p1'], {
              automations: facts.automations,
              clients: facts.clients,
            })}
          </p>
          <p className="text-muted-foreground mt-4 text-lg">{m['home.about.p2']}</p>
        </Reveal>
        <Reveal delay={150}>
          <ul className="rounded-card border-border bg-card space-y-4 border p-6 shadow-sm md:p-8">
            {points.map((p) => (
              <li key={p} className="flex gap-3">
                <span className="bg-primary-soft text-primary mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full">
                  <Icon name="check" className="size-4" />
                </span>
                <span className="font-medium">{m[`home.about.${p}`]}</span>
              </li>
            ))}
          </ul>
        </Reveal>
      </div>
    </Section>
  );
}

export { About };
