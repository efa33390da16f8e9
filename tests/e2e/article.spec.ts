import { expect, expectNoAxeViolations, test } from './support/fixtures';

/** Long articles, the wiki and the not-found page. */

test('long article: sticky table of contents beside the text, heading anchors, copy button', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/blog/setup-n8n-azure-docker');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc).toBeVisible();
  const body = page.locator('#blog-post-body');
  const tocBox = (await toc.boundingBox())!;
  const bodyBox = (await body.boundingBox())!;
  expect(tocBox.x).toBeGreaterThanOrEqual(bodyBox.x + bodyBox.width);
  const sections = await body.locator('h2[id]').count();
  await expect(toc.getByRole('link')).toHaveCount(sections);

  // Far down the article the contents are still beside the text, the current section marked.
  const late = body.locator('h2[id]').nth(sections - 2);
  const lateId = await late.getAttribute('id');
  await toc.locator(`a[href="#${lateId}"]`).click();
  await expect(toc).toBeInViewport();
  await expect(toc.locator(`a[href="#${lateId}"]`)).toHaveAttribute('aria-current', 'true');

  // Every section heading has an anchor link to itself.
  const anchor = late.locator('a.heading-anchor');
  await expect(anchor).toHaveAttribute('href', `#${lateId}`);
  await expect(anchor).toHaveAccessibleName(/^Link to this section: /);

  const block = body.locator('.code-block').first();
  const code = (await block.locator('pre code').innerText()).trim();
  await block.getByRole('button', { name: 'Copy code' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);
});

test('phones get the contents above the text, in the page language', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/blog/setup-n8n-azure-docker');
  await expect(page.getByRole('navigation', { name: 'Auf dieser Seite' })).toBeHidden();
  await page.locator('summary', { hasText: 'Auf dieser Seite' }).click();
  await expect(page.getByRole('navigation', { name: 'Auf dieser Seite' })).toBeVisible();
});

test('wiki: A–Z jump list, and inline code in its table never breaks mid-word on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blog/n8n-wiki');
  const az = page.getByRole('navigation', { name: 'Terms A–Z' });
  await expect(az).toBeVisible();
  const letters = await az.locator('ul').first().getByRole('link').allInnerTexts();
  expect(letters.length).toBeGreaterThan(10);
  expect([...letters].sort()).toEqual(letters);
  await az.getByRole('link', { name: 'W', exact: true }).click();
  await expect(page).toHaveURL(/#az-W$/);
  const term = az.locator('#az-W a').first();
  const target = (await term.getAttribute('href'))!;
  await term.click();
  await expect(page.locator(target)).toBeInViewport();

  const broken = await page
    .locator('#blog-post-body td code')
    .evaluateAll((codes) =>
      codes.filter((c) => c.getClientRects().length > 1).map((c) => c.textContent),
    );
  expect(broken).toEqual([]);
});

test('not-found page: main sections, blog search and the booking call; nothing marked current', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  const main = page.locator('main');
  for (const href of ['/services', '/use-cases', '/work', '/blog', '/faq', '/talk-to-expert'])
    await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
  await expect(page.locator('#site-nav [aria-current]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const search = main.getByRole('searchbox', { name: 'Search blogs' });
  await search.fill('webhooks');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/blog\?q=webhooks$/);
  await expect(page.locator('main').getByRole('searchbox')).toHaveValue('webhooks');
  await expect(page.locator('main')).toContainText('n8n Webhooks');
});

test('axe: a long article with its contents and copy buttons', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/blog/monitoring-production-n8n');
  await expect(page.locator('.code-copy').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/blog features the newest post across the row with its cover', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/blog');
  const list = page
    .locator('main ul')
    .filter({ has: page.locator('article') })
    .first();
  const items = list.locator(':scope > li');
  const listBox = (await list.boundingBox())!;
  const first = (await items.nth(0).boundingBox())!;
  const second = (await items.nth(1).boundingBox())!;
  expect(first.width).toBeGreaterThan(listBox.width - 2);
  expect(second.width).toBeLessThan(listBox.width / 2);
  await expect(items.nth(0).locator('[aria-hidden="true"]').first()).toBeVisible();
  // The newest post comes first, by its publication date (a card may also show an update).
  const dates = await items.evaluateAll((lis) =>
    lis.map((li) => li.querySelector('time')?.getAttribute('datetime') ?? ''),
  );
  expect(dates[0] >= dates[1]).toBe(true);
});
