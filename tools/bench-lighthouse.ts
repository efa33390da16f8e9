/**
 * The Lighthouse step of `npm run bench` (tools/bench.ts): it measures or fails. The
 * previous output is cleared first, Lighthouse CI runs in a folder of its own on a free port, and
 * the figures come only from reports this run wrote: one representative report per configured URL
 * (on this run's port), written and fetched after the run started, without a runtime error.
 * Anything else throws NotMeasured with the cause, never an older run's figures.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { pageFigures, type LhrLike, type PageFigures } from './bench-report';

/** The bench measured nothing: no figures may be reported, only this cause. */
export class NotMeasured extends Error {}

interface ManifestEntry {
  url: string;
  isRepresentativeRun: boolean;
  jsonPath: string;
}

type Lhr = LhrLike & { fetchTime?: string; runtimeError?: { code?: string; message?: string } };

const when = (ms: number) => new Date(ms).toISOString();

/**
 * The figures of every URL in `urls` from the reports in `outDir` (an LHCI filesystem upload:
 * manifest.json and one JSON report per run), in the order of `urls`. Throws NotMeasured when the
 * manifest is missing or older than `since` (ms), a URL has no representative report, a report
 * lies outside `outDir`, was written or fetched before `since`, or records a runtime error, or a
 * report is for a URL this run did not ask for.
 */
export function readFreshReports(outDir: string, urls: string[], since: number): PageFigures[] {
  const manifestPath = join(outDir, 'manifest.json');
  if (!existsSync(manifestPath)) throw new NotMeasured(`no ${manifestPath}`);
  const written = statSync(manifestPath).mtimeMs;
  if (written < since) {
    throw new NotMeasured(`${manifestPath} was written ${when(written)}, before this run`);
  }
  const href = (url: string) => new URL(url).href;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ManifestEntry[];
  const foreign = manifest.filter((entry) => !urls.some((url) => href(url) === href(entry.url)));
  if (foreign.length) {
    throw new NotMeasured(`reports for URLs this run did not measure: ${foreign[0]!.url}`);
  }
  return urls.map((url) => {
    const entry = manifest.find((e) => href(e.url) === href(url) && e.isRepresentativeRun);
    if (!entry) throw new NotMeasured(`no report for ${url}`);
    const path = resolve(outDir, entry.jsonPath);
    const inside = relative(resolve(outDir), path);
    if (inside.startsWith('..') || isAbsolute(inside) || !existsSync(path)) {
      throw new NotMeasured(`the report for ${url} is not in ${outDir}: ${entry.jsonPath}`);
    }
    const mtime = statSync(path).mtimeMs;
    const lhr = JSON.parse(readFileSync(path, 'utf8')) as Lhr;
    const fetched = Date.parse(lhr.fetchTime ?? '');
    if (mtime < since || !(fetched >= since)) {
      throw new NotMeasured(
        `the report for ${url} is not from this run (fetched ${lhr.fetchTime ?? 'at an unknown time'}, written ${when(mtime)}; the run started ${when(since)})`,
      );
    }
    if (lhr.runtimeError) {
      throw new NotMeasured(
        `Lighthouse could not measure ${url}: ${lhr.runtimeError.code ?? ''} ${lhr.runtimeError.message ?? ''}`.trim(),
      );
    }
    return pageFigures(lhr);
  });
}

/** The lines of Lighthouse CI's output that say why it failed (the last 5). */
export function failureLines(output: string): string[] {
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /could not|error|EADDRINUSE|timed out|exited with|unable|failed/i.test(line))
    .slice(-5);
}

export interface LighthouseOptions {
  /** Lighthouse CI's CLI: a Node script taking its arguments (`autorun --config=…`). */
  cli: string;
  /** The Lighthouse CI configuration (lighthouserc.cjs); its `ci.collect.url` are the pages. */
  config: string;
  /** Where the configuration's filesystem upload writes (LHCI_OUTPUT_DIR); cleared first. */
  outDir: string;
  /** The environment of Lighthouse CI, with LHCI_PORT (the configuration reads it). */
  env: NodeJS.ProcessEnv;
  /** The pages' URLs, as the configuration lists them with this environment. */
  urls: string[];
}

/**
 * Runs Lighthouse CI (`autorun`) and returns the figures of this run's reports. Its output goes
 * to this process's; a non-zero exit with complete fresh reports is a missed assertion, which the
 * caller's targets report. Throws NotMeasured with Lighthouse CI's exit and its error lines when
 * there are no complete fresh reports.
 */
export async function runLighthouse(options: LighthouseOptions): Promise<{
  pages: PageFigures[];
  exitCode: number | null;
}> {
  rmSync(options.outDir, { recursive: true, force: true });
  // Its own working folder: Lighthouse CI keeps its runs in ./.lighthouseci, so a bench beside
  // this one cannot mix its runs into this one's.
  const work = mkdtempSync(join(os.tmpdir(), 'bench-lhci-'));
  const since = Date.now();
  let output = '';
  const exitCode = await new Promise<number | null>((done, reject) => {
    const child = spawn(
      process.execPath,
      [options.cli, 'autorun', `--config=${options.config}`, '--failOnUploadFailure'],
      {
        cwd: work,
        env: { ...options.env, LHCI_OUTPUT_DIR: options.outDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const relay = (to: NodeJS.WriteStream) => (data: Buffer) => {
      to.write(data);
      output = (output + data.toString()).slice(-20_000);
    };
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    child.on('error', reject);
    child.on('close', (code) => done(code));
  });
  rmSync(work, { recursive: true, force: true });
  try {
    return { pages: readFreshReports(options.outDir, options.urls, since), exitCode };
  } catch (error) {
    if (!(error instanceof NotMeasured)) throw error;
    const why = failureLines(output);
    throw new NotMeasured(
      `Lighthouse CI (exit ${exitCode}) measured nothing this run: ${error.message}.` +
        (why.length ? `\nIts errors:\n  ${why.join('\n  ')}` : ''),
    );
  }
}
