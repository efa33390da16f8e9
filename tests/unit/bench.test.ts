/**
 * `npm run bench`: the report's arithmetic over Lighthouse CI results and
 * autocannon slices, and the targets it holds.
 */
import { describe, expect, it } from 'vitest';
import {
  checkTargets,
  combineSlices,
  mainThreadBreakdown,
  median,
  motionCosts,
  motionWithinLimit,
  pageFigures,
  rssMb,
  TARGETS,
  type LhrLike,
} from '../../tools/bench-report';

const lhr = (over: Partial<Record<string, number>> = {}): LhrLike => ({
  finalDisplayedUrl: 'http://127.0.0.1:4399/de/faq',
  environment: { benchmarkIndex: 2376.5 },
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
    'mainthread-work-breakdown': {
      numericValue: over.main ?? 812.3,
      details: {
        items: [
          { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 200.4 },
          { group: 'other', groupLabel: 'Other', duration: (over.main ?? 812.3) - 200.4 },
        ],
      },
    },
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
      mainThread: {
        totalMs: 812,
        groups: [
          { group: 'other', label: 'Other', ms: 612 },
          { group: 'styleLayout', label: 'Style & Layout', ms: 200 },
        ],
      },
      benchmarkIndex: 2377,
    });
  });

  it('keeps the benchmark index null when Lighthouse reported none', () => {
    const bare = lhr();
    delete bare.environment;
    expect(pageFigures(bare).benchmarkIndex).toBeNull();
  });

  it('reads Lighthouse’s main-thread breakdown, or nothing when the audit is missing', () => {
    const bare = lhr();
    delete bare.audits['mainthread-work-breakdown'];
    expect(mainThreadBreakdown(bare)).toEqual({ totalMs: 0, groups: [] });
  });

  it('sets each page with motion against itself under reduced motion', () => {
    const moving = [
      pageFigures(lhr({ tbt: 33, main: 1100 })),
      { ...pageFigures(lhr()), path: '/x' },
    ];
    const still = [pageFigures(lhr({ tbt: 30, main: 1000 }))];
    expect(motionCosts(moving, still)).toEqual([
      {
        path: '/de/faq',
        tbtMs: { motion: 33, reduced: 30, ratio: 1.1 },
        mainThreadMs: { motion: 1100, reduced: 1000, ratio: 1.1 },
      },
    ]);
  });

  it.each([
    [330, 300, true],
    [340, 300, false],
    // Under the 5 ms floor: a zero TBT without motion does not fail on 4 ms with it.
    [4, 0, true],
    [5, 0, false],
  ])(
    'motion adds at most 10 %% (or under 5 ms): %i ms against %i ms -> %s',
    (motion, reduced, pass) => {
      expect(motionWithinLimit({ motion, reduced })).toBe(pass);
      const checks = checkTargets({
        pages: [],
        load: [],
        server: { rssMbStart: null, rssMbAfter: null },
        motion: [
          {
            path: '/',
            tbtMs: { motion, reduced, ratio: null },
            mainThreadMs: { motion: 1, reduced: 1, ratio: 1 },
          },
        ],
      });
      expect(checks.map((c) => [c.name, c.pass])).toEqual([
        ['/ TBT with motion / reduced motion', pass],
        ['/ main-thread work with motion / reduced motion', true],
      ]);
    },
  );

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
