import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readLeadsConfig } from '../../src/lib/leads/config';
import { retryDelayMs } from '../../src/lib/leads/outbox';
import { createLeadsRuntime, type LeadsRuntime } from '../../src/lib/leads/runtime';
import { handleLeadSubmission } from '../../src/lib/leads/submit';
import { verifySignature } from '../../src/lib/leads/webhook';
import { Receiver, SECRET, tempDb, testConfig, waitFor } from './leads-support';

const runtimes: LeadsRuntime[] = [];
const receivers: Receiver[] = [];
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((r) => r.close()));
  await Promise.all(receivers.splice(0).map((r) => r.stop()));
});

function runtime(env: Record<string, string>) {
  const r = createLeadsRuntime(testConfig(env), { log: () => {} });
  runtimes.push(r);
  return r;
}

async function receiver(port = 0) {
  const r = await new Receiver().start(port);
  receivers.push(r);
  return r;
}

async function submit(rt: LeadsRuntime, name = 'Ana Souza') {
  const outcome = await handleLeadSubmission(
    {
      name,
      email: 'ana@example.com',
      message: 'Sync invoices from Stripe to Google Sheets',
      consent: true,
      locale: 'de',
      idempotencyKey: randomUUID(),
    },
    rt,
    { now: new Date() },
  );
  if (outcome.kind !== 'stored') throw new Error(`not stored: ${outcome.kind}`);
  return outcome.id;
}

const webhookState = (rt: LeadsRuntime, id: string) =>
  rt
    .store()
    .getLead(id)!
    .deliveries.find((d) => d.channel === 'webhook')!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('retry delays', () => {
  const { retryBaseMs, retryMaxMs } = readLeadsConfig({});

  it('retries the first time within 10 seconds and never waits more than 10 minutes', () => {
    for (const random of [0, 0.5, 0.999]) {
      expect(retryDelayMs(1, retryBaseMs, retryMaxMs, () => random)).toBeLessThanOrEqual(10_000);
      for (let failures = 1; failures < 60; failures++) {
        expect(retryDelayMs(failures, retryBaseMs, retryMaxMs, () => random)).toBeLessThanOrEqual(
          600_000,
        );
      }
    }
  });

  it('doubles per failure with jitter in [0.8, 1]', () => {
    expect([1, 2, 3, 4].map((f) => retryDelayMs(f, 5000, 600_000, () => 1))).toEqual([
      5000, 10_000, 20_000, 40_000,
    ]);
    expect(retryDelayMs(3, 5000, 600_000, () => 0)).toBe(16_000);
    expect(retryDelayMs(50, 5000, 600_000, () => 1)).toBe(600_000);
  });
});

