// Fails the end-to-end step loudly when no Chromium is available (never a silent pass).
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `\nEnd-to-end tests need Chromium at ${path}, and it is missing.\n` +
      `Install Debian's package:  sudo apt-get update && sudo apt-get install -y chromium\n` +
      `or point CHROMIUM_PATH at another Chromium or Chrome binary.\n`,
  );
  process.exit(1);
}
