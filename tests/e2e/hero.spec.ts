import { readdirSync, readFileSync } from 'node:fs';
import { nodeVisuals } from '../../src/lib/n8n/node-types';
import {
  expect,
  heroDotsFlowing,
  heroFlowStates,
  loadedAndIdle,
  settleAnimations,
  test,
} from './support/fixtures';

/** Home hero: a real workflow with data flowing along it once the page is idle, no shift, no request. */

async function layoutShift(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1500);
      }),
  );
}

const MOTION = /(^|\s)motion(\s|$)/;

// The dots themselves: these tests watch them play (the shared fixture otherwise ends them as they
// start, see `heroDots`).
test.describe(() => {
  test.use({ heroDots: 'run' });

  for (const width of [390, 1280]) {
    test(`hero at ${width} px: the lead-routing workflow, data flowing, no layout shift`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const requests: string[] = [];
      page.on('request', (r) => requests.push(new URL(r.url()).pathname));
      await page.goto('/');
      const drawing = page.locator('[data-hero] figure svg[role="img"]');
      await expect(drawing).toBeVisible();
      await expect(drawing).toHaveAccessibleName(/Lead capture and routing/);
      const lines = await drawing.locator('path.hero-flow').count();
      expect(lines).toBeGreaterThan(3);
      await heroDotsFlowing(page);
      // Four dots on each line, each on a layer of its own over the drawing, all moving.
      expect(await heroFlowStates(page)).toEqual(Array(lines * 4).fill('running'));
      await expect(page.locator('[data-hero] figure .hero-flow-dot')).toHaveCount(lines * 4);
      // Drawn inline: no diagram file is fetched for it. The use-case cards further down show
      // diagram files as lazy images, which the browser may start fetching before they scroll in
      // (how far ahead is the browser's choice): only those may be requested.
      const lazy = await page
        .locator('img[loading="lazy"][src*="/diagrams/"]')
        .evaluateAll((imgs) =>
          imgs
            .filter((img) => !img.closest('[data-hero]'))
            .map((img) => new URL((img as HTMLImageElement).src).pathname),
        );
      expect(requests.filter((p) => p.includes('/diagrams/') && !lazy.includes(p))).toEqual([]);
      await expect(
        page.locator('[data-hero] img, [data-hero] object, [data-hero] iframe'),
      ).toHaveCount(0);
      // Lighthouse reports CLS to two decimals; a thousandth would already show as 0.00.
      expect(await layoutShift(page)).toBeLessThan(0.001);
      if (width === 1280) {
        // Beside the headline on wide screens.
        const h1 = (await page.locator('h1').boundingBox())!;
        const box = (await drawing.boundingBox())!;
        expect(box.x).toBeGreaterThan(h1.x + h1.width - 1);
      }
    });
  }

  test('nothing moves while the page loads: the dots start after load, once idle', async ({
    page,
  }) => {
    // What the page is doing when its load event fires (this listener runs before the layout's).
    await page.addInitScript(() => {
      addEventListener('load', () => {
        const own = window as unknown as { atLoad: object };
        own.atLoad = {
          animations: document.getAnimations().length,
          motion: document.documentElement.classList.contains('motion'),
        };
      });
    });
    await page.goto('/');
    await heroDotsFlowing(page);
    expect(await page.evaluate(() => (window as unknown as { atLoad: object }).atLoad)).toEqual({
      animations: 0,
      motion: false,
    });
    expect((await heroFlowStates(page)).length).toBeGreaterThan(12);
  });

  test('the dots read their lines a piece per task, then start together', async ({ page }) => {
    // Logs each point read along a line (by the line's index), and a mark from the first task
    // queued once reading has begun: read in one go, the whole start is one long task, and the
    // mark comes after every read.
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as { flowLog: string[] }).flowLog = log;
      const read = SVGGeometryElement.prototype.getPointAtLength;
      SVGGeometryElement.prototype.getPointAtLength = function (this: SVGGeometryElement, d) {
        if (!log.length) setTimeout(() => log.push('another task'), 0);
        log.push(`line ${[...document.querySelectorAll('path.hero-flow')].indexOf(this)}`);
        return read.call(this, d);
      };
    });
    await page.goto('/');
    await heroDotsFlowing(page);
    const lines = await page.locator('[data-hero] path.hero-flow').count();
    const log = await page.evaluate(() => (window as unknown as { flowLog: string[] }).flowLog);
    const order = log.filter((entry, i) => entry !== log[i - 1]);
    expect(order[0]).toBe('line 0');
    expect(order.indexOf('another task')).toBeGreaterThan(0);
    expect(order.indexOf('another task')).toBeLessThan(order.indexOf('line 1'));
    expect(order.at(-1)).toBe(`line ${lines - 1}`);
    // Every dot's animation began in one task: one start time for all.
    const starts = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.id === 'hero-flow')
        .map((a) => a.startTime),
    );
    expect(starts).toHaveLength(lines * 4);
    expect(new Set(starts).size).toBe(1);
  });

  test('the dots move by transform and opacity only (the compositor runs them)', async ({
    page,
  }) => {
    await page.goto('/');
    await heroDotsFlowing(page);
    const properties = await page.evaluate(() => [
      ...new Set(
        document
          .getAnimations()
          .filter((a) => a.id === 'hero-flow')
          .flatMap((a) => (a.effect as KeyframeEffect).getKeyframes())
          .flatMap((frame) => Object.keys(frame)),
      ),
    ]);
    expect(properties.sort()).toEqual([
      'composite',
      'computedOffset',
      'easing',
      'offset',
      'opacity',
      'transform',
    ]);
  });

  test('the flowing dots stop by themselves within 5 s and rest where they started (WCAG 2.2.2)', async ({
    page,
  }) => {
    await page.goto('/');
    await heroDotsFlowing(page);
    const ends = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.id === 'hero-flow')
        .map((a) => Number(a.effect!.getComputedTiming().endTime)),
    );
    expect(ends.length).toBeGreaterThan(12);
    for (const end of ends) expect(end).toBeLessThanOrEqual(5000);
    await expect(page.locator('[data-hero] path.hero-flow').first()).toHaveCSS(
      'visibility',
      'hidden',
    );
    // Waited out for real, not fast-forwarded: they end by themselves.
    await settleAnimations(page, { fastForward: false });
    expect(await heroFlowStates(page)).toEqual([]);
    // The moving layers are gone and the drawn dots are back where they were.
    await expect(page.locator('[data-hero] .hero-flow-dot')).toHaveCount(0);
    await expect(page.locator('[data-hero] path.hero-flow').first()).toHaveCSS(
      'visibility',
      'visible',
    );
  });

  test('hero workflow is still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await loadedAndIdle(page);
    await expect(page.locator('html')).not.toHaveClass(MOTION);
    expect(await heroFlowStates(page)).toEqual([]);
    await expect(page.locator('[data-hero] path.hero-flow').first()).toHaveCSS(
      'visibility',
      'visible',
    );
  });
});

