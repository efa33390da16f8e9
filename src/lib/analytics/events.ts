/**
 * The conversion events, named once: this typed list, the table of docs/owner/analytics.md and the
 * tests read it. Every event also carries `lang` (the page's language) and `path` (its path).
 * Properties are short tokens (places, codes, paths), never what a visitor typed: `cleanProps`
 * drops anything else before it leaves the page.
 */

/** Where a call to action sits on the page. */
export const ctaPlaces = [
  'header',
  'hero',
  'booking_bar',
  'closing_band',
  'article',
  'service_page',
] as const;

/** Each event with the properties it carries besides `lang` and `path`. */
export const conversionEvents = {
  /** A call to action was clicked: `cta` is its place, `target` where it leads. */
  cta_click: ['cta', 'target'],
  /** The booking calendar was shown (`via: calendar`) or the direct Cal.com link followed. */
  booking_opened: ['via'],
  /** Cal.com's booking-successful event: the event type, never the visitor's name or e-mail. */
  booking_completed: ['eventType'],
  /** The request form was stored: 201 to the form's script (`via: form`) or the plain redirect. */
  lead_submitted: ['via'],
  /** The form showed an error to the visitor: its code and, for a field, the field's name. */
  lead_failed: ['code', 'field'],
  /** A use case's n8n workflow was downloaded. */
  workflow_downloaded: ['useCase'],
  /** The language switcher was used. */
  language_switched: ['from', 'to'],
  /** The community link was followed. */
  community_opened: [],
  /** The savings calculator was first changed: the preset it started from (`own`: none), no figures. */
  calculator_used: ['useCase'],
  /** The live agent's chat was opened (/work, only when the owner switched the agent on). */
  agent_opened: [],
  /** A message was sent to the agent: never its text. */
  agent_message: [],
  /** The chat showed the request form: the visitor asked (`via: visitor`) or the agent did (`agent`). */
  agent_handover: ['via'],
  /** A message was refused or its answer failed: the limit's or the failure's code. */
  agent_limited: ['code'],
} as const satisfies Record<string, readonly string[]>;

export type ConversionEvent = keyof typeof conversionEvents;
export type EventProps<E extends ConversionEvent> = Partial<
  Record<(typeof conversionEvents)[E][number], string>
>;

/** sessionStorage key the form's script sets (`form`) before it opens the thank-you page. */
export type LeadViaKey = 'analytics:lead-via';
export const LEAD_VIA_KEY: LeadViaKey = 'analytics:lead-via';

/** The DOM event a component dispatches on `document` to report a conversion event. */
export type ConversionEventType = 'site:conversion';
export const CONVERSION_EVENT: ConversionEventType = 'site:conversion';

export interface ConversionDetail<E extends ConversionEvent = ConversionEvent> {
  name: E;
  props: EventProps<E>;
}

/**
 * A property value that may be sent: a token of at most 120 characters without spaces, `@` or
 * quotes (a path, a code, a place, a locale). Free text and e-mail addresses never pass.
 */
const SAFE_VALUE = /^[A-Za-z0-9_\-./:?=&%#+,]{1,120}$/;

/**
 * The properties of `name` as sent: only its own keys plus `lang` and `path`, only safe tokens,
 * at most 30 (Plausible's limit).
 * @example cleanProps('lead_failed', { code: 'required', field: 'email', email: 'a@b.c' }, { lang: 'de', path: '/de/talk-to-expert' })
 * // { code: 'required', field: 'email', lang: 'de', path: '/de/talk-to-expert' }
 */
export function cleanProps(
  name: ConversionEvent,
  props: Record<string, unknown>,
  page: { lang: string; path: string },
): Record<string, string> {
  const keys: readonly string[] = conversionEvents[name];
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...props, ...page })) {
    if (key !== 'lang' && key !== 'path' && !keys.includes(key)) continue;
    if (typeof value === 'string' && SAFE_VALUE.test(value)) out[key] = value;
  }
  return Object.fromEntries(Object.entries(out).slice(0, 30));
}
