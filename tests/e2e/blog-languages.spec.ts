import { expect, test } from './support/fixtures';
import { locales } from '../../shared/i18n/locales';

/**
 * Every article ships translated at authoring time (`npm run blog:translate`): a
 * visitor reads the blog in their language with no machine translation in the browser. The
 * language chosen with the switcher takes the visitor to that language's article.
 */

const POST = '/blog/setup-n8n-azure-docker';

test('the language chosen with the switcher wins: a French choice gets the French article', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'fr', url: baseURL! }]);
  await page.goto(POST);
  await expect(page).toHaveURL(new RegExp(`/fr${POST}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

for (const locale of locales.filter((l) => l !== 'en')) {
  test(`/${locale}/blog and an article: every card and the body in ${locale}, nothing translated in the browser`, async ({
    page,
    consoleErrors,
  }) => {
    const translateCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/translate')) translateCalls.push(r.url());
    });
    await page.goto(`/${locale}/blog`);
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.locator('main h2[lang^="en"]')).toHaveCount(0);
    await page.goto(`/${locale}${POST}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('#blog-post-body[lang^="en"], main [lang^="en"] p')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(translateCalls).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
