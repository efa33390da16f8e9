import { documentTitle } from '../../src/lib/seo';
import {
  LOCALES,
  TAGS,
  catalogsOf,
  expect,
  expectLocalizedHead,
  expectNoAxeViolations,
  localized,
  test,
} from './support/fixtures';

/**
 * The case studies (content/case-studies): the list and each case in six languages, the home
 * page's Results, the links from the use cases and the footer, a 320 px screen.
 */

const catalogs = catalogsOf('case-studies');
const SLUGS = ['agency-client-reports', 'saas-lead-response', 'consultant-invoice-processing'];

test.describe('case studies in six languages', () => {
  for (const locale of LOCALES) {
    const m = catalogs[locale];

    test(`${localized('/case-studies', locale)}: three sample cases, each result beside its baseline`, async ({
      page,
      consoleErrors,
      externalRequests,
    }) => {
      const response = await page.goto(localized('/case-studies', locale));
      expect(response?.status()).toBe(200);
      await expectLocalizedHead(page, locale, '/case-studies');
      await expect(page).toHaveTitle(
        documentTitle(m['caseStudies.metaTitle']!, 'Flowcraft Automation'),
      );
      await expect(page.locator('h1')).toHaveText(m['caseStudies.heading']!);
      await expect(page.getByText(m['caseStudies.sampleListNote']!)).toBeVisible();
      const cards = page.locator('main ul > li > article');
      await expect(cards).toHaveCount(3);
      for (let i = 0; i < 3; i++) {
        const card = cards.nth(i);
        await expect(card.locator('h2 a')).toHaveAttribute(
          'href',
          localized(`/case-studies/${SLUGS[i]}`, locale),
        );
        await expect(card.getByText(m['caseStudies.sampleBadge']!, { exact: true })).toBeVisible();
        // Every result (dt) has a before and an after in the same group.
        const results = card.locator('dl > div');
        expect(await results.count()).toBeGreaterThan(0);
        for (const result of await results.all()) {
          await expect(result.getByText(m['caseStudies.before']!, { exact: true })).toBeVisible();
          await expect(result.getByText(m['caseStudies.after']!, { exact: true })).toBeVisible();
        }
      }
      await expect(page.locator('#site-footer')).toContainText(m['caseStudies.nav']!);
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
      expect(externalRequests).toEqual([]);
    });

    test(`${localized('/case-studies/saas-lead-response', locale)}: the case, its figures, its workflow and its data`, async ({
      page,
      consoleErrors,
    }) => {
      const path = '/case-studies/saas-lead-response';
      const response = await page.goto(localized(path, locale));
      expect(response?.status()).toBe(200);
      await expectLocalizedHead(page, locale, path);
      await expect(page.getByText(m['caseStudies.sampleNote']!)).toBeVisible();
      await expect(
        page.getByRole('heading', { name: m['caseStudies.resultsHeading'] }),
      ).toBeVisible();
      // 4 h -> 2 min, formatted by Intl in the page's language.
      const first = page.locator('main dl').first().locator('> div').first();
      const hours = new Intl.NumberFormat(TAGS[locale], {
        style: 'unit',
        unit: 'hour',
        unitDisplay: 'long',
      }).format(4);
      const minutes = new Intl.NumberFormat(TAGS[locale], {
        style: 'unit',
        unit: 'minute',
        unitDisplay: 'long',
      }).format(2);
      await expect(first).toContainText(hours);
      await expect(first).toContainText(minutes);
      await expect(page.getByRole('link', { name: m['caseStudies.workflowLink'] })).toHaveAttribute(
        'href',
        `${localized('/use-cases', locale)}#lead-routing`,
      );
      await expect(page.locator('a[download]')).toHaveAttribute(
        'href',
        '/use-cases/workflows/lead-routing.json',
      );
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)['@type']));
      expect(types).toContain('Article');
      expect(types).toContain('BreadcrumbList');
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`/og/${locale}/case-studies/saas-lead-response\\.png$`),
      );
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('the home page shows up to three results; each use case links its case study', async ({
  page,
}) => {
  await page.goto('/de');
  const results = page.locator('#results');
  await expect(results.locator('article')).toHaveCount(3);
  await expect(results.getByRole('link', { name: catalogs.de['caseStudies.all'] })).toHaveAttribute(
    'href',
    '/de/case-studies',
  );
  await page.goto('/fr/use-cases');
  await expect(
    page.locator('#lead-routing').getByRole('link', { name: /Étude de cas/ }),
  ).toHaveAttribute('href', '/fr/case-studies/saas-lead-response');
  // A use case without a case study has no such link.
  await expect(page.locator('#uptime-monitoring a[href*="/case-studies/"]')).toHaveCount(0);
});

test('the sitemap lists every case study with its language alternates', async ({ request }) => {
  const body = await (await request.get('/sitemap-0.xml')).text();
  for (const slug of SLUGS) {
    expect(body).toContain(`/case-studies/${slug}</loc>`);
    expect(body).toContain(`/pt/case-studies/${slug}"`);
  }
});

test.describe('on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ['/case-studies', '/pt/case-studies/consultant-invoice-processing', '/it']) {
    test(`${path}: nothing wider than the screen`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});
