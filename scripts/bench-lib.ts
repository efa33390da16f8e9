/**
 * Pure parts of `npm run bench` (scripts/bench.ts): statistics, reading Lighthouse results,
 * target evaluation, the nginx reference configuration and the report (console table + Markdown).
 * No I/O here, so everything is unit-tested (tests/unit/bench.test.ts).
 */

/** Median of a list of numbers (mean of the two middle values for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Spread of a list of numbers: max − min (0 for one value); null when empty. */
export function spread(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return Math.max(...values) - Math.min(...values);
}

// ---------------------------------------------------------------------------------------------
// Lighthouse results

export interface Scores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
}

export interface Bytes {
  js: number;
  css: number;
  html: number;
  img: number;
  font: number;
}

/** The figures of one Lighthouse run. Scores are 0–100, bytes are transferred (compressed) bytes. */
export interface RunMetrics {
  scores: Scores;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  bytes: Bytes;
  /** All other transferred bytes (JSON, manifests, media ...). */
  otherBytes: number;
  requests: number;
  /** Requests to another origin than the page's (they fail fast on this machine). */
  externalRequests: string[];
  findings: Finding[];
}

/** One failed Lighthouse audit, with the elements or URLs it names (for the page owner). */
export interface Finding {
  category: string;
  id: string;
  title: string;
  displayValue?: string;
  items: string[];
}

/** The subset of a Lighthouse result (LHR) this module reads. */
export interface LhrLike {
  requestedUrl?: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhrAudit>;
}

export interface LhrAudit {
  id?: string;
  title: string;
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  displayValue?: string;
  details?: LhrDetails;
}

interface LhrDetails {
  type?: string;
  items?: LhrDetails[] | Record<string, unknown>[];
  [key: string]: unknown;
}

const CATEGORY_KEYS: Record<keyof Scores, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};

/** Performance audits worth naming when a performance target is missed (present ones only). */
export const PERFORMANCE_AUDITS = [
  'largest-contentful-paint-element',
  'lcp-breakdown-insight',
  'lcp-discovery-insight',
  'render-blocking-resources',
  'render-blocking-insight',
  'unused-javascript',
  'unused-css-rules',
  'bootup-time',
  'mainthread-work-breakdown',
  'long-tasks',
  'layout-shifts',
  'cls-culprits-insight',
  'font-display',
  'font-display-insight',
  'uses-responsive-images',
  'image-delivery-insight',
  'prioritize-lcp-image',
  'lcp-lazy-loaded',
  'server-response-time',
  'document-latency-insight',
  'total-byte-weight',
  'dom-size',
  'dom-size-insight',
  'third-party-summary',
] as const;

/** Informative audits listed whenever a performance target is missed: what the LCP is, the long tasks, the shifts. */
export const INFORMATIVE_PERFORMANCE_AUDITS = [
  'largest-contentful-paint-element',
  'lcp-breakdown-insight',
  'long-tasks',
  'mainthread-work-breakdown',
  'layout-shifts',
] as const;

const round = (n: number, digits = 0) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

