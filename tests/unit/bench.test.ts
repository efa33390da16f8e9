import { describe, expect, it } from 'vitest';
import {
  allChecks,
  auditItems,
  combineSlices,
  percentile,
  failedPage,
  findHashedAsset,
  loadResult,
  markdownReport,
  median,
  nginxConfig,
  pageRows,
  pageTargets,
  parseVmRssKb,
  relevantFindings,
  runMetrics,
  serverMemory,
  spread,
  summarizePage,
  targetRows,
  textTable,
  type BenchReport,
  type LhrLike,
  type RunMetrics,
} from '../../scripts/bench-lib';

describe('median and spread', () => {
  it.each([
    [[], null, null],
    [[5], 5, 0],
    [[3, 1, 2], 2, 2],
    [[4, 1, 3, 2], 2.5, 3],
    [[98, 100, 97], 98, 3],
  ])('%j -> median %s, spread %s', (values, m, s) => {
    expect(median(values)).toBe(m);
    expect(spread(values)).toBe(s);
  });
});

/** A minimal Lighthouse result. */
function lhr(
  overrides: Partial<{ perf: number; a11y: number; lcp: number; tbt: number; cls: number }> = {},
): LhrLike {
  const o = { perf: 1, a11y: 1, lcp: 900, tbt: 10, cls: 0, ...overrides };
  return {
    requestedUrl: 'http://127.0.0.1:4000/faq',
    finalDisplayedUrl: 'http://127.0.0.1:4000/faq',
    categories: {
      performance: { score: o.perf, auditRefs: [] },
      accessibility: { score: o.a11y, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': { title: 'LCP', score: 1, numericValue: o.lcp },
      'total-blocking-time': { title: 'TBT', score: 1, numericValue: o.tbt },
      'cumulative-layout-shift': { title: 'CLS', score: 1, numericValue: o.cls },
      'first-contentful-paint': { title: 'FCP', score: 1, numericValue: 700 },
      'color-contrast': {
        title: 'Contrast',
        score: o.a11y === 1 ? 1 : 0,
        scoreDisplayMode: 'binary',
        details: {
          type: 'table',
          items: [{ node: { selector: 'p.muted', snippet: '<p class="muted">' } }],
        },
      },
      'network-requests': {
        title: 'Network requests',
        score: null,
        details: {
          type: 'table',
          items: [
            { url: 'http://127.0.0.1:4000/faq', resourceType: 'Document', transferSize: 12_000 },
            {
              url: 'http://127.0.0.1:4000/_astro/a.js',
              resourceType: 'Script',
              transferSize: 3000,
            },
            {
              url: 'http://127.0.0.1:4000/_astro/b.css',
              resourceType: 'Stylesheet',
              transferSize: 2000,
            },
            { url: 'http://127.0.0.1:4000/og.png', resourceType: 'Image', transferSize: 1500 },
            { url: 'http://127.0.0.1:4000/f.woff2', resourceType: 'Font', transferSize: 20_000 },
            { url: 'https://app.cal.com/embed.js', resourceType: 'Script', transferSize: 0 },
            { url: 'data:image/svg+xml,abc', resourceType: 'Image', transferSize: 0 },
          ],
        },
      },
    },
  };
}

describe('runMetrics', () => {
  it('reads scores, metrics, bytes per type, requests and other origins', () => {
    const m = runMetrics(lhr());
    expect(m.scores).toEqual({
      performance: 100,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
    });
    expect([m.lcpMs, m.tbtMs, m.cls]).toEqual([900, 10, 0]);
    expect(m.bytes).toEqual({ js: 3000, css: 2000, html: 12_000, img: 1500, font: 20_000 });
    expect(m.requests).toBe(6); // the data: URL is not a request
    expect(m.externalRequests).toEqual(['https://app.cal.com']);
    expect(m.findings).toEqual([]);
  });

  it('names the failing accessibility audit and its element', () => {
    const m = runMetrics(lhr({ a11y: 0.95 }));
    expect(m.scores.accessibility).toBe(95);
    expect(m.findings).toEqual([
      {
        category: 'accessibility',
        id: 'color-contrast',
        title: 'Contrast',
        items: ['p.muted <p class="muted">'],
      },
    ]);
  });

  it('throws on a Lighthouse runtime error', () => {
    expect(() =>
      runMetrics({
        ...lhr(),
        runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'Status 404' },
      }),
    ).toThrow(/ERRORED_DOCUMENT_REQUEST/);
  });
});

describe('auditItems', () => {
  it('walks lists of tables and describes phases with their timing', () => {
    const details = {
      type: 'list',
      items: [
        { type: 'table', items: [{ node: { selector: 'h1', snippet: '<h1>' } }] },
        {
          type: 'table',
          items: [
            { phase: 'TTFB', timing: 450.4 },
            { label: 'Render delay', duration: 12.6 },
          ],
        },
      ],
    };
    expect(auditItems(details)).toEqual(['h1 <h1>', 'TTFB 450 ms', 'Render delay 13 ms']);
    expect(
      auditItems({ type: 'table', items: [{ href: 'http://h/work', text: 'Learn more' }] }),
    ).toEqual(['"Learn more" -> http://h/work']);
    expect(auditItems(details, 1)).toEqual(['h1 <h1>']);
  });
});

