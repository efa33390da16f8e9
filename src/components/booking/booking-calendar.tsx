import Cal, { getCalApi } from '@calcom/embed-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  CAL_LOAD_TIMEOUT_MS,
  calBookingUrl,
  calEmbedConfig,
  isCalReady,
  topicFromSearch,
  type BookingTopic,
} from '../../../shared/booking';
import type { ConversionDetail, ConversionEventType } from '@/lib/analytics/events';

/** `waiting`: the owner chose to load the calendar only after a click (CAL_LOAD_ON_CLICK). */
type Status = 'waiting' | 'loading' | 'ready' | 'failed' | 'booked';

export type BookingCalendarText = {
  label: string;
  loading: string;
  failedHeading: string;
  failedText: string;
  directText: string;
  directLink: string;
  newTab: string;
  success: string;
  /** 'Show the calendar' and the note above it, when the calendar loads only after a click. */
  show: string;
  consent: string;
  /** The link to the request form, first in the area when the calendar cannot load. */
  formLink: string;
};

type BookingCalendarProps = {
  /** `user/event`, checked by `requireCalLink` at build time. */
  calLink: string;
  namespace: string;
  /** Booking note per topic, in the page language. */
  notes: Record<BookingTopic, string>;
  thankYouHref: string;
  text: BookingCalendarText;
  /** Load Cal.com only after a click on 'Show the calendar' (no third-party request before it). */
  loadOnClick?: boolean;
};

/** The DOM event of a conversion, typed by the events list (`conversion.client.ts` sends the same). */
const CONVERSION_EVENT: ConversionEventType = 'site:conversion';
const POLL_MS = 250;
/** After a timeout the page keeps listening a while, in case embed.js was only slow. */
const GIVE_UP_MS = CAL_LOAD_TIMEOUT_MS * 4;
// The primary button look, written out: importing `buttonVariants` would add tailwind-merge to this island.
const linkClass =
  'inline-flex h-11 items-center justify-center rounded-full bg-primary px-6 font-semibold text-primary-foreground hover:bg-primary-hover';

const subscribeNever = () => () => {};
const readSearch = () => window.location.search;
const serverSearch = () => null;

/** Watches embed.js: ready when `Cal.version` appears, failed on a script error or timeout. */
function useCalStatus(enabled: boolean): [Status, (s: Status) => void] {
  const [status, setStatus] = useState<Status>('loading');
  useEffect(() => {
    if (!enabled) return;
    const onError = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src.includes('/embed/embed.js'))
        setStatus('failed');
    };
    window.addEventListener('error', onError, true);
    const started = Date.now();
    const poll = window.setInterval(() => {
      const elapsed = Date.now() - started;
      if (isCalReady(window as { Cal?: { version?: unknown } })) {
        setStatus((s) => (s === 'booked' ? s : 'ready'));
        window.clearInterval(poll);
      } else if (elapsed > GIVE_UP_MS) {
        window.clearInterval(poll);
      } else if (elapsed > CAL_LOAD_TIMEOUT_MS) {
        setStatus((s) => (s === 'loading' ? 'failed' : s));
      }
    }, POLL_MS);
    return () => {
      window.removeEventListener('error', onError, true);
      window.clearInterval(poll);
    };
  }, [enabled]);
  return [enabled ? status : 'waiting', setStatus];
}

/**
 * Cal.com inline calendar (month view, 30-minute event) in a fixed 700 px area, with the direct
 * link always below it. When embed.js cannot load, the area says so and shows that link first.
 */
