import { expect, type Page } from '@playwright/test';
import { LOCALES, localized, test } from './support/fixtures';

/**
 * The header never breaks a word, in any language, at any width from 320 px, with a narrow or a
 * wide font: it shows the nav as a row only while the whole row fits, otherwise the menu button
 * (and the booking button beside it only while that fits). The site uses the system font stack,
 * so each font is forced on the header here: DejaVu Sans (Debian's fonts-dejavu-core, the default
 * sans of many Linux desktops, wide) and Liberation Sans (fonts-liberation, Arial's metrics).
 */

const FONTS = ['DejaVu Sans', 'Liberation Sans'] as const;
/** Phone to wide screen; German and French broke words at 1024, 1280 and 1440 px. */
const WIDTHS = [320, 375, 480, 640, 768, 900, 1024, 1152, 1280, 1440, 1600];
const fontStyle = (font: string) => `header, header * { font-family: '${font}' !important; }`;

/** The header's layout now (the row or the menu button) and what is wrong with it, if anything. */
async function headerState(page: Page): Promise<{ layout: 'row' | 'menu'; problems: string[] }> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const header = document.querySelector('header')!;
    const width = document.documentElement.clientWidth;
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const toggle = header.querySelector<HTMLElement>('[data-menu-toggle]')!;
    const row = !shown(toggle);
    const nav = header.querySelector('#site-nav')!;
    const bar = header.querySelector('[data-menu-toggle]')!.parentElement!.parentElement!;
    if (Math.round(header.getBoundingClientRect().height) !== 64)
      problems.push(`header is ${header.getBoundingClientRect().height} px high`);
    // Every word of every label in sight is on one line; the labels of the row, the language
    // code and the booking button are one line each.
    const labels = [
      ...(row ? [...nav.querySelectorAll(':scope > ul > li > a')] : []),
      ...[...bar.querySelectorAll('summary, a[data-cta]')].filter((el) => !nav.contains(el)),
      bar.querySelector('a[href]')!,
    ].filter(shown);
    for (const label of labels) {
      const text = (label.textContent ?? '').trim();
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      const lines = new Set<number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.sr-only')) continue;
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          if (rects.length !== 1) problems.push(`"${word[0]}" broken in "${text}"`);
          for (const r of rects) lines.add(Math.round(r.top));
          const right = Math.max(...rects.map((r) => r.right));
          if (right > width + 0.5) problems.push(`"${word[0]}" ends at ${right} of ${width} px`);
        }
      }
      // The brand may wrap between its words beside the menu button; nothing else may.
      if (label.matches('a[href]:not([data-cta])') && label.closest('nav') === null) continue;
      if (lines.size > 1) problems.push(`"${text}" on ${lines.size} lines`);
    }
    for (const el of bar.querySelectorAll('a, button, summary')) {
      if (!shown(el) || (el.closest('#site-nav') && !row)) continue;
      const r = el.getBoundingClientRect();
      if (r.right > width + 0.5 || r.left < -0.5)
        problems.push(`${el.textContent?.trim() || el.getAttribute('aria-label')} sticks out`);
    }
    return { layout: row ? 'row' : 'menu', problems };
  });
}

for (const locale of LOCALES) {
  for (const font of FONTS) {
    test(`${locale}, ${font}: the header keeps whole words from 320 to 1600 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1600, height: 800 });
      await page.goto(localized('/services', locale));
      await page.addStyleTag({ content: fontStyle(font) });
      const layouts = new Set<string>();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const { layout, problems } = await headerState(page);
        expect(problems, `${width} px`).toEqual([]);
        layouts.add(layout);
      }
      // Both layouts occur: a phone gets the menu button, a wide screen the row.
      expect([...layouts].sort()).toEqual(['menu', 'row']);

      // The menu's labels are whole too; a window wide enough for the row closes the menu.
      await page.setViewportSize({ width: 1024, height: 800 });
      const toggle = page.locator('[data-menu-toggle]');
      if ((await headerState(page)).layout === 'row')
        await page.setViewportSize({ width: 700, height: 800 });
      await toggle.click();
      const nav = page.locator('#site-nav');
      await expect(nav).toBeVisible();
      const broken = await nav.evaluate((el) =>
        [...el.querySelectorAll('a')].flatMap((a) =>
          [...(a.textContent ?? '').matchAll(/\S+/g)].flatMap((word) => {
            const range = document.createRange();
            range.setStart(a.firstChild!, word.index);
            range.setEnd(a.firstChild!, word.index + word[0].length);
            return range.getClientRects().length === 1 ? [] : [word[0]];
          }),
        ),
      );
      expect(broken).toEqual([]);
      await page.setViewportSize({ width: 1600, height: 800 });
      await expect(toggle).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  }
}

test('without JavaScript the header switches by the same measure', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1024, height: 800 },
  });
  const page = await context.newPage();
  // The wide font goes into the page itself: a style tag cannot be added with scripts off.
  await page.route('**/fr/services', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</head>',
      `<style>${fontStyle('DejaVu Sans')}</style></head>`,
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(`${baseURL}/fr/services`);
  const toggle = page.locator('[data-menu-toggle]');
  const nav = page.locator('#site-nav');
  for (const width of [320, 1024, 1600]) {
    await page.setViewportSize({ width, height: 800 });
    // The nav is readable in either layout: the row, or the panel shown open.
    await expect(nav.getByRole('link').first()).toBeVisible();
    await expect(toggle).toBeHidden();
  }
  await context.close();
});
