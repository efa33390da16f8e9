/**
 * `npm run screenshots`: full-page screenshots of the main pages at a phone and a
 * laptop width, from the production build (`dist/`, or `DIST_DIR`), for looking at the design
 * one page at a time. Output: `screenshots/<width>/<page>.png` (git-ignored).
 * Build first (`npm run build`); Chromium is Debian's (`CHROMIUM_PATH` overrides).
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/browser';
import { freePort } from './lib/free-port.cjs';
import { waitForServer } from './lib/wait-for-server';
import { distDir as readDistDir } from '../shared/config';

const screenshotPages: Record<string, string> = {
  home: '/',
  service: '/services/n8n-workflow-automation',
  services: '/services',
  'use-cases': '/use-cases',
  work: '/work',
  blog: '/blog',
  post: '/blog/n8n-webhooks-guide',
  faq: '/faq',
  'talk-to-expert': '/talk-to-expert',
  'not-found': '/this-page-does-not-exist',
};
const screenshotWidths = [390, 1280];

const distDir = resolve(readDistDir());
const outDir = resolve('screenshots');

async function main(): Promise<void> {
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(distDir, 'server.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(`${base}/services`, { child: server }).catch((error: Error) => {
      throw new Error(`screenshots: ${error.message} (is there a build in ${distDir}?)`);
    });
    const browser = await chromium.launch(chromiumLaunchOptions);
    for (const width of screenshotWidths) {
      mkdirSync(join(outDir, String(width)), { recursive: true });
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      for (const [name, path] of Object.entries(screenshotPages)) {
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        // Reveal everything that waits for scrolling and load the lazy images (the diagrams
        // further down), then shoot the whole page.
        await page.evaluate(async () => {
          document
            .querySelectorAll('[data-reveal]')
            .forEach((el) => el.setAttribute('data-revealed', ''));
          const lazy = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
          lazy.forEach((img) => (img.loading = 'eager'));
          await Promise.all(lazy.map((img) => img.decode().catch(() => undefined)));
        });
        const file = join(outDir, String(width), `${name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`screenshots: ${width}px ${path} -> ${file}`);
      }
      await context.close();
    }
    await browser.close();
  } finally {
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
