import type { Messages } from '@/i18n/catalog';
import { IconTile } from '@/components/ui/icon';
import { Reveal } from '@/components/ui/reveal';
import { Section, SectionHeading } from '@/components/ui/section';
import { HomeIcon } from './home-icons';

const audiences = ['agencies', 'startups', 'sales', 'saas', 'solopreneurs', 'smallTeams'] as const;

/** Target audience: the six kinds of teams the consultancy serves. */
function Audience({ messages: m }: { messages: Messages }) {
  return (
    <Section id="who-we-help">
      <SectionHeading
        eyebrow={m['home.audience.eyebrow']}
        title={m['home.audience.heading']}
        intro={m['home.audience.intro']}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {audiences.map((key, i) => (
          <Reveal
            as="li"
            key={key}
            delay={(i % 3) * 100}
            className="rounded-card border-border bg-card border p-6 shadow-sm"
          >
            <IconTile>
              <HomeIcon name={key} />
            </IconTile>
            <h3 className="mt-4 text-lg font-semibold">{m[`home.audience.${key}.title`]}</h3>
            <p className="text-muted-foreground mt-2">{m[`home.audience.${key}.text`]}</p>
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}

export { Audience };