function BookingCalendar({
  calLink,
  namespace,
  notes,
  thankYouHref,
  text,
  loadOnClick = false,
}: BookingCalendarProps) {
  const [shown, setShown] = useState(!loadOnClick);
  const [status, setStatus] = useCalStatus(shown);
  // null while server-rendering and hydrating; the page's query string afterwards.
  const search = useSyncExternalStore(subscribeNever, readSearch, serverSearch);
  const mounted = search !== null && shown;
  const topic = mounted ? topicFromSearch(search) : null;
  const note = topic ? notes[topic] : undefined;

  useEffect(() => {
    if (!mounted) return;
    let active = true;
    void getCalApi({ namespace }).then((cal) => {
      if (!active) return;
      cal('on', {
        action: 'bookingSuccessfulV2',
        callback: (event: unknown) => {
          setStatus('booked');
          // The event type is the calendar's own (`30min`), never the visitor's details. Sent
          // as `emitConversion` sends it, without importing it: a module the island shared
          // with the request form's script would make that script a file fetched before the
          // page's first paint instead of inline.
          document.dispatchEvent(
            new CustomEvent<ConversionDetail<'booking_completed'>>(CONVERSION_EVENT, {
              detail: { name: 'booking_completed', props: { eventType: calLink.split('/').pop() } },
            }),
          );
          // The booked start time (ISO 8601) goes along, for the thank-you page to show it.
          const detail = (event as { detail?: { data?: { startTime?: unknown } } }).detail;
          const start = detail?.data?.startTime;
          window.location.assign(
            typeof start === 'string'
              ? `${thankYouHref}?startTime=${encodeURIComponent(start)}`
              : thankYouHref,
          );
        },
      });
    });
    return () => {
      active = false;
    };
  }, [mounted, namespace, calLink, thankYouHref, setStatus]);

  // The page reacts to the calendar's state: when it cannot load, the request form comes first.
  useEffect(() => {
    document.documentElement.dataset.calendar = status;
  }, [status]);

  const direct = calBookingUrl(calLink, note);
  const newTab = <span className="sr-only"> {text.newTab}</span>;
  return (
    <div>
      <div
        role="region"
        aria-label={text.label}
        aria-busy={status === 'loading'}
        className="rounded-card border-border bg-card relative h-[700px] overflow-y-auto border"
      >
        {mounted && (
          <Cal
            namespace={namespace}
            calLink={calLink}
            config={calEmbedConfig(note)}
            className="min-h-full w-full"
          />
        )}
        {status === 'loading' && (
          <div
            data-calendar-skeleton
            className="absolute inset-0 hidden flex-col gap-6 p-6 motion-safe:animate-pulse sm:p-8 [.js_&]:flex"
          >
            <p className="sr-only">{text.loading}</p>
            {/* The shape of Cal.com's month view: event details, a month grid, time slots. */}
            <div aria-hidden="true" className="flex items-center gap-4">
              <span className="bg-muted size-12 rounded-full" />
              <span className="flex-1 space-y-2">
                <span className="bg-muted block h-4 w-2/5 rounded" />
                <span className="bg-muted block h-3 w-1/4 rounded" />
              </span>
            </div>
            <div aria-hidden="true" className="flex min-h-0 flex-1 gap-6">
              <div className="grid flex-1 grid-cols-7 content-start gap-2">
                {Array.from({ length: 35 }, (_, i) => (
                  <span key={i} className="bg-muted aspect-square rounded-md" />
                ))}
              </div>
              <div className="hidden w-40 flex-col gap-2 sm:flex">
                {Array.from({ length: 8 }, (_, i) => (
                  <span key={i} className="bg-muted h-10 rounded-md" />
                ))}
              </div>
            </div>
          </div>
        )}
        {status === 'waiting' && (
          <div className="bg-card absolute inset-0 hidden flex-col items-center justify-center gap-4 p-8 text-center [.js_&]:flex">
            <p className="text-muted-foreground max-w-md">{text.consent}</p>
            <button type="button" onClick={() => setShown(true)} className={linkClass}>
              {text.show}
            </button>
          </div>
        )}
        {(status === 'failed' || status === 'loading' || status === 'waiting') && (
          <div
            data-calendar-failed
            className={`bg-card absolute inset-0 flex-col items-center justify-center gap-4 p-8 text-center ${status === 'failed' ? 'flex' : 'flex [.js_&]:hidden'}`}
          >
            <h2 className="text-xl font-semibold">{text.failedHeading}</h2>
            <p className="text-muted-foreground max-w-md">{text.failedText}</p>
            <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-3">
              <a href="#lead-form" className={linkClass}>
                {text.formLink}
              </a>
              <a
                href={direct}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary inline-flex min-h-11 items-center font-semibold underline"
              >
                {text.directLink}
                {newTab}
              </a>
            </div>
          </div>
        )}
        {status === 'booked' && (
          <p className="bg-card absolute inset-0 flex items-center justify-center p-8 text-center font-semibold">
            {text.success}
          </p>
        )}
      </div>
      <p className="text-muted-foreground mt-4 text-sm">
        {text.directText}{' '}
        <a
          href={direct}
          target="_blank"
          rel="noopener noreferrer"
          data-direct-link
          className="text-primary font-semibold underline"
        >
          {text.directLink}
          {newTab}
        </a>
      </p>
      <p role="status" className="sr-only">
        {status === 'failed' ? text.failedHeading : status === 'booked' ? text.success : ''}
      </p>
    </div>
  );
}

export { BookingCalendar };
