/**
 * The figures of `npm run bench` (tools/bench.ts): Lighthouse results as LHCI writes them (with
 * Lighthouse's own main-thread breakdown per page, and each page again under reduced motion),
 * load slices as autocannon returns them, and the targets they are held to. Pure, so the unit
 * tests check the arithmetic.
 */

import type { AgentFigures } from './bench-agent';

/** The middle value (mean of the two middle ones for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The targets (docs/develop/performance.md). */
export const TARGETS = {
  performance: 98,
  perfectScore: 100,
  lcpMs: 1500,
  tbtMs: 50,
  /** CLS must be 0 at the precision Lighthouse reports it (3 decimals). */
  clsDecimals: 3,
  minRatioToNginx: 0.8,
  rssMb: 150,
  /** What motion may add to a page's TBT and main-thread work: at most 10 %. */
  motionRatio: 1.1,
  /**
   * Differences below this many milliseconds pass the motion check whatever their ratio: a TBT of
   * 0 ms without motion would otherwise fail on any single blocked millisecond with it.
   */
  motionFloorMs: 5,
} as const;

/** One group of Lighthouse's main-thread breakdown (`mainthread-work-breakdown`). */
export interface MainThreadGroup {
  /** Lighthouse's group id: scriptEvaluation, styleLayout, paintCompositeRender, other, … */
  group: string;
  /** Its label as Lighthouse prints it ("Style & Layout", "Rendering", "Other", …). */
  label: string;
  ms: number;
}

export interface PageFigures {
  path: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred for the page and everything it loads. */
  bytes: number;
  /** Lighthouse's main-thread breakdown: the total and each group, largest first. */
  mainThread: { totalMs: number; groups: MainThreadGroup[] };
  /**
   * Lighthouse's benchmark index of the host during this run (a fixed loop it times before
   * measuring; higher is faster), null when the result has none. Lighthouse multiplies every
   * main-thread task by 4 to simulate a phone, so TBT moves with the host and the browser: compare
   * figures only beside this index and the report's `browser`.
   */
  benchmarkIndex: number | null;
}

/** A page as visitors see it against the same page with `prefers-reduced-motion`. */
export interface MotionCost {
  path: string;
  tbtMs: { motion: number; reduced: number; ratio: number | null };
  mainThreadMs: { motion: number; reduced: number; ratio: number | null };
}

export interface LoadFigures {
  target: string;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Our requests per second over nginx's for the same URL, in the same interleaved run. */
  ratioToNginx: number | null;
}

export interface BenchReport {
  /** When the bench started (ISO), before it built the site. */
  startedAt: string;
  /** When the measurements started (ISO), after the build. */
  measuredAt: string;
  /** When the report was written (ISO). */
  generatedAt: string;
  /** `git rev-parse HEAD` of the measured working tree; null outside a repository. */
  commit: string | null;
  /** Whether the working tree differed from that commit (`git status --porcelain`). */
  uncommittedChanges: boolean | null;
  /** `process.version` of the bench and the servers it starts. */
  node: string;
  /** CPU model, cores and memory. */
  machine: string;
  /** The measuring browser's `--version` line (Chromium's build), null when it could not run. */
  browser: string | null;
  /** The machine's 1, 5 and 15 minute load averages when the bench started. */
  loadAverageAtStart: number[];
  /** Each page as visitors see it (motion allowed). */
  pages: PageFigures[];
  /** The same pages measured in the same run with `prefers-reduced-motion: reduce`. */
  reducedMotion: PageFigures[];
  /**
   * The host's floor, measured beside the pages in the same run: a page with one heading and one
   * paragraph, no stylesheet and no script, served by the same server (`/bench-floor`, written
   * into the bench's own build only). What it blocks and paints is what this browser on this
   * machine costs any page; a page's figures are read against it. Null when Lighthouse did not run.
   */
  floor?: PageFigures | null;
  /** What motion costs each page: `pages` against `reducedMotion`. */
  motion: MotionCost[];
  load: LoadFigures[];
  server: { rssMbStart: number | null; rssMbAfter: number | null };
  /** The live agent's chat on the phone profile (tools/bench-agent.ts); null when not measured. */
  agent?: AgentFigures | null;
  targets: { name: string; pass: boolean; actual: string; limit: string }[];
}

/** The part of a Lighthouse result (LHR) the report reads. */
export interface LhrLike {
  finalDisplayedUrl?: string;
  requestedUrl?: string;
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { group?: string; groupLabel?: string; duration?: number }[] };
    }
  >;
}

