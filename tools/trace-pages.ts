/**
 * `npm run trace -- /services /`: what a page makes the browser's main thread do while it loads.
 * Serves the built release (`DIST_DIR`, default dist) with its own server on a free port, loads
 * each page in Debian's Chromium (mobile viewport, CPU slowed 4× as Lighthouse's mobile preset
 * does) while recording a performance trace, and prints the page's inline CSS and script bytes,
 * its first contentful paint, its long tasks (50 ms and more) with what each one's time went to,
 * and the main thread's time per event over the load and 3 s after it.
 * Options: --reduced-motion (prefers-reduced-motion: reduce), --cpu <n> (default 4),
 * --long <ms> (default 50), --save <folder> (writes each trace there, for DevTools'
 * Performance panel). The figures are one load each: compare pages within one run.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/browser';
import { inlineBytes, summarize, type TraceEvent } from './lib/trace/tasks';
import { distDir } from '../shared/config';

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'reduced-motion': { type: 'boolean', default: false },
    cpu: { type: 'string', default: '4' },
    long: { type: 'string', default: '50' },
    save: { type: 'string' },
  },
});
const paths = positionals.length ? positionals : ['/', '/services'];
const dist = resolve(distDir());

const server = spawn(process.execPath, [join(dist, 'server.mjs')], {
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_REQUESTS: 'false',
    SERVER_STATE_FILE: '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise<string>((done, fail) => {
  let output = '';
  server.stdout!.on('data', (d: Buffer) => {
    output += d;
    const match = /Site running at (http:\/\/\S+)/.exec(output);
    if (match) done(match[1]!);
  });
  server.on('exit', (code) => fail(new Error(`the server stopped (${code}):\n${output}`)));
});

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  console.log(
    `trace: load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, CPU slowed ${opts.cpu}×` + (opts['reduced-motion'] ? ', reduced motion' : ''),
  );
  for (const path of paths) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      reducedMotion: opts['reduced-motion'] ? 'reduce' : 'no-preference',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(opts.cpu) });
    const html = await (await fetch(base + path)).text();
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'loading',
        'blink.user_timing',
        'v8.execute',
      ],
    });
    await page.goto(base + path, { waitUntil: 'load' });
    // The load, then 3 s more: what starts once the page is idle (motion) is in the trace too.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 3000)));
    const buffer = await browser.stopTracing();
    const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
    if (opts.save) {
      mkdirSync(opts.save, { recursive: true });
      const file = join(opts.save, `${path.replace(/\W+/g, '_') || '_'}.json`);
      writeFileSync(file, buffer);
    }
    const summary = summarize(trace.traceEvents, Number(opts.long));
    const bytes = inlineBytes(html);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `\n${path}: HTML ${kb(bytes.html)} (inline CSS ${kb(bytes.css)}, inline scripts ${kb(bytes.js)}, JSON-LD ${kb(bytes.jsonLd)}); ` +
        `FCP ${summary.fcpMs ?? '-'} ms; ${summary.tasks} tasks, largest style recalculation ${summary.maxStyledElements} elements`,
    );
    for (const task of summary.longTasks) {
      console.log(
        `  long task at ${task.startMs} ms: ${task.ms} ms = ${task.causes.map((c) => `${c.name} ${c.ms}`).join(', ')}` +
          (task.styledElements ? ` (style of ${task.styledElements} elements)` : ''),
      );
    }
    if (!summary.longTasks.length) console.log(`  no task of ${opts.long} ms or more`);
    console.log(
      `  main thread, whole trace: ${summary.totals
        .slice(0, 8)
        .map((c) => `${c.name} ${c.ms}`)
        .join(', ')} (ms)`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
