import { expect, expectNoAxeViolations, test } from './support/fixtures';

/**
 * One visual system: one hero pattern, one closing band with the same two buttons,
 * one icon tint, and the use-case diagrams at one node scale.
 */

const HERO_PAGES = [
  '/services',
  '/services/n8n-workflow-automation',
  '/services/self-host-deployment',
  '/services/support-monitoring',
  '/work',
  '/use-cases',
  '/blog',
  '/faq',
  '/talk-to-expert',
  '/thank-you',
  '/imprint',
  '/privacy',
];

const BAND_PAGES = [
  '/',
  '/services',
  '/services/n8n-workflow-automation',
  '/use-cases',
  '/work',
  '/faq',
  '/blog',
  '/blog/n8n-webhooks-guide',
];

const INK = 'rgb(11, 17, 32)';
const PRIMARY = 'rgb(194, 65, 12)';

for (const path of HERO_PAGES) {
  test(`${path}: its hero is the dark band of the home hero, with the page h1 in it`, async ({
    page,
  }) => {
    await page.goto(path);
    // The visible hero: /thank-you carries a second, hidden one for the other case.
    const hero = page.locator('#main [data-page-hero]:visible');
    await expect(hero).toHaveCount(1);
    await expect(hero.locator('h1')).toHaveCount(1);
    await expect(hero).toHaveCSS('background-color', INK);
  });
}

for (const path of BAND_PAGES) {
  test(`${path}: the closing band has the two buttons, orange primary then outlined`, async ({
    page,
  }) => {
    await page.goto(path);
    const band = page.locator('[data-cta-band]');
    await expect(band).toHaveCount(1);
    await expect(band).toHaveCSS('background-color', INK);
    const links = band.getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveCSS('background-color', PRIMARY);
    await expect(links.last()).not.toHaveCSS('background-color', PRIMARY);
  });
}

test('icon tiles share one tint on home, /services, /use-cases and /work', async ({ page }) => {
  const tints = new Set<string>();
  for (const path of ['/', '/services', '/use-cases', '/work']) {
    await page.goto(path);
    const found = await page.locator('main span.bg-primary-soft:has(> svg)').evaluateAll((tiles) =>
      tiles.map((t) => {
        const s = getComputedStyle(t);
        const icon = getComputedStyle(t.querySelector('svg')!);
        return `${s.backgroundColor} ${icon.color}`;
      }),
    );
    expect(found.length, path).toBeGreaterThan(2);
    for (const tint of found) tints.add(tint);
  }
  expect([...tints]).toHaveLength(1);
});

test('use-case diagrams: one node scale in each grid, at a phone and a laptop width', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/use-cases']) {
      await page.goto(path);
      const sizes = await page
        .locator('main a[data-zoom] img')
        .evaluateAll((imgs) =>
          imgs.map((i) => `${(i as HTMLImageElement).width}x${(i as HTMLImageElement).height}`),
        );
      expect(sizes, `${path} at ${width}`).toHaveLength(8);
      // Same canvas, same card width: the same rendered width for all eight diagrams.
      expect(new Set(sizes.map((s) => s.split('x')[0])).size, `${path} at ${width}`).toBe(1);
      if (width === 1280 && path === '/')
        expect(new Set(sizes).size, 'home diagrams equally tall').toBe(1);
    }
  }
});

test('the dark bands pass axe on a service page and /work', async ({ page }) => {
  for (const path of ['/services/self-host-deployment', '/work']) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
});