function describeItem(item: Record<string, unknown>): string | null {
  const node = item.node as { selector?: string; snippet?: string; nodeLabel?: string } | undefined;
  if (node && (node.selector || node.snippet)) {
    const label = node.nodeLabel ? ` "${String(node.nodeLabel).slice(0, 60)}"` : '';
    return `${node.selector ?? ''} ${node.snippet ? String(node.snippet).slice(0, 140) : ''}${label}`.trim();
  }
  const source = item.source as { url?: string; line?: number } | undefined;
  if (typeof item.description === 'string' && item.description) {
    return `${item.description}${source?.url ? ` (${source.url}:${source.line ?? ''})` : ''}`.slice(
      0,
      200,
    );
  }
  if (typeof item.href === 'string') {
    return `"${typeof item.text === 'string' ? item.text : ''}" -> ${item.href}`;
  }
  if (typeof item.url === 'string' && item.url) {
    const extra =
      typeof item.wastedBytes === 'number'
        ? ` (${Math.round(item.wastedBytes / 1024)} KiB unused)`
        : typeof item.wastedMs === 'number'
          ? ` (${Math.round(item.wastedMs)} ms)`
          : typeof item.duration === 'number'
            ? ` (${Math.round(item.duration)} ms)`
            : typeof item.totalBytes === 'number'
              ? ` (${Math.round(item.totalBytes / 1024)} KiB)`
              : '';
    return `${item.url}${extra}`;
  }
  const label = [item.label, item.phase, item.groupLabel].find(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  if (label) {
    const ms = [item.timing, item.duration].find((v): v is number => typeof v === 'number');
    return ms === undefined ? label : `${label} ${Math.round(ms)} ms`;
  }
  return null;
}

/** Short descriptions of the elements/URLs an audit names (tables, lists of tables), at most `max`. */
export function auditItems(details: LhrDetails | undefined, max = 5): string[] {
  if (!details) return [];
  const out: string[] = [];
  const visit = (d: LhrDetails | Record<string, unknown>) => {
    if (out.length >= max) return;
    const items = (d as LhrDetails).items;
    if (Array.isArray(items)) {
      for (const item of items) {
        if (out.length >= max) break;
        const obj = item as Record<string, unknown>;
        if (obj.type === 'table' || obj.type === 'list' || obj.type === 'checklist') {
          visit(obj);
          continue;
        }
        const text = describeItem(obj);
        if (text && !out.includes(text)) out.push(text);
      }
    }
  };
  visit(details);
  return out;
}

function isFailing(audit: LhrAudit): boolean {
  const mode = audit.scoreDisplayMode ?? 'binary';
  if (['notApplicable', 'informative', 'manual', 'error'].includes(mode)) return false;
  return audit.score !== null && audit.score < 1;
}

/** Audits that cost points in accessibility, best practices or SEO, and notable performance audits. */
export function failedAudits(lhr: LhrLike): Finding[] {
  const findings: Finding[] = [];
  for (const [key, category] of Object.entries(CATEGORY_KEYS)) {
    if (key === 'performance') continue;
    const cat = lhr.categories[category];
    if (!cat) continue;
    for (const ref of cat.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || !isFailing(audit)) continue;
      findings.push({
        category,
        id: ref.id,
        title: audit.title,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        items: auditItems(audit.details),
      });
    }
  }
  for (const id of PERFORMANCE_AUDITS) {
    const audit = lhr.audits[id];
    if (!audit) continue;
    const informativeWithItems = (INFORMATIVE_PERFORMANCE_AUDITS as readonly string[]).includes(id);
    if (!isFailing(audit) && !(informativeWithItems && auditItems(audit.details).length > 0))
      continue;
    findings.push({
      category: 'performance',
      id,
      title: audit.title,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      items: auditItems(audit.details),
    });
  }
  return findings;
}

type NetworkItem = {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
};

/** Figures of one run from its LHR; throws when Lighthouse reports a runtime error. */
export function runMetrics(lhr: LhrLike): RunMetrics {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (k: keyof Scores) => {
    const s = lhr.categories[CATEGORY_KEYS[k]]?.score;
    return s === null || s === undefined ? null : Math.round(s * 100);
  };
  const num = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    return typeof v === 'number' ? v : null;
  };
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as NetworkItem[];
  const pageUrl = lhr.finalDisplayedUrl ?? lhr.requestedUrl ?? '';
  const origin = pageUrl ? new URL(pageUrl).origin : '';
  const bytes: Bytes = { js: 0, css: 0, html: 0, img: 0, font: 0 };
  let otherBytes = 0;
  let requests = 0;
  const external = new Set<string>();
  for (const item of items) {
    if (!item.url || !/^https?:/.test(item.url)) continue;
    requests += 1;
    if (origin && new URL(item.url).origin !== origin) external.add(new URL(item.url).origin);
    const size = item.transferSize ?? 0;
    switch (item.resourceType) {
      case 'Script':
        bytes.js += size;
        break;
      case 'Stylesheet':
        bytes.css += size;
        break;
      case 'Document':
        bytes.html += size;
        break;
      case 'Image':
        bytes.img += size;
        break;
      case 'Font':
        bytes.font += size;
        break;
      default:
        otherBytes += size;
    }
  }
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('bestPractices'),
      seo: score('seo'),
    },
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcpMs: num('first-contentful-paint'),
    bytes,
    otherBytes,
    requests,
    externalRequests: [...external].sort(),
    findings: failedAudits(lhr),
  };
}

