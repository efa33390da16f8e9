/**
 * `npm run bench`: the report's arithmetic over Lighthouse CI results and
 * autocannon slices, and the targets it holds.
 */
import { describe, expect, it } from 'vitest';
import {
  checkTargets,
  combineSlices,
  median,
  pageFigures,
  rssMb,
  TARGETS,
  type LhrLike,
} from '../../tools/bench-report';

const lhr = (over: Partial<Record<string, number>> = {}): LhrLike => ({
  finalDisplayedUrl: 'http://127.0.0.1:4399/de/faq',
  categories: {
    performance: { score: over.performance ?? 0.99 },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
    seo: { score: 1 },
  },
  audits: {
    'largest-contentful-paint': { numericValue: over.lcp ?? 912.4 },
    'total-blocking-time': { numericValue: over.tbt ?? 12.6 },
    'cumulative-layout-shift': { numericValue: over.cls ?? 0.0001 },
    'total-byte-weight': { numericValue: 40960 },
  },
});

describe('bench report', () => {
  it('reads a page’s figures from its Lighthouse result', () => {
    expect(pageFigures(lhr())).toEqual({
      path: '/de/faq',
      scores: { performance: 99, accessibility: 100, bestPractices: 100, seo: 100 },
      lcpMs: 912,
      tbtMs: 13,
      cls: 0.0001,
      bytes: 40960,
    });
  });

  it('combines interleaved load slices by requests', () => {
    const slice = (total: number, p50: number, p99: number, errors = 0) => ({
      requests: { total },
      latency: { p50, p99 },
      errors,
      non2xx: 0,
      duration: 2,
    });
    expect(combineSlices([slice(6000, 10, 30), slice(2000, 20, 50, 1)])).toEqual({
      rps: 2000,
      p50Ms: 12.5,
      p99Ms: 35,
      errors: 1,
    });
  });

  it('holds every target: scores, LCP, TBT, CLS at 3 decimals, errors, nginx ratio, memory', () => {
    const page = pageFigures(lhr({ tbt: 80, cls: 0.0004 }));
    const checks = checkTargets({
      pages: [page],
      load: [
        { target: 'page /services', rps: 700, p50Ms: 1, p99Ms: 2, errors: 0, ratioToNginx: 0.7 },
      ],
      server: { rssMbStart: 90, rssMbAfter: 151 },
    });
    expect(checks.filter((c) => !c.pass).map((c) => c.name)).toEqual([
      '/de/faq TBT',
      'page /services req/s vs nginx',
      'server rssMbAfter',
    ]);
    expect(TARGETS.minRatioToNginx).toBe(0.8);
  });

  it('reads the resident memory of a process and takes medians', () => {
    expect(rssMb('Name:\tnode\nVmRSS:\t  94208 kB\n')).toBe(92);
    expect(rssMb('Name:\tnode\n')).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
