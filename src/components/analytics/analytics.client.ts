/**
 * The site's own analytics code, at most 2 KB gzipped (`npm run size`): when the
 * owner turned analytics on (`<html data-analytics>`, from ANALYTICS_*), it loads the provider's
 * script, which counts page views, and sends the conversion events through the provider's
 * documented custom-event API. Visitors who send Global Privacy Control or Do Not Track are not
 * measured: no script is loaded and nothing is sent.
 */
import {
  CONVERSION_EVENT,
  LEAD_VIA_KEY,
  cleanProps,
  ctaPlaces,
  type ConversionDetail,
  type ConversionEvent,
} from '@/lib/analytics/events';

type Props = Record<string, string>;
type Send = (name: ConversionEvent, props?: Record<string, unknown>) => void;
interface Setting {
  provider: 'plausible' | 'umami';
  src: string;
  attributes: Props;
}
declare global {
  interface Window {
    plausible?: (name: string, options: { props: Props }) => void;
    umami?: { track: (name: string, data: Props) => void };
  }
}

/** False when the visitor asked not to be tracked (GPC or DNT). */
export function visitorAllowsMeasuring(nav: Navigator = navigator): boolean {
  const n = nav as Navigator & { globalPrivacyControl?: boolean };
  return !(n.globalPrivacyControl === true || n.doNotTrack === '1');
}

function linkEvent(a: HTMLAnchorElement, send: Send): void {
  if (a.closest('[data-language-switcher]') && a.dataset.lang) {
    send('language_switched', { from: document.documentElement.lang, to: a.dataset.lang });
    return;
  }
  if (a.hasAttribute('data-community')) send('community_opened');
  const workflow = /\/use-cases\/workflows\/([a-z0-9-]+)\.json$/.exec(a.pathname);
  if (workflow && a.origin === location.origin)
    send('workflow_downloaded', { useCase: workflow[1] });
  if (a.hostname === 'cal.com') send('booking_opened', { via: 'direct_link' });
  const cta = a.dataset.cta ?? '';
  const place = (ctaPlaces as readonly string[]).includes(cta)
    ? cta
    : a.closest('[data-cta-band]')
      ? 'closing_band'
      : null;
  if (place) {
    const target = a.origin === location.origin ? a.pathname + a.search : a.origin + a.pathname;
    send('cta_click', { cta: place, target });
  }
}

/** Events a page reports by itself: the calendar shown, the thank-you page after a request. */
function pageEvents(send: Send, signal: AbortSignal): void {
  const root = document.documentElement;
  const calendar = new MutationObserver(() => {
    if (root.dataset.calendar !== 'ready') return;
    calendar.disconnect();
    send('booking_opened', { via: 'calendar' });
  });
  calendar.observe(root, { attributes: true, attributeFilter: ['data-calendar'] });
  signal.addEventListener('abort', () => calendar.disconnect());
  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  // A reload or a step back through history is not a second request.
  if (
    new URLSearchParams(location.search).get('lead') === 'sent' &&
    (navigation?.type ?? 'navigate') === 'navigate'
  ) {
    let via: string | null = null;
    try {
      via = sessionStorage.getItem(LEAD_VIA_KEY);
      sessionStorage.removeItem(LEAD_VIA_KEY);
    } catch {
      // Storage switched off: the request still counts, by redirect.
    }
    send('lead_submitted', { via: via ?? 'redirect' });
  }
}

/** Starts measuring when analytics is on and the visitor allows it; returns how to stop. */
export function startAnalytics(): () => void {
  const stop = new AbortController();
  const { signal } = stop;
  const raw = document.documentElement.dataset.analytics;
  if (!raw || !visitorAllowsMeasuring()) return () => {};
  const setting = JSON.parse(raw) as Setting;
  const queue: [ConversionEvent, Props][] = [];
  let loaded = false;
  const deliver = (name: ConversionEvent, props: Props) =>
    setting.provider === 'plausible'
      ? window.plausible?.(name, { props })
      : window.umami?.track(name, props);
  const send: Send = (name, props = {}) => {
    const clean = cleanProps(name, props, {
      lang: document.documentElement.lang,
      path: location.pathname,
    });
    if (loaded) deliver(name, clean);
    else queue.push([name, clean]);
  };

  // The provider's script is fetched once the page has loaded and the browser is idle, so it
  // never competes with what the page paints first (a request to another host started before
  // the first paint delays it under a slow network); events before that wait in the queue.
  const loadProvider = () => {
    const script = document.createElement('script');
    script.defer = true;
    script.src = setting.src;
    for (const [name, value] of Object.entries(setting.attributes))
      script.setAttribute(name, value);
    script.addEventListener('load', () => {
      loaded = true;
      for (const [name, props] of queue.splice(0)) deliver(name, props);
    });
    document.head.append(script);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(loadProvider, { timeout: 2000 })
      : setTimeout(loadProvider, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true, signal });

  document.addEventListener(
    CONVERSION_EVENT,
    (event) => {
      const { name, props } = (event as CustomEvent<ConversionDetail>).detail;
      send(name, props);
    },
    { signal },
  );
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a');
      if (link) linkEvent(link, send);
    },
    { capture: true, signal },
  );
  pageEvents(send, signal);
  return () => stop.abort();
}
