/**
 * The booking calendar's script: Cal.com's inline embed over the area
 * `booking-calendar.tsx` renders at build time, with no framework in the browser. It loads
 * Cal.com's embed.js with the vanilla snippet (what `@calcom/embed-react` runs), shows the loading
 * state until embed.js reports itself, the failure view (the request form and the direct link
 * first) on a script error or a timeout, and on a booking sends the conversion event and opens the
 * thank-you page. With `loadOnClick` nothing is requested from Cal.com before 'Show the calendar'.
 *
 * It imports no module another script of the page imports (the layout's, the request form's),
 * and only types from the events list: so it stays one small script Astro inlines into the page.
 */
import type { ConversionDetail, ConversionEventType } from '@/lib/analytics/events';
import {
  CAL_EMBED_ORIGIN,
  CAL_EMBED_SCRIPT,
  CAL_LOAD_TIMEOUT_MS,
  calBookingUrl,
  calEmbedConfig,
  isCalReady,
  topicFromSearch,
  type BookingTopic,
} from '../../../shared/booking';

/** `waiting`: the owner chose to load the calendar only after a click (CAL_LOAD_ON_CLICK). */
export type CalendarStatus = 'waiting' | 'loading' | 'ready' | 'failed' | 'booked';
/** What changes the status: embed.js ran, failed to load, took too long; a booking was made. */
export type CalendarSignal = 'ready' | 'error' | 'timeout' | 'booked';

/** What the area hands its script in `data-booking-calendar` (JSON). */
export interface CalendarSettings {
  /** `user/event`, checked by `requireCalLink` at build time. */
  calLink: string;
  namespace: string;
  /** Booking note per topic, in the page language. */
  notes: Record<BookingTopic, string>;
  thankYouHref: string;
  /** Load Cal.com only after a click on 'Show the calendar' (no third-party request before it). */
  loadOnClick: boolean;
  /** What the status line announces when the calendar fails and after a booking. */
  failedHeading: string;
  success: string;
}

/** The DOM event of a conversion, typed by the events list (`conversion.client.ts` sends the same). */
const CONVERSION_EVENT: ConversionEventType = 'site:conversion';
const POLL_MS = 250;
/** After a timeout the page keeps listening a while, in case embed.js was only slow. */
const GIVE_UP_MS = CAL_LOAD_TIMEOUT_MS * 4;
/** The class that hides the failure view while the calendar loads (shown without JavaScript). */
export const HIDDEN_WITH_JS = '[.js_&]:hidden';

/**
 * The status after a signal: a booking stays booked; a slow embed.js that arrives after the
 * timeout still shows the calendar; the timeout fails only a calendar that is still loading.
 * @example nextStatus('loading', 'timeout') // 'failed'
 */
export function nextStatus(status: CalendarStatus, signal: CalendarSignal): CalendarStatus {
  if (signal === 'ready') return status === 'booked' ? status : 'ready';
  if (signal === 'timeout') return status === 'loading' ? 'failed' : status;
  return signal === 'error' ? 'failed' : 'booked';
}

/**
 * The thank-you page after a booking, with the booked start time (ISO 8601) when Cal.com's
 * `bookingSuccessfulV2` event carries one, for the page to show it.
 * @example thankYouUrl('/de/thank-you', { detail: { data: { startTime: '2026-12-01T15:00:00Z' } } })
 * // '/de/thank-you?startTime=2026-12-01T15%3A00%3A00Z'
 */
export function thankYouUrl(thankYouHref: string, event: unknown): string {
  const start = (event as { detail?: { data?: { startTime?: unknown } } } | undefined)?.detail?.data
    ?.startTime;
  return typeof start === 'string'
    ? `${thankYouHref}?startTime=${encodeURIComponent(start)}`
    : thankYouHref;
}

type CalApi = ((...args: unknown[]) => void) & { q: unknown[][] };
type CalGlobal = CalApi & { ns: Record<string, CalApi>; loaded?: boolean; version?: unknown };

/**
 * Cal.com's embed snippet, as `@calcom/embed-snippet` (and so `@calcom/embed-react`) has it:
 * `window.Cal` becomes a queue whose first call appends embed.js to the head; `init` with a
 * namespace makes `Cal.ns[namespace]`, a queue of its own. embed.js runs the queued commands.
 */
export function calSnippet(win: Window & { Cal?: CalGlobal }, src: string): CalGlobal {
  const push = (api: CalApi, args: unknown[]) => void api.q.push(args);
  win.Cal =
    win.Cal ||
    (function (...args: unknown[]) {
      const cal = win.Cal!;
      if (!cal.loaded) {
        cal.ns = {};
        cal.q = cal.q || [];
        win.document.head.appendChild(win.document.createElement('script')).src = src;
        cal.loaded = true;
      }
      if (args[0] === 'init') {
        const api = function (...commands: unknown[]) {
          push(api, commands);
        } as CalApi;
        const namespace = args[1];
        api.q = api.q || [];
        if (typeof namespace === 'string') {
          cal.ns[namespace] = cal.ns[namespace] || api;
          push(cal.ns[namespace], args);
          push(cal, ['initNamespace', namespace]);
        } else push(cal, args);
        return;
      }
      push(cal, args);
    } as CalGlobal);
  return win.Cal;
}

