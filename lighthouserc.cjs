/**
 * Lighthouse CI (`npm run bench:lhci`): the site's Lighthouse targets as assertions,
 * measured on the production server (`node dist/server.mjs`, same headers and compression as a
 * deployment) in Debian's Chromium, mobile preset, median of three runs per page.
 * Targets (README "Performance"): performance ≥ 98, accessibility, best practices and SEO 100,
 * LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS 0 (at Lighthouse's 3 decimals). Reports: bench/lhci/
 * (LHCI_OUTPUT_DIR). LHCI_PAGES=/,/faq narrows the pages; LHCI_RUNS=1 for a quick look;
 * LHCI_REDUCED_MOTION=1 measures the pages as a visitor who asked for reduced motion sees them
 * (Chromium's --force-prefers-reduced-motion; `npm run bench` measures both).
 * The server listens on a free loopback port (LHCI_PORT overrides), chosen once: it is
 * written to LHCI_PORT, which autorun's collect, assert and upload steps inherit.
 */
const { CHROMIUM, CHROMIUM_FLAGS } = require('./tools/lib/chromium.cjs');
const { freePort } = require('./tools/lib/free-port.cjs');

if (!process.env.LHCI_PORT) process.env.LHCI_PORT = String(freePort());
const port = Number(process.env.LHCI_PORT);
const pages = (
  process.env.LHCI_PAGES ??
  '/,/de,/services,/services/n8n-workflow-automation,/use-cases,/work,/blog,/blog/what-is-n8n-guide,/faq,/talk-to-expert'
).split(',');

module.exports = {
  ci: {
    collect: {
      startServerCommand: `PORT=${port} HOST=127.0.0.1 LOG_REQUESTS=false node ${process.env.LHCI_DIST ?? 'dist'}/server.mjs`,
      startServerReadyPattern: 'Site running at',
      startServerReadyTimeout: 30000,
      url: pages.map((path) => `http://127.0.0.1:${port}${path}`),
      numberOfRuns: Number(process.env.LHCI_RUNS ?? 3),
      chromePath: CHROMIUM,
      settings: {
        chromeFlags: [
          '--headless=new',
          ...CHROMIUM_FLAGS,
          ...(process.env.LHCI_REDUCED_MOTION === '1' ? ['--force-prefers-reduced-motion'] : []),
        ].join(' '),
        // External embeds (Cal.com) cannot load on an offline machine; their failed request is
        // not the page's fault.
        blockedUrlPatterns: ['*app.cal.com*', '*youtube*'],
      },
    },
    assert: {
      aggregationMethod: 'median-run',
      assertions: {
        'categories:performance': ['error', { minScore: 0.98 }],
        'categories:accessibility': ['error', { minScore: 1 }],
        'categories:best-practices': ['error', { minScore: 1 }],
        'categories:seo': ['error', { minScore: 1 }],
        'largest-contentful-paint': ['error', { maxNumericValue: 1500 }],
        'total-blocking-time': ['error', { maxNumericValue: 50 }],
        'cumulative-layout-shift': ['error', { maxNumericValue: 0.0005 }],
      },
    },
    upload: { target: 'filesystem', outputDir: process.env.LHCI_OUTPUT_DIR ?? 'bench/lhci' },
  },
};
