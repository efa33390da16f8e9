// @vitest-environment jsdom
/**
 * The booking calendar's script over the area rendered at build time, with Cal.com
 * faked by its own queue (jsdom loads no external script): the loading state, the failure view on a
 * script error or a timeout, the calendar once embed.js reports itself, the click-to-load mode,
 * the topic's note, and a booking's conversion event and thank-you page.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingCalendar } from '../../src/components/booking/booking-calendar';
import {
  afterLoadAndIdle,
  HIDDEN_WITH_JS,
  nextStatus,
  startBookingCalendar,
  thankYouUrl,
} from '../../src/components/booking/booking-calendar.client';
import { CAL_EMBED_ORIGIN, CAL_EMBED_SCRIPT, CAL_LOAD_TIMEOUT_MS } from '../../shared/booking';
import { CAL_ORIGIN } from '../../server/release/headers';
import type { ConversionDetail } from '../../src/lib/analytics/events';

const text = {
  label: 'Booking calendar',
  loading: 'Loading the calendar…',
  failedHeading: 'The calendar could not load here',
  failedText: 'Book on Cal.com or write to us.',
  directText: 'Prefer Cal.com itself?',
  directLink: 'Book directly on Cal.com',
  newTab: '(opens in a new tab)',
  success: 'Booked!',
  show: 'Show the calendar',
  consent: 'The calendar is loaded from Cal.com.',
  formLink: 'Write to us instead',
};
const notes = { quote: 'I would like a quote.', agent: 'I would like the agent.' };

type CalQueue = { q: unknown[][] };
const calWindow = () =>
  window as unknown as { Cal?: CalQueue & { ns: Record<string, CalQueue>; version?: string } };
const commands = () => calWindow().Cal!.ns['30min']!.q;
const embedScripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) => s.src === CAL_EMBED_SCRIPT);
const html = document.documentElement;
/** A part is shown when it is in the page, without `hidden`; the failure view also needs JS-visibility. */
const shown = (selector: string) => {
  const el = document.querySelector<HTMLElement>(selector);
  return !!el && !el.hidden && !el.classList.contains(HIDDEN_WITH_JS);
};
const statusLine = () => document.querySelector('[role="status"]')!.textContent;

function mount({
  loadOnClick = false,
  schedule,
}: { loadOnClick?: boolean; schedule?: (run: () => void) => void } = {}) {
  document.body.innerHTML = renderToStaticMarkup(
    <BookingCalendar
      calLink="acme/30min"
      namespace="30min"
      notes={notes}
      thankYouHref="/de/thank-you"
      text={text}
      loadOnClick={loadOnClick}
    />,
  );
  const navigate = vi.fn<(url: string) => void>();
  startBookingCalendar(
    document.querySelector<HTMLElement>('[data-booking-calendar]')!,
    navigate,
    schedule,
  );
  return navigate;
}

beforeEach(() => {
  vi.useFakeTimers();
  html.classList.add('js');
  window.history.replaceState(null, '', '/de/talk-to-expert');
});
afterEach(() => {
  vi.useRealTimers();
  delete calWindow().Cal;
  for (const script of embedScripts()) script.remove();
  delete html.dataset.calendar;
  document.body.innerHTML = '';
});

describe('the status', () => {
  it.each([
    ['loading', 'ready', 'ready'],
    ['failed', 'ready', 'ready'],
    ['booked', 'ready', 'booked'],
    ['loading', 'timeout', 'failed'],
    ['ready', 'timeout', 'ready'],
    ['loading', 'error', 'failed'],
    ['ready', 'booked', 'booked'],
  ] as const)('%s + %s -> %s', (status, signal, next) => {
    expect(nextStatus(status, signal)).toBe(next);
  });

  it('a booking leads to the thank-you page with its start time, if any', () => {
    const event = { detail: { data: { startTime: '2026-12-01T15:00:00.000Z' } } };
    expect(thankYouUrl('/de/thank-you', event)).toBe(
      '/de/thank-you?startTime=2026-12-01T15%3A00%3A00.000Z',
    );
    expect(thankYouUrl('/thank-you', { detail: { data: {} } })).toBe('/thank-you');
    expect(thankYouUrl('/thank-you', undefined)).toBe('/thank-you');
  });
});

