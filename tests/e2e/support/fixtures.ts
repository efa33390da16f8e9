import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { withVoice } from '../../../shared/i18n/messages';
import { loadSite } from '../../../shared/node/site';
import { MOTION_IDLE_TIMEOUT_MS } from '../../../src/components/layout/motion.client';

export const LOCALES = ['en', 'pt', 'de', 'es', 'it', 'fr'] as const;
export type TestLocale = (typeof LOCALES)[number];
export const HREFLANGS = ['en-US', 'pt-BR', 'de-DE', 'es-ES', 'it-IT', 'fr-FR', 'x-default'];
/** Each language's BCP-47 tag, for the `Intl` formats a test expects on the page. */
export const TAGS = Object.fromEntries(LOCALES.map((l, i) => [l, HREFLANGS[i]!])) as Record<
  TestLocale,
  string
>;

const voice = loadSite().business.voice;

/**
 * One catalog file (`src/i18n/messages/<lang>/<name>.json`) of a language, as written, with the
 * owner file's voice chosen (`business.voice`) as the pages choose it.
 */
export function catalogFile(locale: string, name: string): Record<string, string> {
  const file = `src/i18n/messages/${locale}/${name}.json`;
  return withVoice(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>, voice);
}

/** One catalog file in every language (see `catalogFile`). */
export function catalogsOf(name: string): Record<TestLocale, Record<string, string>> {
  return Object.fromEntries(LOCALES.map((l) => [l, catalogFile(l, name)])) as Record<
    TestLocale,
    Record<string, string>
  >;
}

/** `/services` in a locale: `/de/services`; the root: `/de`. */
export function localized(path: string, locale: TestLocale): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

type Fixtures = {
  /** Console errors and page errors seen so far on this page. */
  consoleErrors: string[];
  /** Requests the page tried to send to hosts other than the test server (all are blocked). */
  externalRequests: string[];
};

type Options = {
  /**
   * The home hero's flowing dots (hero-flow.client.ts, started once the page has loaded and gone
   * idle): `'finish'` (the default) ends them as they start, as if their 4.8 s had run out;
   * `'run'` lets them play, for the specs about them (hero.spec.ts). They run on the compositor,
   * which Chromium without a GPU still draws in software every frame while they move: time a
   * test on the home page need not spend. What a test reads is the same either way: every check
   * settles animations first (`settleAnimations`), and the dots end where they started.
   */
  heroDots: 'finish' | 'run';
};

/**
 * Init script: finishes each hero dot animation as it is created (`Element.animate`, id
 * `hero-flow`), counting them in `window.heroDotsFinished` so a test can wait until they have been.
 */
function finishHeroDots(): void {
  const animate = Element.prototype.animate;
  const own = window as unknown as { heroDotsFinished: number };
  own.heroDotsFinished = 0;
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
    const animation = animate.apply(this, args);
    if (animation.id === 'hero-flow') {
      animation.finish();
      own.heroDotsFinished += 1;
    }
    return animation;
  };
}

/**
 * `test` with every external host blocked (as on a machine without network, and so tests
 * never depend on Cal.com or YouTube), plus console error and external request collection, and
 * the hero's dots finished as they start unless a spec asks for them (`heroDots`).
 */
export const test = base.extend<Fixtures & Options>({
  heroDots: ['finish', { option: true }],
  page: async ({ page, heroDots }, use) => {
    if (heroDots === 'finish') await page.addInitScript(finishHeroDots);
    await use(page);
  },
  externalRequests: async ({ page, baseURL }, use) => {
    const external: string[] = [];
    const origin = new URL(baseURL!).origin;
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:'))
        return route.continue();
      external.push(url);
      return route.abort('blockedbyclient');
    });
    await use(external);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
  },
});

/**
 * Brings every finite animation and transition of the page to its end (the scroll reveal's 0.7 s
 * fade, a menu opening, the hero's 4.8 s flowing dots): a check that reads the page (axe,
 * geometry, screenshots) must see its final state, never a frame in between. Each one is
 * finished (`Animation.finish()`: its end state and its `animationend`/`transitionend` events,
 * as if its time had run out) rather than waited out: waiting held every check on the home page
 * 4.8 s while Chromium drew the dots in software. `{ fastForward: false }` waits for real (a test
 * that animations end by themselves). Two frames first, so an intersection observer or a style
 * change pending now has started its transition; then again until nothing new starts and the page
 * has stopped scrolling (Chromium scrolls smoothly on End, Page Down and the wheel). Infinite
 * animations and paused ones are left as they are.
 */
