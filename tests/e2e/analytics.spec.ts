import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { LeadStore } from '../../server/leads/store';
import { AnalyticsCollector } from './support/analytics-collector';
import { e2eLeadsDb } from './support/env';
import {
  expect,
  expectNoAxeViolations,
  localized,
  settleAnimations,
  test,
  type TestLocale,
} from './support/fixtures';
import { distDir } from '../../shared/config';

/**
 * As a visitor and an owner see it, against a fake collector that speaks the
 * provider's documented event format. Run against each build:
 *
 *   npm run test:e2e:analytics   (builds .dist-plausible with ANALYTICS_HOST=http://127.0.0.1:27190
 *                                 and .dist-umami with :27192, then runs this file on both at once)
 *   npx playwright test tests/e2e/analytics.spec.ts   (the default build: analytics off)
 *
 * The provider and host come from the served release's `release.json`.
 */
const dist = distDir();
const meta = join(dist, 'current', 'release.json');
const env: Record<string, string | null> = existsSync(meta)
  ? JSON.parse(readFileSync(meta, 'utf8')).env
  : {};
const provider = env.ANALYTICS_PROVIDER || null;
/**
 * Where the collector listens: the build's ANALYTICS_HOST, or the usual test port when off. Fixed
 * ports below Linux's ephemeral range (32768-60999): one inside it (47190 was) can be the local
 * port of any client socket of the run at the moment the collector starts (EADDRINUSE, seen once
 * in four runs).
 */
const collectorOrigin = env.ANALYTICS_HOST || 'http://127.0.0.1:27190';
/** A host the page must never reach: the port after the collector's (each build's run has its own). */
const otherOrigin = `http://127.0.0.1:${Number(new URL(collectorOrigin).port) + 1}`;
const collector = new AnalyticsCollector();
const stranger = new AnalyticsCollector();

// One collector per port: the file's tests run in one worker, one after the other.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.beforeAll(async () => {
  await collector.start(Number(new URL(collectorOrigin).port));
  await stranger.start(Number(new URL(otherOrigin).port));
});
test.afterAll(async () => {
  await collector.stop();
  await stranger.stop();
});
test.beforeEach(async ({ page, baseURL }) => {
  collector.clear();
  stranger.clear();
  // Every other host is blocked, as in the other specs; Cal.com's embed.js is a stand-in that
  // reports ready and lets the test fire its booking-successful event.
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(baseURL!) || url.startsWith(collectorOrigin) || url.startsWith(otherOrigin))
      return route.continue();
    if (url === 'https://app.cal.com/embed/embed.js')
      return route.fulfill({ contentType: 'text/javascript', body: CAL_STUB });
    return route.abort('blockedbyclient');
  });
});

const CAL_STUB = `window.Cal.version = 'stub';
window.__calFire = (action, detail) => {
  for (const api of Object.values(window.Cal.ns || {}))
    for (const args of api.q || [])
      if (args[0] === 'on' && args[1].action === action) args[1].callback({ detail });
};`;

