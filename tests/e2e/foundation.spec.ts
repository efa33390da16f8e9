import { pageContent } from './support/content';
import {
  LOCALES,
  expect,
  expectLocalizedHeadOf,
  expectNoAxeViolations,
  localized,
  parseHtml,
  test,
} from './support/fixtures';

const SERVICE_PATHS = [
  '/services',
  '/services/n8n-workflow-automation',
  '/services/self-host-deployment',
  '/services/support-monitoring',
];

// The served HTML's head, read without a browser (what search engines and previews read).
test.describe('service pages in six languages', () => {
  for (const locale of LOCALES) {
    for (const path of SERVICE_PATHS) {
      test(`${localized(path, locale)} answers 200 with lang, canonical and alternates`, async ({
        request,
      }) => {
        const response = await request.get(localized(path, locale), { maxRedirects: 0 });
        expect(response.status()).toBe(200);
        const doc = parseHtml(await response.text());
        expectLocalizedHeadOf(doc, locale, path);
        expect(doc.querySelectorAll('h1')).toHaveLength(1);
        const ogLocale = doc.querySelector('meta[property="og:locale"]')?.getAttribute('content');
        expect(ogLocale?.slice(0, 2)).toBe(locale);
      });
    }
  }
});

test('services list links the three service pages; each has Talk to Expert to the booking page', async ({
  page,
}) => {
  await page.goto('/services');
  const cards = page.locator('main h2 a');
  await expect(cards).toHaveCount(3);
  const hrefs = await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(SERVICE_PATHS.slice(1));
  const keys = ['automation', 'selfHost', 'support'] as const;
  for (const [i, path] of SERVICE_PATHS.slice(1).entries()) {
    await page.goto(path);
    const button = page.getByRole('link', { name: 'Talk to Expert' }).first();
    await expect(button).toHaveAttribute('href', '/talk-to-expert');
    await expect(page.locator('main li svg + span')).toHaveCount(
      pageContent.en.services[keys[i]!].included.length,
    );
  }
  await page.goto('/de/services/self-host-deployment');
  await expect(page.locator('main a[href="/de/talk-to-expert"]').first()).toBeVisible();
});

