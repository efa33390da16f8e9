import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { vi } from 'vitest';
import { bundleEntry } from '../../tools/lib/release/bundle';
import { readLeadsConfig, type LeadsConfig } from '../../shared/config';
import type { LeadInput } from '../../shared/leads/schema';

export const SECRET = 'test-secret-0123456789abcdef';

/** A fresh folder for one test's database. */
export function tempDb(): string {
  return join(mkdtempSync(join(tmpdir(), 'leads-')), 'nested', 'leads.db');
}

/**
 * `tools/leads.ts` bundled once for a test file, as the release bundles it for `node dist/leads.mjs`
 * (esbuild, under a second): each command then starts in about 0.2 CPU-seconds where `tsx`
 * transpiling on the fly takes 0.7-0.9 (26 commands in leads-cli.test.ts: 31 s -> 8 s).
 * `npm run leads` itself (tsx on the source) is run once in leads-cli.test.ts.
 */
export async function bundledLeadsCli(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'leads-cli-'));
  await bundleEntry('tools/leads.ts', dir, 'leads.mjs', resolve('.'));
  return join(dir, 'leads.mjs');
}

export function testConfig(env: Record<string, string> = {}): LeadsConfig {
  return readLeadsConfig({
    LEADS_DB: tempDb(),
    LEAD_RETRY_BASE_MS: '40',
    LEAD_RETRY_MAX_MS: '200',
    LEAD_POLL_MS: '20',
    LEAD_WEBHOOK_TIMEOUT_MS: '2000',
    ...env,
  });
}

export const sampleLead: LeadInput = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  company: 'Acme',
  message: 'Sync invoices from Stripe to Google Sheets',
  tools: 'Stripe, Sheets',
  timeline: 'this-month',
  topic: 'quote',
  locale: 'pt',
  estimate: null,
  source: 'form',
};

export interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A local webhook receiver: records every request; `status` decides the answer, `body` its body:
 * `ack` (the default) answers a 2xx with `{"received": "<lead id>"}` as the n8n intake workflow
 * does, any other string is sent as it is.
 */
export class Receiver {
  readonly requests: Received[] = [];
  status = 200;
  body: 'ack' | string = 'ack';
  private server: Server | undefined;
  port = 0;

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        this.requests.push({ headers: req.headers, body });
        res.writeHead(this.status, { 'content-type': 'application/json' });
        if (this.body !== 'ack') res.end(this.body);
        else if (this.status >= 300) res.end('{"error":"down"}');
        else res.end(JSON.stringify({ received: (JSON.parse(body) as { id: string }).id }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Waits until `check` is true, polling (Vitest's `vi.waitFor`), failing after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error('condition not met yet');
    },
    { timeout: timeoutMs, interval: 10 },
  );
}