describe('webhook delivery', () => {
  it('gets each lead exactly once, signed, with its id in the body and headers', async () => {
    const hook = await receiver();
    const rt = runtime({ LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_SECRET: SECRET });
    rt.start();
    const ids = await Promise.all([submit(rt, 'Ana'), submit(rt, 'Bo'), submit(rt, 'Cy')]);
    await waitFor(() => hook.requests.length >= 3);
    await sleep(200); // several more worker rounds: nothing is sent twice
    expect(hook.requests).toHaveLength(3);
    const bodies = hook.requests.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.id).sort()).toEqual([...ids].sort());
    for (const request of hook.requests) {
      const body = JSON.parse(request.body);
      expect(
        verifySignature(request.body, request.headers['x-signature-256'] as string, SECRET),
      ).toBe(true);
      expect(
        verifySignature(request.body, request.headers['x-signature-256'] as string, 'wrong'),
      ).toBe(false);
      expect(request.headers['x-lead-id']).toBe(body.id);
      expect(request.headers['idempotency-key']).toBe(body.id);
      expect(request.headers['content-type']).toBe('application/json');
      expect(body).toMatchObject({
        type: 'lead.created',
        lead: { email: 'ana@example.com', locale: 'de' },
      });
    }
    for (const id of ids)
      expect(webhookState(rt, id)).toMatchObject({ state: 'delivered', attempts: 1 });
  });

  it('retries while the receiver fails and delivers once it is back', async () => {
    const hook = await receiver();
    hook.status = 503;
    const rt = runtime({ LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_SECRET: SECRET });
    rt.start();
    const id = await submit(rt);
    await waitFor(() => hook.requests.length >= 2);
    expect(webhookState(rt, id)).toMatchObject({
      state: 'pending',
      lastError: expect.stringMatching(/^HTTP 503/),
    });
    hook.status = 200;
    await waitFor(() => webhookState(rt, id).state === 'delivered');
    const attempts = hook.requests.length;
    expect(webhookState(rt, id).attempts).toBe(attempts);
    // Every attempt carried the same body and signature.
    expect(new Set(hook.requests.map((r) => r.body)).size).toBe(1);
  });

  it('delivers after the receiver comes back, across a restart of the server', async () => {
    const down = await receiver();
    const port = down.port;
    await down.stop(); // nothing listens: connection refused
    const env = {
      LEADS_DB: tempDb(),
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
      LEAD_WEBHOOK_SECRET: SECRET,
    };
    const first = runtime(env);
    first.start();
    const id = await submit(first);
    await waitFor(() => webhookState(first, id).attempts >= 1);
    expect(webhookState(first, id).lastError).toMatch(/network error/);
    await first.close();

    const hook = await receiver(port);
    const second = runtime(env);
    second.start();
    await waitFor(() => hook.requests.length === 1);
    expect(JSON.parse(hook.requests[0]!.body).id).toBe(id);
    await waitFor(() => webhookState(second, id).state === 'delivered');
  });

  it('stores leads as "not configured" without a webhook and delivers them once one is set', async () => {
    const env = { LEADS_DB: tempDb() };
    const before = runtime(env);
    before.start();
    const id = await submit(before);
    await sleep(60);
    expect(webhookState(before, id)).toMatchObject({
      state: 'not_configured',
      lastError: 'LEAD_WEBHOOK_URL is not set',
    });
    await before.close();
    const hook = await receiver();
    const after = runtime({ ...env, LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_SECRET: SECRET });
    after.start();
    await waitFor(() => webhookState(after, id).state === 'delivered');
    expect(hook.requests).toHaveLength(1);
  });

  it('two processes on one database deliver every lead once', async () => {
    const hook = await receiver();
    const env = { LEADS_DB: tempDb(), LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_SECRET: SECRET };
    const a = runtime(env);
    const b = runtime(env);
    a.start();
    b.start();
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) => submit(i % 2 ? a : b, `Lead ${i}`)),
    );
    await waitFor(() => hook.requests.length >= 12);
    await sleep(200);
    expect(hook.requests.map((r) => JSON.parse(r.body).id).sort()).toEqual(ids.sort());
  });

  it('removes leads older than LEAD_RETENTION_DAYS when the worker starts', async () => {
    const env = { LEADS_DB: tempDb(), LEAD_RETENTION_DAYS: '30' };
    const rt = runtime(env);
    const old = await handleLeadSubmission(
      { name: 'Old', email: 'old@example.com', message: 'An old request here', consent: true },
      rt,
      { now: new Date(Date.now() - 31 * 86_400_000) },
    );
    const fresh = await submit(rt);
    expect(old.kind).toBe('stored');
    rt.start();
    expect(
      rt
        .store()
        .listLeads()
        .map((l) => l.id),
    ).toEqual([fresh]);
  });
});

describe('e-mail notice', () => {
  it('is sent through SMTP_URL to the owner, replying to the visitor', async () => {
    const messages: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          messages.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    try {
      const rt = runtime({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        LEAD_NOTIFY_EMAIL: 'owner@example.com',
        LEAD_NOTIFY_FROM: 'site@example.com',
      });
      rt.start();
      const id = await submit(rt, 'Ana Souza');
      await waitFor(() => messages.length === 1);
      const mail = messages[0]!;
      expect(mail).toMatch(/^Subject: New lead: Ana Souza\r$/m);
      expect(mail).toMatch(/^To: owner@example\.com\r$/m);
      expect(mail).toMatch(/^From: site@example\.com\r$/m);
      expect(mail).toMatch(/^Reply-To: Ana Souza <ana@example\.com>\r$/m);
      expect(mail).toMatch(new RegExp(`^X-Lead-Id: ${id}\\r$`, 'mi'));
      expect(mail).toContain('Sync invoices from Stripe to Google Sheets');
      await waitFor(
        () =>
          rt
            .store()
            .getLead(id)!
            .deliveries.find((d) => d.channel === 'email')!.state === 'delivered',
      );
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