// ---------------------------------------------------------------------------------------------
// Targets

export interface TargetCheck {
  name: string;
  pass: boolean;
  actual: string;
  limit: string;
}

export const TARGETS = {
  performance: 98,
  perfectScore: 100,
  lcpMs: 1500,
  tbtMs: 50,
  /** CLS must be 0 at the precision Lighthouse reports it (3 decimals). */
  clsDecimals: 3,
  minRatioToNginx: 0.5,
  translateP99Ms: 10,
  rssMb: 150,
} as const;

export interface PageResult {
  path: string;
  url: string;
  ok: boolean;
  error?: string;
  scores: Scores;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  bytes: Bytes;
  requests: number | null;
  spread: {
    performance: number | null;
    accessibility: number | null;
    bestPractices: number | null;
    seo: number | null;
    lcpMs: number | null;
    tbtMs: number | null;
    cls: number | null;
  };
  externalRequests: string[];
  runs: Omit<RunMetrics, 'findings'>[];
  findings: (Finding & { runs: number })[];
  targets: TargetCheck[];
}

const nums = (values: (number | null)[]) => values.filter((v): v is number => v !== null);

/** A failed page row (missing page, server error, Lighthouse error): every target fails. */
export function failedPage(path: string, url: string, error: string): PageResult {
  const page: PageResult = {
    path,
    url,
    ok: false,
    error,
    scores: { performance: null, accessibility: null, bestPractices: null, seo: null },
    lcpMs: null,
    tbtMs: null,
    cls: null,
    bytes: { js: 0, css: 0, html: 0, img: 0, font: 0 },
    requests: null,
    spread: {
      performance: null,
      accessibility: null,
      bestPractices: null,
      seo: null,
      lcpMs: null,
      tbtMs: null,
      cls: null,
    },
    externalRequests: [],
    runs: [],
    findings: [],
    targets: [],
  };
  page.targets = pageTargets(page);
  return page;
}

/** Median and spread over the runs of one page, with its target checks. */
export function summarizePage(path: string, url: string, runs: RunMetrics[]): PageResult {
  if (runs.length === 0) return failedPage(path, url, 'no Lighthouse run completed');
  const m = (pick: (r: RunMetrics) => number | null, digits = 0) => {
    const v = median(nums(runs.map(pick)));
    return v === null ? null : round(v, digits);
  };
  const s = (pick: (r: RunMetrics) => number | null, digits = 0) => {
    const v = spread(nums(runs.map(pick)));
    return v === null ? null : round(v, digits);
  };
  const findingMap = new Map<string, Finding & { runs: number }>();
  for (const run of runs) {
    for (const f of run.findings) {
      const prev = findingMap.get(f.id);
      if (prev) prev.runs += 1;
      else findingMap.set(f.id, { ...f, runs: 1 });
    }
  }
  const page: PageResult = {
    path,
    url,
    ok: true,
    scores: {
      performance: m((r) => r.scores.performance),
      accessibility: m((r) => r.scores.accessibility),
      bestPractices: m((r) => r.scores.bestPractices),
      seo: m((r) => r.scores.seo),
    },
    lcpMs: m((r) => r.lcpMs),
    tbtMs: m((r) => r.tbtMs),
    cls: m((r) => r.cls, 4),
    bytes: {
      js: m((r) => r.bytes.js) ?? 0,
      css: m((r) => r.bytes.css) ?? 0,
      html: m((r) => r.bytes.html) ?? 0,
      img: m((r) => r.bytes.img) ?? 0,
      font: m((r) => r.bytes.font) ?? 0,
    },
    requests: m((r) => r.requests),
    spread: {
      performance: s((r) => r.scores.performance),
      accessibility: s((r) => r.scores.accessibility),
      bestPractices: s((r) => r.scores.bestPractices),
      seo: s((r) => r.scores.seo),
      lcpMs: s((r) => r.lcpMs),
      tbtMs: s((r) => r.tbtMs),
      cls: s((r) => r.cls, 4),
    },
    externalRequests: [...new Set(runs.flatMap((r) => r.externalRequests))].sort(),
    runs: runs.map(({ findings: _findings, ...rest }) => rest),
    findings: [...findingMap.values()],
    targets: [],
  };
  page.targets = pageTargets(page);
  return page;
}

