import type { Locale } from '../../../shared/i18n/locales';
import { localizePath } from '../../../shared/i18n/paths';
import type { Orientation } from './layout';

/**
 * Site paths of the generated use-case files (routes in `src/pages/[...lang]/use-cases/`).
 * Diagrams carry translated step labels, so each language has its own copy; the workflow
 * download is language-neutral and exists once.
 * @example diagramPath('lead-routing', 'tall', 'de') // '/de/use-cases/diagrams/tall/lead-routing.svg'
 */
export function diagramPath(slug: string, orientation: Orientation, locale: Locale): string {
  return localizePath(`/use-cases/diagrams/${orientation}/${slug}.svg`, locale);
}

/** @example workflowPath('lead-routing') // '/use-cases/workflows/lead-routing.json' */
export function workflowPath(slug: string): string {
  return `/use-cases/workflows/${slug}.json`;
}

/** File name offered by the download link. */
export function workflowFileName(slug: string): string {
  return `n8n-workflow-${slug}.json`;
}