describe('the calendar area', () => {
  it('loads Cal.com from the origin the CSP allows', () => {
    expect(CAL_EMBED_ORIGIN).toBe(CAL_ORIGIN);
    expect(CAL_EMBED_SCRIPT).toBe(`${CAL_ORIGIN}/embed/embed.js`);
  });

  it('loads embed.js at once, inline in month view, and shows the loading state', () => {
    mount();
    expect(embedScripts()).toHaveLength(1);
    expect(html.dataset.calendar).toBe('loading');
    expect(document.querySelector('[role="region"]')!.getAttribute('aria-busy')).toBe('true');
    expect(shown('[data-calendar-skeleton]')).toBe(true);
    expect(shown('[data-calendar-failed]')).toBe(false);
    expect(commands().map((args) => args[0])).toEqual(['init', 'inline', 'on']);
    expect(commands()[0]).toEqual(['init', '30min', { origin: CAL_EMBED_ORIGIN }]);
    expect(commands()[1]![1]).toEqual({
      elementOrSelector: document.querySelector('[data-calendar-embed]'),
      calLink: 'acme/30min',
      config: { layout: 'month_view' },
    });
    expect(commands()[2]![1]).toMatchObject({ action: 'bookingSuccessfulV2' });
  });

  it('shows the failure view, form link first, when embed.js cannot load', () => {
    mount();
    embedScripts()[0]!.dispatchEvent(new Event('error'));
    expect(html.dataset.calendar).toBe('failed');
    expect(shown('[data-calendar-failed]')).toBe(true);
    expect(document.querySelector('[data-calendar-skeleton]')).toBeNull();
    const links = [...document.querySelectorAll('[data-calendar-failed] a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '#lead-form',
      'https://cal.com/acme/30min',
    ]);
    expect(links[1]!.getAttribute('target')).toBe('_blank');
    expect(links[1]!.textContent).toBe(`${text.directLink} ${text.newTab}`);
    expect(statusLine()).toBe(text.failedHeading);
    expect(document.querySelector('[role="region"]')!.getAttribute('aria-busy')).toBe('false');
  });

  it('fails after the timeout, and still shows the calendar if embed.js arrives late', () => {
    mount();
    vi.advanceTimersByTime(CAL_LOAD_TIMEOUT_MS - 250);
    expect(html.dataset.calendar).toBe('loading');
    vi.advanceTimersByTime(500);
    expect(html.dataset.calendar).toBe('failed');
    expect(shown('[data-calendar-failed]')).toBe(true);
    calWindow().Cal!.version = '1.5.3';
    vi.advanceTimersByTime(250);
    expect(html.dataset.calendar).toBe('ready');
    expect(document.querySelector('[data-calendar-failed]')).toBeNull();
    expect(statusLine()).toBe('');
  });

  it('is ready when embed.js reports its version; a booking sends the conversion and opens the thank-you page', () => {
    const navigate = mount();
    calWindow().Cal!.version = '1.5.3';
    vi.advanceTimersByTime(250);
    expect(html.dataset.calendar).toBe('ready');
    expect(document.querySelector('[data-calendar-failed]')).toBeNull();
    expect(document.querySelector('[data-calendar-skeleton]')).toBeNull();
    vi.advanceTimersByTime(CAL_LOAD_TIMEOUT_MS * 5);
    expect(html.dataset.calendar).toBe('ready');

    const sent: ConversionDetail[] = [];
    const listener = (e: Event) => sent.push((e as CustomEvent<ConversionDetail>).detail);
    document.addEventListener('site:conversion', listener);
    const on = commands()[2]![1] as { callback: (event: unknown) => void };
    on.callback({ detail: { data: { uid: 'abc', startTime: '2026-12-01T15:00:00.000Z' } } });
    document.removeEventListener('site:conversion', listener);
    expect(sent).toEqual([{ name: 'booking_completed', props: { eventType: '30min' } }]);
    expect(navigate).toHaveBeenCalledWith('/de/thank-you?startTime=2026-12-01T15%3A00%3A00.000Z');
    expect(html.dataset.calendar).toBe('booked');
    expect(shown('[data-calendar-when="booked"]')).toBe(true);
    expect(statusLine()).toBe(text.success);
  });

  it("prefills the topic's note in the embed and the direct links", () => {
    window.history.replaceState(null, '', '/de/talk-to-expert?topic=Quote');
    mount();
    expect((commands()[1]![1] as { config: unknown }).config).toEqual({
      layout: 'month_view',
      notes: notes.quote,
    });
    const href = `https://cal.com/acme/30min?${new URLSearchParams({ notes: notes.quote })}`;
    for (const link of document.querySelectorAll('a[data-calendar-direct]'))
      expect(link.getAttribute('href')).toBe(href);
  });

  it('with loadOnClick asks Cal.com for nothing before the click', () => {
    mount({ loadOnClick: true });
    expect(calWindow().Cal).toBeUndefined();
    expect(embedScripts()).toHaveLength(0);
    expect(html.dataset.calendar).toBe('waiting');
    expect(shown('[data-calendar-when="waiting"]')).toBe(true);
    expect(document.body.textContent).toContain(text.consent);
    vi.advanceTimersByTime(CAL_LOAD_TIMEOUT_MS * 2);
    expect(html.dataset.calendar).toBe('waiting');

    document.querySelector<HTMLButtonElement>('[data-calendar-show]')!.click();
    expect(embedScripts()).toHaveLength(1);
    expect(html.dataset.calendar).toBe('loading');
    expect(document.querySelector('[data-calendar-show]')).toBeNull();
    expect(shown('[data-calendar-skeleton]')).toBe(true);
  });
});

