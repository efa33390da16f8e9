/**
 * Where this visit came from, kept for the visit in sessionStorage (no cookie): the
 * first page, the referring site's host and the campaign parameters of the landing URL. The
 * request form sends them as hidden fields, with the page it is on (`visit-fields.client.ts`).
 */
import { utmParams, type AttributionField } from '../../../shared/leads/attribution';

/** The sessionStorage key of the visit. */
export type VisitKey = 'lead-attribution';
const KEY: VisitKey = 'lead-attribution';

/** Records the visit's first page, referrer host and campaign, once per visit. */
export function rememberVisit(): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const visit: Partial<Record<AttributionField, string>> = { landingPage: location.pathname };
    const referrer = document.referrer ? new URL(document.referrer) : null;
    if (referrer && referrer.host !== location.host) visit.referrer = referrer.host;
    const query = new URLSearchParams(location.search);
    for (const param of utmParams) {
      const value = query.get(param);
      if (value) visit[param] = value.slice(0, 100);
    }
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage switched off: the form sends the page it is on only.
  }
}
