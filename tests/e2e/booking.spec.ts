import {
  LOCALES,
  expect,
  expectLocalizedHead,
  expectNoAxeViolations,
  localized,
  test,
  type TestLocale,
  catalogFile,
} from './support/fixtures';
import { message } from './support/messages';
import { formatFacts } from '../../src/lib/facts';
import { readConfig } from '../../shared/config';

const catalog = (locale: TestLocale) => catalogFile(locale, 'booking');
const { calLink } = readConfig();
const calendar = (page: import('@playwright/test').Page, label: string) =>
  page.getByRole('region', { name: label });
/** The only console error allowed: the browser reporting the blocked embed.js. */
const isBlockedLoad = (message: string) =>
  /Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/.test(message);

test.describe('/talk-to-expert in six languages, external hosts blocked', () => {
  for (const locale of LOCALES) {
    test(`${localized('/talk-to-expert', locale)}: says the calendar could not load and puts the direct link first`, async ({
      page,
      consoleErrors,
      externalRequests,
    }) => {
      const m = catalog(locale);
      const response = await page.goto(localized('/talk-to-expert', locale));
      expect(response?.status()).toBe(200);
      await expectLocalizedHead(page, locale, '/talk-to-expert');
      await expect(page.locator('h1')).toHaveText(m['booking.heading']!);

      const direct = page.getByRole('link', { name: m['booking.direct.link'] });
      await expect(direct.last()).toHaveAttribute('href', `https://cal.com/${calLink}`);
      const area = calendar(page, m['booking.calendar.label']!);
      await expect(
        area.getByRole('heading', { name: m['booking.calendar.failedHeading'] }),
      ).toBeVisible({ timeout: 15_000 });
      const fallback = area.getByRole('link', { name: m['booking.direct.link'] });
      await expect(fallback).toBeVisible();
      await expect(fallback).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('status')).toHaveText(m['booking.calendar.failedHeading']!);

      expect(
        externalRequests.some((url) => url.startsWith('https://app.cal.com/embed/embed.js')),
      ).toBe(true);
      expect(consoleErrors.filter((e) => !isBlockedLoad(e))).toEqual([]);

      for (const key of ['booking.expect.heading', 'booking.meeting.heading']) {
        await expect(page.getByRole('heading', { name: m[key] })).toBeVisible();
      }
      await expect(page.locator('main dl dd')).toHaveCount(8);
    });
  }
});

test('English stat cards, what to expect and the meeting note', async ({ page }) => {
  await page.goto('/talk-to-expert');
  const stats = await page.locator('main dl > div').allInnerTexts();
  expect(stats.map((s) => s.replace(/\s+/g, ' '))).toEqual(
    expect.arrayContaining([
      expect.stringContaining('Free'),
      expect.stringContaining('30 min'),
      expect.stringContaining('24 h'),
      expect.stringContaining('500+'),
      expect.stringContaining('20+'),
      expect.stringContaining('5+'),
      expect.stringContaining('99.9%'),
      expect.stringContaining('Up to 80%'),
    ]),
  );
  await expect(page.getByText('Google Meet or Zoom')).toBeVisible();
  await expect(page.getByText('sent 15 minutes before')).toBeVisible();
});

test('the 700 px calendar area does not move or resize while the embed loads and fails', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput)
          (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/talk-to-expert?topic=quote');
  const area = calendar(page, 'Booking calendar');
  const before = await area.boundingBox();
  expect(before?.height).toBe(700);
  await expect(area.getByRole('heading', { name: 'The calendar could not load here' })).toBeVisible(
    { timeout: 15_000 },
  );
  expect(await area.boundingBox()).toEqual(before);
  expect(
    await page.evaluate(() => (window as unknown as { __shift: number }).__shift),
  ).toBeLessThan(0.01);
});