test('touch screens show the zoom hint on diagrams', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.goto(`${baseURL}/use-cases`);
  const hint = page.locator('a[data-zoom] > span[aria-hidden="true"]').first();
  await hint.scrollIntoViewIfNeeded();
  await expect(hint).toHaveCSS('opacity', '1');
  await context.close();
});

test('stats: the figures share one baseline at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const tops = await page
    .locator('[data-hero] + section dd')
    .evaluateAll((dds) => dds.map((dd) => Math.round(dd.getBoundingClientRect().bottom)));
  expect(tops.length).toBeGreaterThan(3);
  expect(new Set(tops).size).toBe(1);
});

test('stats: every figure is one line of one size, in the longest languages and every width', async ({
  page,
}) => {
  // One load per language, then the same page at each width (a resize lays it out again).
  for (const path of ['/es', '/fr', '/de']) {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(path);
    for (const width of [320, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const boxes = await page.locator('[data-hero] + section dd').evaluateAll((dds) =>
        dds.map((dd) => ({
          height: Math.round(dd.getBoundingClientRect().height),
          fits: dd.scrollWidth <= dd.clientWidth + 1,
        })),
      );
      expect(new Set(boxes.map((b) => b.height)).size, `${path} at ${width}`).toBe(1);
      expect(
        boxes.every((b) => b.fits),
        `${path} at ${width}`,
      ).toBe(true);
    }
  }
});

test('hero buttons: each label on one line in every language, from tablet to desktop', async ({
  page,
}) => {
  for (const path of ['/', '/pt', '/de', '/es', '/it', '/fr']) {
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto(path);
    for (const width of [768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // Kept on one line, a label still fits its pill (and the pill its column): no wrapping.
      const wraps = await page.locator('[data-hero] a[href]').evaluateAll((links) =>
        links.map((a) => {
          const height = a.getBoundingClientRect().height;
          (a as HTMLElement).style.whiteSpace = 'nowrap';
          const fits =
            a.scrollWidth <= a.clientWidth + 1 && a.getBoundingClientRect().height === height;
          (a as HTMLElement).style.whiteSpace = '';
          return fits ? null : a.textContent;
        }),
      );
      expect(wraps.filter(Boolean), `${path} at ${width}`).toEqual([]);
    }
  }
});

test('tool strip: the apps the use-case workflows really use, once each, with a heading', async ({
  page,
}) => {
  const apps = new Set<string>();
  for (const dir of readdirSync('content/use-cases')) {
    const workflow = JSON.parse(readFileSync(`content/use-cases/${dir}/workflow.json`, 'utf8')) as {
      nodes: { type: string }[];
    };
    for (const node of workflow.nodes) {
      const app = nodeVisuals[node.type]?.app;
      if (app) apps.add(app);
    }
  }
  await page.goto('/de');
  const strip = page.locator('section[aria-labelledby="tools-heading"]');
  await expect(strip.getByRole('heading', { level: 2 })).toHaveText(
    'Arbeitet mit den Tools, die Sie schon nutzen',
  );
  expect((await strip.locator('li > span:not([aria-hidden])').allInnerTexts()).sort()).toEqual(
    [...apps].sort(),
  );
});