export async function settleAnimations(
  page: Page,
  { fastForward = true }: { fastForward?: boolean } = {},
): Promise<void> {
  await page.evaluate(async (fastForward) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const scrolled = () => `${scrollX},${scrollY}`;
    for (let round = 0; round < 50; round++) {
      const position = scrolled();
      await frame();
      await frame();
      // Chromium animates keyboard and wheel scrolling; that is no web animation, so wait it out.
      if (scrolled() !== position) continue;
      const finite = document.getAnimations().filter((animation) => {
        if (animation.playState !== 'running' && !animation.pending) return false;
        return Number.isFinite(Number(animation.effect?.getComputedTiming().endTime));
      });
      if (finite.length === 0) return;
      if (fastForward) for (const animation of finite) animation.finish();
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    }
    throw new Error('the page kept scrolling or animating for 50 rounds');
  }, fastForward);
}

/** The play states of the home hero's dot animations (hero-flow.client.ts, id `hero-flow`). */
export function heroFlowStates(page: Page): Promise<AnimationPlayState[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.id === 'hero-flow')
      .map((a) => a.playState),
  );
}

/** Waits until the page's motion has started and the hero's dots flow on their own layers. */
export async function heroDotsFlowing(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveClass(/(^|\s)motion(\s|$)/);
  await expect(page.locator('[data-hero] [data-hero-flowing]')).toHaveCount(1);
}

/**
 * Resolves once the page has loaded, painted a frame, and then had an idle moment or waited as
 * long as the site's own idle work waits at most (`MOTION_IDLE_TIMEOUT_MS`, motion.client.ts):
 * whatever the site starts on idle after load has started by then. Without that deadline, headless
 * Chromium on a loaded machine sometimes ran no idle callback for the test's whole 30 s.
 */
export async function loadedAndIdle(page: Page): Promise<void> {
  await page.evaluate(
    (timeout) =>
      new Promise<void>((done) => {
        const idle = () =>
          requestAnimationFrame(() => requestIdleCallback(() => done(), { timeout }));
        if (document.readyState === 'complete') idle();
        else addEventListener('load', idle, { once: true });
      }),
    MOTION_IDLE_TIMEOUT_MS,
  );
}

/**
 * Runs axe (WCAG 2.x A/AA rules) on the settled page and fails with a readable list of violations.
 * In axe's one-page mode (`axe.run` in the page and each of its frames): the default mode runs
 * `runPartial` per frame and then `finishRun` in a blank page it opens for each check, about 1 s of
 * each 2-3 s check here, and what it adds is reading frames of other origins, which no page under
 * test has (the fixtures block every other host; the site's own pages embed none before a click).
 * Only violations are collected in full (`resultTypes`): axe then keeps one node of each passing
 * or incomplete rule instead of all of them, about a third less time a check, the same verdict.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/** Checks lang, canonical and the seven hreflang alternates of a page's document. */
export function expectLocalizedHeadOf(doc: Document, locale: TestLocale, path: string): void {
  expect(doc.documentElement.getAttribute('lang')).toBe(locale);
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
  expect(new URL(canonical!).pathname).toBe(localized(path, locale));
  const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
    l.getAttribute('hreflang'),
    l.getAttribute('href'),
  ]);
  expect(alternates.map(([h]) => h)).toEqual(HREFLANGS);
  for (const [hreflang, href] of alternates) {
    const loc = (hreflang === 'x-default' ? 'en' : hreflang!.slice(0, 2)) as TestLocale;
    expect(new URL(href!).pathname).toBe(localized(path, loc));
  }
}

/** The same checks on the page open in the browser (its document as it is now). */
export async function expectLocalizedHead(
  page: Page,
  locale: TestLocale,
  path: string,
): Promise<void> {
  expectLocalizedHeadOf(parseHtml(await page.content()), locale, path);
}

/** A page's HTML as a document, to read without a browser. */
export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}

export { expect };
