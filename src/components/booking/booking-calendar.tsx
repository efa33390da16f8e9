import type { BookingTopic } from '../../../shared/booking';
import { calBookingUrl } from '../../../shared/booking';
import {
  HIDDEN_WITH_JS,
  type CalendarSettings,
  type CalendarStatus,
} from './booking-calendar.client';

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

// The primary button look, written out: `buttonVariants` would bring tailwind-merge along.
const linkClass =
  'inline-flex h-11 items-center justify-center rounded-full bg-primary px-6 font-semibold text-primary-foreground hover:bg-primary-hover';

/**
 * Cal.com inline calendar (month view, 30-minute event) in a fixed 700 px area, with the direct
 * link always below it. Rendered at build time only: `booking-calendar.client.ts` loads the
 * embed into it and shows the part of each status (`data-calendar-when`); the first paint shows
 * the starting one, through the `js` class of `<html>`. Without JavaScript the area says the
 * calendar cannot load and offers the request form and the direct link.
 */
function BookingCalendar({
  calLink,
  namespace,
  notes,
  thankYouHref,
  text,
  loadOnClick = false,
}: BookingCalendarProps) {
  const start: CalendarStatus = loadOnClick ? 'waiting' : 'loading';
  const settings: CalendarSettings = {
    calLink,
    namespace,
    notes,
    thankYouHref,
    loadOnClick,
    failedHeading: text.failedHeading,
    success: text.success,
  };
  // The topic's note is added by the script, from the page's query string.
  const direct = calBookingUrl(calLink);
  const newTab = <span className="sr-only"> {text.newTab}</span>;
  return (
    <div data-booking-calendar={JSON.stringify(settings)}>
      <div
        role="region"
        aria-label={text.label}
        aria-busy={start === 'loading'}
        className="rounded-card border-border bg-card relative h-[700px] overflow-y-auto border"
      >
        <div data-calendar-embed className="min-h-full w-full" />
        <div
          data-calendar-when="loading"
          data-calendar-skeleton
          hidden={start !== 'loading'}
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
        <div
          data-calendar-when="waiting"
          hidden={start !== 'waiting'}
          className="bg-card absolute inset-0 hidden flex-col items-center justify-center gap-4 p-8 text-center [.js_&]:flex"
        >
          <p className="text-muted-foreground max-w-md">{text.consent}</p>
          <button type="button" data-calendar-show className={linkClass}>
            {text.show}
          </button>
        </div>
        <div
          data-calendar-when="failed loading waiting"
          data-calendar-failed
          className={`bg-card absolute inset-0 flex flex-col items-center justify-center gap-4 p-8 text-center ${HIDDEN_WITH_JS}`}
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
              data-calendar-direct
              className="text-primary inline-flex min-h-11 items-center font-semibold underline"
            >
              {text.directLink}
              {newTab}
            </a>
          </div>
        </div>
        <p
          data-calendar-when="booked"
          hidden
          className="bg-card absolute inset-0 flex items-center justify-center p-8 text-center font-semibold"
        >
          {text.success}
        </p>
      </div>
      <p className="text-muted-foreground mt-4 text-sm">
        {text.directText}{' '}
        <a
          href={direct}
          target="_blank"
          rel="noopener noreferrer"
          data-direct-link
          data-calendar-direct
          className="text-primary font-semibold underline"
        >
          {text.directLink}
          {newTab}
        </a>
      </p>
      <p role="status" className="sr-only" />
    </div>
  );
}

export { BookingCalendar };
