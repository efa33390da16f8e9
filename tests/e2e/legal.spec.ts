import { getSite } from '../../shared/site';
import { expect, expectNoAxeViolations, LOCALES, localized, test } from './support/fixtures';

/** Imprint and privacy policy in six languages, linked from every footer. */

const { legal, contact } = getSite();

for (const locale of LOCALES) {
  test(`${localized('/imprint', locale)} and ${localized('/privacy', locale)}: the owner's details, linked from the footer`, async ({
    page,
    request,
  }) => {
    await page.goto(localized('/', locale));
    const footer = page.locator('footer');
    const imprintLink = footer.locator(`a[href="${localized('/imprint', locale)}"]`);
    const privacyLink = footer.locator(`a[href="${localized('/privacy', locale)}"]`);
    await expect(imprintLink).toBeVisible();
    await expect(privacyLink).toBeVisible();
    await expect(footer).toContainText(`© 2024–${new Date().getUTCFullYear()}`);

    await imprintLink.click();
    await expect(page).toHaveURL(new RegExp(`${localized('/imprint', locale)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const main = page.locator('main');
    for (const text of [
      legal.entityName,
      legal.address.street,
      legal.vatId,
      legal.register.number,
      legal.representedBy[0]!,
      legal.contentResponsible!.name,
      contact.email,
    ]) {
      await expect(main).toContainText(text);
    }
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    const privacy = await request.get(localized('/privacy', locale));
    expect(privacy.status()).toBe(200);
    const html = await privacy.text();
    expect(html).toContain(legal.dataProtection.email);
    expect(html).toContain(legal.address.street);
    expect(html).toContain('<code>lang</code>');
    expect(html).toContain('Cal.com');
    expect(html).toContain('365');
    expect(html).not.toMatch(/\{\w+\}/);
  });
}

test('the legal pages are in the sitemap; the terms exist only when the agent is sold online', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const path of ['/imprint', '/privacy', '/de/imprint', '/pt/privacy']) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  expect((await request.get('/terms')).status()).toBe(404);
});

for (const path of ['/imprint', '/de/privacy']) {
  test(`axe: ${path} has no violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