const fmtMs = (v: number | null) => (v === null ? 'n/a' : `${Math.round(v)} ms`);

/** The Lighthouse targets of issue 7 for one page (on medians). */
export function pageTargets(
  page: Pick<PageResult, 'scores' | 'lcpMs' | 'tbtMs' | 'cls'>,
): TargetCheck[] {
  const score = (name: string, v: number | null, min: number): TargetCheck => ({
    name,
    pass: v !== null && v >= min,
    actual: v === null ? 'n/a' : String(v),
    limit: min === 100 ? '= 100' : `>= ${min}`,
  });
  const clsRounded = page.cls === null ? null : round(page.cls, TARGETS.clsDecimals);
  return [
    score('performance', page.scores.performance, TARGETS.performance),
    score('accessibility', page.scores.accessibility, TARGETS.perfectScore),
    score('best-practices', page.scores.bestPractices, TARGETS.perfectScore),
    score('seo', page.scores.seo, TARGETS.perfectScore),
    {
      name: 'LCP',
      pass: page.lcpMs !== null && page.lcpMs <= TARGETS.lcpMs,
      actual: fmtMs(page.lcpMs),
      limit: `<= ${TARGETS.lcpMs} ms`,
    },
    {
      name: 'TBT',
      pass: page.tbtMs !== null && page.tbtMs <= TARGETS.tbtMs,
      actual: fmtMs(page.tbtMs),
      limit: `<= ${TARGETS.tbtMs} ms`,
    },
    {
      name: 'CLS',
      pass: clsRounded === 0,
      actual: page.cls === null ? 'n/a' : String(round(page.cls, 4)),
      limit: '= 0',
    },
  ];
}

/** Load figures of one server on one target. */
export interface LoadFigures {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** non-2xx responses + connection errors + timeouts */
  errors: number;
  requests: number;
}

/** One autocannon run of a few seconds against one server. */
export interface LoadSlice {
  /** Completed responses (any status). */
  requests: number;
  seconds: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Latency of every 2xx response, ms. */
  latencies: number[];
}

/** Nearest-rank percentile (0–100) of a list of numbers; null when empty. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Figures of one server over all its slices: requests per second over the measured time, exact percentiles. */
export function combineSlices(slices: readonly LoadSlice[]): LoadFigures {
  const requests = slices.reduce((n, s) => n + s.requests, 0);
  const seconds = slices.reduce((n, s) => n + s.seconds, 0);
  const latencies = slices.flatMap((s) => s.latencies);
  return {
    rps: seconds > 0 ? requests / seconds : 0,
    p50Ms: percentile(latencies, 50) ?? 0,
    p99Ms: percentile(latencies, 99) ?? 0,
    errors: slices.reduce((n, s) => n + s.errors + s.non2xx, 0),
    requests,
  };
}

