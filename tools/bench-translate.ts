/**
 * `npx tsx tools/bench-translate.ts [--duration 10] [--connections 50] [--only api|site] [--url <site>]`
 *
 * Cached translate requests per second and p99 latency at 50 connections on loopback
 * (target p99 <= 10 ms for cached hits). Two scenarios each: a machine translation served from
 * the in-memory cache (a stand-in provider is called once to fill it) and an embedded catalog hit.
 * Targets, each in its own process so the load generator does not share its event loop:
 *  - api:  the API plugin alone (`server/api.ts`, as `npm run dev` mounts it) with a stand-in
 *          provider, tables built from the sources;
 *  - site: the production server (`<DIST_DIR or dist>/server.mjs`) when a build exists, with
 *          API_RATE_LIMIT raised for the run and a stand-in LibreTranslate;
 *  - --url: an already running site (its rate limit must allow the load; no cache scenario
 *          unless it has a provider).
 */
import { fork, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import Fastify from 'fastify';
import { api } from '../server/api';
import { lookupTableFromSources } from './lib/translate/node-runtime';
import { ownerFacts } from './lib/release/owner';
import { loadSite } from '../shared/node/site';
import { createTranslateService } from '../server/translate/service';
import { mergeCatalogs, readCatalogFiles } from './lib/translate/sources-fs';
import type { MachineProvider } from '../server/translate/types';
import { freePort } from './lib/free-port.cjs';
import { waitForServer } from './lib/wait-for-server';
import { distDir } from '../shared/config';

/** The part of autocannon's result this script reads (the package ships no types). */
interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const catalogs = mergeCatalogs(readCatalogFiles());
const MACHINE_TEXT =
  'Our team designs, deploys and monitors n8n workflows so your people can stop copying data between tools.';

/** Child process: the API plugin behind Fastify (`--serve api`). */
async function serve(): Promise<void> {
  const standIn: MachineProvider = {
    name: 'libretranslate',
    state: 'closed',
    retryAfterSeconds: 0,
    translate: async (text, target) => `[${target}] ${text}`,
  };
  const service = createTranslateService({
    table: lookupTableFromSources(),
    providers: [standIn],
    budget: { clientCharsPerHour: 1e12, dailyChars: 1e12, clientDailyPercent: 100 },
  });
  const app = Fastify();
  await app.register(api, {
    prefix: '/api',
    translate: () => service,
    rateLimit: 1e9,
    owner: ownerFacts(loadSite()),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (app.server.address() as AddressInfo).port });
}

/** Starts a target and returns its base URL and a stop function. */
async function startTarget(kind: string): Promise<{ url: string; stop: () => void } | null> {
  if (kind === 'api') {
    const child = fork(process.argv[1]!, ['--serve', kind], {
      execArgv: process.execArgv,
      stdio: 'inherit',
    });
    const port = await new Promise<number>((resolve) =>
      child.once('message', (m: { port: number }) => resolve(m.port)),
    );
    return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
  }
  // TRANSLATE_BENCH_SERVER names another server entry (to measure a server change before it lands).
  const entry = process.env.TRANSLATE_BENCH_SERVER ?? join(distDir(), 'server.mjs');
  if (!existsSync(entry)) {
    console.log('site: no production build found (run `npm run build`, or set DIST_DIR): skipped');
    return null;
  }
  const provider = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { q?: string; target?: string };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ translatedText: `[${body.target}] ${body.q}` }));
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  const port = freePort();
  const child = spawn(
    process.execPath,
    entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        API_RATE_LIMIT: '1000000000',
        TRANSLATE_CLIENT_CHARS_PER_HOUR: '1000000000000',
        TRANSLATE_DAILY_CHARS: '1000000000000',
        LIBRETRANSLATE_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
      },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(`${url}/api/translate/status`, { child });
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      provider.close();
    },
  };
}

async function run(
  name: string,
  baseUrl: string,
  duration: number,
  connections: number,
): Promise<number | undefined> {
  const scenarios = [
    { name: 'cache hit', body: { text: MACHINE_TEXT, targetLanguage: 'de' } },
    {
      name: 'catalog hit',
      body: {
        text: catalogs.en['nav.bookConsultation'] ?? 'Book Free Consultation',
        targetLanguage: 'fr',
      },
    },
  ];
  let worst: number | undefined;
  for (const scenario of scenarios) {
    const body = JSON.stringify(scenario.body);
    const request = {
      url: `${baseUrl}/api/translate`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections,
    };
    const warm = await fetch(request.url, { method: 'POST', headers: request.headers, body });
    if (!warm.ok) {
      console.log(
        `${name} ${scenario.name}: skipped (warm-up answered ${warm.status} ${(await warm.text()).slice(0, 120)})`,
      );
      process.exitCode = 1;
      continue;
    }
    await autocannon({ ...request, duration: 1 }); // let the JIT settle
    const r = await autocannon({ ...request, duration });
    worst = Math.max(worst ?? 0, r.latency.p99);
    console.log(
      `${name.padEnd(5)} ${scenario.name.padEnd(11)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  ` +
        `p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  max ${r.latency.max} ms  ` +
        `(${r.non2xx} non-2xx, ${r.errors} errors)`,
    );
    if (r.non2xx > 0 || r.errors > 0) process.exitCode = 1;
  }
  return worst;
}

async function bench(): Promise<void> {
  const duration = Number(option('duration', '10'));
  const connections = Number(option('connections', '50'));
  const url = option('url', '');
  const only = option('only', '');
  const kinds = url ? ['url'] : only ? [only] : ['api', 'site'];
  console.log(
    `bench-translate: POST /api/translate, ${connections} connections, ${duration} s per scenario, loopback`,
  );
  const worst: Record<string, number> = {};
  for (const kind of kinds) {
    const target = kind === 'url' ? { url, stop: () => {} } : await startTarget(kind);
    if (!target) continue;
    try {
      const p99 = await run(kind, target.url, duration, connections);
      if (p99 !== undefined) worst[kind] = p99;
    } finally {
      target.stop();
    }
  }
  for (const [kind, p99] of Object.entries(worst)) {
    console.log(`${kind}: worst p99 ${p99} ms, target <= 10 ms ${p99 <= 10 ? 'met' : 'NOT met'}`);
  }
  console.log(
    `(load average during the run: ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
}

const serveIndex = process.argv.indexOf('--serve');
await (serveIndex >= 0 ? serve() : bench());
