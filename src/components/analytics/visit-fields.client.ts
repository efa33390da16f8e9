/**
 * The request form's hidden fields for this visit: what `rememberVisit` of the
 * layout's script kept (first page, referrer host, campaign) and the page the form is on.
 * Only types come from the layout's modules, so the layout's script shares no module with the
 * form's (see `conversion.client.ts`); the storage key is typed by its literal there.
 */
import type { AttributionField } from '../../../shared/leads/attribution';
import type { VisitKey } from './attribution.client';

const KEY: VisitKey = 'lead-attribution';

/** The hidden fields of the request form for this visit. */
export function visitFields(): Partial<Record<AttributionField, string>> {
  let visit: Partial<Record<AttributionField, string>> = {};
  try {
    visit = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as typeof visit;
  } catch {
    // Nothing kept: the page itself is all there is.
  }
  return { landingPage: location.pathname, ...visit, sourcePage: location.pathname };
}
