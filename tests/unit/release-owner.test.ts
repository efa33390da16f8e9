import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { smtpSink } from './support/smtp-sink';
import { afterAll, describe, expect, it } from 'vitest';
import { leadsUserAgent } from '../../server/leads/webhook';
import { ARTIFACT_FILES } from '../../server/release/artifacts';
import { loadSite } from '../../shared/node/site';
import { bundleEntry } from '../../tools/lib/release/bundle';
import { Receiver, SECRET, waitFor } from './leads-support';
import { makeRelease } from './support/release';
import { leadRequest } from '../support/lead-request';

/**
 * The running server reads nothing from `content/`: what it needs from the owner file (the
 * webhook's User-Agent, the lead notice's recipient) the build writes into the release
 * (`owner.json`). A release served from a folder without `content/` (a copied `dist/`) still
 * names the brand to the webhook and sends the notice to the owner.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Starts `server.mjs` of `releaseDir` in `cwd`; resolves with its address once it listens. */
function startServer(releaseDir: string, cwd: string, env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [join(releaseDir, 'server.mjs')], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
      SERVER_STATE_FILE: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => void child.kill());
  let output = '';
  return new Promise<string>((done, fail) => {
    child.stderr!.on('data', (d: Buffer) => (output += d));
    child.stdout!.on('data', (d: Buffer) => {
      output += d;
      const match = /Site running at (http:\/\/\S+)/.exec(output);
      if (match) done(match[1]!);
    });
    child.on('exit', () => fail(new Error(`the server did not start:\n${output}`)));
  });
}

describe('a release served without content/', () => {
  it('keeps the webhook User-Agent and the notice recipient from its owner.json', async () => {
    const site = loadSite();
    const releaseDir = await makeRelease();
    await bundleEntry('server/main.ts', releaseDir, 'server.mjs', resolve('.'));
    const owner = JSON.parse(readFileSync(join(releaseDir, ARTIFACT_FILES.owner), 'utf8'));
    expect(owner).toMatchObject({
      webhookUserAgent: leadsUserAgent(site.business.brandName),
      noticeRecipient: site.contact.email,
    });

    const receiver = await new Receiver().start();
    cleanups.push(() => receiver.stop());
    const sink = await smtpSink();
    cleanups.push(sink.close);
    // An empty folder as the working directory: no content/, no src/, no .env.
    const cwd = mkdtempSync(join(tmpdir(), 'no-content-'));
    const url = await startServer(releaseDir, cwd, {
      LEADS_DB: join(cwd, 'leads.db'),
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      LEAD_MIN_FILL_MS: '0',
      LEAD_POLL_MS: '20',
    });
    const answer = await fetch(`${url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(leadRequest()),
    });
    expect(answer.status).toBe(201);
    await waitFor(() => receiver.requests.length === 1 && sink.messages.length === 1, 30_000);
    expect(receiver.requests[0]!.headers['user-agent']).toBe(owner.webhookUserAgent);
    const headers = sink.messages[0]!.split('\r\n\r\n')[0]!;
    expect(headers).toMatch(/^To: /m);
    expect(headers.match(/^To: .*$/m)![0]).toContain(site.contact.email);
  }, 120_000);
});