export type LoadKind = 'page' | 'asset' | 'translate';

export interface LoadResult {
  target: string;
  kind: LoadKind;
  ok: boolean;
  error?: string;
  rps: number | null;
  p50Ms: number | null;
  p99Ms: number | null;
  errors: number | null;
  ratioToNginx: number | null;
  nginx: LoadFigures | null;
  targets: TargetCheck[];
}

/** One load row: our figures, nginx's (for page and asset) and the ratio, with its target checks. */
export function loadResult(
  target: string,
  kind: LoadKind,
  ours: LoadFigures | { error: string },
  nginx: LoadFigures | { error: string } | null,
): LoadResult {
  const oursOk = !('error' in ours);
  const nginxOk = nginx !== null && !('error' in nginx);
  const row: LoadResult = {
    target,
    kind,
    ok: oursOk,
    ...(!oursOk
      ? { error: ours.error }
      : nginx && !nginxOk
        ? { error: `nginx: ${nginx.error}` }
        : {}),
    rps: oursOk ? round(ours.rps) : null,
    p50Ms: oursOk ? round(ours.p50Ms, 1) : null,
    p99Ms: oursOk ? round(ours.p99Ms, 1) : null,
    errors: oursOk ? ours.errors : null,
    ratioToNginx: oursOk && nginxOk && nginx.rps > 0 ? round(ours.rps / nginx.rps, 2) : null,
    nginx: nginxOk
      ? {
          ...nginx,
          rps: round(nginx.rps),
          p50Ms: round(nginx.p50Ms, 1),
          p99Ms: round(nginx.p99Ms, 1),
        }
      : null,
    targets: [],
  };
  const checks: TargetCheck[] = [
    {
      name: 'zero errors',
      pass: row.errors === 0,
      actual: row.errors === null ? 'n/a' : String(row.errors),
      limit: '= 0',
    },
  ];
  if (kind === 'page' || kind === 'asset') {
    checks.push({
      name: 'req/s vs nginx',
      pass: row.ratioToNginx !== null && row.ratioToNginx >= TARGETS.minRatioToNginx,
      actual: row.ratioToNginx === null ? 'n/a' : row.ratioToNginx.toFixed(2),
      limit: `>= ${TARGETS.minRatioToNginx}`,
    });
  }
  if (kind === 'translate') {
    checks.push({
      name: 'translate p99',
      pass: row.p99Ms !== null && row.p99Ms <= TARGETS.translateP99Ms,
      actual: row.p99Ms === null ? 'n/a' : `${row.p99Ms} ms`,
      limit: `<= ${TARGETS.translateP99Ms} ms`,
    });
  }
  row.targets = checks;
  return row;
}

export interface ServerMemory {
  rssMbStart: number | null;
  rssMbAfter: number | null;
  targets: TargetCheck[];
}

/** Resident memory of the server process, in MB, with the 150 MB target on both readings. */
export function serverMemory(rssKbStart: number | null, rssKbAfter: number | null): ServerMemory {
  const mb = (kb: number | null) => (kb === null ? null : round(kb / 1024, 1));
  const start = mb(rssKbStart);
  const after = mb(rssKbAfter);
  const check = (name: string, v: number | null): TargetCheck => ({
    name,
    pass: v !== null && v <= TARGETS.rssMb,
    actual: v === null ? 'n/a' : `${v} MB`,
    limit: `<= ${TARGETS.rssMb} MB`,
  });
  return {
    rssMbStart: start,
    rssMbAfter: after,
    targets: [check('RSS after start', start), check('RSS after load', after)],
  };
}

/** `VmRSS` of a /proc/<pid>/status text, in kB. */
export function parseVmRssKb(status: string): number | null {
  const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return m ? Number(m[1]) : null;
}

