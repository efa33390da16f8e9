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
import { faqAsShown } from './support/content';

const faqOf = (locale: TestLocale) => faqAsShown(locale);
const catalog = (locale: TestLocale) => catalogFile(locale, 'faq');

const faqItems = 'main details[name="faq"]';

async function jsonLd(page: import('@playwright/test').Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === type);
}

test.describe('/faq in six languages', () => {
  for (const locale of LOCALES) {
    test(`${localized('/faq', locale)}: every pair of its own file, topics, structured data, 100+`, async ({
      page,
    }) => {
      const faq = faqOf(locale);
      const pairs = faq.topics.flatMap((t) => t.items);
      const response = await page.goto(localized('/faq', locale));
      expect(response?.status()).toBe(200);
      await expectLocalizedHead(page, locale, '/faq');
      await expect(page.locator('h1')).toHaveText(catalog(locale)['faq.heading']!);
      if (locale === 'en')
        await expect(page.locator('h1')).toHaveText('Frequently Asked Questions');
      expect(pairs.length).toBeGreaterThanOrEqual(100);

      await expect(page.locator(faqItems)).toHaveCount(pairs.length);
      await expect(page.locator(`${faqItems} summary`).first()).toHaveText(pairs[0]!.question);
      await expect(page.locator(`${faqItems} summary`).last()).toHaveText(pairs.at(-1)!.question);
      await expect(page).toHaveTitle(/100\+/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /100\+/);

      const nav = page.locator('#faq-topics a');
      await expect(nav).toHaveCount(faq.topics.length);
      for (const topic of faq.topics) {
        await expect(page.locator(`#topic-${topic.id}`)).toHaveText(topic.title);
      }

      const ld = await jsonLd(page, 'FAQPage');
      expect(ld.mainEntity.map((q: { name: string }) => q.name)).toEqual(
        pairs.map((p) => p.question),
      );
      expect(
        ld.mainEntity.map((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text),
      ).toEqual(pairs.map((p) => p.answer));
      const crumbs = await jsonLd(page, 'BreadcrumbList');
      expect(crumbs.itemListElement.map((i: { item: string }) => new URL(i.item).pathname)).toEqual(
        [localized('/', locale), localized('/faq', locale)],
      );
      expect(crumbs.itemListElement.every((i: { name: string }) => i.name.length > 0)).toBe(true);
    });
  }
});

test('accordion: one item open at a time, fully collapsible, by mouse and keyboard', async ({
  page,
}) => {
  await page.goto('/faq');
  const items = page.locator(faqItems);
  const open = page.locator(`${faqItems}[open]`);
  await expect(open).toHaveCount(0);

  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await items.nth(40).locator('summary').click();
  await expect(open).toHaveCount(1);
  await expect(items.nth(40)).toHaveAttribute('open', '');
  await items.nth(40).locator('summary').click();
  await expect(open).toHaveCount(0);

  await items.nth(3).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(3)).toHaveAttribute('open', '');
  await items.nth(4).locator('summary').focus();
  await page.keyboard.press('Space');
  await expect(open).toHaveCount(1);
  await expect(items.nth(4)).toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(open).toHaveCount(0);
});

test('topic navigation jumps to its section', async ({ page }) => {
  await page.goto('/faq');
  await page.locator('#faq-topics a[href="#topic-webhooks"]').click();
  await expect(page).toHaveURL(/#topic-webhooks$/);
  await expect(page.locator('#topic-webhooks')).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every answer is in the page and an item opens', async ({ page }) => {
    const pairs = faqOf('de').topics.flatMap((t) => t.items);
    await page.goto('/de/faq');
    const text = await page.locator('main').textContent();
    for (const pair of pairs) expect(text).toContain(pair.answer);
    const item = page.locator(faqItems).nth(10);
    await item.locator('summary').click();
    await expect(item.getByText(pairs[10]!.answer)).toBeVisible();
  });
});

for (const locale of ['en', 'de'] as const) {
  test(`axe: ${localized('/faq', locale)} has no violations (one item open)`, async ({ page }) => {
    await page.goto(localized('/faq', locale));
    await page.locator(`${faqItems} summary`).nth(2).click();
    await expectNoAxeViolations(page);
  });
}

test.describe('search', () => {
  for (const [locale, word, question] of [
    ['en', 'nodemation', 'What is n8n?'],
    ['de', 'umwandeln', 'Was ist n8n?'],
  ] as const) {
    test(`${localized('/faq', locale)}: a word of an answer finds its question`, async ({
      page,
    }) => {
      await page.goto(localized('/faq', locale));
      const search = page.getByRole('searchbox', { name: catalog(locale)['faq.searchLabel'] });
      // Accents and case do not matter; the filter runs as the visitor types.
      await search.pressSequentially(word.toUpperCase());
      const visible = page.locator(`${faqItems}:visible`);
      await expect(visible).toHaveCount(1);
      await expect(visible.locator('summary')).toHaveText(question);
      await expect(page.locator('[data-faq-status]')).toContainText('1');
      await search.fill('');
      await expect(page.locator(`${faqItems}:visible`)).toHaveCount(
        faqOf(locale).topics.flatMap((t) => t.items).length,
      );
      await search.fill('zzqxj');
      await expect(page.locator(`${faqItems}:visible`)).toHaveCount(0);
      await expect(page.locator('[data-faq-status]')).not.toBeEmpty();
    });
  }

  test('without JavaScript the search box is hidden and the list complete', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/faq`);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.locator(faqItems)).toHaveCount(
      faqOf('en').topics.flatMap((t) => t.items).length,
    );
    await context.close();
  });
});

test('sticky topic list fits a 1366 × 768 window and marks the topic in view', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/faq');
  const topics = faqOf('en').topics;
  const last = topics[topics.length - 1];
  const nav = page.locator('#faq-topics');
  await page.locator(`#topic-${topics[3].id}`).scrollIntoViewIfNeeded();
  const box = (await nav.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(768);
  // The last topic can be reached inside the list and is then marked as the one in view.
  const lastLink = nav.getByRole('link', { name: new RegExp(last.title) });
  await lastLink.scrollIntoViewIfNeeded();
  await expect(lastLink).toBeInViewport();
  await lastLink.click();
  await expect(page).toHaveURL(new RegExp(`#topic-${last.id}$`));
  await expect(lastLink).toHaveAttribute('aria-current', 'true');
  const second = nav.getByRole('link', { name: new RegExp(topics[1].title) });
  await second.scrollIntoViewIfNeeded();
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(lastLink).not.toHaveAttribute('aria-current', 'true');
});
