/**
 * Booking page logic: the embed needs a calendar link, and a missing one fails with
 * 'calLink is required'. Pure functions; the Cal.com embed itself lives in
 * `src/components/booking/`.
 */
import type { Locale } from './i18n/locales';
import { localizePath } from './i18n/paths';

/** Topics another page can pass to `/talk-to-expert?topic=…` ('Get a Quote', 'Purchase Now'). */
export const bookingTopics = ['quote', 'agent'] as const;
export type BookingTopic = (typeof bookingTopics)[number];

/** Catalog keys of each topic: the label shown on the booking page and the note sent to Cal.com. */
export const bookingTopicKeys = {
  quote: { label: 'booking.topic.quote.label', note: 'booking.topic.quote.note' },
  agent: { label: 'booking.topic.agent.label', note: 'booking.topic.agent.note' },
} as const satisfies Record<BookingTopic, { label: string; note: string }>;

/** The public host of Cal.com booking pages (the direct link); the embed itself uses app.cal.com. */
export const CAL_PUBLIC_ORIGIN = 'https://cal.com';
/** Where Cal.com's embed runs: its script and the calendar's frame (the CSP's `CAL_ORIGIN`). */
export const CAL_EMBED_ORIGIN = 'https://app.cal.com';
/** Cal.com's embed script, the one its snippet (`@calcom/embed-snippet`) loads. */
export const CAL_EMBED_SCRIPT = `${CAL_EMBED_ORIGIN}/embed/embed.js`;
/** Cal.com embed layout the spec asks for. */
export const CAL_LAYOUT = 'month_view';
/** How long the page waits for embed.js before it tells the visitor and puts the direct link first. */
export const CAL_LOAD_TIMEOUT_MS = 8000;

/**
 * The topic named in a query string, or null for none or an unknown value.
 * @example topicFromSearch('?topic=quote') // 'quote'
 */
export function topicFromSearch(search: string): BookingTopic | null {
  const value = new URLSearchParams(search).get('topic')?.trim().toLowerCase();
  return (bookingTopics as readonly string[]).includes(value ?? '')
    ? (value as BookingTopic)
    : null;
}

/**
 * The booking page in a language, with an optional topic.
 * @example bookingPath('de', 'quote') // '/de/talk-to-expert?topic=quote'
 */
export function bookingPath(locale: Locale, topic?: BookingTopic): string {
  const path = localizePath('/talk-to-expert', locale);
  return topic ? `${path}?topic=${topic}` : path;
}

/** The localized thank-you page, where a successful booking leads. */
export function thankYouPath(locale: Locale): string {
  return localizePath('/thank-you', locale);
}

/**
 * Target of 'Purchase Now - $250 (Only Agent)': the configured checkout (payment link) or,
 * when none is set, the booking page with the agent topic.
 */
export function purchaseHref(locale: Locale, checkoutUrl: string): string {
  return checkoutUrl.trim() || bookingPath(locale, 'agent');
}

/**
 * Normalises the configured calendar link to `user/event` and refuses an empty one, so a missing
 * link stops the build instead of leaving visitors a broken booking area.
 * Accepts a full `https://cal.com/user/event` URL too.
 * @throws Error 'calLink is required' when the value is empty
 * @example requireCalLink('https://cal.com/acme/30min/') // 'acme/30min'
 */
export function requireCalLink(raw: string | undefined): string {
  const link = (raw ?? '')
    .trim()
    .replace(/^https?:\/\/(app\.)?cal\.com\//i, '')
    .replace(/^\/+|\/+$/g, '');
  if (!link) throw new Error('calLink is required');
  if (/[\s?#]/.test(link)) throw new Error(`calLink must look like "user/event", got "${raw}"`);
  return link;
}

/**
 * The direct link to the same calendar on cal.com, with the booking note prefilled.
 * @example calBookingUrl('acme/30min', 'Quote') // 'https://cal.com/acme/30min?notes=Quote'
 */
export function calBookingUrl(calLink: string, note?: string): string {
  const url = `${CAL_PUBLIC_ORIGIN}/${calLink}`;
  return note ? `${url}?${new URLSearchParams({ notes: note })}` : url;
}

/** The embed's `config` (values must be strings): month view, plus the booking note when present. */
export function calEmbedConfig(note?: string): Record<string, string> {
  return note ? { layout: CAL_LAYOUT, notes: note } : { layout: CAL_LAYOUT };
}

/**
 * True once Cal.com's embed.js has really run: before that `window.Cal` is only the snippet's
 * queue stub, which accepts commands forever and has no `version`.
 */
export function isCalReady(win: { Cal?: { version?: unknown } } | undefined): boolean {
  return typeof win?.Cal?.version === 'string' && win.Cal.version !== '';
}
