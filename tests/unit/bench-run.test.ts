/**
 * `npm run bench` measures or fails: tools/bench.ts run with tsx (--skip-build
 * --no-load) against a stand-in for Lighthouse CI (support/bench-fakes/lhci.mjs, no Chromium) and
 * for the built server, in temporary folders. A run whose Lighthouse step measures nothing exits 1
 * with the cause and leaves no report, even with an earlier run's reports on disk; a run that
 * measures reports only its own figures.
 */
import { execFile, execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { NotMeasured, readFreshReports } from '../../tools/bench-lighthouse';
import { freePort } from '../../tools/lib/free-port.cjs';
import type { BenchReport } from '../../tools/bench-report';

const fakes = resolve('tests/unit/support/bench-fakes');
/** An LCP no fresh run reports: the figure of the earlier run. */
const OLD_LCP = 4321;

/** A bench folder holding an earlier run's report and Lighthouse reports for `port`. */
function benchFolders(port: number) {
  const root = mkdtempSync(join(os.tmpdir(), 'bench-run-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  copyFileSync(join(fakes, 'server.mjs'), join(dist, 'server.mjs'));
  const out = join(root, 'bench');
  const lhci = join(out, 'lhci');
  mkdirSync(lhci, { recursive: true });
  const manifest = ['/', '/faq'].map((path) => {
    const url = `http://127.0.0.1:${port}${path}`;
    const jsonPath = join(lhci, `${path.replace(/\W/g, '_')}.report.json`);
    writeFileSync(
      jsonPath,
      JSON.stringify({
        requestedUrl: url,
        finalDisplayedUrl: url,
        fetchTime: new Date(Date.now() - 28 * 60_000).toISOString(),
        categories: { performance: { score: 0.97 } },
        audits: { 'largest-contentful-paint': { numericValue: OLD_LCP } },
      }),
    );
    return { url, isRepresentativeRun: true, jsonPath };
  });
  writeFileSync(join(lhci, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    join(out, 'report.json'),
    JSON.stringify({ pages: [{ path: '/', lcpMs: OLD_LCP }], targets: [] }),
  );
  return { dist, out, lhci };
}

/** `tsx tools/bench.ts --skip-build --no-load` on the fakes: its exit code and output. */
async function bench(folders: { dist: string; out: string }, env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      resolve('node_modules/.bin/tsx'),
      ['tools/bench.ts', '--skip-build', '--no-load'],
      {
        env: {
          ...process.env,
          BENCH_DIST: folders.dist,
          BENCH_OUT: folders.out,
          BENCH_LHCI: join(fakes, 'lhci.mjs'),
          LHCI_PAGES: '/,/faq',
          LHCI_PORT: '',
          FAKE_LHCI_MODE: '',
          FAKE_LHCI_LCP: '',
          FAKE_LHCI_TBT: '',
          FAKE_LHCI_MAIN: '',
          ...env,
        },
        encoding: 'utf8',
        // A bench that ignored BENCH_DIST would build the site: fail instead of waiting.
        timeout: 45_000,
      },
    );
    return { code: 0, out: `${stdout}${stderr}` };
  } catch (error) {
    const e = error as { code: number; signal: string | null; stdout: string; stderr: string };
    return { code: e.signal ? -1 : e.code, out: `${e.stdout}${e.stderr}` };
  }
}

const held: Server[] = [];
afterEach(() => held.splice(0).forEach((server) => server.close()));

describe('npm run bench: measures or fails', () => {
  it('reports only its own figures when an earlier run’s reports are on disk', async () => {
    const folders = benchFolders(freePort());
    const started = Date.now();
    const { code, out } = await bench(folders);
    expect(out).not.toContain(String(OLD_LCP));
    expect(code, out).toBe(0);
    const text = readFileSync(join(folders.out, 'report.json'), 'utf8');
    expect(text).not.toContain(String(OLD_LCP));
    const report = JSON.parse(text) as BenchReport;
    expect(report.pages.map((p) => [p.path, p.lcpMs])).toEqual([
      ['/', 777],
      ['/faq', 777],
    ]);
    expect(report.targets.every((t) => t.pass)).toBe(true);
    // When, on what and under which load it was measured.
    expect(Date.parse(report.measuredAt)).toBeGreaterThanOrEqual(started - 1000);
    expect(Date.parse(report.measuredAt)).toBeLessThanOrEqual(Date.now());
    expect(report.commit).toBe(execFileSync('git', ['rev-parse', 'HEAD']).toString().trim());
    expect(typeof report.uncommittedChanges).toBe('boolean');
    expect(report.node).toBe(process.version);
    expect(report.loadAverageAtStart).toHaveLength(3);
    // The earlier run's Lighthouse output is gone, not merged.
    expect(readdirSync(folders.lhci).sort()).toEqual([
      '_-median.report.json',
      '_-other.report.json',
      '_bench_floor-median.report.json',
      '_bench_floor-other.report.json',
      '_faq-median.report.json',
      '_faq-other.report.json',
      'manifest.json',
    ]);
    // The host's floor is measured in the same run, served by the same server from the bench's
    // own build, and reported apart from the pages (no target of its own).
    expect(report.floor?.path).toBe('/bench-floor');
    expect(report.reducedMotion.map((p) => p.path)).toEqual(['/', '/faq']);
    expect(
      readFileSync(join(folders.dist, 'current/client/bench-floor/index.html'), 'utf8'),
    ).toMatch(/<h1>[^<]+<\/h1><p>[^<]+<\/p>/);
    expect(report.targets.some((t) => t.name.includes('bench-floor'))).toBe(false);
    expect(out).toContain('host floor: a page of one heading and one paragraph blocks 11 ms');
  }, 60_000);

  it('measures each page twice, with motion and with reduced motion, and reports the ratio and the breakdown', async () => {
    const folders = benchFolders(freePort());
    const { code, out } = await bench(folders, { FAKE_LHCI_TBT: '30', FAKE_LHCI_MAIN: '430' });
    expect(code, out).toBe(1);
    const report = JSON.parse(
      readFileSync(join(folders.out, 'report.json'), 'utf8'),
    ) as BenchReport;
    expect(report.reducedMotion.map((p) => [p.path, p.tbtMs, p.mainThread.totalMs])).toEqual([
      ['/', 10, 400],
      ['/faq', 10, 400],
    ]);
    expect(report.pages[0]!.mainThread).toEqual({
      totalMs: 430,
      groups: [
        { group: 'other', label: 'Other', ms: 330 },
        { group: 'styleLayout', label: 'Style & Layout', ms: 100 },
      ],
    });
    expect(report.motion[0]).toEqual({
      path: '/',
      tbtMs: { motion: 30, reduced: 10, ratio: 3 },
      mainThreadMs: { motion: 430, reduced: 400, ratio: 1.08 },
    });
    // TBT tripled: missed; main-thread work 8 % more: met.
    const motionChecks = report.targets.filter(
      (t) => t.name.startsWith('/ ') && t.name.includes('motion'),
    );
    expect(motionChecks.map((t) => [t.name, t.pass])).toEqual([
      ['/ TBT with motion / reduced motion', false],
      ['/ main-thread work with motion / reduced motion', true],
    ]);
    expect(out).toContain('Other 330, Style & Layout 100');
    expect(out).toContain('motion /: TBT 30 / 10 ms (3.00), main thread 430 / 400 ms (1.08)');
    expect(readdirSync(join(folders.out, 'lhci-reduced-motion'))).toContain('manifest.json');
  }, 60_000);

  it('exits 1 with no report when Lighthouse CI writes nothing, though an earlier run’s reports match its pages', async () => {
    const port = freePort();
    const folders = benchFolders(port);
    const { code, out } = await bench(folders, {
      LHCI_PORT: String(port),
      FAKE_LHCI_MODE: 'silent',
    });
    expect(code, out).toBe(1);
    expect(out).toContain('nothing measured, no report written');
    expect(out).toContain('Lighthouse CI (exit 0) measured nothing this run');
    expect(out).toContain('nothing measured, no report written');
    expect(out).not.toContain(String(OLD_LCP));
    expect(out).not.toContain('targets met');
    expect(existsSync(join(folders.out, 'report.json'))).toBe(false);
  }, 60_000);

  it('exits 1 with the server’s error and no report when its port is taken', async () => {
    const server = createServer();
    held.push(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as { port: number }).port;
    const folders = benchFolders(port);
    const { code, out } = await bench(folders, { LHCI_PORT: String(port) });
    expect(code, out).toBe(1);
    expect(out).toContain('nothing measured, no report written');
    expect(out).toContain('Lighthouse CI (exit 1) measured nothing this run');
    expect(out).toContain(`Could not start the server on 127.0.0.1:${port}`);
    expect(out).toContain('EADDRINUSE');
    expect(out).not.toContain(String(OLD_LCP));
    expect(existsSync(join(folders.out, 'report.json'))).toBe(false);
  }, 60_000);

  it('exits 1 when the reports it finds were fetched before the run', async () => {
    const folders = benchFolders(freePort());
    const { code, out } = await bench(folders, { FAKE_LHCI_MODE: 'stale' });
    expect(code, out).toBe(1);
    expect(out).toContain('nothing measured, no report written');
    expect(out).toMatch(/the report for http:\S+\/ is not from this run \(fetched 2020-01-01/);
    expect(existsSync(join(folders.out, 'report.json'))).toBe(false);
  }, 60_000);

  it('still tells a missed target (figures written, exit 1) from nothing measured', async () => {
    const folders = benchFolders(freePort());
    const { code, out } = await bench(folders, { FAKE_LHCI_LCP: '1800' });
    expect(code, out).toBe(1);
    expect(out).toContain('missed: / LCP 1800 ms (<= 1500 ms); /faq LCP 1800 ms (<= 1500 ms)');
    expect(out).not.toContain('nothing measured');
    const report = JSON.parse(readFileSync(join(folders.out, 'report.json'), 'utf8'));
    expect(report.pages).toHaveLength(2);
  }, 60_000);
});

describe('lighthouserc.cjs', () => {
  it('without LHCI_PORT picks a free port once and hands it on to autorun’s steps', async () => {
    const script = `const c = require('./lighthouserc.cjs').ci.collect;
      console.log(JSON.stringify({ port: process.env.LHCI_PORT, url: c.url[0], command: c.startServerCommand }));`;
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.LHCI_PORT;
    const { port, url, command } = JSON.parse(
      execFileSync(process.execPath, ['-e', script], { env }).toString(),
    ) as { port: string; url: string; command: string };
    expect(new URL(url).port).toBe(port);
    expect(command).toContain(`PORT=${port} HOST=127.0.0.1`);
    expect(port).not.toBe('4399');
    const server = createServer();
    held.push(server);
    await new Promise<void>((done, reject) => {
      server.on('error', reject);
      server.listen(Number(port), '127.0.0.1', done);
    });
  });
});

describe('readFreshReports', () => {
  const url = 'http://127.0.0.1:5000/';
  const lhr = (over: object = {}) => ({
    requestedUrl: url,
    finalDisplayedUrl: url,
    fetchTime: new Date().toISOString(),
    categories: { performance: { score: 1 } },
    audits: {},
    ...over,
  });
  function folder(entries: { url: string; jsonPath: string }[], reports: Record<string, object>) {
    const dir = mkdtempSync(join(os.tmpdir(), 'bench-fresh-'));
    for (const [name, content] of Object.entries(reports)) {
      writeFileSync(join(dir, name), JSON.stringify(content));
    }
    writeFileSync(
      join(dir, 'manifest.json'),
      JSON.stringify(entries.map((e) => ({ ...e, isRepresentativeRun: true }))),
    );
    return dir;
  }
  const since = () => Date.now() - 1000;

  it('takes a fresh representative report per URL', () => {
    const dir = folder([{ url, jsonPath: 'a.json' }], { 'a.json': lhr() });
    expect(readFreshReports(dir, [url], since()).map((p) => p.path)).toEqual(['/']);
  });

  it('refuses a missing manifest, a missing page, another port, a report elsewhere, an old file and a runtime error', () => {
    const empty = mkdtempSync(join(os.tmpdir(), 'bench-fresh-'));
    expect(() => readFreshReports(empty, [url], since())).toThrow(/no .*manifest\.json/);
    const one = folder([{ url, jsonPath: 'a.json' }], { 'a.json': lhr() });
    expect(() => readFreshReports(one, [url, `${url}faq`], since())).toThrow(
      `no report for ${url}faq`,
    );
    const other = 'http://127.0.0.1:4399/';
    const foreign = folder([{ url: other, jsonPath: 'a.json' }], { 'a.json': lhr() });
    expect(() => readFreshReports(foreign, [url], since())).toThrow(
      `reports for URLs this run did not measure: ${other}`,
    );
    const elsewhere = folder([{ url, jsonPath: '../a.json' }], {});
    expect(() => readFreshReports(elsewhere, [url], since())).toThrow(/is not in/);
    const old = folder([{ url, jsonPath: 'a.json' }], { 'a.json': lhr() });
    utimesSync(join(old, 'a.json'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(() => readFreshReports(old, [url], since())).toThrow(/is not from this run/);
    const broken = folder([{ url, jsonPath: 'a.json' }], {
      'a.json': lhr({ runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'refused' } }),
    });
    expect(() => readFreshReports(broken, [url], since())).toThrow(NotMeasured);
    expect(() => readFreshReports(broken, [url], since())).toThrow(
      `Lighthouse could not measure ${url}: ERRORED_DOCUMENT_REQUEST refused`,
    );
  });
});