const runOf = (o: Parameters<typeof lhr>[0]): RunMetrics => runMetrics(lhr(o));

describe('summarizePage and targets', () => {
  it('takes the median of three runs and passes when all medians meet the targets', () => {
    const page = summarizePage('/faq', 'u', [
      runOf({ perf: 0.97 }),
      runOf({ perf: 0.99 }),
      runOf({ perf: 1 }),
    ]);
    expect(page.scores.performance).toBe(99);
    expect(page.spread.performance).toBe(3);
    expect(page.runs).toHaveLength(3);
    expect(page.targets.every((t) => t.pass)).toBe(true);
  });

  it.each([
    [{ perf: 0.97 }, 'performance'],
    [{ a11y: 0.99 }, 'accessibility'],
    [{ lcp: 1501 }, 'LCP'],
    [{ tbt: 51 }, 'TBT'],
    [{ cls: 0.001 }, 'CLS'],
  ])('%j misses the %s target', (o, name) => {
    const page = summarizePage('/faq', 'u', [runOf(o)]);
    expect(page.targets.filter((t) => !t.pass).map((t) => t.name)).toEqual([name]);
  });

  it('treats CLS below the reported precision as 0', () => {
    expect(
      pageTargets({
        scores: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
        lcpMs: 1,
        tbtMs: 0,
        cls: 0.0004,
      }).find((t) => t.name === 'CLS')?.pass,
    ).toBe(true);
  });

  it('reports a missing page as a failed row with every target failed', () => {
    const page = failedPage('/blog', 'u', 'HTTP 404: page not in the build (yet)');
    expect(page.ok).toBe(false);
    expect(page.targets.length).toBeGreaterThan(0);
    expect(page.targets.every((t) => !t.pass)).toBe(true);
    expect(pageRows([page])[1]!.at(-1)).toBe('FAIL (HTTP 404: page not in the build (yet))');
  });

  it('keeps only the findings of missed categories for the Markdown report', () => {
    const page = summarizePage('/faq', 'u', [runOf({ a11y: 0.9 })]);
    expect(relevantFindings(page).map((f) => f.id)).toEqual(['color-contrast']);
    const ok = summarizePage('/faq', 'u', [runOf({})]);
    expect(relevantFindings({ ...ok, findings: page.findings })).toEqual([]);
  });
});

describe('load rows', () => {
  const figures = (rps: number, p99Ms = 5, errors = 0) => ({
    rps,
    p50Ms: 1,
    p99Ms,
    errors,
    requests: rps * 10,
  });

  it.each([
    ['page', figures(600), figures(1000), 0.6, true],
    ['asset', figures(400), figures(1000), 0.4, false],
    ['page', figures(600, 5, 3), figures(1000), 0.6, false],
  ] as const)('%s ours vs nginx -> ratio %s, pass %s', (kind, ours, nginx, ratio, pass) => {
    const row = loadResult('t', kind, ours, nginx);
    expect(row.ratioToNginx).toBe(ratio);
    expect(row.targets.every((t) => t.pass)).toBe(pass);
  });

  it('holds the cached translate call to p99 <= 10 ms and zero errors', () => {
    expect(
      loadResult('tr', 'translate', figures(5000, 10), null).targets.every((t) => t.pass),
    ).toBe(true);
    expect(
      loadResult('tr', 'translate', figures(5000, 11), null).targets.find(
        (t) => t.name === 'translate p99',
      )?.pass,
    ).toBe(false);
  });

  it('turns a missing endpoint into a failed row', () => {
    const row = loadResult('tr', 'translate', { error: 'HTTP 404' }, null);
    expect(row.ok).toBe(false);
    expect(row.rps).toBeNull();
    expect(row.targets.every((t) => !t.pass)).toBe(true);
  });

  it('has no ratio when nginx could not run', () => {
    const row = loadResult('p', 'page', figures(600), { error: 'nginx not found' });
    expect(row.ratioToNginx).toBeNull();
    expect(row.error).toBe('nginx: nginx not found');
    expect(row.targets.find((t) => t.name === 'req/s vs nginx')?.pass).toBe(false);
  });
});

describe('percentile and combineSlices', () => {
  it.each([
    [[], 50, null],
    [[7], 99, 7],
    [[5, 1, 4, 2, 3], 50, 3],
    [[...Array(100).keys()].map((i) => i + 1), 99, 99],
    [[...Array(100).keys()].map((i) => i + 1), 100, 100],
  ])('%j p%s -> %s', (values, p, expected) => expect(percentile(values, p)).toBe(expected));

  it('adds requests and seconds of the slices and takes percentiles over all latencies', () => {
    const figures = combineSlices([
      { requests: 3000, seconds: 2, errors: 1, non2xx: 2, latencies: [1, 2, 3] },
      { requests: 1000, seconds: 2, errors: 0, non2xx: 0, latencies: [10] },
    ]);
    expect(figures).toEqual({ rps: 1000, p50Ms: 2, p99Ms: 10, errors: 3, requests: 4000 });
  });
});