/** First hashed asset (`/_astro/….js` or `.css`) referenced by a page's HTML, JavaScript first. */
export function findHashedAsset(html: string): string | null {
  const found = [...html.matchAll(/["'(](\/_astro\/[\w.-]+\.(js|css))["')]/g)];
  const js = found.find((m) => m[2] === 'js');
  return (js ?? found[0])?.[1] ?? null;
}

// ---------------------------------------------------------------------------------------------
// nginx reference

export interface NginxOptions {
  port: number;
  root: string;
  /** Temporary folder for pid, logs and temp paths. */
  prefix: string;
  workers: number;
  /** Path of ngx_http_brotli_static_module.so when installed, else null (gzip only). */
  brotliModule: string | null;
  mimeTypes: string;
}

/** A self-contained nginx.conf serving the built site like our server (precompressed files, same URLs). */
export function nginxConfig(o: NginxOptions): string {
  return `# generated by scripts/bench.ts: reference static server for the load test
${o.brotliModule ? `load_module ${o.brotliModule};\n` : ''}daemon off;
master_process on;
worker_processes ${o.workers};
pid ${o.prefix}/nginx.pid;
error_log ${o.prefix}/error.log warn;
events { worker_connections 4096; }
http {
  include ${o.mimeTypes};
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 75s;
  keepalive_requests 1000000;
  client_body_temp_path ${o.prefix}/body;
  proxy_temp_path ${o.prefix}/proxy;
  fastcgi_temp_path ${o.prefix}/fastcgi;
  uwsgi_temp_path ${o.prefix}/uwsgi;
  scgi_temp_path ${o.prefix}/scgi;
  gzip on;
  gzip_static on;
  gzip_vary on;
  gzip_min_length 512;
  gzip_types text/css application/javascript text/javascript application/json application/xml image/svg+xml text/plain;
${o.brotliModule ? '  brotli_static on;\n' : ''}  server {
    listen 127.0.0.1:${o.port};
    root ${o.root};
    location /_astro/ {
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
    location / {
      add_header Cache-Control "public, max-age=0, must-revalidate";
      try_files $uri $uri/index.html =404;
    }
  }
}
`;
}

// ---------------------------------------------------------------------------------------------
// Report

export interface Machine {
  cpuModel: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  chromium: string | null;
  nginx: string | null;
}

export interface BenchReport {
  date: string;
  machine: Machine;
  notes: string[];
  pages: PageResult[];
  load: LoadResult[];
  server: ServerMemory;
  /** Seconds per phase. */
  durations: Record<string, number>;
}

/** Every target check of the report, labelled by row. */
export function allChecks(
  report: Pick<BenchReport, 'pages' | 'load' | 'server'>,
): { row: string; check: TargetCheck }[] {
  return [
    ...report.pages.flatMap((p) => p.targets.map((check) => ({ row: p.path, check }))),
    ...report.load.flatMap((l) => l.targets.map((check) => ({ row: l.target, check }))),
    ...report.server.targets.map((check) => ({ row: 'server', check })),
  ];
}

/** One row per target (over all pages / load rows): PASS, or FAIL with the rows that miss it. */
export function targetRows(report: Pick<BenchReport, 'pages' | 'load' | 'server'>): string[][] {
  const byName = new Map<string, { limit: string; total: number; failed: string[] }>();
  for (const { row, check } of allChecks(report)) {
    const entry = byName.get(check.name) ?? { limit: check.limit, total: 0, failed: [] };
    entry.total += 1;
    if (!check.pass) entry.failed.push(`${row} (${check.actual})`);
    byName.set(check.name, entry);
  }
  return [
    ['Target', 'Limit', 'Result'],
    ...[...byName.entries()].map(([name, e]) => [
      name,
      e.limit,
      e.failed.length === 0
        ? `PASS (${e.total}/${e.total})`
        : `FAIL (${e.total - e.failed.length}/${e.total}): ${e.failed.join(', ')}`,
    ]),
  ];
}

const kb = (bytes: number | null | undefined) =>
  bytes === null || bytes === undefined ? 'n/a' : (bytes / 1024).toFixed(1);
const val = (v: number | null | undefined, suffix = '') =>
  v === null || v === undefined ? 'n/a' : `${v}${suffix}`;
const withSpread = (v: number | null, s: number | null, digits = 0) =>
  v === null ? 'n/a' : `${v.toFixed(digits)}${s ? ` ±${(s / 2).toFixed(digits)}` : ''}`;

function verdict(targets: TargetCheck[], error?: string): string {
  if (error) return `FAIL (${error})`;
  const failed = targets.filter((t) => !t.pass);
  return failed.length === 0
    ? 'PASS'
    : `FAIL: ${failed.map((t) => `${t.name} ${t.actual} (${t.limit})`).join('; ')}`;
}

/** Rows of the page table (header first). */
export function pageRows(pages: PageResult[]): string[][] {
  const head = [
    'Page',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS KB',
    'CSS KB',
    'HTML KB',
    'Img KB',
    'Font KB',
    'Req',
    'Result',
  ];
  return [
    head,
    ...pages.map((p) => [
      p.path,
      withSpread(p.scores.performance, p.spread.performance),
      val(p.scores.accessibility),
      val(p.scores.bestPractices),
      val(p.scores.seo),
      withSpread(p.lcpMs, p.spread.lcpMs),
      withSpread(p.tbtMs, p.spread.tbtMs),
      p.cls === null ? 'n/a' : p.cls.toFixed(3),
      p.ok ? kb(p.bytes.js) : 'n/a',
      p.ok ? kb(p.bytes.css) : 'n/a',
      p.ok ? kb(p.bytes.html) : 'n/a',
      p.ok ? kb(p.bytes.img) : 'n/a',
      p.ok ? kb(p.bytes.font) : 'n/a',
      val(p.requests),
      verdict(p.targets, p.error),
    ]),
  ];
}

/** Rows of the load table (header first). */
export function loadRows(load: LoadResult[]): string[][] {
  return [
    [
      'Target',
      'req/s',
      'p50 ms',
      'p99 ms',
      'Errors',
      'nginx req/s',
      'nginx p99 ms',
      'Ratio',
      'Result',
    ],
    ...load.map((l) => [
      l.target,
      val(l.rps),
      val(l.p50Ms),
      val(l.p99Ms),
      val(l.errors),
      l.nginx ? String(l.nginx.rps) : '-',
      l.nginx ? String(l.nginx.p99Ms) : '-',
      l.ratioToNginx === null ? '-' : l.ratioToNginx.toFixed(2),
      verdict(l.targets, l.ok ? undefined : l.error),
    ]),
  ];
}

/** A plain-text table with aligned columns (for the console). */
export function textTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!))).join('  ');
  return [
    line(rows[0]!),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}

