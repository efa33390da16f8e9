// Fails the end-to-end step loudly when the tests' browser is missing (never a silent pass), and
// says when they fall back to the full browser: the choice is tools/lib/browser.ts's own.
import { existsSync } from 'node:fs';
import { HEADLESS_SHELL, testLaunchOptions } from './lib/browser';

const path = testLaunchOptions.executablePath;
if (!existsSync(path)) {
  console.error(
    `\nEnd-to-end tests need Chromium at ${path}, and it is missing.\n` +
      `Install Debian's packages:  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n` +
      `or point CHROMIUM_PATH at another Chromium or Chrome binary.\n`,
  );
  process.exit(1);
}
if (!process.env.CHROMIUM_PATH && path !== HEADLESS_SHELL)
  console.warn(
    `End-to-end tests run in ${path}: install Debian's chromium-headless-shell and they take about half the time.`,
  );
