/**
 * The figures of `npm run bench:blog` (tools/bench-blog.ts) and the targets they are held to:
 * pure, so the unit tests check the arithmetic and the verdicts.
 */

/** Targets on two cores (README "Performance" and docs/develop/performance.md). */
export const BLOG_TARGETS = {
  coldBuildS: 300,
  peakMb: 4096,
  rebuildS: 60,
  keystrokeMs: 5,
  listJsKb: 30,
  listHtmlKb: 60,
} as const;

/** The value at percentile `p` (nearest rank: the smallest value with p % at or below it). */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** What one build's output says about the work it redid or took from its caches. */
export interface BuildWork {
  /** Share cards drawn this build (the rest came from the cache); null when not printed. */
  shareCardsDrawn: number | null;
  shareCards: number | null;
  /** Files compressed this build (the rest came from the cache). */
  filesCompressed: number | null;
  files: number | null;
  /** Pages Astro rendered. */
  pages: number | null;
  /** Articles whose markdown was rendered this build (the rest came from the content store). */
  articlesRendered: number | null;
}

const num = (re: RegExp, text: string, group = 1) => {
  const match = re.exec(text);
  return match ? Number(match[group]!.replace(/,/g, '')) : null;
};

/** Reads `npm run build`'s own lines (tools/build.ts, Astro's summary) for the work it did. */
export function buildWork(output: string): BuildWork {
  return {
    shareCards: num(/share cards: (\d+) \(/, output),
    shareCardsDrawn: num(/share cards: \d+ \((\d+) drawn/, output),
    files: num(/precompressed (\d+) files/, output),
    filesCompressed: num(/precompressed \d+ files \([^;]*?; (\d+) compressed/, output),
    pages: num(/(\d[\d,]*) page\(s\) built/, output),
    articlesRendered: num(/(\d+) articles rendered, \d+ from the content store/, output),
  };
}

export interface BuildFigures {
  seconds: number;
  /** The largest resident memory of the build's processes together, in MB. */
  peakMb: number;
  work: BuildWork;
}

export interface BlogBenchReport {
  startedAt: string;
  generatedAt: string;
  commit: string | null;
  node: string;
  machine: string;
  /** Load averages (1, 5, 15 minutes) when the bench started and when it ended. */
  loadAverageAtStart: number[];
  loadAverageAtEnd: number[];
  articles: number;
  languages: string[];
  /** Article pages, list pages, feeds and share cards in the built release. */
  output: {
    articlePages: number;
    listPages: number;
    feeds: number;
    shareCards: number;
    htmlFiles: number;
  };
  coldBuild: BuildFigures;
  rebuild: BuildFigures & { changed: string };
  list: { path: string; htmlGz: number; jsGz: number; cssGz: number }[];
  search: {
    index: { path: string; bytes: number; gzBytes: number };
    keystrokes: number;
    medianMs: number;
    p95Ms: number;
    maxMs: number;
    /** From keystroke to the updated page (render and layout included). */
    pageP95Ms: number;
  };
  targets: { name: string; pass: boolean; actual: string; limit: string }[];
}

/** Every target with its result, for the table and the exit code. */
export function checkBlogTargets(
  report: Pick<BlogBenchReport, 'coldBuild' | 'rebuild' | 'list' | 'search'>,
): BlogBenchReport['targets'] {
  const t = BLOG_TARGETS;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const checks: BlogBenchReport['targets'] = [
    {
      name: 'cold build time',
      pass: report.coldBuild.seconds <= t.coldBuildS,
      actual: `${report.coldBuild.seconds.toFixed(1)} s`,
      limit: `<= ${t.coldBuildS} s`,
    },
    {
      name: 'cold build peak memory',
      pass: report.coldBuild.peakMb <= t.peakMb,
      actual: `${Math.round(report.coldBuild.peakMb)} MB`,
      limit: `<= ${t.peakMb} MB`,
    },
    {
      name: 'rebuild after one changed article',
      pass: report.rebuild.seconds <= t.rebuildS,
      actual: `${report.rebuild.seconds.toFixed(1)} s`,
      limit: `<= ${t.rebuildS} s`,
    },
    {
      name: 'rebuild redraws no unchanged share card',
      // The changed article's card and its translations' (their title and date are unchanged,
      // but an outdated translation may say so): at most one per language.
      pass:
        report.rebuild.work.shareCardsDrawn !== null && report.rebuild.work.shareCardsDrawn <= 6,
      actual: String(report.rebuild.work.shareCardsDrawn ?? 'unknown'),
      limit: '<= 6',
    },
    {
      name: 'search per keystroke (p95)',
      pass: report.search.p95Ms <= t.keystrokeMs,
      actual: `${report.search.p95Ms.toFixed(2)} ms`,
      limit: `<= ${t.keystrokeMs} ms`,
    },
  ];
  for (const list of report.list) {
    checks.push(
      {
        name: `${list.path} HTML gzipped`,
        pass: list.htmlGz <= t.listHtmlKb * 1024,
        actual: kb(list.htmlGz),
        limit: `<= ${t.listHtmlKb} KB`,
      },
      {
        name: `${list.path} JS gzipped`,
        pass: list.jsGz <= t.listJsKb * 1024,
        actual: kb(list.jsGz),
        limit: `<= ${t.listJsKb} KB`,
      },
    );
  }
  return checks;
}

/** Resident memory of a process from /proc/<pid>/status (`VmRSS`), in MB; 0 when unreadable. */
export function statusRssMb(status: string): number {
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : 0;
}

/** The parent pid from /proc/<pid>/stat (the field after the command in parentheses). */
export function statParentPid(stat: string): number | null {
  const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(after[1]);
  return Number.isInteger(ppid) ? ppid : null;
}

/** `root` and every process descending from it, given each process's parent. */
export function descendants(root: number, parents: Map<number, number>): number[] {
  const tree = [root];
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === tree[i] && !tree.includes(pid)) tree.push(pid);
  }
  return tree;
}
