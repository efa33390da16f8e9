import { expect, expectNoAxeViolations, localized, test, catalogFile } from './support/fixtures';

/** Service pages: picture, 'how we work', the FAQ items and use cases that fit. */

const catalog = (locale: string) => catalogFile(locale, 'service-pages');

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

test('/services compares the three services and presents the AI agent', async ({ page }) => {
  await page.goto('/services');
  const m = catalog('en');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    m['servicePage.compareService'],
    m['servicePage.compareWhat'],
    m['servicePage.compareTime'],
    m['servicePage.compareFor'],
  ]);
  await expect(table.getByRole('rowheader')).toHaveCount(3);
  await expect(table).toContainText(/Simple workflows in 1.3 days/);
  await expect(page.getByRole('heading', { name: m['servicePage.agentHeading'] })).toBeVisible();
  await expect(page.getByRole('link', { name: m['servicePage.agentButton'] })).toHaveAttribute(
    'href',
    '/work',
  );
  // One price rule everywhere: the agent on its own has a price, a custom agent gets a quote.
  await expect(page.getByText('The agent on its own costs $250')).toBeVisible();
  await expect(page.getByText(/from \$250|starts at \$250/i)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('every use case has a Learn more link, and the home cards of a row are equally tall', async ({
  page,
}) => {
  await page.goto('/use-cases');
  const cards = page.locator('main article[id]');
  const count = await cards.count();
  expect(count).toBe(8);
  for (let i = 0; i < count; i++)
    await expect(cards.nth(i).getByRole('link', { name: /^Learn more/ })).toHaveCount(1);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const heights = await page
    .locator('main li article')
    .evaluateAll((as) =>
      as.map((a) => [
        Math.round(a.getBoundingClientRect().top),
        Math.round(a.getBoundingClientRect().height),
      ]),
    );
  const rows = new Map<number, Set<number>>();
  for (const [top, height] of heights) rows.set(top, (rows.get(top) ?? new Set()).add(height));
  for (const sizes of rows.values()) expect(sizes.size).toBe(1);
});