test.describe('topic from other pages', () => {
  for (const [search, heading, note] of [
    [
      '?topic=quote',
      'Your topic: Get a quote',
      'I would like a quote for an n8n automation project.',
    ],
    [
      '?topic=agent',
      'Your topic: Purchase the AI agent (agent only, $250)',
      'I would like to purchase the AI agent (agent only, $250).',
    ],
  ] as const) {
    test(`${search} is shown and prefilled as the booking note`, async ({ page }) => {
      await page.goto(`/talk-to-expert${search}`);
      await expect(page.getByText(heading)).toBeVisible();
      await expect(page.locator('[data-booking-topic]:visible')).toHaveCount(1);
      const href = `https://cal.com/${calLink}?${new URLSearchParams({ notes: note })}`;
      await expect(page.locator('[data-direct-link]')).toHaveAttribute('href', href);
    });
  }

  for (const search of ['', '?topic=refund']) {
    test(`no notice for ${search || 'no topic'}`, async ({ page }) => {
      await page.goto(`/talk-to-expert${search}`);
      await expect(page.locator('[data-booking-topic]')).toHaveCount(2);
      await expect(page.locator('[data-booking-topic]:visible')).toHaveCount(0);
    });
  }

  test('German page shows the German note', async ({ page }) => {
    await page.goto('/de/talk-to-expert?topic=quote');
    await expect(
      page.getByText(`Ihr Thema: ${catalog('de')['booking.topic.quote.label']}`),
    ).toBeVisible();
  });
});

/**
 * A stand-in for Cal.com's embed.js: marks the embed as loaded (version) and lets the test fire
 * the events the page subscribed to through the snippet's queue.
 */
const FAKE_EMBED = `
  window.Cal.version = 'test';
  window.__calCommands = () => Object.values(window.Cal.ns).flatMap((ns) => ns.q.map((args) => Array.from(args)));
  window.__fireCal = (action, data) => window.__calCommands()
    .filter((args) => args[0] === 'on' && args[1].action === action)
    .forEach((args) => args[1].callback({ detail: { type: action, data } }));
`;

for (const locale of ['en', 'de'] as const) {
  test(`${localized('/talk-to-expert', locale)}: a loaded embed gets month view and the note; bookingSuccessfulV2 leads to /thank-you`, async ({
    page,
    externalRequests,
  }) => {
    await page.route('https://app.cal.com/embed/embed.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_EMBED }),
    );
    await page.goto(localized('/talk-to-expert', locale) + '?topic=agent');
    await page.waitForFunction(
      () => typeof (window as unknown as { __fireCal?: unknown }).__fireCal === 'function',
    );
    const commands = await page.evaluate(() =>
      (window as unknown as { __calCommands: () => unknown[][] }).__calCommands(),
    );
    const inline = commands.find((args) => args[0] === 'inline')?.[1] as {
      calLink: string;
      config: Record<string, string>;
    };
    expect(inline.calLink).toBe(calLink);
    expect(inline.config).toEqual({
      layout: 'month_view',
      notes: message(locale, 'booking.topic.agent.note', {
        price: formatFacts(locale).agentPrice,
      }),
    });

    // The page saw embed.js report itself: the calendar is ready, and its failure view is gone.
    await expect(page.locator('html')).toHaveAttribute('data-calendar', 'ready');
    await expect(page.locator('[data-calendar-failed]')).toHaveCount(0);
    await page.evaluate(() =>
      (window as unknown as { __fireCal: (a: string, d: unknown) => void }).__fireCal(
        'bookingSuccessfulV2',
        { uid: 'abc', startTime: '2026-12-01T15:00:00.000Z' },
      ),
    );
    // The booked time goes along and the thank-you page shows it.
    await expect(page).toHaveURL(
      `${localized('/thank-you', locale)}?startTime=2026-12-01T15%3A00%3A00.000Z`,
    );
    await expect(page.locator('[data-booked-at]')).toContainText('2026');
    expect(externalRequests).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the direct link is offered in the calendar area', async ({ page }) => {
    await page.goto('/talk-to-expert');
    const area = calendar(page, 'Booking calendar');
    await expect(area.getByRole('link', { name: 'Book directly on Cal.com' })).toBeVisible();
    await expect(area.getByText('Loading the calendar…')).toBeHidden();
  });
});

for (const locale of ['en', 'es'] as const) {
  test(`axe: ${localized('/talk-to-expert', locale)} has no violations`, async ({ page }) => {
    await page.goto(localized('/talk-to-expert', locale) + '?topic=quote');
    await expect(page.locator('[data-calendar-failed]')).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
  });
}
