import {
  LOCALES,
  expect,
  expectNoAxeViolations,
  localized,
  test,
  type TestLocale,
  catalogFile,
} from './support/fixtures';
import { readConfig } from '../../shared/config';
import { formatFacts } from '../../src/lib/facts';
import { getSite } from '../../shared/node/site';

const catalog = (locale: TestLocale) => catalogFile(locale, 'thank-you');
const { communityUrl } = readConfig();
const { business, contact } = getSite();
const { brandName } = business;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('/thank-you in six languages', () => {
  for (const locale of LOCALES) {
    test(`${localized('/thank-you', locale)}: next steps, the three links, noindex`, async ({
      page,
    }) => {
      const m = catalog(locale);
      const response = await page.goto(localized('/thank-you', locale));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('h1:visible')).toHaveText(m['thankYou.heading']!);
      await expect(page.locator('main ol:visible > li')).toHaveCount(4);
      await expect(page).toHaveTitle(new RegExp(`^${escape(m['thankYou.metaTitle']!)}`));

      const main = page.locator('main');
      const community = main.getByRole('link', { name: m['thankYou.explore.community.title'] });
      await expect(community).toHaveAttribute('href', communityUrl);
      await expect(community).toHaveAttribute('target', '_blank');
      await expect(community).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(
        main.getByRole('link', { name: m['thankYou.explore.service.title'], exact: true }),
      ).toHaveAttribute('href', localized('/services/n8n-workflow-automation', locale));
      await expect(
        main.getByRole('link', { name: m['thankYou.explore.useCases.title'], exact: true }),
      ).toHaveAttribute('href', localized('/use-cases', locale));
    });
  }
});

test.describe('/thank-you?lead=sent: a form request is thanked as a request', () => {
  for (const locale of LOCALES) {
    test(`${localized('/thank-you', locale)}?lead=sent: received, who answers and when`, async ({
      page,
    }) => {
      const m = catalog(locale);
      await page.goto(`${localized('/thank-you', locale)}?lead=sent`);
      await expect(page.locator('h1:visible')).toHaveText(m['thankYou.request.heading']!);
      const lead = page.locator('main [data-thanks="request"]');
      await expect(lead).toBeVisible();
      await expect(lead).toContainText(brandName);
      await expect(lead).toContainText(contact.email);
      await expect(lead).toContainText(formatFacts(locale).responseHours);
      await expect(page.getByText(m['thankYou.heading']!)).toBeHidden();
      await expect(page.locator('main ol:visible')).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(`^${escape(m['thankYou.request.metaTitle']!)}`));
    });
  }
});

test('the thank-you pages are not in the sitemap', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const map of maps) expect(await (await request.get(map)).text()).not.toContain('thank-you');
});

for (const locale of ['en', 'it'] as const) {
  test(`axe: ${localized('/thank-you', locale)} has no violations`, async ({ page }) => {
    await page.goto(localized('/thank-you', locale));
    await expectNoAxeViolations(page);
  });
}