describe('server memory', () => {
  it.each([
    ['VmRSS:\t   92860 kB\n', 92860],
    ['Name: node\nVmHWM: 1 kB\nVmRSS:  1024 kB\n', 1024],
    ['no such line', null],
  ])('parses %j', (status, kb) => expect(parseVmRssKb(status)).toBe(kb));

  it('converts to MB and checks 150 MB on both readings', () => {
    const m = serverMemory(92_860, 160 * 1024);
    expect([m.rssMbStart, m.rssMbAfter]).toEqual([90.7, 160]);
    expect(m.targets.map((t) => t.pass)).toEqual([true, false]);
  });
});

describe('findHashedAsset', () => {
  it.each([
    ['<script type="module" src="/_astro/page.Ab1.js"></script>', '/_astro/page.Ab1.js'],
    [
      '<link rel="stylesheet" href="/_astro/a.X.css"><astro-island component-url="/_astro/b.Y.js">',
      '/_astro/b.Y.js',
    ],
    ['<link rel="stylesheet" href="/_astro/a.X.css">', '/_astro/a.X.css'],
    ['<img src="/_astro/hero.Z.webp">', null],
  ])('%s -> %s', (html, asset) => expect(findHashedAsset(html)).toBe(asset));
});

describe('nginxConfig', () => {
  const base = {
    port: 4100,
    root: '/site/client',
    prefix: '/tmp/n',
    workers: 1,
    mimeTypes: '/etc/nginx/mime.types',
  };
  it('serves the folder in the foreground with its own paths and precompressed gzip', () => {
    const conf = nginxConfig({ ...base, brotliModule: null });
    for (const line of [
      'daemon off;',
      'pid /tmp/n/nginx.pid;',
      'listen 127.0.0.1:4100;',
      'root /site/client;',
      'gzip_static on;',
      'try_files $uri $uri/index.html =404;',
    ]) {
      expect(conf).toContain(line);
    }
    expect(conf).not.toContain('brotli');
    expect(conf).not.toContain('/var/');
  });
  it('loads brotli_static when the module exists', () => {
    const conf = nginxConfig({
      ...base,
      brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    });
    expect(conf.startsWith('# generated')).toBe(true);
    expect(conf).toContain('load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;');
    expect(conf).toContain('brotli_static on;');
  });
});

describe('report', () => {
  const report: BenchReport = {
    date: '2026-01-01T00:00:00.000Z',
    machine: {
      cpuModel: 'CPU',
      cores: 2,
      memoryGb: 4,
      os: 'Linux',
      node: '20',
      chromium: null,
      nginx: null,
    },
    notes: ['a note'],
    pages: [summarizePage('/faq', 'u', [runOf({})]), failedPage('/blog', 'u', 'HTTP 404')],
    load: [
      loadResult(
        'page /services',
        'page',
        { rps: 800, p50Ms: 2, p99Ms: 9, errors: 0, requests: 8000 },
        { rps: 1000, p50Ms: 1, p99Ms: 3, errors: 0, requests: 10_000 },
      ),
    ],
    server: serverMemory(90_000, 120_000),
    durations: { total: 10 },
  };

  it('has one row per page and per load target, and states the machine', () => {
    const md = markdownReport(report);
    expect(md).toContain(
      '| /faq | 100 | 100 | 100 | 100 | 900 | 10 | 0.000 | 2.9 | 2.0 | 11.7 | 1.5 | 19.5 | 6 | PASS |',
    );
    expect(md).toContain('| /blog |');
    expect(md).toContain('| page /services | 800 | 2 | 9 | 0 | 1000 | 3 | 0.80 | PASS |');
    expect(md).toContain('CPU, 2 cores');
    expect(md).toMatch(/relative/);
    expect(md).toContain('### /blog');
  });

  it('counts every target', () => {
    const checks = allChecks(report);
    expect(checks).toHaveLength(7 + 7 + 2 + 2);
    expect(checks.filter((c) => !c.check.pass).map((c) => c.row)).toEqual(Array(7).fill('/blog'));
  });

  it('has one PASS/FAIL row per target naming the rows that miss it', () => {
    const rows = targetRows(report);
    expect(rows[0]).toEqual(['Target', 'Limit', 'Result']);
    expect(rows.find((r) => r[0] === 'accessibility')).toEqual([
      'accessibility',
      '= 100',
      'FAIL (1/2): /blog (n/a)',
    ]);
    expect(rows.find((r) => r[0] === 'req/s vs nginx')).toEqual([
      'req/s vs nginx',
      '>= 0.5',
      'PASS (1/1)',
    ]);
    expect(rows.find((r) => r[0] === 'RSS after load')?.[2]).toBe('PASS (1/1)');
  });

  it('aligns the console table', () => {
    const lines = textTable([
      ['a', 'bb', 'c'],
      ['ccc', 'd', 'e'],
    ]).split('\n');
    expect(lines).toEqual(['a    bb  c', '---  --  -', 'ccc  d   e']);
  });
});