const escapeCell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A Markdown table. */
export function markdownTable(rows: string[][]): string {
  const [head, ...body] = rows;
  return [
    `| ${head!.map(escapeCell).join(' | ')} |`,
    `| ${head!.map(() => '---').join(' | ')} |`,
    ...body.map((r) => `| ${r.map(escapeCell).join(' | ')} |`),
  ].join('\n');
}

function machineLine(m: Machine): string {
  return `${m.cpuModel}, ${m.cores} cores, ${m.memoryGb} GB RAM, ${m.os}, Node ${m.node}${
    m.chromium ? `, ${m.chromium}` : ''
  }${m.nginx ? `, ${m.nginx}` : ''}`;
}

/** The console summary: tables, memory and the PASS/FAIL count. */
export function consoleReport(r: BenchReport): string {
  const checks = allChecks(r);
  const failed = checks.filter((c) => !c.check.pass);
  return [
    `Machine: ${machineLine(r.machine)} (figures are relative to this machine)`,
    '',
    'Lighthouse (mobile preset, median of runs; ±half the spread)',
    textTable(pageRows(r.pages)),
    '',
    'Load on loopback',
    textTable(loadRows(r.load)),
    '',
    `Server RSS: ${val(r.server.rssMbStart, ' MB')} after start, ${val(r.server.rssMbAfter, ' MB')} after load -> ${verdict(r.server.targets)}`,
    '',
    textTable(targetRows(r)),
    '',
    failed.length === 0
      ? `All ${checks.length} targets PASS`
      : `${checks.length - failed.length}/${checks.length} targets pass; FAIL: ${failed.map((f) => `${f.row} ${f.check.name}`).join(', ')}`,
  ].join('\n');
}

