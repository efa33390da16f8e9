import type { Messages } from '@/i18n/catalog';
import type { Locale } from '../../../shared/i18n/locales';
import type { UseCase } from '@/lib/n8n/use-cases';
import { useCaseSvg } from '@/components/use-cases/use-case-data';

/**
 * The use case the home hero draws: lead capture and routing, the one most visitors start with;
 * when the owner has removed it, the first use case that has a connection to draw.
 */
const HERO_USE_CASE = 'lead-routing';

/** Matches one connection as `renderWorkflowSvg` draws it (solid lines end in an arrow). */
const connection =
  /<path d="([^"]+)" fill="none" stroke="[^"]+" stroke-width="2\.5" marker-end="url\(#hero-arrow\)"\/>/g;

/**
 * The hero's workflow as inline SVG (no extra request before the largest paint): the use case's
 * own diagram, in the page's language, with ids prefixed so they cannot clash with the page's,
 * and a second dotted path on every connection: a dot every quarter of the line, which
 * `hero-flow.client.ts` sets flowing for 4.8 s once the page is idle (still under
 * `prefers-reduced-motion` and without JavaScript). Size comes from the viewBox, so it causes
 * no shift. An empty string when there is no use case to draw (the owner removed them all):
 * the hero then shows its text alone.
 */
export function heroWorkflowSvg(useCases: UseCase[], locale: Locale, m: Messages): string {
  const drawable = (uc: UseCase) => Object.keys(uc.workflow.connections).length > 0;
  const useCase =
    useCases.find((uc) => uc.slug === HERO_USE_CASE && drawable(uc)) ?? useCases.find(drawable);
  if (!useCase) return '';
  const svg = useCaseSvg(useCase, 'wide', locale, m)
    .replace(/ id="(\w+)"/g, ' id="hero-$1"')
    .replace(/url\(#(\w+)\)/g, 'url(#hero-$1)')
    .replace(
      /aria-labelledby="([\w ]+)"/,
      (_, ids: string) =>
        `aria-labelledby="${ids
          .split(' ')
          .map((id) => `hero-${id}`)
          .join(' ')}"`,
    );
  let flows = 0;
  const withFlow = svg.replace(connection, (path, d: string) => {
    flows++;
    return `${path}<path class="hero-flow" d="${d}" fill="none" pathLength="100"/>`;
  });
  if (!flows) throw new Error(`content/use-cases/${useCase.slug}: no connection to animate`);
  return withFlow;
}
