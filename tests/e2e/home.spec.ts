import type { Page } from '@playwright/test';
import { fillMessageFacts, formatFacts } from '../../src/lib/facts';
import { documentTitle } from '../../src/lib/seo';
import { faqPages, testimonialCount } from './support/content';
import {
  LOCALES,
  expect,
  expectLocalizedHead,
  expectNoAxeViolations,
  localized,
  test,
  type TestLocale,
  catalogFile,
} from './support/fixtures';
/** Each language's home catalog as the page shows it: the owner file's facts filled in. */
const catalogs = Object.fromEntries(
  LOCALES.map((l) => [l, fillMessageFacts(catalogFile(l, 'home'), formatFacts(l))]),
) as Record<TestLocale, Record<string, string>>;
const COMMUNITY_URL = process.env.COMMUNITY_URL ?? 'https://discord.gg/n8n';

/**
 * Scrolls the whole page so every reveal has fired and lazy images have loaded. Each position
 * stays until a frame has been drawn there: intersection observers are updated once per frame,
 * so a fixed pause (30 ms) could skip an element on a busy machine and leave it unrevealed.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const drawn = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await drawn();
    }
    window.scrollTo(0, 0);
  });
}

test.describe('home page in six languages', () => {
  for (const locale of LOCALES) {
    test(`${localized('/', locale)}: head, hero, buttons and sections`, async ({
      page,
      consoleErrors,
      externalRequests,
    }) => {
      const m = catalogs[locale];
      const response = await page.goto(localized('/', locale));
      expect(response?.status()).toBe(200);
      await expectLocalizedHead(page, locale, '/');
      // The brand follows the title when both fit in 60 characters.
      await expect(page).toHaveTitle(documentTitle(m['home.metaTitle']!, 'Flowcraft Automation'));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        m['home.metaDescription'],
      );
      const ogLocale = await page.locator('meta[property="og:locale"]').getAttribute('content');
      expect(ogLocale?.slice(0, 2)).toBe(locale);

      const hero = page.locator('[data-hero]');
      await expect(hero.getByText(m['home.hero.badge'], { exact: true })).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(m['home.hero.headline']);
      await expect(hero.getByText(m['home.hero.subline'], { exact: true })).toBeVisible();
      await expect(hero.getByText(m['home.hero.text'], { exact: true })).toBeVisible();

      const audit = hero.getByRole('link', { name: m['home.hero.ctaPrimary'] });
      await expect(audit).toHaveAttribute('href', localized('/talk-to-expert', locale));
      const community = hero.getByRole('link', { name: m['home.hero.ctaCommunity'] });
      await expect(community).toHaveAttribute('href', COMMUNITY_URL);
      await expect(community).toHaveAttribute('target', '_blank');
      await expect(community).toHaveAttribute('rel', 'noopener noreferrer');

      const main = page.locator('main');
      const facts = formatFacts(locale);
      await expect(main.locator('section[aria-label] dd')).toHaveText([
        facts.automations,
        facts.clients,
        facts.integrations,
        facts.uptime,
        new RegExp(facts.reduction),
      ]);
      await expect(main.locator('#who-we-help li')).toHaveCount(6);
      await expect(main.locator('#services li')).toHaveCount(3);
      await expect(main.locator('#use-cases article')).toHaveCount(8);
      await expect(main.locator('#use-cases a[data-zoom] img')).toHaveCount(8);
      await expect(main.locator('#how-it-works ol > li')).toHaveCount(3);
      await expect(main.locator('#testimonials figure')).toHaveCount(testimonialCount('home'));
      await expect(main.locator('#faq details')).toHaveCount(faqPages.home.length);
      for (const href of ['/talk-to-expert', '/use-cases', '/faq', '/services']) {
        await expect(main.locator(`a[href="${localized(href, locale)}"]`).first()).toBeAttached();
      }

      await scrollThrough(page);
      expect(consoleErrors).toEqual([]);
      expect(externalRequests).toEqual([]);
    });
  }

  test('English hero texts are exactly the spec wording', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('[data-hero]');
    await expect(hero.locator('p').first()).toHaveText('Professional n8n Automation Expert');
    await expect(page.locator('h1')).toHaveText('Automate Your Business with n8n');
    await expect(hero.getByText('Save Time, Skip Repetition', { exact: true })).toBeVisible();
    await expect(
      hero.getByText(
        'We help Marketing Agencies, Startups, and Sales Teams automate workflows, integrate tools, and save hours every week using custom n8n setups.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Book a Free Automation Audit' })).toHaveAttribute(
      'href',
      '/talk-to-expert',
    );
    await expect(hero.getByRole('link', { name: /^Join Discord community/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});

test('structured data: Organization, WebSite and a FAQPage matching the accordion', async ({
  page,
}) => {
  await page.goto('/fr');
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')));
  const types = blocks.map((b) => [b['@type']].flat().join(','));
  expect(types).toEqual(
    expect.arrayContaining(['Organization,ProfessionalService', 'WebSite', 'FAQPage']),
  );
  const faq = blocks.find((b) => b['@type'] === 'FAQPage');
  const questions = await page.locator('#faq summary').allInnerTexts();
  expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(
    questions.map((q) => q.trim()),
  );
  expect(faq.mainEntity[1].acceptedAnswer.text).toContain(formatFacts('fr').simpleDays);
});

test.describe('FAQ accordion', () => {
  test('one item open at a time, fully collapsible, by mouse and keyboard', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('#faq details');
    const summaries = page.locator('#faq summary');
    const openCount = () => page.locator('#faq details[open]').count();
    expect(await openCount()).toBe(0);

    await summaries.nth(0).click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0).locator('p')).toBeVisible();
    await summaries.nth(2).click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    expect(await openCount()).toBe(1);
    await summaries.nth(2).click();
    expect(await openCount()).toBe(0);

    await summaries.nth(4).focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(4)).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(items.nth(5)).toHaveAttribute('open', '');
    await expect(items.nth(4)).not.toHaveAttribute('open');
    await page.keyboard.press('Space');
    expect(await openCount()).toBe(0);
  });
});

test.describe('image zoom', () => {
  test('opens by click, closes by click and by the close button, restores focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const trigger = page.locator('#use-cases a[data-zoom]').first();
    const dialog = page.locator('dialog#zoom-dialog');
    await trigger.scrollIntoViewIfNeeded();
    const small = trigger.locator('img');
    await expect
      .poll(() => small.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await trigger.click();
    await expect(dialog).toHaveAttribute('open', '');
    await expect(page.getByRole('dialog', { name: 'Enlarged diagram' })).toBeVisible();
    const big = dialog.locator('img');
    expect(await big.getAttribute('src')).toContain('/use-cases/diagrams/wide/lead-routing.svg');
    expect(await big.getAttribute('alt')).toContain('1. Website form submitted');
    const box = await big.boundingBox();
    expect(box!.width).toBeGreaterThan(1000);
    expect(page.url()).not.toContain('.svg');

    await big.click();
    await expect(dialog).not.toHaveAttribute('open');
    await expect(trigger).toBeFocused();

    await trigger.click();
    await page.getByRole('button', { name: 'Close enlarged view' }).click();
    await expect(dialog).not.toHaveAttribute('open');
    await expect(trigger).toBeFocused();
  });

  test('opens with Enter, keeps focus inside, closes with Escape', async ({ page }) => {
    await page.goto('/de');
    const trigger = page.locator('#use-cases a[data-zoom]').nth(3);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog#zoom-dialog');
    await expect(dialog).toHaveAttribute('open', '');
    const close = page.getByRole('button', { name: 'Vergrößerte Ansicht schließen' });
    await expect(close).toBeFocused();
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () => document.activeElement?.closest('dialog')?.id ?? document.activeElement?.tagName,
        ),
      ).toMatch(/zoom-dialog|BODY/);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).not.toHaveAttribute('open');
    await expect(trigger).toBeFocused();
  });
});

test.describe('scroll reveal', () => {
  test('animates content in when it scrolls into view, without moving the layout', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const target = page.locator('#testimonials [data-reveal]').first();
    // Layout boxes (offsetTop/offsetHeight ignore the transform used by the animation).
    const layout = () =>
      page.evaluate(() => {
        const el = document.querySelector<HTMLElement>('#testimonials [data-reveal]')!;
        const faq = document.querySelector<HTMLElement>('#faq')!;
        return {
          top: el.offsetTop,
          height: el.offsetHeight,
          faqTop: faq.offsetTop,
          page: document.body.scrollHeight,
        };
      });
    // Below the fold it hides only once the page has started its motion (loaded and idle).
    await expect(page.locator('html')).toHaveClass(/(^|\s)motion(\s|$)/);
    const before = await layout();
    await expect(target).not.toHaveAttribute('data-revealed');
    expect(await target.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await target.scrollIntoViewIfNeeded();
    await expect(target).toHaveAttribute('data-revealed', '');
    await expect.poll(() => target.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await layout()).toEqual(before);
    const box = (await target.boundingBox())!;
    expect(box.height).toBe(before.height);
  });

  test('what is in view when the motion starts stays shown, with no transition', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 2000 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/(^|\s)motion(\s|$)/);
    const inView = await page.locator('[data-reveal]').evaluateAll((els) =>
      els
        .filter((el) => el.getBoundingClientRect().top < innerHeight)
        .map((el) => ({
          revealed: el.hasAttribute('data-revealed'),
          opacity: getComputedStyle(el).opacity,
          moving: el.getAnimations().length,
        })),
    );
    expect(inView.length).toBeGreaterThan(3);
    expect(new Set(inView.map((e) => JSON.stringify(e)))).toEqual(
      new Set([JSON.stringify({ revealed: true, opacity: '1', moving: 0 })]),
    );
  });

  test('shows everything at once under reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${test.info().project.use.baseURL}/`);
    const opacities = await page
      .locator('[data-reveal]')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    expect(opacities.length).toBeGreaterThan(20);
    expect(new Set(opacities)).toEqual(new Set(['1']));
    await context.close();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every section is visible and the FAQ still opens', async ({ page }) => {
      await page.goto('/es');
      const reveals = page.locator('[data-reveal]');
      expect(await reveals.count()).toBeGreaterThan(20);
      const opacities = await reveals.evaluateAll((els) =>
        els.map((el) => getComputedStyle(el).opacity),
      );
      expect(new Set(opacities)).toEqual(new Set(['1']));
      await page.locator('#testimonials').scrollIntoViewIfNeeded();
      await expect(page.locator('#testimonials figure').first()).toBeVisible();
      await page.locator('#faq summary').first().click();
      await expect(page.locator('#faq details').first()).toHaveAttribute('open', '');
      // The zoom link still leads to the full-size image.
      await expect(page.locator('a[data-zoom]').first()).toHaveAttribute(
        'href',
        '/es/use-cases/diagrams/wide/lead-routing.svg',
      );
    });
  });
});

test.describe('hero background follows the mouse', () => {
  /** The light's horizontal offset from its resting place, in px ('' while it rests). */
  const heroX = (page: Page) =>
    page
      .locator('[data-hero] .hero-spot')
      .evaluate((el) => /translate\(([-\d.]+)px/.exec(el.style.transform)?.[1] ?? '');
  /** The page's motion has started (loaded and idle; never under reduced motion). */
  const motionStarted = (page: Page) => expect(page.locator('html')).toHaveClass(/\bmotion\b/);
  /**
   * `--hero-x` once the hero has had its `pointermove` and the frame the pointer script asks for
   * has run: the page records each `pointermove` the hero gets, this waits for one, then for two
   * animation frames (a frame the script requested in the event runs before them).
   */
  const heroXAfterPointerMove = async (page: Page, move: () => Promise<void>) => {
    await page.locator('[data-hero]').evaluate((el) => {
      const seen = window as unknown as { __heroMoves: number };
      seen.__heroMoves = 0;
      el.addEventListener('pointermove', () => (seen.__heroMoves += 1));
    });
    await move();
    await page.waitForFunction(
      () => (window as unknown as { __heroMoves: number }).__heroMoves > 0,
    );
    await page.evaluate(
      () =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    return heroX(page);
  };

  test('moves with a mouse pointer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await motionStarted(page);
    const box = (await page.locator('[data-hero]').boundingBox())!;
    const layoutBefore = await page.locator('h1').boundingBox();
    await page.mouse.move(box.x + 50, box.y + 50);
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.5, { steps: 5 });
    await expect.poll(async () => parseFloat(await heroX(page))).toBeGreaterThan(60);
    expect(await page.locator('h1').boundingBox()).toEqual(layoutBefore);
  });

  test('stays still under reduced motion, and moves once motion is allowed again', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      reducedMotion: 'reduce',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(`${test.info().project.use.baseURL}/`);
    const box = (await page.locator('[data-hero]').boundingBox())!;
    const still = await heroXAfterPointerMove(page, () =>
      page.mouse.move(box.x + box.width * 0.9, box.y + 100, { steps: 5 }),
    );
    expect(still).toBe('');
    // The same page with motion allowed does move it: the pointer script was listening. Motion
    // starts once per page load, so the page is loaded again.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.reload();
    await motionStarted(page);
    await page.mouse.move(box.x + box.width * 0.8, box.y + 120, { steps: 5 });
    await expect.poll(async () => parseFloat(await heroX(page))).toBeGreaterThan(60);
    await context.close();
  });

  test('stays still on touch devices, for a tap and for a mouse', async ({ browser }) => {
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${test.info().project.use.baseURL}/`);
    const box = (await page.locator('[data-hero]').boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.8, box.y + 120);
    // A coarse pointer device ignores even a mouse moving over the hero.
    const still = await heroXAfterPointerMove(page, () =>
      page.mouse.move(box.x + box.width * 0.9, box.y + 100, { steps: 5 }),
    );
    expect(still).toBe('');
    await context.close();
  });
});

test.describe('accessibility', () => {
  for (const locale of ['en', 'de'] as const) {
    test(`axe finds no violations on ${localized('/', locale)}`, async ({ page }) => {
      await page.goto(localized('/', locale));
      await scrollThrough(page);
      await expect(
        page.locator('#faq [data-reveal], #testimonials [data-reveal]').last(),
      ).toHaveAttribute('data-revealed', '');
      await expectNoAxeViolations(page);
    });
  }

  test('axe finds no violations with the zoom dialog open', async ({ page }) => {
    await page.goto('/');
    await page.locator('#use-cases a[data-zoom]').first().click();
    await expect(page.locator('dialog#zoom-dialog')).toHaveAttribute('open', '');
    await expectNoAxeViolations(page);
  });
});