test.describe('header', () => {
  test('desktop: links, Book Free Consultation, dropdown by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/services/support-monitoring');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Services', '/services'],
      ['Work', '/work'],
      ['Use Cases', '/use-cases'],
      ['Blog', '/blog'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'Book Free Consultation' })).toHaveAttribute(
      'href',
      '/talk-to-expert',
    );
    const header = page.locator('header').first();
    expect((await header.boundingBox())?.height).toBe(64);

    const toggle = nav.getByRole('button', { name: 'Show the service pages' });
    await nav.getByRole('link', { name: 'Services', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#services-menu');
    await expect(menu.getByRole('link')).toHaveCount(3);
    await expect(menu.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(menu.getByRole('link').first()).toBeHidden();
  });

  test('mobile: one nav list, menu opens, closes on Escape, a link and the backdrop', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeHidden();
    await expect(page.locator('header nav')).toHaveCount(1); // one list for both sizes
    const button = page.locator('[data-menu-toggle]');
    await expect(button).toHaveAccessibleName('Open menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(nav).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAccessibleName('Close menu');
    // The icon turns into a close icon, a backdrop covers the page and the page does not scroll.
    await expect(button.locator('svg').first()).toBeHidden();
    await expect(button.locator('svg').last()).toBeVisible();
    await expect(page.locator('[data-menu-backdrop]')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    // The current page is marked, and FAQ and the booking call are in the menu.
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute(
      'href',
      '/faq',
    );
    await expect(nav.getByRole('link', { name: 'FAQ', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Book Free Consultation' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
    await button.click();
    await page.locator('[data-menu-backdrop]').click({ position: { x: 20, y: 700 } });
    await expect(nav).toBeHidden();
    await button.click();
    await nav.getByRole('link', { name: 'n8n Workflow Automation' }).click();
    await expect(page).toHaveURL(/\/services\/n8n-workflow-automation$/);
    await expect(page.locator('#site-nav')).toBeHidden();
  });

  test('the logo is fetched at Low priority and stays there once it is in view', async ({
    page,
  }) => {
    // Chromium raises an image it finds in view to High; the bench's largest paint then waited a
    // round trip for the logo (about 1.05 s instead of 0.9). Its answer is held back so that the
    // page is laid out while the request is still open, when the raise would happen.
    await page.route('**/favicon.svg', async (route) => {
      await new Promise((held) => setTimeout(held, 500));
      await route.continue();
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities: string[] = [];
    let logo = '';
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type !== 'Image' || !event.request.url.endsWith('/favicon.svg')) return;
      logo = event.requestId;
      priorities.push(event.request.initialPriority);
    });
    cdp.on('Network.resourceChangedPriority', (event) => {
      if (event.requestId === logo) priorities.push(event.newPriority);
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services');
    const img = page.locator('header a[href="/"] img');
    await img.evaluate((element: HTMLImageElement) => element.decode());
    expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(
      0,
    );
    expect(priorities).toEqual(['Low']);
  });

  test('mobile menu is usable with JavaScript off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/de/services`);
    await expect(page.locator('#site-nav a').first()).toBeVisible();
    await expect(page.locator('h1')).toBeVisible();
    await context.close();
  });
});

test.describe('footer', () => {
  test('links and copyright 2024', async ({ page }) => {
    await page.goto('/services');
    const footer = page.locator('footer');
    for (const href of ['/', '/services', '/use-cases', '/faq', '/blog', '/talk-to-expert']) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
    await expect(footer).toContainText('© 2024');
    await page.goto('/it/services');
    await expect(page.locator('footer a[href="/it/faq"]')).toBeAttached();
  });
});

test.describe('language switcher and remembered language', () => {
  test('keeps the page, remembers the choice, English clears it; no cookie = URL as asked', async ({
    page,
    context,
  }) => {
    await page.goto('/services/self-host-deployment');
    await page.locator('[data-language-switcher] summary').click();
    await page.locator('[data-language-switcher] a[data-lang="de"]').click();
    await expect(page).toHaveURL(/\/de\/services\/self-host-deployment$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('de');

    const redirected = await page.goto('/services');
    expect(new URL(page.url()).pathname).toBe('/de/services');
    expect(redirected?.request().redirectedFrom()?.url()).toMatch(/\/services$/);

    await page.locator('[data-language-switcher] summary').click();
    await page.locator('[data-language-switcher] a[data-lang="en"]').click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((c) => c.name === 'lang')).toBeUndefined();
    await page.goto('/services/support-monitoring');
    expect(new URL(page.url()).pathname).toBe('/services/support-monitoring');
  });

  test('a request without the cookie gets the URL it asked for', async ({ request }) => {
    const response = await request.get('/services', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const withCookie = await request.get('/services', {
      maxRedirects: 0,
      headers: { cookie: 'lang=fr' },
    });
    expect(withCookie.status()).toBe(302);
    expect(withCookie.headers()['location']).toBe('/fr/services');
  });
});

test.describe('not found', () => {
  for (const locale of ['en', 'de'] as const) {
    test(`unknown path in ${locale}: 404 page, link home, console error with the path`, async ({
      page,
      consoleErrors,
    }) => {
      const path = localized('/no-such-page', locale);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      if (locale === 'en') await expect(page.locator('h1')).toHaveText('Oops! Page not found');
      await expect(page.locator('main a[href="' + localized('/', locale) + '"]')).toBeVisible();
      await expect.poll(() => consoleErrors.join('\n')).toContain(path);
    });
  }
});

test.describe('server', () => {
  test('security headers and compression on a page, an asset and the 404', async ({
    page,
    request,
  }) => {
    await page.goto('/services');
    const asset = await page.locator('link[rel="icon"]').getAttribute('href');
    const script = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .find((n) => n.includes('/_astro/')),
    );
    for (const [path, expectCompressed] of [
      ['/services', true],
      [asset!, true],
      ['/no-such-page', true],
      ...(script ? [[new URL(script).pathname, true] as [string, boolean]] : []),
    ] as [string, boolean][]) {
      const res = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
      const h = res.headers();
      expect(h['content-security-policy'], path).toContain("default-src 'self'");
      expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(h['content-security-policy'], path).not.toContain('unsafe-eval');
      expect(h['content-security-policy'], path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(h['x-content-type-options'], path).toBe('nosniff');
      expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(h['x-frame-options'], path).toBe('DENY');
      expect(h['permissions-policy'], path).toContain('camera=()');
      if (expectCompressed) expect(h['content-encoding'], path).toMatch(/br|gzip/);
    }
    if (script) {
      const res = await request.get(new URL(script).pathname);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const html = await request.get('/services');
    expect(html.headers()['cache-control']).toContain('max-age=0');
  });

  test('paths outside the build never leak files', async ({ request }) => {
    for (const path of [
      '/..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/services%5c..%5cpackage.json',
      `/${'a'.repeat(5000)}`,
      '/%E0%A4%A',
    ]) {
      const res = await request.get(path);
      expect([400, 404], path).toContain(res.status());
      expect(await res.text()).not.toContain('root:');
    }
    expect((await request.get('/../package.json')).status()).not.toBe(200);
  });

  test('robots.txt names the sitemap; the sitemap lists pages with language alternates', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).toContain('/de/services/self-host-deployment</loc>');
    expect(sitemap).toContain('hreflang="pt-BR"');
    expect(sitemap).not.toContain('/404');
  });
});

test.describe('accessibility', () => {
  for (const path of [
    '/services',
    '/services/n8n-workflow-automation',
    '/de/services',
    '/de/services/support-monitoring',
    '/no-such-page',
    '/fr/no-such-page',
  ]) {
    test(`axe: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
  test('axe: mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/services/self-host-deployment');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectNoAxeViolations(page);
  });
});
