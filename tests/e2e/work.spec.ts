import {
  LOCALES,
  expect,
  expectLocalizedHead,
  expectNoAxeViolations,
  localized,
  test,
  type TestLocale,
  catalogFile,
  loadedAndIdle,
} from './support/fixtures';
import { PLACEHOLDER_VIDEO_ID, readConfig } from '../../shared/config';
import { loadSite } from '../../shared/node/site';
import { faqPages, testimonialCount } from './support/content';

const catalog = (locale: TestLocale) => catalogFile(locale, 'work');
const { checkoutUrl, youtubeVideoId } = readConfig();
const site = loadSite();
const SECTIONS = ['about', 'problem', 'solution', 'testimonials', 'demo', 'faq', 'cta'];

test.describe('/work in six languages', () => {
  for (const locale of LOCALES) {
    test(`${localized('/work', locale)}: sections, buttons and canonical`, async ({ page }) => {
      const m = catalog(locale);
      const response = await page.goto(localized('/work', locale));
      expect(response?.status()).toBe(200);
      await expectLocalizedHead(page, locale, '/work');
      await expect(page.locator('h1')).toHaveText(m['work.hero.heading']!);
      for (const id of SECTIONS) await expect(page.locator(`#work-${id}`)).toBeVisible();
      await expect(page.locator('#work-cta')).toHaveText(m['work.cta.heading']!);
      await expect(page.locator('main details[name="work-faq"]')).toHaveCount(faqPages.work.length);
      await expect(page.locator('[data-cta="quote"]')).toHaveAttribute(
        'href',
        `${localized('/talk-to-expert', locale)}?topic=quote`,
      );
      await expect(page.locator('[data-cta="purchase"]')).toHaveAttribute(
        'href',
        checkoutUrl || `${localized('/talk-to-expert', locale)}?topic=agent`,
      );
      await expect(page.getByText(m['work.footerNote']!)).toBeVisible();
      await expect(page.locator('main blockquote')).toHaveCount(testimonialCount('work'));
      // The offer at a glance: every line of facts.agent, and the terms of purchase, which
      // describe the path configured (a payment page, or the booking page).
      const offer = page.locator('#work-offer');
      await expect(offer.locator('li')).toHaveCount(
        site.facts.agent.includes.length + site.facts.agent.excludes.length,
      );
      await expect(offer.getByRole('link')).toHaveAttribute('href', localized('/terms', locale));
    });
  }
});

test('English copy of the spec, exactly', async ({ page }) => {
  await page.goto('/work');
  await expect(page.getByRole('heading', { name: 'Ready to Get Started?' })).toBeVisible();
  await expect(page.locator('[data-cta="quote"]')).toHaveText('Get a Quote');
  await expect(page.locator('[data-cta="purchase"]')).toHaveText(
    'Purchase Now - $250 (Only Agent)',
  );
  await expect(page.getByText('Support PDF (no content)', { exact: true })).toBeVisible();
  const faq = await page.locator('main details[name="work-faq"] summary').allTextContents();
  expect(faq).toEqual([
    'How long does implementation take?',
    'How is our data kept secure?',
    'Which tasks can the agent automate?',
    'Do we need technical expertise?',
    'What support do we get after purchase?',
  ]);
  const answers = await page.locator('main details[name="work-faq"] > div').allTextContents();
  expect(answers[0]).toContain('1-2 weeks');
  expect(answers[1]).toMatch(/encrypt.*SOC 2/s);
  expect(answers[4]).toContain('24/7 support after purchase');
  // The $250 is the agent on its own; a custom agent is quoted, never 'from' or 'starts at'.
  await expect(page.getByText('Agent only: $250', { exact: true })).toBeVisible();
  await expect(page.getByText(/custom agents? .*quote|gets a fixed quote/i).first()).toBeVisible();
  await expect(page.getByText(/starts at \$250|from \$250/i)).toHaveCount(0);
});

test('the buttons lead where the owner docs say', async ({ page }) => {
  await page.goto('/de/work');
  await page.locator('[data-cta="quote"]').click();
  await expect(page).toHaveURL('/de/talk-to-expert?topic=quote');
  await expect(page.locator('[data-booking-topic="quote"]')).toBeVisible();
  if (!checkoutUrl) {
    await page.goto('/work');
    await page.locator('[data-cta="purchase"]').click();
    await expect(page).toHaveURL('/talk-to-expert?topic=agent');
    await expect(
      page.getByText('Your topic: Purchase the AI agent (agent only, $250)'),
    ).toBeVisible();
  }
});

test('the /work FAQ keeps one item open and can close all', async ({ page }) => {
  await page.goto('/work');
  const items = page.locator('main details[name="work-faq"]');
  await items.nth(0).locator('summary').click();
  await items.nth(2).locator('summary').click();
  await expect(page.locator('main details[name="work-faq"][open]')).toHaveCount(1);
  await items.nth(2).locator('summary').click();
  await expect(page.locator('main details[name="work-faq"][open]')).toHaveCount(0);
});

test('video facade: local poster, nothing from YouTube before a click, the player after it', async ({
  page,
  externalRequests,
}) => {
  /**
   * Once the browser is idle after what happened last (a script that loads on idle has run), the
   * page holds nothing that points at YouTube (a player, a preconnect, a thumbnail) and has asked
   * for nothing outside the site.
   */
  const expectNothingFromYouTube = async () => {
    await loadedAndIdle(page);
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('[src], link[href]')]
          .map((el) => el.getAttribute('src') ?? el.getAttribute('href') ?? '')
          .filter((url) => /youtube|ytimg|googlevideo/.test(url)),
      ),
    ).toEqual([]);
    expect(externalRequests).toEqual([]);
  };
  await page.goto('/work');
  const demo = page.locator('#demo');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('svg').first()).toBeVisible();
  await expectNothingFromYouTube();

  if (youtubeVideoId === PLACEHOLDER_VIDEO_ID) {
    await expect(
      demo.getByText(`"${PLACEHOLDER_VIDEO_ID}": replace it with the real one`),
    ).toBeVisible();
    await expect(demo.locator('a[data-video-id]')).toHaveCount(0);
    // The built page has no player link while the id is the placeholder: give the facade a real one.
    await demo.locator('.aspect-video').evaluate((box) => {
      const link = document.createElement('a');
      link.href = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
      link.dataset.videoId = 'dQw4w9WgXcQ';
      link.dataset.videoTitle = 'Demo';
      link.textContent = 'Play';
      link.className = 'absolute inset-0';
      box.append(link);
    });
  }
  const play = demo.locator('a[data-video-id]');
  const id = await play.getAttribute('data-video-id');
  await play.evaluate((link) => {
    link.addEventListener('pointerover', () => (link.dataset.hovered = ''), { once: true });
  });
  await play.hover();
  // The hover reached the link (a script warming up the player on hover has run by now).
  await expect(play).toHaveAttribute('data-hovered', '');
  await expectNothingFromYouTube();

  await play.click();
  const player = demo.locator('iframe');
  await expect(player).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
  );
  await expect(player).toHaveAttribute('title', /.+/);
  await expect(page).toHaveURL('/work');
  await expect
    .poll(() =>
      externalRequests.some((u) => u.startsWith('https://www.youtube-nocookie.com/embed/')),
    )
    .toBe(true);
});

for (const locale of ['en', 'pt'] as const) {
  test(`axe: ${localized('/work', locale)} has no violations`, async ({ page }) => {
    await page.goto(localized('/work', locale));
    await expectNoAxeViolations(page);
  });
}
