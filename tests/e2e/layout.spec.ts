import { expect, type Page } from '@playwright/test';
import { settleAnimations, test } from './support/fixtures';

/**
 * Every page in the built site's sitemap: nothing scrolls sideways at 320 px,
 * and every interactive element is at least 24 × 24 px or has the WCAG 2.2 (2.5.8) spacing,
 * at a phone and a laptop width. Links inside running text are exempt (the "inline" exception).
 */

/** Locale-free paths of the sitemap, read from the running build. */
async function sitemapPaths(baseURL: string): Promise<string[]> {
  const index = await (await fetch(`${baseURL}/sitemap-index.xml`)).text();
  const paths: string[] = [];
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await fetch(`${baseURL}${new URL(sitemap).pathname}`)).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(loc).pathname);
  }
  return paths;
}

let paths: string[] = [];
test.beforeAll(async ({ baseURL }) => {
  paths = await sitemapPaths(baseURL!);
});

/** Interactive elements smaller than 24 × 24 px without the spacing exception. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex="-1"])';
    type Target = { el: Element; r: DOMRect; small: boolean };
    const targets: Target[] = [];
    for (const el of document.querySelectorAll(selector)) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Not rendered, or visually hidden (sr-only, a skip link before it is focused).
      if (r.width <= 1 || r.height <= 1 || style.visibility === 'hidden') continue;
      if (el.closest('.sr-only')) continue;
      if (el.closest('[hidden], [aria-hidden=true], dialog:not([open])')) continue;
      if (Number(style.opacity) === 0) continue;
      // Inline exception: a link in a sentence, sized by the line of text around it.
      if (style.display === 'inline') {
        const block = el.parentElement?.closest('p, li, td, th, dd, figcaption, blockquote');
        const own = (el.textContent ?? '').trim().length;
        const around = (block?.textContent ?? '').trim().length;
        if (block && around > own + 1) continue;
      }
      const small = r.width < 23.5 || r.height < 23.5;
      targets.push({ el, r, small });
    }
    const center = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const distanceToRect = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(
        Math.max(r.left - p.x, 0, p.x - r.right),
        Math.max(r.top - p.y, 0, p.y - r.bottom),
      );
    const failing: string[] = [];
    for (const t of targets) {
      if (!t.small) continue;
      const c = center(t.r);
      // Spacing exception: a 24 px circle on the target's centre touches no other target and no
      // other small target's circle.
      const crowded = targets.some((o) => {
        if (o === t || o.el.contains(t.el) || t.el.contains(o.el)) return false;
        return o.small
          ? Math.hypot(c.x - center(o.r).x, c.y - center(o.r).y) < 24
          : distanceToRect(c, o.r) < 12;
      });
      if (crowded) {
        const label =
          (t.el.textContent ?? '').trim().slice(0, 40) || t.el.getAttribute('aria-label');
        failing.push(
          `<${t.el.tagName.toLowerCase()}> "${label}" ${Math.round(t.r.width)}×${Math.round(t.r.height)}`,
        );
      }
    }
    return failing;
  });
}

test('the sitemap lists the pages of every language', () => {
  expect(paths.length).toBeGreaterThan(60);
  expect(paths).toContain('/de');
  expect(paths).toContain('/faq');
});

// Geometry of the final page: under reduced motion the scroll reveal shows everything at once
// (revealed blocks otherwise sit 24 px low until they scroll into view).
test.use({ reducedMotion: 'reduce' });

// One test per chunk of pages keeps each test short and lets the workers share them.
const chunks = 12;
for (let chunk = 0; chunk < chunks; chunk++) {
  test(`sitemap pages, part ${chunk + 1}: no sideways scroll at 320 px, targets at least 24 px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const mine = paths.filter((_, i) => i % chunks === chunk);
    const problems: string[] = [];
    for (const path of mine) {
      // One load per page: read at 320 px, then widened to 1280 px (the media queries and the
      // layout follow the viewport; nothing of the site sizes itself once at load).
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path, { waitUntil: 'load' });
      for (const width of [320, 1280]) {
        if (width !== 320) await page.setViewportSize({ width, height: 800 });
        // The final layout: with reduced motion nothing is mid-reveal, and nothing else moves.
        await settleAnimations(page);
        if (width === 320) {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (overflow > 0) problems.push(`${path} at 320 px scrolls sideways by ${overflow} px`);
        }
        for (const target of await smallTargets(page))
          problems.push(`${path} at ${width} px: ${target}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
