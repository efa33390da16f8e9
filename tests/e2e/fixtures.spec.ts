import {
  expect,
  expectNoAxeViolations,
  heroDotsFlowing,
  heroFlowStates,
  settleAnimations,
  test,
} from './support/fixtures';

/**
 * The shared checks read the final page, never a frame of a transition (axe read a
 * testimonial avatar in the middle of its 0.7 s reveal and found `color-contrast`).
 */
const page = (
  extra: string,
  seconds = 2,
) => `<!doctype html><html lang="en"><head><title>Settle</title>
<style>
  body { background: #fff; color: #333; font: 16px sans-serif; }
  .fade { transition: opacity ${seconds}s linear, transform ${seconds}s linear; }
  .fade:not(.shown) { opacity: 0.15; transform: translateY(40px); }
  @keyframes spin { to { transform: rotate(1turn); } }
  .spin { animation: spin 1s linear infinite; width: 10px; height: 10px; }
</style></head><body><main><h1>Settle</h1>
<p class="fade" id="fading">Text that fades in.</p>${extra}</main></body></html>`;

/** Counts the page's calls of `Animation.finish()` in `window.finishCalls`. */
async function countFinishCalls(tab: import('@playwright/test').Page): Promise<void> {
  await tab.evaluate(() => {
    const own = window as unknown as { finishCalls: number };
    own.finishCalls = 0;
    const finish = Animation.prototype.finish;
    Animation.prototype.finish = function (this: Animation) {
      own.finishCalls++;
      finish.call(this);
    };
  });
}
const finishCalls = (tab: import('@playwright/test').Page) =>
  tab.evaluate(() => (window as unknown as { finishCalls: number }).finishCalls);

test('axe runs only after a transition that started just before it has finished', async ({
  page: tab,
}) => {
  // A transition of a thousand seconds: axe can only run, and this test end within its timeout,
  // if the transition is fast-forwarded to its end rather than waited out.
  await tab.setContent(page('', 1000));
  await tab.evaluate(() => {
    const fading = document.getElementById('fading')!;
    fading.addEventListener('transitionend', () => (fading.dataset.ended = 'yes'));
    void document.body.offsetWidth;
    fading.classList.add('shown');
  });
  await expectNoAxeViolations(tab);
  const fading = tab.locator('#fading');
  await expect(fading).toHaveAttribute('data-ended', 'yes');
  expect(await fading.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
});

test('waiting for real: a transition runs out by itself, and its end event fires either way', async ({
  page: tab,
}) => {
  for (const fastForward of [false, true]) {
    await tab.setContent(page('', 0.5));
    await countFinishCalls(tab);
    await tab.evaluate(() => {
      const fading = document.getElementById('fading')!;
      fading.addEventListener('transitionend', () => (fading.dataset.ended = 'yes'));
      void document.body.offsetWidth;
      fading.classList.add('shown');
    });
    await settleAnimations(tab, { fastForward });
    // Waiting for real finishes nothing by hand; fast-forwarding finishes the transition.
    if (fastForward) expect(await finishCalls(tab)).toBeGreaterThan(0);
    else expect(await finishCalls(tab)).toBe(0);
    await expect(tab.locator('#fading')).toHaveAttribute('data-ended', 'yes');
    expect(await tab.locator('#fading').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  }
});

test('a transition started by an observer on the next frame is waited for too', async ({
  page: tab,
}) => {
  await tab.setContent(page(''));
  await tab.evaluate(() =>
    requestAnimationFrame(() => document.getElementById('fading')!.classList.add('shown')),
  );
  await settleAnimations(tab);
  const box = (await tab.locator('#fading').boundingBox())!;
  const heading = (await tab.locator('h1').boundingBox())!;
  expect(box.y - (heading.y + heading.height)).toBeLessThan(40);
});

test('infinite animations are left running and do not hold the checks', async ({ page: tab }) => {
  await tab.setContent(page('<div class="spin" aria-hidden="true"></div>'));
  await tab.evaluate(() => document.getElementById('fading')!.classList.add('shown'));
  // Were the spinner waited for, this call would never return and the test would time out.
  await settleAnimations(tab);
  const running = await tab
    .locator('.spin')
    .evaluate((el) => el.getAnimations().filter((a) => a.playState === 'running').length);
  expect(running).toBe(1);
});

/**
 * The home page's hero dots once they have started (their layers flowing, or with the fixture's
 * default every dot's animation created and ended): how many lines, and their animations.
 */
async function dotsOnHome(tab: import('@playwright/test').Page, mode: 'run' | 'finish') {
  await tab.goto('/');
  await expect(tab.locator('html')).toHaveClass(/(^|\s)motion(\s|$)/);
  const lines = await tab.locator('[data-hero] path.hero-flow').count();
  if (mode === 'run') await heroDotsFlowing(tab);
  else
    await expect
      .poll(() =>
        tab.evaluate(() => (window as unknown as { heroDotsFinished: number }).heroDotsFinished),
      )
      .toBe(lines * 4);
  const states = await heroFlowStates(tab);
  return { lines, states };
}

test("the hero's dots are ended as they start, and the drawn dots are back", async ({
  page: tab,
}) => {
  const { lines, states } = await dotsOnHome(tab, 'finish');
  expect(lines).toBeGreaterThan(3);
  expect(states.filter((s) => s === 'running')).toEqual([]);
  await expect(tab.locator('[data-hero] .hero-flow-dot')).toHaveCount(0);
  await expect(tab.locator('[data-hero] path.hero-flow').first()).toHaveCSS(
    'visibility',
    'visible',
  );
});

test.describe(() => {
  test.use({ heroDots: 'run' });
  test("a spec that asks for the hero's dots sees them play", async ({ page: tab }) => {
    const { lines, states } = await dotsOnHome(tab, 'run');
    // Four dots on every line, each moving.
    expect(states).toEqual(Array(lines * 4).fill('running'));
  });
});
