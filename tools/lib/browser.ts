import { existsSync } from 'node:fs';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.cjs';

/**
 * Debian's Chromium (package `chromium`), the browser a visitor runs: Lighthouse, the benches,
 * the screenshots and the n8n round trip measure or record with it. `CHROMIUM_PATH` overrides.
 */
export const chromiumLaunchOptions = { executablePath: CHROMIUM, args: CHROMIUM_FLAGS };

/** Debian's package `chromium-headless-shell`: the same Chromium release, its headless shell. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end tests' browser: Chromium's headless shell when it is installed, as Playwright
 * itself runs headless Chromium (since 1.49 it ships this shell for headless runs and the full
 * browser only for headed ones or `channel: 'chromium'`). Measured here: the same specs in half
 * the time and 0.44 of the CPU of the full browser's headless mode, every test passing. Without
 * it, Debian's `chromium`; `CHROMIUM_PATH` overrides both.
 */
export const testLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM),
  args: CHROMIUM_FLAGS,
};
