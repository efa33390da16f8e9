import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, localized, test } from './support/fixtures';

/** Service pages (issue 14 §1): picture, 'how we work', the FAQ items and use cases that fit. */

const catalog = (locale: string) =>
  JSON.parse(readFileSync(`src/i18n/messages/${locale}/service-pages.json`, 'utf8')) as Record<
    string,
    string
  >;

for (const [slug, picture] of [
  ['n8n-workflow-automation', /Lead capture and routing/],
  ['self-host-deployment', /queue mode/],
  ['support-monitoring', /monitoring view/],
] as const) {
  test(`/services/${slug}: picture, timeline, FAQ and use cases`, async ({ page }) => {
    await page.goto(`/services/${slug}`);
    const m = catalog('en');
    await expect(page.locator('main figure [role="img"]').first()).toHaveAccessibleName(picture);
    const timeline = page.locator('section', {
      has: page.getByRole('heading', { name: m['servicePage.howWeWork'] }),
    });
    await expect(timeline.locator('ol > li')).toHaveCount(4);
    await expect(timeline).toContainText('30 minutes');
    const faq = page.locator('section', {
      has: page.getByRole('heading', { name: m['servicePage.faqHeading'] }),
    });
    await expect(faq.locator('details')).toHaveCount(4);
    await faq.locator('summary').first().click();
    await expect(faq.locator('details[open]')).toHaveCount(1);
    const related = page.locator('section', {
      has: page.getByRole('heading', { name: m['servicePage.relatedHeading'] }),
    });
    const links = related.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(2);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/use-cases#[a-z-]+$/);
    await expectNoAxeViolations(page);
  });
}

test('German service page: the timeline in German with the delivery times', async ({ page }) => {
  await page.goto(localized('/services/n8n-workflow-automation', 'de'));
  await expect(page.getByRole('heading', { name: 'So arbeiten wir' })).toBeVisible();
  await expect(page.getByText(/^Einfache Workflows laufen nach 1.3 Tagen/)).toBeVisible();
});