/** No e-mail address, no name, no free text: every property a short token. */
const TOKEN = /^[A-Za-z0-9_\-./:?=&%#+,]{1,120}$/;
const PERSONAL = /@|Ana Souza|Sync Stripe|Acme/;

test('the collector ports lie outside the ephemeral port range', () => {
  const range = '/proc/sys/net/ipv4/ip_local_port_range';
  test.skip(!existsSync(range), 'not Linux');
  const [low, high] = readFileSync(range, 'utf8').trim().split(/\s+/).map(Number);
  for (const origin of [collectorOrigin, otherOrigin]) {
    const port = Number(new URL(origin).port);
    expect(port < low! || port > high!, `${origin} is in ${low}-${high}`).toBe(true);
  }
});

test.afterEach(() => {
  for (const event of collector.events()) {
    expect(JSON.stringify(event.raw)).not.toMatch(PERSONAL);
    for (const value of Object.values(event.props)) expect(String(value)).toMatch(TOKEN);
  }
});

/**
 * Opens `path` as a visitor would before acting on it: the provider has counted the page view
 * (its script is fetched once the page has loaded and the browser is idle), then the events so
 * far are cleared.
 */
async function visit(page: Page, path: string): Promise<void> {
  collector.clear();
  await page.goto(path);
  // This page's own view: the page before it may report its view late (once it was idle).
  const pathname = new URL(path, 'http://site').pathname;
  await expect
    .poll(() =>
      collector
        .events()
        .some((e) => e.name === 'pageview' && new URL(e.url, 'http://site').pathname === pathname),
    )
    .toBe(true);
  collector.clear();
}

/** The custom event `name` arrives exactly once (waiting for it), and its properties. */
async function once(name: string): Promise<Record<string, unknown>> {
  await expect.poll(() => collector.named(name).length).toBeGreaterThan(0);
  expect(collector.named(name)).toHaveLength(1);
  const [event] = collector.named(name);
  expect(event!.site).toBe(env.ANALYTICS_SITE_ID);
  return event!.props;
}

async function fillForm(page: Page, locale: TestLocale) {
  const labels =
    locale === 'de' ? { name: 'Name', email: 'E-Mail-Adresse' } : { name: 'Name', email: 'E-mail' };
  await page.getByLabel(labels.name, { exact: true }).fill('Ana Souza');
  await page.getByLabel(labels.email, { exact: true }).fill(`ana-${Date.now()}@example.com`);
  await page.locator('#lead-company').fill('Acme');
  await page.locator('#lead-message').fill('Sync Stripe invoices to Google Sheets');
  await page.locator('#lead-consent').check();
}

test.describe('analytics on', () => {
  test.skip(!provider, 'the served build has no ANALYTICS_PROVIDER');

  test('the provider script loads deferred from ANALYTICS_HOST, and the CSP allows exactly it', async ({
    page,
  }) => {
    const response = await page.goto('/');
    const csp = response!.headers()['content-security-policy']!;
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `))!;
    expect(directive('script-src').split(' ')).toContain(collectorOrigin);
    expect(directive('connect-src')).toBe(`connect-src 'self' ${collectorOrigin}`);
    expect(csp.split(collectorOrigin)).toHaveLength(3);
    const script = page.locator(`script[src^="${collectorOrigin}"]`);
    await expect(script).toHaveCount(1);
    expect(await script.evaluate((s: HTMLScriptElement) => s.defer)).toBe(true);
    await expect.poll(() => collector.events().filter((e) => e.name === 'pageview').length).toBe(1);

    // Any other host is refused by the CSP, for connections and for scripts.
    await page.evaluate(async (other) => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.effectiveDirective} ${e.blockedURI}`),
      );
      await fetch(`${other}/api/event`, { method: 'POST', body: '{}' }).catch(() => undefined);
      const s = document.createElement('script');
      s.src = `${other}/js/script.js`;
      document.head.append(s);
    }, otherOrigin);
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
      )
      .toEqual([
        `connect-src ${otherOrigin}/api/event`,
        `script-src-elem ${otherOrigin}/js/script.js`,
      ]);
    expect(stranger.hits).toEqual([]);
  });

  for (const locale of ['en', 'de'] as const) {
    test(`${locale}: each call to action, the switcher, a download and the community link send one event`, async ({
      page,
    }) => {
      const at = (path: string) => localized(path, locale);
      const expert = at('/talk-to-expert');
      const steps: [string, string, Record<string, string>][] = [
        ['/', '[data-hero] a[data-cta="hero"]', { cta: 'hero', target: expert }],
        ['/', 'header a[data-cta="header"]:visible', { cta: 'header', target: expert }],
        ['/', '[data-cta-band] a >> nth=0', { cta: 'closing_band', target: expert }],
        [
          '/services/n8n-workflow-automation',
          'a[data-cta="service_page"]',
          { cta: 'service_page', target: expert },
        ],
        [
          '/blog/ai-agents-in-n8n',
          '[data-cta-band] a >> nth=0',
          { cta: 'article', target: expert },
        ],
      ];
      for (const [path, selector, props] of steps) {
        await visit(page, at(path));
        await page.locator(selector).click();
        await page.waitForURL(`**${expert}`);
        expect(await once('cta_click')).toEqual({ ...props, lang: locale, path: at(path) });
      }

      await visit(page, at('/'));
      const popup = page.waitForEvent('popup');
      await page.locator('[data-hero] a[data-community]').click();
      await (await popup).close();
      expect(await once('community_opened')).toEqual({ lang: locale, path: at('/') });

      await visit(page, at('/use-cases'));
      const download = page.waitForEvent('download');
      await page.locator('a[download]').first().click();
      const slug = (await download).url().match(/workflows\/([a-z0-9-]+)\.json$/)![1];
      expect(await once('workflow_downloaded')).toEqual({
        useCase: slug,
        lang: locale,
        path: at('/use-cases'),
      });

      collector.clear();
      const to = locale === 'en' ? 'fr' : 'it';
      await page.locator('[data-language-switcher] summary').click();
      await page.locator(`[data-language-switcher] a[data-lang="${to}"]`).click();
      await page.waitForURL(`**/${to}/use-cases**`);
      expect(await once('language_switched')).toEqual({
        from: locale,
        to,
        lang: locale,
        path: at('/use-cases'),
      });
      expect(collector.named('cta_click')).toEqual([]);
    });

    test(`${locale}: the calendar shown, the direct link, a booking, a form error and a stored request`, async ({
      page,
    }) => {
      const path = localized('/talk-to-expert', locale);
      await page.goto(path);
      expect(await once('booking_opened')).toEqual({ via: 'calendar', lang: locale, path });
      await expectNoAxeViolations(page);

      collector.clear();
      const popup = page.waitForEvent('popup');
      await page.locator('a[data-direct-link]').click();
      await (await popup).close();
      expect(await once('booking_opened')).toEqual({ via: 'direct_link', lang: locale, path });

      collector.clear();
      await page.locator('#lead-form button[type="submit"]').click();
      expect(await once('lead_failed')).toEqual({
        code: 'required',
        field: 'name',
        lang: locale,
        path,
      });

      collector.clear();
      await fillForm(page, locale);
      await page.locator('#lead-form button[type="submit"]').click();
      await page.waitForURL('**/thank-you?lead=sent');
      expect(await once('lead_submitted')).toEqual({
        via: 'form',
        lang: locale,
        path: localized('/thank-you', locale),
      });
      // A reload of the thank-you page is not a second request.
      collector.clear();
      await page.reload();
      await expect.poll(() => collector.events().length).toBeGreaterThan(0);
      expect(collector.named('lead_submitted')).toEqual([]);

      await visit(page, path);
      // The calendar has subscribed to Cal.com's booking-successful event.
      await page.waitForFunction(() => {
        const cal = (window as unknown as { Cal?: { ns?: Record<string, { q?: unknown[][] }> } })
          .Cal;
        return Object.values(cal?.ns ?? {}).some((api) => (api.q ?? []).some((a) => a[0] === 'on'));
      });
      // ...and the stand-in for Cal.com's embed.js has loaded (the queue fills before it does).
      await page.waitForFunction(
        () => typeof (window as unknown as { __calFire?: unknown }).__calFire === 'function',
      );
      await page.evaluate(() =>
        (window as unknown as { __calFire: (a: string, d: unknown) => void }).__calFire(
          'bookingSuccessfulV2',
          {
            data: {
              startTime: '2026-12-01T10:00:00Z',
              eventTypeId: 7,
              title: '30 min between Ana Souza and Flowcraft',
              attendees: [{ name: 'Ana Souza', email: 'ana@example.com' }],
            },
          },
        ),
      );
      await page.waitForURL('**/thank-you?startTime=**');
      expect(await once('booking_completed')).toEqual({ eventType: '30min', lang: locale, path });
    });
  }

  test('the sticky phone bar sends its own call to action', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/de/services');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = page.locator('[data-booking-bar][data-visible] a');
    await expect(bar).toBeVisible();
    await settleAnimations(page);
    collector.clear();
    await bar.click();
    await page.waitForURL('**/de/talk-to-expert');
    expect(await once('cta_click')).toEqual({
      cta: 'booking_bar',
      target: '/de/talk-to-expert',
      lang: 'de',
      path: '/de/services',
    });
  });

  test('the privacy page names the tool, what it records and that no cookie is set', async ({
    page,
  }) => {
    const tool = provider === 'plausible' ? 'Plausible Analytics' : 'Umami';
    await page.goto('/privacy');
    const section = page.locator('[data-measurement]');
    await expect(section).toHaveAttribute('data-measurement', provider!);
    await expect(section).toContainText(`we use ${tool}`);
    await expect(section).toContainText('It sets no cookie');
    await page.goto('/de/privacy');
    await expect(page.locator('[data-measurement]')).toContainText(`nutzen wir ${tool}`);
  });

  for (const signal of ['Global Privacy Control', 'Do Not Track'] as const) {
    test(`a visitor sending ${signal} is not measured: nothing is requested`, async ({ page }) => {
      await page.addInitScript((gpc) => {
        Object.defineProperty(Navigator.prototype, gpc ? 'globalPrivacyControl' : 'doNotTrack', {
          get: () => (gpc ? true : '1'),
        });
      }, signal === 'Global Privacy Control');
      const requested: string[] = [];
      page.on('request', (r) => r.url().startsWith(collectorOrigin) && requested.push(r.url()));
      await page.goto('/');
      await page.locator('header a[data-cta="header"]:visible').click();
      await page.waitForURL('**/talk-to-expert');
      await settle(page);
      expect(requested).toEqual([]);
      expect(collector.hits).toEqual([]);
      await expect(page.locator(`script[src^="${collectorOrigin}"]`)).toHaveCount(0);
    });
  }
});

