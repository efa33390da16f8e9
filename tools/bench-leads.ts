/**
 * `npm run bench:leads`: latency of `POST /api/leads` under 20 concurrent submissions (target:
 * p99 ≤ 50 ms on loopback). The server (Fastify + the leads plugin, database on disk with
 * synchronous=FULL) runs in a child process so the client does not share its event loop.
 * Options: --rounds <n> (default 25), --concurrency <n> (default 20).
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { readLeadsConfig } from '../shared/config';
import { leadsPlugin } from '../server/leads/fastify-plugin';
import { createLeadsRuntime } from '../server/leads/runtime';

async function serve(dbPath: string): Promise<void> {
  const runtime = createLeadsRuntime(readLeadsConfig({ ...process.env, LEADS_DB: dbPath }));
  const app = Fastify();
  const handled: number[] = [];
  app.addHook('onResponse', async (_request, reply) => {
    handled.push(reply.elapsedTime);
  });
  let cpu = process.cpuUsage();
  process.on('message', (m) => {
    if (m !== 'report') return;
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    process.send?.({ handled: handled.splice(0), cpuMs: (used.user + used.system) / 1000 });
  });
  await app.register(leadsPlugin, { prefix: '/api/leads', runtime, rateLimitMax: 1_000_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { rounds: { type: 'string' }, concurrency: { type: 'string' } },
  });
  const rounds = Number(values.rounds ?? 25);
  const concurrency = Number(values.concurrency ?? 20);
  if (
    !Number.isInteger(rounds) ||
    rounds < 1 ||
    !Number.isInteger(concurrency) ||
    concurrency < 1
  ) {
    console.error('--rounds and --concurrency need whole numbers of at least 1');
    process.exit(2);
  }
  const dir = mkdtempSync(join(process.cwd(), '.bench-leads-'));
  const child = fork(process.argv[1]!, ['--serve', join(dir, 'leads.db')], {
    execArgv: process.execArgv,
    env: { ...process.env, LEAD_WEBHOOK_URL: '', SMTP_URL: '' },
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (m) => resolve((m as { port: number }).port));
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const url = `http://127.0.0.1:${port}/api/leads`;
    const send = async (name: string) => {
      const started = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name,
          email: 'bench@example.com',
          message: 'Automate the weekly report from HubSpot to Google Sheets',
          consent: true,
          locale: 'de',
          idempotencyKey: randomUUID(),
          // What the form's script sends; without it the lead would be held as spam.
          fillTimeMs: 12_000,
        }),
      });
      await res.text();
      if (res.status !== 201) throw new Error(`status ${res.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 3; i++) await send(`warm-up ${i}`); // connections, JIT
    const report = () =>
      new Promise<{ handled: number[]; cpuMs: number }>((resolve) => {
        child.once('message', (m) => resolve(m as { handled: number[]; cpuMs: number }));
        child.send('report');
      });
    await report(); // drop the warm-up
    const timings: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const batch = await Promise.all(
        Array.from({ length: concurrency }, (_, i) => send(`Visitor ${round}-${i}`)),
      );
      timings.push(...batch);
    }
    timings.sort((a, b) => a - b);
    const server = await report();
    const handled = server.handled.sort((a, b) => a - b);
    const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
    const line = (label: string, t: number[]) =>
      `${label}: p50 ${fmt(percentile(t, 50))}, p99 ${fmt(percentile(t, 99))}, max ${fmt(t.at(-1)!)}`;
    console.log(
      `${rounds} rounds x ${concurrency} concurrent POST /api/leads (synchronous=FULL, on disk)`,
    );
    console.log(line('  client round trip', timings));
    console.log(line('  server handling (request received -> answer sent)', handled));
    console.log(
      `  server CPU time: ${(server.cpuMs / timings.length).toFixed(2)} ms per submission (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
    );
  } finally {
    child.disconnect();
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!);
else await main();
