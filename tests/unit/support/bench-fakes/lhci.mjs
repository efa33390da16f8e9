/**
 * A stand-in for Lighthouse CI's CLI (`lhci autorun --config=…`) in the bench's tests, without
 * Chromium: it reads the configuration as lhci does, starts its server command and waits for the
 * ready pattern (failing with "Command exited with code …" when the server exits, as lhci does),
 * requests every URL, then writes a filesystem upload (manifest.json and one report per run,
 * two runs per URL) to the configuration's upload.outputDir.
 * FAKE_LHCI_MODE: `measure` (default), `silent` (exits 0 and writes nothing), `stale` (writes
 * reports whose fetchTime is from 2020). FAKE_LHCI_LCP: the LCP of every report (default 777 ms).
 * Under the configuration's --force-prefers-reduced-motion flag every page reports TBT 10 ms and
 * 400 ms of main-thread work; otherwise FAKE_LHCI_TBT (default 11) and FAKE_LHCI_MAIN (default
 * 420), as Lighthouse's `mainthread-work-breakdown` audit (two groups).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const mode = process.env.FAKE_LHCI_MODE || 'measure';
const configArg = process.argv.find((arg) => arg.startsWith('--config='));
if (process.argv[2] !== 'autorun' || !configArg) {
  console.error('fake lhci: expected `autorun --config=…`');
  process.exit(1);
}
const { ci } = createRequire(import.meta.url)(resolve(configArg.slice('--config='.length)));
if (mode === 'silent') process.exit(0);
const reduced = ci.collect.settings.chromeFlags.includes('--force-prefers-reduced-motion');
const tbt = reduced ? 10 : Number(process.env.FAKE_LHCI_TBT || 11);
const main = reduced ? 400 : Number(process.env.FAKE_LHCI_MAIN || 420);

const server = spawn(ci.collect.startServerCommand, {
  shell: true,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
await new Promise((ready) => {
  const onData = (data) => {
    output += data;
    if (new RegExp(ci.collect.startServerReadyPattern, 'i').test(output)) ready();
  };
  server.stdout.on('data', onData);
  server.stderr.on('data', onData);
  server.on('exit', (code) => {
    process.stderr.write(output);
    console.error(`Error: Command exited with code ${code}`);
    process.exit(1);
  });
});
server.removeAllListeners('exit');

const outDir = resolve(ci.upload.outputDir);
mkdirSync(outDir, { recursive: true });
const manifest = [];
for (const url of ci.collect.url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  for (const representative of [false, true]) {
    const lhr = {
      requestedUrl: url,
      finalDisplayedUrl: url,
      fetchTime: mode === 'stale' ? '2020-01-01T00:00:00.000Z' : new Date().toISOString(),
      categories: Object.fromEntries(
        ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => [id, { score: 1 }]),
      ),
      audits: {
        'largest-contentful-paint': {
          numericValue: representative ? Number(process.env.FAKE_LHCI_LCP || 777) : 9999,
        },
        'total-blocking-time': { numericValue: tbt },
        'mainthread-work-breakdown': {
          numericValue: main,
          details: {
            items: [
              { group: 'other', groupLabel: 'Other', duration: main - 100 },
              { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 100 },
            ],
          },
        },
        'cumulative-layout-shift': { numericValue: 0 },
        'total-byte-weight': { numericValue: 20480 },
      },
    };
    const name = `${new URL(url).pathname.replace(/\W/g, '_')}-${representative ? 'median' : 'other'}`;
    const jsonPath = join(outDir, `${name}.report.json`);
    writeFileSync(jsonPath, JSON.stringify(lhr));
    manifest.push({ url, isRepresentativeRun: representative, jsonPath, htmlPath: '' });
  }
}
writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
process.kill(-server.pid, 'SIGTERM');
console.log('Done running autorun.');