test.describe('analytics off', () => {
  test.skip(!!provider, 'the served build has ANALYTICS_PROVIDER set');

  test('no script, no request, no CSP entry, and the privacy page says nothing is measured', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on(
      'request',
      (r) => r.url().startsWith('http://127.0.0.1:2719') && requested.push(r.url()),
    );
    const response = await page.goto('/');
    expect(response!.headers()['content-security-policy']).toContain("connect-src 'self';");
    expect(await page.locator('html').getAttribute('data-analytics')).toBeNull();
    await page.locator('[data-hero] a[data-cta="hero"]').click();
    await page.waitForURL('**/talk-to-expert');
    await settle(page);
    expect(requested).toEqual([]);
    expect(collector.hits).toEqual([]);
    await page.goto('/privacy');
    await expect(page.locator('[data-measurement="off"]')).toContainText(
      'We do not measure visits',
    );
    await expect(page.locator('.blog-prose').first()).toContainText(
      'We do not use analytics, advertising or tracking of any kind.',
    );
  });
});

test.describe('where a lead came from', () => {
  // The visit's landing page and campaign are kept by the layout's own script whatever the
  // provider (base-layout.astro: rememberVisit() runs with analytics off too): one run, against
  // the default build, rather than again in each provider's build.
  test.skip(!!provider, 'provider-independent: runs against the default build (analytics off)');
  const stored = (email: string) => {
    const store = LeadStore.open(e2eLeadsDb);
    try {
      return store.listLeads().find((l) => l.email === email);
    } finally {
      store.close();
    }
  };
  const leadsCli = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'tools/leads.ts', ...args], {
      env: { ...process.env, LEADS_DB: e2eLeadsDb },
      encoding: 'utf8',
      timeout: 60_000,
    });

  test('with JavaScript: the landing page and campaign of the visit reach the database and stats', async ({
    page,
  }) => {
    const campaign = `e2e-js-${Date.now()}`;
    await page.goto(`/de/blog?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
    await page.goto('/de/talk-to-expert');
    const email = `js-source-${Date.now()}@example.com`;
    await fillForm(page, 'de');
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
    await page.locator('#lead-form button[type="submit"]').click();
    await page.waitForURL('**/thank-you?lead=sent');
    const lead = stored(email)!;
    expect(lead.attribution).toEqual({
      landingPage: '/de/blog',
      sourcePage: '/de/talk-to-expert',
      referrerHost: null,
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: campaign,
      utmContent: null,
      utmTerm: null,
    });
    // Sent within the fill-time filter's 3 s, it may be held for review: released, it counts.
    if (lead.status === 'spam') expect(leadsCli('release', lead.id.slice(0, 8)).status).toBe(0);
    const stats = JSON.parse(leadsCli('stats', '--json').stdout);
    expect(stats.byCampaign).toContainEqual({ key: `newsletter / email / ${campaign}`, leads: 1 });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the campaign of the page the form is on reaches the database and, once released, stats', async ({
      page,
    }) => {
      const campaign = `e2e-nojs-${Date.now()}`;
      await page.goto(
        `/talk-to-expert?utm_source=partner&utm_medium=referral&utm_campaign=${campaign}`,
      );
      const email = `nojs-source-${Date.now()}@example.com`;
      await page.getByLabel('Name', { exact: true }).fill('Ana Souza');
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.locator('#lead-message').fill('Sync Stripe invoices to Google Sheets');
      await page.locator('#lead-consent').check();
      await page.locator('#lead-form button[type="submit"]').click();
      await page.waitForURL('**/thank-you?lead=sent');
      const lead = stored(email)!;
      expect(lead.attribution).toMatchObject({
        landingPage: '/talk-to-expert',
        sourcePage: '/talk-to-expert',
        utmSource: 'partner',
        utmMedium: 'referral',
        utmCampaign: campaign,
      });
      // Posted without JavaScript, it is held for review; released, it counts.
      expect(leadsCli('release', lead.id.slice(0, 8)).status).toBe(0);
      const stats = JSON.parse(leadsCli('stats', '--json').stdout);
      expect(stats.byCampaign).toContainEqual({
        key: `partner / referral / ${campaign}`,
        leads: 1,
      });
    });
  });
});

/** Waits until the page is idle: its scripts ran and nothing is loading. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}