const score = (lhr: LhrLike, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const value = (lhr: LhrLike, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The figures of one page from its representative (median) Lighthouse run. */
export function pageFigures(lhr: LhrLike): PageFigures {
  return {
    path: new URL(lhr.finalDisplayedUrl ?? lhr.requestedUrl ?? 'http://x/').pathname,
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    lcpMs: Math.round(value(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(value(lhr, 'total-blocking-time')),
    cls: value(lhr, 'cumulative-layout-shift'),
    bytes: Math.round(value(lhr, 'total-byte-weight')),
    mainThread: mainThreadBreakdown(lhr),
    benchmarkIndex:
      typeof lhr.environment?.benchmarkIndex === 'number'
        ? Math.round(lhr.environment.benchmarkIndex)
        : null,
  };
}

/** Lighthouse's `mainthread-work-breakdown` audit: its total and its groups, largest first. */
export function mainThreadBreakdown(lhr: LhrLike): PageFigures['mainThread'] {
  const audit = lhr.audits['mainthread-work-breakdown'];
  const groups = (audit?.details?.items ?? [])
    .filter((item) => item.group && typeof item.duration === 'number')
    .map((item) => ({
      group: item.group!,
      label: item.groupLabel ?? item.group!,
      ms: Math.round(item.duration!),
    }))
    .sort((a, b) => b.ms - a.ms);
  return {
    totalMs: Math.round(audit?.numericValue ?? groups.reduce((n, g) => n + g.ms, 0)),
    groups,
  };
}

const ratio = (motion: number, reduced: number) =>
  reduced > 0 ? Math.round((motion / reduced) * 100) / 100 : null;

/**
 * Each page's figures with motion against its figures under reduced motion (matched by path;
 * a page missing from either list is left out).
 */
export function motionCosts(pages: PageFigures[], reduced: PageFigures[]): MotionCost[] {
  return pages.flatMap((page) => {
    const still = reduced.find((r) => r.path === page.path);
    if (!still) return [];
    return [
      {
        path: page.path,
        tbtMs: {
          motion: page.tbtMs,
          reduced: still.tbtMs,
          ratio: ratio(page.tbtMs, still.tbtMs),
        },
        mainThreadMs: {
          motion: page.mainThread.totalMs,
          reduced: still.mainThread.totalMs,
          ratio: ratio(page.mainThread.totalMs, still.mainThread.totalMs),
        },
      },
    ];
  });
}

/** Whether motion adds at most 10 % (or less than the floor in milliseconds). */
export function motionWithinLimit({
  motion,
  reduced,
}: {
  motion: number;
  reduced: number;
}): boolean {
  return motion <= reduced * TARGETS.motionRatio || motion - reduced < TARGETS.motionFloorMs;
}

/** One autocannon run (the fields read here). */
export interface Slice {
  requests: { total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
  /** Seconds the slice ran. */
  duration: number;
}

/**
 * Slices of one server combined: requests per second over the whole time, latencies weighted by
 * each slice's requests, every error and non-2xx answer counted.
 */
export function combineSlices(slices: Slice[]): Omit<LoadFigures, 'target' | 'ratioToNginx'> {
  const requests = slices.reduce((n, s) => n + s.requests.total, 0);
  const seconds = slices.reduce((n, s) => n + s.duration, 0);
  const weighted = (pick: (s: Slice) => number) =>
    requests ? slices.reduce((n, s) => n + pick(s) * s.requests.total, 0) / requests : 0;
  return {
    rps: seconds ? Math.round(requests / seconds) : 0,
    p50Ms: Math.round(weighted((s) => s.latency.p50) * 10) / 10,
    p99Ms: Math.round(weighted((s) => s.latency.p99) * 10) / 10,
    errors: slices.reduce((n, s) => n + s.errors + s.non2xx, 0),
  };
}

/** Every target with its result, for the table and the exit code. */
export function checkTargets(
  report: Pick<BenchReport, 'pages' | 'load' | 'server'> & Partial<Pick<BenchReport, 'motion'>>,
): BenchReport['targets'] {
  const checks: BenchReport['targets'] = [];
  for (const cost of report.motion ?? []) {
    for (const [name, figures] of [
      ['TBT', cost.tbtMs],
      ['main-thread work', cost.mainThreadMs],
    ] as const) {
      checks.push({
        name: `${cost.path} ${name} with motion / reduced motion`,
        pass: motionWithinLimit(figures),
        actual: `${figures.motion} / ${figures.reduced} ms${figures.ratio === null ? '' : ` (${figures.ratio.toFixed(2)})`}`,
        limit: `<= ${TARGETS.motionRatio.toFixed(2)} or < ${TARGETS.motionFloorMs} ms more`,
      });
    }
  }
  for (const page of report.pages) {
    const at = (name: string) => `${page.path} ${name}`;
    checks.push(
      {
        name: at('performance'),
        pass: page.scores.performance >= TARGETS.performance,
        actual: String(page.scores.performance),
        limit: `>= ${TARGETS.performance}`,
      },
      ...(['accessibility', 'bestPractices', 'seo'] as const).map((key) => ({
        name: at(key),
        pass: page.scores[key] === TARGETS.perfectScore,
        actual: String(page.scores[key]),
        limit: `= ${TARGETS.perfectScore}`,
      })),
      {
        name: at('LCP'),
        pass: page.lcpMs <= TARGETS.lcpMs,
        actual: `${page.lcpMs} ms`,
        limit: `<= ${TARGETS.lcpMs} ms`,
      },
      {
        name: at('TBT'),
        pass: page.tbtMs <= TARGETS.tbtMs,
        actual: `${page.tbtMs} ms`,
        limit: `<= ${TARGETS.tbtMs} ms`,
      },
      {
        name: at('CLS'),
        pass: Number(page.cls.toFixed(TARGETS.clsDecimals)) === 0,
        actual: page.cls.toFixed(TARGETS.clsDecimals),
        limit: '= 0',
      },
    );
  }
  for (const load of report.load) {
    checks.push({
      name: `${load.target} errors`,
      pass: load.errors === 0,
      actual: String(load.errors),
      limit: '= 0',
    });
    if (load.ratioToNginx !== null) {
      checks.push({
        name: `${load.target} req/s vs nginx`,
        pass: load.ratioToNginx >= TARGETS.minRatioToNginx,
        actual: load.ratioToNginx.toFixed(2),
        limit: `>= ${TARGETS.minRatioToNginx}`,
      });
    }
  }
  for (const [name, mb] of Object.entries(report.server)) {
    if (mb === null) continue;
    checks.push({
      name: `server ${name}`,
      pass: mb <= TARGETS.rssMb,
      actual: `${mb} MB`,
      limit: `<= ${TARGETS.rssMb} MB`,
    });
  }
  return checks;
}

/** `VmRSS:   123456 kB` from /proc/<pid>/status, in MB with one decimal. */
export function rssMb(status: string): number | null {
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  return kb ? Math.round(Number(kb) / 102.4) / 10 : null;
}