describe('when embed.js is requested (after the first paint)', () => {
  it('the page schedules it: nothing from Cal.com until the schedule runs, then the same calendar', () => {
    let later: (() => void) | undefined;
    mount({ schedule: (run) => (later = run) });
    expect(embedScripts()).toHaveLength(0);
    expect(html.dataset.calendar).toBe('loading');
    later!();
    expect(embedScripts()).toHaveLength(1);
  });

  it('afterLoadAndIdle waits for the load event, then for the browser to be idle', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const run = vi.fn();
    afterLoadAndIdle(run);
    expect(idle).toHaveLength(0);
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(run).not.toHaveBeenCalled();
    idle.forEach((cb) => cb());
    expect(run).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('afterLoadAndIdle waits for the first paint when the browser reports paints', () => {
    let painted: (() => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: () => void) {
        painted = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const entries = vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    const run = vi.fn();
    afterLoadAndIdle(run);
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
    painted!();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledOnce();
    entries.mockRestore();
    vi.unstubAllGlobals();
  });

  it('afterLoadAndIdle on a loaded page without requestIdleCallback runs on the next task', () => {
    const run = vi.fn();
    afterLoadAndIdle(run);
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });
});

describe('without JavaScript (the markup alone)', () => {
  it('the area offers the form and the direct link, and hides the loading state', () => {
    const markup = renderToStaticMarkup(
      <BookingCalendar
        calLink="acme/30min"
        namespace="30min"
        notes={notes}
        thankYouHref="/thank-you"
        text={text}
      />,
    );
    document.body.innerHTML = markup;
    html.classList.remove('js');
    const failed = document.querySelector<HTMLElement>('[data-calendar-failed]')!;
    expect(failed.hidden).toBe(false);
    expect(failed.textContent).toContain(text.formLink);
    expect(document.querySelector<HTMLElement>('[data-calendar-when="booked"]')!.hidden).toBe(true);
  });
});
