// Debian's Chromium as every browser of the project starts it: the end-to-end tests, Lighthouse CI
// (lighthouserc.cjs, a CommonJS file Lighthouse CI loads, hence this module's form), the benches,
// the screenshots and the n8n round trip. `CHROMIUM_PATH` points all of them at another binary.
'use strict';

/** Flags required on these machines: no sandbox as root, no background network (closed network). */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's `chromium`, the browser a visitor runs, unless `CHROMIUM_PATH` names another. */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

module.exports = { CHROMIUM, CHROMIUM_FLAGS };
