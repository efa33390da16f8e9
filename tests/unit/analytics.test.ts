// @vitest-environment jsdom
/**
 * The analytics setting, the CSP it opens, the events list and what the site's
 * own module sends through each provider's documented custom-event API.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAnalyticsConfig } from '../../shared/config';
import { analyticsStatus, providerScript } from '../../src/lib/analytics/provider';
import { cleanProps, conversionEvents, LEAD_VIA_KEY } from '../../src/lib/analytics/events';
import { emitConversion } from '../../src/components/analytics/conversion.client';
import { launchProblems } from '../../src/lib/launch';
import { buildHeadersManifest, cspDirectives } from '../../server/release/headers';
import {
  startAnalytics,
  visitorAllowsMeasuring,
} from '../../src/components/analytics/analytics.client';

const plausibleEnv = {
  ANALYTICS_PROVIDER: 'plausible',
  ANALYTICS_HOST: 'https://plausible.io/',
  ANALYTICS_SITE_ID: 'flowcraft.example',
};
const umamiEnv = {
  ANALYTICS_PROVIDER: 'umami',
  ANALYTICS_HOST: 'https://stats.flowcraft.example',
  ANALYTICS_SITE_ID: '94db1cb1-74f4-4a40-ad6c-962362670409',
};

describe('the analytics setting', () => {
  it('is off unless ANALYTICS_PROVIDER is set', () => {
    expect(readAnalyticsConfig({})).toBeNull();
    expect(readAnalyticsConfig({ ANALYTICS_PROVIDER: ' ', ANALYTICS_HOST: 'x' })).toBeNull();
    expect(analyticsStatus({})).toMatch(/^analytics: off/);
  });

  it.each([
    [plausibleEnv, 'plausible', 'https://plausible.io', 'flowcraft.example'],
    [umamiEnv, 'umami', 'https://stats.flowcraft.example', umamiEnv.ANALYTICS_SITE_ID],
  ])('reads %o', (env, provider, host, siteId) => {
    expect(readAnalyticsConfig(env)).toEqual({ provider, host, siteId });
    expect(analyticsStatus(env)).toMatch(/^analytics: on, /);
  });

  it.each([
    [{ ...plausibleEnv, ANALYTICS_PROVIDER: 'matomo' }, /not one of plausible, umami/],
    [{ ...plausibleEnv, ANALYTICS_HOST: '' }, /not a URL/],
    [{ ...plausibleEnv, ANALYTICS_HOST: 'http://stats.example' }, /must use https/],
    [{ ...plausibleEnv, ANALYTICS_SITE_ID: '' }, /ANALYTICS_SITE_ID/],
    [{ ...plausibleEnv, ANALYTICS_SITE_ID: 'a"b' }, /ANALYTICS_SITE_ID/],
  ])('refuses %o', (env, message) => {
    expect(() => readAnalyticsConfig(env)).toThrow(message);
    expect(analyticsStatus(env)).toMatch(/^analytics: not usable/);
    expect(launchProblems(env).map((p) => p.what)).toContainEqual(expect.stringMatching(message));
  });

  it('accepts http for a loopback host (tests, a local server)', () => {
    expect(
      readAnalyticsConfig({ ...umamiEnv, ANALYTICS_HOST: 'http://127.0.0.1:4999' })?.host,
    ).toBe('http://127.0.0.1:4999');
  });

  it("loads each provider's documented script", () => {
    expect(providerScript(readAnalyticsConfig(plausibleEnv)!)).toEqual({
      src: 'https://plausible.io/js/script.js',
      attributes: { 'data-domain': 'flowcraft.example' },
    });
    expect(providerScript(readAnalyticsConfig(umamiEnv)!)).toEqual({
      src: 'https://stats.flowcraft.example/script.js',
      attributes: { 'data-website-id': umamiEnv.ANALYTICS_SITE_ID, 'data-do-not-track': 'true' },
    });
  });
});

describe('the CSP with analytics', () => {
  it('names no analytics host when off', () => {
    const csp = buildHeadersManifest([]).headers['Content-Security-Policy']!;
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/plausible|umami|stats\./);
  });

  it('allows exactly the provider origin for scripts and connections', () => {
    const d = cspDirectives(["'sha256-x'"], 'https://plausible.io');
    expect(d.scriptSrc).toEqual([
      "'self'",
      "'sha256-x'",
      'https://app.cal.com',
      'https://plausible.io',
    ]);
    expect(d.connectSrc).toEqual(["'self'", 'https://plausible.io']);
    const csp = buildHeadersManifest([], 'https://plausible.io').headers[
      'Content-Security-Policy'
    ]!;
    expect(csp).toContain("connect-src 'self' https://plausible.io;");
    expect(csp.match(/plausible/g)).toHaveLength(2);
  });
});

describe('the conversion events', () => {
  it('are the issue’s eight, the calculator’s and the live agent’s four, named once', () => {
    expect(Object.keys(conversionEvents)).toEqual([
      'cta_click',
      'booking_opened',
      'booking_completed',
      'lead_submitted',
      'lead_failed',
      'workflow_downloaded',
      'language_switched',
      'community_opened',
      'calculator_used',
      'agent_opened',
      'agent_message',
      'agent_handover',
      'agent_limited',
    ]);
  });

  it('send only their own properties, as tokens: no e-mail, name or free text', () => {
    const page = { lang: 'de', path: '/de/talk-to-expert' };
    expect(
      cleanProps(
        'lead_failed',
        { code: 'required', field: 'email', email: 'ana@example.com', name: 'Ana' },
        page,
      ),
    ).toEqual({ code: 'required', field: 'email', ...page });
    expect(cleanProps('lead_failed', { code: 'ana@example.com' }, page)).toEqual(page);
    expect(cleanProps('lead_failed', { code: 'Sync my invoices' }, page)).toEqual(page);
    expect(cleanProps('cta_click', { cta: 'hero', target: 'x'.repeat(121) }, page)).toEqual({
      cta: 'hero',
      ...page,
    });
  });
});

describe('the analytics module in the page', () => {
  const setting = (provider: 'plausible' | 'umami') =>
    JSON.stringify({
      provider,
      ...providerScript(readAnalyticsConfig(provider === 'plausible' ? plausibleEnv : umamiEnv)!),
    });
  let calls: [string, Record<string, string>][];
  let stop = () => {};
  /** Callbacks waiting for the browser to be idle (run by `loadProvider`). */
  let idle: IdleRequestCallback[];

  beforeEach(() => {
    calls = [];
    document.documentElement.lang = 'de';
    document.head.innerHTML = '';
    document.body.innerHTML = `
      <a id="hero" data-cta="hero" href="/de/talk-to-expert">Book</a>
      <section data-cta-band><a id="band" href="/de/use-cases">More</a></section>
      <details data-language-switcher><a id="fr" data-lang="fr" href="/fr/?lang=fr">FR</a></details>
      <a id="wf" href="/use-cases/workflows/invoice-sync.json" download="x.json">Get</a>
      <a id="community" data-community href="https://discord.gg/n8n">Join</a>
      <a id="cal" href="https://cal.com/acme/30min">Cal</a>
      <a id="plain" href="/de/faq">FAQ</a>`;
    window.plausible = (name, options) => calls.push([name, options.props]);
    window.umami = { track: (name, data) => calls.push([name, data]) };
    idle = [];
    window.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(callback);
  });
  afterEach(() => {
    stop();
    delete document.documentElement.dataset.analytics;
    vi.restoreAllMocks();
  });

  const loadProvider = () => {
    for (const callback of idle.splice(0)) callback({} as IdleDeadline);
    const script = document.head.querySelector('script')!;
    script.dispatchEvent(new Event('load'));
    return script;
  };

  it.each(['plausible', 'umami'] as const)(
    '%s: loads the script and sends each event once',
    (provider) => {
      document.documentElement.dataset.analytics = setting(provider);
      stop = startAnalytics();
      document.getElementById('hero')!.click();
      const script = loadProvider();
      expect(script.defer).toBe(true);
      expect(script.src).toMatch(provider === 'plausible' ? /\/js\/script\.js$/ : /\/script\.js$/);
      for (const id of ['band', 'fr', 'wf', 'community', 'cal', 'plain']) {
        document.getElementById(id)!.addEventListener('click', (e) => e.preventDefault());
        document.getElementById(id)!.click();
      }
      emitConversion('booking_completed', { eventType: '30min' });
      const page = { lang: 'de', path: '/' };
      expect(calls).toEqual([
        ['cta_click', { cta: 'hero', target: '/de/talk-to-expert', ...page }],
        ['cta_click', { cta: 'closing_band', target: '/de/use-cases', ...page }],
        ['language_switched', { from: 'de', to: 'fr', ...page }],
        ['workflow_downloaded', { useCase: 'invoice-sync', ...page }],
        ['community_opened', page],
        ['booking_opened', { via: 'direct_link', ...page }],
        ['booking_completed', { eventType: '30min', ...page }],
      ]);
    },
  );

  it('fetches the provider script only once the page has loaded and is idle, keeping earlier events', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    document.documentElement.dataset.analytics = setting('plausible');
    stop = startAnalytics();
    document.getElementById('hero')!.click();
    expect(idle).toHaveLength(0);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(document.head.querySelector('script')).toBeNull();
    loadProvider();
    expect(calls).toEqual([
      ['cta_click', { cta: 'hero', target: '/de/talk-to-expert', lang: 'de', path: '/' }],
    ]);
  });

  it('counts the calendar once when it is shown', async () => {
    document.documentElement.dataset.analytics = setting('plausible');
    stop = startAnalytics();
    loadProvider();
    document.documentElement.dataset.calendar = 'loading';
    document.documentElement.dataset.calendar = 'ready';
    await new Promise((r) => setTimeout(r, 0));
    document.documentElement.dataset.calendar = 'booked';
    document.documentElement.dataset.calendar = 'ready';
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.map((c) => c[0])).toEqual(['booking_opened']);
    delete document.documentElement.dataset.calendar;
  });

  it('counts a stored request on the thank-you page, by form or by redirect', () => {
    window.history.replaceState(null, '', '/de/thank-you?lead=sent');
    sessionStorage.setItem(LEAD_VIA_KEY, 'form');
    document.documentElement.dataset.analytics = setting('umami');
    stop = startAnalytics();
    loadProvider();
    expect(calls).toEqual([['lead_submitted', { via: 'form', lang: 'de', path: '/de/thank-you' }]]);
    expect(sessionStorage.getItem(LEAD_VIA_KEY)).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('loads nothing and sends nothing when analytics is off', () => {
    stop = startAnalytics();
    document.getElementById('hero')!.click();
    expect(document.head.querySelector('script')).toBeNull();
    expect(calls).toEqual([]);
  });

  it.each([
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['Do Not Track', { doNotTrack: '1' }],
  ])('loads nothing for a visitor sending %s', (_name, signal) => {
    expect(visitorAllowsMeasuring({ ...signal } as unknown as Navigator)).toBe(false);
    Object.defineProperty(navigator, Object.keys(signal)[0]!, {
      configurable: true,
      get: () => Object.values(signal)[0],
    });
    document.documentElement.dataset.analytics = setting('plausible');
    stop = startAnalytics();
    document.getElementById('hero')!.click();
    expect(document.head.querySelector('script')).toBeNull();
    expect(calls).toEqual([]);
    delete (navigator as unknown as Record<string, unknown>)[Object.keys(signal)[0]!];
  });
});

describe('the visit kept for the request form', () => {
  it('keeps the first page, the referrer host and the campaign for the visit, no cookie', async () => {
    const { rememberVisit } = await import('../../src/components/analytics/attribution.client');
    const { visitFields } = await import('../../src/components/analytics/visit-fields.client');
    sessionStorage.clear();
    Object.defineProperty(document, 'referrer', {
      configurable: true,
      value: 'https://www.google.com/search?q=n8n+agency',
    });
    window.history.replaceState(null, '', '/de/blog?utm_source=news&utm_campaign=nov&x=1');
    rememberVisit();
    window.history.replaceState(null, '', '/de/talk-to-expert?utm_source=other');
    rememberVisit();
    expect(visitFields()).toEqual({
      landingPage: '/de/blog',
      referrer: 'www.google.com',
      utm_source: 'news',
      utm_campaign: 'nov',
      sourcePage: '/de/talk-to-expert',
    });
    expect(document.cookie).toBe('');
    window.history.replaceState(null, '', '/');
  });
});
