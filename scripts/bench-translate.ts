/**
 * `npx tsx scripts/bench-translate.ts [--duration 10] [--connections 50] [--url http://127.0.0.1:4321]`
 *
 * Cached translate requests per second and p99 latency on loopback (issue 6; target p99 <= 10 ms).
 * Without --url it serves the real handler (validation, embedded catalogs, cache) from a plain
 * Node HTTP server in a child process (so the load generator does not share its event loop),
 * with a stand-in machine provider that is called once to fill the cache: by default the Node
 * handler (`createNodeTranslateHandler`), with --web the Web Request/Response handler the Astro
 * endpoint uses. With --url it measures a running site (the production server) instead: its rate
 * limit must allow the load.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { extractContentPairs } from '../src/lib/translate/content-pairs';
import { buildLookupTable } from '../src/lib/translate/embedded';
import { createNodeTranslateHandler, handleTranslate } from '../src/lib/translate/handler';
import { createTranslateService } from '../src/lib/translate/service';
import { mergeCatalogs, readCatalogFiles, readContentFiles } from '../src/lib/translate/sources-fs';
import type { MachineProvider } from '../src/lib/translate/types';

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

/** Child process: the handler behind node:http, like the site's server hands it a Request. */
async function serve(): Promise<void> {
  let providerCalls = 0;
  const standIn: MachineProvider = {
    name: 'libretranslate',
    state: 'closed',
    retryAfterSeconds: 0,
    async translate(text, target) {
      providerCalls += 1;
      return `[${target}] ${text}`;
    },
  };
  const service = createTranslateService({
    table: buildLookupTable(catalogs, extractContentPairs(readContentFiles())),
    providers: [standIn],
  });
  const nodeHandler = createNodeTranslateHandler(() => service);
  const webHandler = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const request = new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
      });
      const response = await handleTranslate(request, service);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(await response.text());
    });
  };
  const server = createServer(process.argv.includes('--web') ? webHandler : nodeHandler);
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.send?.({ port: (server.address() as AddressInfo).port });
  process.on('message', (m) => {
    if (m === 'stop') {
      process.send?.({ providerCalls });
      server.closeAllConnections();
      server.close(() => process.exit(0));
    }
  });
}

async function bench(): Promise<void> {
  const duration = Number(option('duration', '10'));
  const connections = Number(option('connections', '50'));
  let baseUrl = option('url', '');
  let child: ChildProcess | undefined;
  if (!baseUrl) {
    const web = process.argv.includes('--web');
    console.log(
      web
        ? 'path: Web Request/Response handler (as the Astro endpoint runs it)'
        : 'path: Node handler (createNodeTranslateHandler); use --web for the Astro endpoint path',
    );
    child = fork(process.argv[1]!, ['--serve', ...(web ? ['--web'] : [])], { execArgv: process.execArgv, stdio: 'inherit' });
    const port = await new Promise<number>((resolve) =>
      child!.once('message', (m: { port: number }) => resolve(m.port)),
    );
    baseUrl = `http://127.0.0.1:${port}`;
  }

  const machineText =
    'Our team designs, deploys and monitors n8n workflows so your people can stop copying data between tools.';
  const scenarios = [
    { name: 'cache hit (machine translation kept in memory)', body: { text: machineText, targetLanguage: 'de' } },
    {
      name: 'embedded catalog hit',
      body: { text: catalogs.en['nav.bookConsultation'] ?? 'Book Free Consultation', targetLanguage: 'fr' },
    },
  ];

  console.log(`bench-translate: ${baseUrl}/api/translate, ${connections} connections, ${duration} s per scenario`);
  let worstP99 = 0;
  for (const scenario of scenarios) {
    const body = JSON.stringify(scenario.body);
    const warm = await fetch(`${baseUrl}/api/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    if (!warm.ok) {
      console.error(`warm-up failed for "${scenario.name}": HTTP ${warm.status} ${await warm.text()}`);
      process.exitCode = 1;
      continue;
    }
    // A short untimed run lets the JIT settle before the measured one.
    await autocannon({ url: `${baseUrl}/api/translate`, method: 'POST', headers: { 'content-type': 'application/json' }, body, connections, duration: 1 });
    const result = await autocannon({
      url: `${baseUrl}/api/translate`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections,
      duration,
    });
    worstP99 = Math.max(worstP99, result.latency.p99);
    console.log(
      `${scenario.name}: ${Math.round(result.requests.average)} req/s, ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
    if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
  }
  console.log(`p99 target <= 10 ms: ${worstP99 <= 10 ? 'met' : 'NOT met'} (worst p99 ${worstP99} ms)`);
  if (worstP99 > 10) process.exitCode = 1;
  if (child) {
    const calls = new Promise<number>((resolve) =>
      child!.on('message', (m: { providerCalls?: number }) => m.providerCalls !== undefined && resolve(m.providerCalls)),
    );
    child.send('stop');
    console.log(`stand-in provider calls during the whole run: ${await calls} (1 = every other request was cached)`);
  }
}

await (process.argv.includes('--serve') ? serve() : bench());
