/**
 * What a component calls to report a conversion event: the analytics module of the
 * layout's script listens for it and sends it when analytics is on (and drops it otherwise). The
 * booking calendar's script dispatches the same event itself, for the same reason as below: the
 * request form's script on its page stays inline only while the two share no module.
 *
 * Only types come from `@/lib/analytics/events`: the layout's script imports that module's values
 * and is inlined into every page only while no other script shares a module with it (a shared
 * module becomes a file of its own that every page fetches before it paints). The two names below
 * are therefore written again, and typed by the list's own literal types, so a rename there fails
 * to compile here.
 */
import type {
  ConversionDetail,
  ConversionEvent,
  ConversionEventType,
  EventProps,
  LeadViaKey,
} from '@/lib/analytics/events';

const EVENT: ConversionEventType = 'site:conversion';

/** sessionStorage key the form's script sets (`form`) before it opens the thank-you page. */
export const LEAD_VIA_KEY: LeadViaKey = 'analytics:lead-via';

/**
 * Reports a conversion event from any component. Safe to call anywhere in the browser.
 * @example emitConversion('booking_completed', { eventType: '30min' })
 */
export function emitConversion<E extends ConversionEvent>(name: E, props: EventProps<E> = {}) {
  document.dispatchEvent(new CustomEvent<ConversionDetail<E>>(EVENT, { detail: { name, props } }));
}
