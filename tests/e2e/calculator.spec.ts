import { LeadStore } from '../../server/leads/store';
import { readLeadsConfig } from '../../shared/config';
import { e2eLeadsDb } from './support/env';
import {
  LOCALES,
  TAGS,
  catalogsOf,
  expect,
  expectNoAxeViolations,
  localized,
  test,
  type TestLocale,
} from './support/fixtures';

/**
 * The savings calculator on /use-cases and the custom-workflow service page: hydrated when it
 * comes into view, the presets' table without JavaScript, validation, keyboard, the estimate on
 * the "talk about these numbers" links, and the analytics-free figures.
 */

const catalogs = catalogsOf('calculator');
const hours = (locale: TestLocale, n: number) =>
  new Intl.NumberFormat(TAGS[locale], {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(n);

test.describe('the calculator in six languages', () => {
  for (const locale of LOCALES) {
    const m = catalogs[locale];
    test(`${localized('/use-cases', locale)}: hydrates in view, computes, validates and carries the estimate`, async ({
      page,
      consoleErrors,
      externalRequests,
    }) => {
      await page.goto(localized('/use-cases', locale));
      const section = page.locator('#savings-calculator');
      // Before it is in view: the table alone, no island code fetched.
      await expect(section.locator('table')).toBeVisible();
      await expect(section.locator('form')).toHaveCount(0);
      await section.scrollIntoViewIfNeeded();
      await expect(section.locator('[data-calculator="ready"]')).toBeVisible();

      const result = section.locator('[aria-live="polite"]');
      // The first preset, lead routing: 40 a week × 6 min × 90 % over 50 weeks = 15 h a month.
      await expect(result).toContainText(hours(locale, 15));
      await expect(section.locator('[data-calculator-formula]')).toBeVisible();

      const minutes = section.getByLabel(m['calculator.minutes']!);
      await minutes.fill('-5');
      await expect(minutes).toHaveAttribute('aria-invalid', 'true');
      await expect(result).toHaveText(m['calculator.invalid']!);
      await minutes.fill('12');
      await expect(result).toContainText(hours(locale, 30));

      const book = section.getByRole('link', { name: m['calculator.book'] });
      await expect(book).toHaveAttribute(
        'href',
        `${localized('/talk-to-expert', locale)}?estimate=${encodeURIComponent('-,40,week,12,90,40,USD,50')}`,
      );
      const request = section.getByRole('link', { name: m['calculator.request'] });
      await expect(request).toHaveAttribute('href', /topic=quote&estimate=.*#request$/);

      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
      expect(externalRequests).toEqual([]);
    });
  }
});

test('keyboard only: choose a preset, change a figure', async ({ page }) => {
  await page.goto('/de/use-cases');
  const section = page.locator('#savings-calculator');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('[data-calculator="ready"]')).toBeVisible();
  const select = section.getByLabel(catalogs.de['calculator.preset']!);
  await select.focus();
  await select.selectOption({ index: 2 }); // invoice processing: 60 a month × 5 min × 85 %
  await expect(section.locator('[aria-live="polite"]')).toContainText(hours('de', 4.3));
  await page.keyboard.press('Tab'); // runs
  await page.keyboard.press('Control+A');
  await page.keyboard.type('120');
  await expect(section.locator('[aria-live="polite"]')).toContainText(hours('de', 8.5));
});

test('the custom-workflow page has the calculator; the other services do not', async ({ page }) => {
  await page.goto('/fr/services/n8n-workflow-automation');
  await expect(page.locator('#savings-calculator table')).toBeVisible();
  await page.goto('/fr/services/self-host-deployment');
  await expect(page.locator('#savings-calculator')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the presets are a table: one row per use case, figures in the page language', async ({
    page,
  }) => {
    await page.goto('/it/use-cases');
    const table = page.locator('#savings-calculator table');
    await expect(table).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(8);
    await expect(table.locator('tbody tr').first()).toContainText(hours('it', 15));
    await expect(page.locator('#savings-calculator form')).toHaveCount(0);
  });
});

test.describe('on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('/pt/use-cases: the calculator fits; only its table scrolls, inside its own box', async ({
    page,
  }) => {
    await page.goto('/pt/use-cases');
    const section = page.locator('#savings-calculator');
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('[data-calculator="ready"]')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await expectNoAxeViolations(page);
  });
});

test('a request sent from the calculator carries its estimate to the owner', async ({ page }) => {
  await page.clock.install();
  await page.goto('/use-cases');
  const section = page.locator('#savings-calculator');
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('[data-calculator="ready"]')).toBeVisible();
  await section.getByRole('link', { name: catalogs.en['calculator.request'] }).click();
  await expect(page).toHaveURL(/\/talk-to-expert\?topic=quote&estimate=lead-routing%2C40%2Cweek/);
  const form = page.locator('#request');
  await expect(form.getByText(catalogs.en['calculator.attached']!)).toBeVisible();
  const email = `calc-${Date.now()}@example.com`;
  await page.getByLabel('Name').fill('Ana Souza');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('What do you want to automate?').fill('Lead routing like the estimate');
  await page.getByLabel('I agree that my details are used to answer this request.').check();
  await page.clock.fastForward(readLeadsConfig().minFillMs);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/thank-you\?lead=sent$/);
  const store = LeadStore.open(e2eLeadsDb);
  try {
    const stored = store.listLeads().filter((l) => l.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.estimate).toBe(
      'lead-routing: 40 runs per week × 6 min, 90% automated, 40 USD/h → 15 h and 600 USD saved per month',
    );
  } finally {
    store.close();
  }
});