/** How the calendar's loading is scheduled: `run` now, or later. */
export type LoadSchedule = (run: () => void) => void;

/**
 * Once the page has loaded, has painted its content and the browser is idle: Cal.com's embed.js,
 * a request to another origin, then never races the first paint. A browser may paint after the
 * `load` event (Lighthouse's Chromium did, at 0.31 s against 0.27 s), and a connection opened
 * before the paint counted in /talk-to-expert's LCP: 1.53 s against 0.93 s with the island.
 */
export const afterLoadAndIdle: LoadSchedule = (run) => {
  let started = false;
  const whenIdle = () => {
    if (started) return;
    started = true;
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 0);
  };
  const afterPaint = () => {
    const paints = 'PerformanceObserver' in window && PerformanceObserver.supportedEntryTypes;
    if (!paints || !paints.includes('paint') || performance.getEntriesByType('paint').length) {
      whenIdle();
      return;
    }
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      whenIdle();
    });
    observer.observe({ type: 'paint' });
    // A page that never paints (a tab opened in the background) loads it when shown anyway.
    setTimeout(whenIdle, 3000);
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
};

/**
 * Starts one calendar area: the parts marked `data-calendar-when="<statuses>"` are in the page
 * only in those statuses (as a React component would render them), `<html data-calendar>` tells
 * the page (the request form, analytics) the status. `navigate` opens the thank-you page.
 */
export function startBookingCalendar(
  root: HTMLElement,
  navigate: (url: string) => void = (url) => window.location.assign(url),
  schedule: LoadSchedule = (run) => run(),
) {
  const settings = JSON.parse(root.dataset.bookingCalendar!) as CalendarSettings;
  const { calLink, namespace, thankYouHref } = settings;
  const region = root.querySelector<HTMLElement>('[role="region"]')!;
  const live = root.querySelector<HTMLElement>('[role="status"]')!;
  const failed = root.querySelector<HTMLElement>('[data-calendar-failed]')!;
  const parts = [...root.querySelectorAll<HTMLElement>('[data-calendar-when]')].map((el) => {
    const mark = document.createComment('');
    el.before(mark);
    return { el, mark, when: el.dataset.calendarWhen!.split(' ') };
  });
  const topic = topicFromSearch(window.location.search);
  const note = topic ? settings.notes[topic] : undefined;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-calendar-direct]'))
    link.href = calBookingUrl(calLink, note);

  let status: CalendarStatus = settings.loadOnClick ? 'waiting' : 'loading';
  const render = () => {
    document.documentElement.dataset.calendar = status;
    region.setAttribute('aria-busy', String(status === 'loading'));
    for (const { el, mark, when } of parts) {
      if (!when.includes(status)) el.remove();
      else if (!el.isConnected) mark.after(el);
      el.hidden = false;
    }
    failed.classList.toggle(HIDDEN_WITH_JS, status !== 'failed');
    live.textContent =
      status === 'failed' ? settings.failedHeading : status === 'booked' ? settings.success : '';
  };
  const signal = (s: CalendarSignal) => {
    const next = nextStatus(status, s);
    if (next === status) return;
    status = next;
    render();
  };

  const show = () => {
    status = 'loading';
    render();
    window.addEventListener(
      'error',
      (event) => {
        const target = event.target;
        if (target instanceof HTMLScriptElement && target.src.includes('/embed/embed.js'))
          signal('error');
      },
      true,
    );
    const started = Date.now();
    const poll = window.setInterval(() => {
      const elapsed = Date.now() - started;
      if (isCalReady(window as { Cal?: { version?: unknown } })) {
        signal('ready');
        window.clearInterval(poll);
      } else if (elapsed > GIVE_UP_MS) {
        window.clearInterval(poll);
      } else if (elapsed > CAL_LOAD_TIMEOUT_MS) {
        signal('timeout');
      }
    }, POLL_MS);

    const cal = calSnippet(window, CAL_EMBED_SCRIPT);
    cal('init', namespace, { origin: CAL_EMBED_ORIGIN });
    const api = cal.ns[namespace]!;
    api('inline', {
      elementOrSelector: root.querySelector('[data-calendar-embed]'),
      calLink,
      config: calEmbedConfig(note),
    });
    api('on', {
      action: 'bookingSuccessfulV2',
      callback: (event: unknown) => {
        signal('booked');
        // The event type is the calendar's own (`30min`), never the visitor's details. Sent as
        // `emitConversion` sends it, without importing it: a module this script shared with the
        // request form's script would make both files fetched before the first paint.
        document.dispatchEvent(
          new CustomEvent<ConversionDetail<'booking_completed'>>(CONVERSION_EVENT, {
            detail: { name: 'booking_completed', props: { eventType: calLink.split('/').pop() } },
          }),
        );
        navigate(thankYouUrl(thankYouHref, event));
      },
    });
  };

  render();
  if (settings.loadOnClick)
    root.querySelector('[data-calendar-show]')!.addEventListener('click', show, { once: true });
  else schedule(show);
}