const TARGET_CATEGORY: Record<string, string> = {
  performance: 'performance',
  LCP: 'performance',
  TBT: 'performance',
  CLS: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best-practices',
  seo: 'seo',
};

/** The findings of the categories whose targets the page misses (the rest is in report.json). */
export function relevantFindings(
  page: Pick<PageResult, 'targets' | 'findings'>,
): PageResult['findings'] {
  const missed = new Set(page.targets.filter((t) => !t.pass).map((t) => TARGET_CATEGORY[t.name]));
  return page.findings.filter((f) => missed.has(f.category));
}

/** bench/report.md */
export function markdownReport(r: BenchReport): string {
  const checks = allChecks(r);
  const failed = checks.filter((c) => !c.check.pass);
  const findings = r.pages
    .map((p) => ({ ...p, findings: relevantFindings(p) }))
    .filter((p) => p.findings.length > 0 || p.externalRequests.length > 0 || p.error);
  const out: string[] = [
    '# Benchmark report',
    '',
    `Generated by \`npm run bench\` (scripts/bench.ts) on ${r.date}.`,
    '',
    `Machine: ${machineLine(r.machine)}.`,
    'All figures are relative to this machine and to whatever else ran on it at the time: compare runs on the same machine, not across machines.',
    '',
    ...r.notes.map((n) => `- ${n}`),
    '',
    `**Targets: ${checks.length - failed.length}/${checks.length} pass.**`,
    '',
    markdownTable(targetRows(r)),
    '',
    '## Lighthouse',
    '',
    'Median of the runs per page, "±" is half the spread (max − min). Bytes are transferred (compressed) KB.',
    '',
    markdownTable(pageRows(r.pages)),
    '',
    '## Load',
    '',
    markdownTable(loadRows(r.load)),
    '',
    '## Server memory',
    '',
    `Resident memory (VmRSS) of the server process: ${val(r.server.rssMbStart, ' MB')} after start, ${val(
      r.server.rssMbAfter,
      ' MB',
    )} after the load test: ${verdict(r.server.targets)}.`,
    '',
  ];
  if (findings.length > 0) {
    out.push(
      '## Findings per page',
      '',
      'For each missed target: the Lighthouse audits of that category that failed (in how many runs) and what they point at. All findings are in report.json.',
      '',
    );
    for (const p of findings) {
      out.push(`### ${p.path}`, '');
      if (p.error) out.push(`- Not measured: ${p.error}`);
      if (p.externalRequests.length > 0)
        out.push(`- Requests to other origins during load: ${p.externalRequests.join(', ')}`);
      for (const f of p.findings) {
        out.push(
          `- [${f.category}] \`${f.id}\` ${f.title}${f.displayValue ? ` (${f.displayValue})` : ''} (${f.runs}/${p.runs.length} runs)`,
        );
        for (const item of f.items) out.push(`  - \`${item.replace(/`/g, "'")}\``);
      }
      out.push('');
    }
  }
  out.push(
    '## Phases',
    '',
    Object.entries(r.durations)
      .map(([k, v]) => `${k} ${v.toFixed(0)} s`)
      .join(', '),
    '',
  );
  return out.join('\n');
}
