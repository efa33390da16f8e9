import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

/**
 * A page that arrives in parts is not painted half-parsed. The browser painted the
 * blog list once `<main>` had started, the newest post's meta line with its calendar icon but
 * not yet its text; when the rest arrived the line grew 4 px and moved (a layout shift that
 * failed blog-pagination.spec 2 runs in 80 on a loaded machine). First paint now waits until
 * the parser reaches the footer.
 */
const PAUSE_MS = 1500;

/**
 * The test server behind a proxy that sends `page` in two parts, PAUSE_MS apart, split after
 * the first icon inside `<main>`; every other request passes through.
 */
async function splittingProxy(origin: string, page: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(origin + request.url!, { redirect: 'manual' });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([name]) => !/^(content-(length|encoding)|etag)$/.test(name)),
    );
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, headers);
    if (request.url !== page) return response.end(body);
    const html = body.toString('utf8');
    const split = html.indexOf('</svg>', html.indexOf('<main')) + '</svg>'.length;
    response.write(html.slice(0, split));
    setTimeout(() => response.end(html.slice(split)), PAUSE_MS);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return server;
}

for (const path of ['/blog', '/', '/faq']) {
  test(`${path}: nothing is painted before the whole main content has arrived`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          w.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const proxy = await splittingProxy(baseURL!, path);
    try {
      const { port } = proxy.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}${path}`);
      await expect(page.locator('footer')).toBeVisible();
      const firstPaint = () =>
        page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
      await expect.poll(firstPaint).toBeDefined();
      expect(await firstPaint()).toBeGreaterThanOrEqual(PAUSE_MS);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    } finally {
      proxy.closeAllConnections();
      proxy.close();
    }
  });
}
