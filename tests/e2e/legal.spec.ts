import { readConfig } from '../../shared/config';
import { getSite } from '../../shared/node/site';
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

test('the legal pages are in the sitemap; the terms describe the purchase path configured', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const path of ['/imprint', '/privacy', '/terms', '/de/imprint', '/pt/privacy']) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  // 'Purchase Now' leads to CHECKOUT_URL's payment page, or without one to the booking page:
  // the terms say which.
  const terms = await (await request.get('/terms')).text();
  if (readConfig().checkoutUrl) expect(terms).toContain('takes you to our payment page');
  else {
    expect(terms).toContain('takes you to our booking page');
    expect(terms).not.toMatch(/payment page|checkout/i);
  }
});

for (const path of ['/imprint', '/de/privacy']) {
  test(`axe: ${path} has no violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
