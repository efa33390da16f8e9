import { expect, expectNoAxeViolations, settleAnimations, test } from './support/fixtures';

/** The booking path on phones: the sticky bar and the thank-you page. */

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, target] of [
    ['/', '/talk-to-expert'],
    ['/de/services', '/de/talk-to-expert'],
  ] as const) {
    test(`${path}: the bar appears after the hero and leads to ${target}`, async ({ page }) => {
      await page.goto(path);
      const bar = page.locator('[data-booking-bar]');
      await expect(bar).not.toHaveAttribute('data-visible');
      await expect(bar).not.toBeInViewport();
      await page.mouse.wheel(0, 2500);
      await expect(bar).toHaveAttribute('data-visible', '');
      await expect(bar).toBeInViewport();
      const link = bar.getByRole('link');
      await expect(link).toHaveAttribute('href', target);
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      // The page keeps room for it: the end of the footer is never under the bar.
      await page.keyboard.press('End');
      await settleAnimations(page);
      const footer = (await page.locator('footer').boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      expect(footer.y + footer.height).toBeLessThanOrEqual(barBox.y + 1);
      await expectNoAxeViolations(page);
    });
  }

  for (const path of ['/talk-to-expert', '/de/talk-to-expert', '/thank-you', '/fr/thank-you']) {
    test(`${path} has no booking bar`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('[data-booking-bar]')).toHaveCount(0);
    });
  }
});

test('at 1280 px the bar never shows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.mouse.wheel(0, 2500);
  await expect(page.locator('[data-booking-bar]')).toBeHidden();
});

test('the thank-you page shows the booked time in the page language and offers no new booking', async ({
  page,
}) => {
  await page.goto('/de/thank-you?startTime=2026-12-01T15:00:00.000Z');
  const expected = await page.evaluate(() =>
    new Intl.DateTimeFormat('de', { dateStyle: 'full', timeStyle: 'short' }).format(
      new Date('2026-12-01T15:00:00.000Z'),
    ),
  );
  await expect(page.locator('[data-booked-at]')).toHaveText(`Ihr Gespräch: ${expected}`);
  await expect(page.locator('header a[href$="/talk-to-expert"]')).toHaveCount(0);
  await page.goto('/thank-you?startTime=not-a-date');
  await expect(page.locator('[data-booked-at]')).toHaveText('');
});
