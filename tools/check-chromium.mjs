// Fails the end-to-end step loudly when no Chromium is available (never a silent pass), and says
// when the tests fall back to the full browser (tests/e2e/support/chromium.ts chooses the same way).
import { existsSync } from 'node:fs';

const shell = '/usr/bin/chromium-headless-shell';
const path = process.env.CHROMIUM_PATH ?? (existsSync(shell) ? shell : '/usr/bin/chromium');
if (!existsSync(path)) {
  console.error(
    `\nEnd-to-end tests need Chromium at ${path}, and it is missing.\n` +
      `Install Debian's packages:  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n` +
      `or point CHROMIUM_PATH at another Chromium or Chrome binary.\n`,
  );
  process.exit(1);
}
if (!process.env.CHROMIUM_PATH && path !== shell)
  console.warn(
    `End-to-end tests run in ${path}: install Debian's chromium-headless-shell and they take about half the time.`,
  );
