import { formatMessage, type Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import type { UseCaseView } from '@/components/use-cases/use-case-data';
import { formatFacts } from '@/lib/facts';
import { appVisual } from '@/lib/n8n/node-types';
import { LineIcon } from '@/components/ui/icon';

type ToolStripProps = { locale: Locale; messages: Messages; useCases: UseCaseView[] };

/** A tool's mark in one colour (currentColor): the diagram's line glyph, or its letters. */
function ToolMark({ app }: { app: string }) {
  const visual = appVisual(app);
  if (visual?.glyph) return <LineIcon d={visual.glyph} className="size-5 shrink-0" />;
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-5 shrink-0 items-center justify-center rounded bg-current/15 text-[0.7rem] leading-none font-extrabold"
    >
      {visual?.mark ?? app.charAt(0)}
    </span>
  );
}

/**
 * The tools the use cases really use (a tool strip for the integrations): every app
 * of the workflows in content/use-cases, once, in the order they first appear, as a text chip
 * with a monochrome mark drawn inline (no logo files, no request).
 */
function ToolStrip({ locale, messages: m, useCases }: ToolStripProps) {
  const apps = [...new Set(useCases.flatMap((uc) => uc.apps))];
  return (
    <section
      aria-labelledby="tools-heading"
      className="border-border bg-muted border-b px-4 py-12 sm:px-6"
    >
      <div className="mx-auto max-w-6xl text-center">
        <h2 id="tools-heading" className="text-xl font-bold tracking-tight text-balance">
          {m['home.tools.heading']}
        </h2>
        <p className="text-muted-foreground mx-auto mt-2 max-w-2xl text-pretty">
          {formatMessage(locale, m['home.tools.text'], {
            integrations: formatFacts(locale).integrations,
          })}
        </p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {apps.map((app) => (
            <li
              key={app}
              className="border-border bg-card text-muted-foreground inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold"
            >
              <ToolMark app={app} />
              <span className="text-foreground">{app}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export { ToolStrip };
