import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { smtpSink } from './support/smtp-sink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLeadsConfig } from '../../shared/config';
import { retryDelayMs, type DeliveryLogEntry } from '../../server/leads/outbox';
import { createLeadsRuntime, type LeadsRuntime } from '../../server/leads/runtime';
import { LeadStore } from '../../server/leads/store';
import { handleLeadSubmission } from '../../server/leads/submit';
import { ackProblem, SIGNATURE_REJECTED, verifySignature } from '../../server/leads/webhook';
import { Receiver, SECRET, sampleLead, tempDb, testConfig, waitFor } from './leads-support';

const runtimes: LeadsRuntime[] = [];
const receivers: Receiver[] = [];
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((r) => r.close()));
  await Promise.all(receivers.splice(0).map((r) => r.stop()));
});

const entries: DeliveryLogEntry[] = [];
afterEach(() => {
  entries.length = 0;
});

function runtime(env: Record<string, string>) {
  const r = createLeadsRuntime(testConfig(env), {
    log: () => {},
    logEntry: (e) => entries.push(e),
  });
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
      fillTimeMs: 12_000,
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
    await waitFor(() => ids.every((id) => webhookState(rt, id).state === 'delivered'));
    // More rounds after every lead is delivered: none of them sends anything again.
    for (let round = 0; round < 3; round++) expect(await rt.worker.runOnce()).toBe(0);
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
    // A worker round finds nothing to deliver while no webhook is configured.
    expect(await before.worker.runOnce()).toBe(0);
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
    const env = {
      LEADS_DB: tempDb(),
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      // Under load an answer slower than the tests' 2 s counts as failed and is sent again (as it
      // should be): this test is about two processes, not about slow receivers.
      LEAD_WEBHOOK_TIMEOUT_MS: '60000',
    };
    const a = runtime(env);
    const b = runtime(env);
    a.start();
    b.start();
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) => submit(i % 2 ? a : b, `Lead ${i}`)),
    );
    const delivered = (rt: LeadsRuntime) =>
      ids.every((id) => webhookState(rt, id).state === 'delivered');
    await waitFor(() => delivered(a));
    // Further rounds of both processes, after every lead is delivered, send nothing again.
    for (const rt of [a, b, a, b]) expect(await rt.worker.runOnce()).toBe(0);
    expect(hook.requests.map((r) => JSON.parse(r.body).id).sort()).toEqual(ids.sort());
  });

  it('removes leads older than LEAD_RETENTION_DAYS when the worker starts', async () => {
    const env = { LEADS_DB: tempDb(), LEAD_RETENTION_DAYS: '30' };
    const rt = runtime(env);
    const old = await handleLeadSubmission(
      {
        name: 'Old',
        email: 'old@example.com',
        message: 'An old request here',
        consent: true,
        fillTimeMs: 9000,
      },
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

describe('a delivery counts only when the receiver acknowledges the lead', () => {
  const failures = (id: string) =>
    entries.filter((e) => e.leadId === id && e.event === 'lead.delivery_failed');

  it.each([
    ['an acknowledgement', '{"received":"L1"}', null],
    ['extra fields', '{"received":"L1","row":7}', null],
    ['an empty body', '', 'HTTP 200 without acknowledgement: empty body'],
    ['whitespace', ' \n', 'HTTP 200 without acknowledgement: empty body'],
    [
      "n8n's default answer",
      '{"message":"Workflow was started"}',
      /expected \{"received": "L1"\}, got \{"message"/,
    ],
    ['another lead', '{"received":"L2"}', /expected \{"received": "L1"\}/],
    ['an array', '[{"received":"L1"}]', /expected/],
    ['HTML', '<html>ok</html>', 'HTTP 200 without acknowledgement: not JSON: <html>ok</html>'],
    ['null', 'null', /expected/],
  ])('%s', (_label, body, problem) => {
    const result = ackProblem(body, 'L1');
    if (problem === null) expect(result).toBeNull();
    else expect(result).toMatch(problem);
  });

  it('an empty 200 (n8n failing before its Respond node) is a failed attempt, retried like a 500', async () => {
    const hook = await receiver();
    hook.body = '';
    const rt = runtime({ LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_SECRET: SECRET });
    rt.start();
    const id = await submit(rt);
    await waitFor(() => hook.requests.length >= 3);
    expect(webhookState(rt, id)).toMatchObject({
      state: 'pending',
      lastError: 'HTTP 200 without acknowledgement: empty body',
    });
    hook.body = 'ack';
    await waitFor(() => webhookState(rt, id).state === 'delivered');
    expect(webhookState(rt, id).attempts).toBe(hook.requests.length);
    // One JSON line per failed attempt, then one saying it went through.
    const failed = failures(id);
    expect(failed.length).toBe(hook.requests.length - 1);
    expect(failed[0]).toMatchObject({
      level: 'warn',
      leadId: id,
      channel: 'webhook',
      attempt: 1,
      status: 200,
      reason: 'HTTP 200 without acknowledgement: empty body',
      nextAttemptAt: expect.any(String),
    });
    expect(failed.map((e) => e.attempt)).toEqual(failed.map((_, i) => i + 1));
    expect(entries.find((e) => e.event === 'lead.delivered')).toMatchObject({
      leadId: id,
      attempt: hook.requests.length,
      status: 200,
    });
  });

  it('LEAD_WEBHOOK_ACK=off takes any 2xx, for receivers that cannot answer the id', async () => {
    const hook = await receiver();
    hook.body = '';
    const rt = runtime({
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      LEAD_WEBHOOK_ACK: 'off',
    });
    rt.start();
    const id = await submit(rt);
    await waitFor(() => webhookState(rt, id).state === 'delivered');
    expect(hook.requests).toHaveLength(1);
    expect(entries).toEqual([]);
  });

  it.each([401, 403])(
    'a %i says the signature was rejected and names the setting',
    async (status) => {
      const hook = await receiver();
      hook.status = status;
      const rt = runtime({ LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_SECRET: SECRET });
      rt.start();
      const id = await submit(rt);
      await waitFor(() => failures(id).length >= 1);
      expect(failures(id)[0]).toMatchObject({
        status,
        reason: `${SIGNATURE_REJECTED} (HTTP ${status})`,
      });
      expect(webhookState(rt, id).lastError).toMatch(
        /^signature rejected: LEAD_WEBHOOK_SECRET differs .* no Credential for Crypto/,
      );
    },
  );

  it('a network error is logged without a status', async () => {
    const down = await receiver();
    const port = down.port;
    await down.stop();
    const rt = runtime({
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hook`,
      LEAD_WEBHOOK_SECRET: SECRET,
    });
    rt.start();
    const id = await submit(rt);
    await waitFor(() => failures(id).length >= 1);
    expect(failures(id)[0]).toMatchObject({
      status: null,
      reason: expect.stringMatching(/^network error/),
    });
  });

  it('after LEAD_ATTENTION_AFTER failed attempts every line says the lead needs attention', async () => {
    const hook = await receiver();
    hook.status = 503;
    const rt = runtime({
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      LEAD_ATTENTION_AFTER: '3',
    });
    rt.start();
    const id = await submit(rt);
    await waitFor(() => failures(id).length >= 4);
    const lines = failures(id);
    expect(lines.slice(0, 2).map((e) => e.needsAttention)).toEqual([undefined, undefined]);
    expect(lines[2]).toMatchObject({
      level: 'error',
      attempt: 3,
      needsAttention: true,
      message: expect.stringMatching(
        new RegExp(`^lead ${id} needs attention: webhook delivery failed 3 times \\(HTTP 503`),
      ),
    });
    expect(lines[3]).toMatchObject({ attempt: 4, needsAttention: true });
  });

  it('writes each failure as one JSON line by default', async () => {
    const hook = await receiver();
    hook.status = 500;
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'warn').mockImplementation((line: string) => {
      lines.push(line);
    });
    try {
      const rt = createLeadsRuntime(
        testConfig({ LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_SECRET: SECRET }),
      );
      runtimes.push(rt);
      rt.start();
      const id = await submit(rt);
      await waitFor(() => lines.some((l) => l.includes(id)));
      const line = lines.find((l) => l.includes(id))!;
      expect(line).not.toContain('\n');
      expect(JSON.parse(line)).toMatchObject({
        event: 'lead.delivery_failed',
        leadId: id,
        attempt: 1,
        status: 500,
        reason: 'HTTP 500: {"error":"down"}',
      });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('e-mail notice', () => {
  it("never lets a visitor's name be read as an encoded-word or an address", async () => {
    // "Admin <admin@bank.example>" as a mail encoded-word: plain ASCII, so it passes the form.
    const spoof = `=?UTF-8?B?${Buffer.from('Admin <admin@bank.example>').toString('base64')}?=`;
    const sink = await smtpSink();
    try {
      const rt = runtime({
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        LEAD_NOTIFY_EMAIL: 'owner@example.com',
      });
      rt.start();
      await submit(rt, spoof);
      await waitFor(() => sink.messages.length === 1);
      const headers = sink.messages[0]!.split('\r\n\r\n')[0]!;
      expect(headers).not.toContain('=?UTF-8?B?QWRtaW4');
      expect(headers).toMatch(/^Subject: New lead: = \?UTF-8\?B\?QWRtaW4/m);
      expect(headers).toMatch(
        /^Reply-To: "?= \?UTF-8\?B\?QWRtaW4[^<>@]*"? <ana@example\.com>\r?$/m,
      );
    } finally {
      await sink.close();
    }
  });

  it('is sent through SMTP_URL to the owner, replying to the visitor', async () => {
    const { port, messages, close } = await smtpSink();
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
      await close();
    }
  });
});

describe('a request held as possible spam', () => {
  /** A form post without a fill time and without the no-JavaScript stamp: held as spam. */
  async function submitHeld(rt: LeadsRuntime) {
    const outcome = await handleLeadSubmission(
      {
        name: 'Bea Held',
        email: 'bea@example.com',
        message: 'Typed without JavaScript',
        consent: true,
        locale: 'de',
      },
      rt,
      { now: new Date(), log: () => {} },
    );
    if (outcome.kind !== 'stored' || outcome.spam !== 'no_fill_time')
      throw new Error(`not held: ${JSON.stringify(outcome)}`);
    return outcome.id;
  }

  it('is announced through the webhook and by e-mail with the release command, then released as a lead', async () => {
    const hook = await receiver();
    const sink = await smtpSink();
    try {
      const rt = runtime({
        LEAD_WEBHOOK_URL: hook.url,
        LEAD_WEBHOOK_SECRET: SECRET,
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        LEAD_NOTIFY_EMAIL: 'owner@example.com',
      });
      rt.start();
      const id = await submitHeld(rt);
      const short = id.slice(0, 8);
      await waitFor(() => hook.requests.length === 1 && sink.messages.length === 1);
      const notice = JSON.parse(hook.requests[0]!.body);
      expect(
        verifySignature(
          hook.requests[0]!.body,
          hook.requests[0]!.headers['x-signature-256'] as string,
          SECRET,
        ),
      ).toBe(true);
      expect(notice).toMatchObject({
        type: 'lead.held',
        id,
        held: {
          reason: 'no_fill_time',
          release: `npm run leads -- release ${short}`,
          releaseOnServer: `node dist/leads.mjs release ${short}`,
        },
        lead: { name: 'Bea Held', email: 'bea@example.com' },
      });
      const mail = sink.messages[0]!;
      expect(mail).toMatch(/^Subject: Held as possible spam: Bea Held\r$/m);
      expect(mail).toContain(`npm run leads -- release ${short}`);
      expect(mail).toContain('Typed without JavaScript');
      // The notices are delivered; the request itself is still held.
      await waitFor(() =>
        rt
          .store()
          .getLead(id)!
          .deliveries.every((d) => d.state === 'delivered'),
      );
      expect(rt.store().getLead(id)!.status).toBe('spam');

      // Released: the same entries now deliver the lead itself, once, on each channel.
      rt.store().release(id, new Date(), { webhook: 'pending', email: 'pending' });
      expect(
        rt
          .store()
          .getLead(id)!
          .deliveries.map((d) => [d.channel, d.state, d.attempts]),
      ).toEqual([
        ['email', 'pending', 0],
        ['webhook', 'pending', 0],
      ]);
      rt.worker.notify();
      await waitFor(() => hook.requests.length === 2 && sink.messages.length === 2);
      expect(JSON.parse(hook.requests[1]!.body)).toMatchObject({ type: 'lead.created', id });
      expect(sink.messages[1]).toMatch(/^Subject: New lead: Bea Held\r$/m);
      await waitFor(() =>
        rt
          .store()
          .getLead(id)!
          .deliveries.every((d) => d.state === 'delivered'),
      );
      expect(await rt.worker.runOnce()).toBe(0);
      expect(hook.requests).toHaveLength(2);
    } finally {
      await sink.close();
    }
  });

  it('a held notice still in flight when the request is released does not count for the lead', async () => {
    const store = LeadStore.open(':memory:');
    try {
      const { lead } = store.insertLead(sampleLead, {
        id: randomUUID(),
        idempotencyKey: null,
        fingerprint: 'f',
        now: new Date(),
        spam: 'too_fast',
        channels: { webhook: 'pending', email: 'not_configured' },
      });
      const [claim] = store.claimDue(new Date(), 60_000, 10, { channel: 'webhook' });
      expect(claim).toMatchObject({ leadId: lead.id, lead: { status: 'spam' } });
      store.release(lead.id, new Date(), { webhook: 'pending', email: 'not_configured' });
      // The held notice's answer arrives after the release: it is not recorded.
      store.markDelivered(claim!.id, new Date(), claim!.claimedUntil);
      const webhook = store.getLead(lead.id)!.deliveries.find((d) => d.channel === 'webhook');
      expect(webhook).toMatchObject({ state: 'pending', attempts: 0 });
    } finally {
      store.close();
    }
  });
});

describe('an unavailable lead database', () => {
  it('is logged once each way, not once a poll, and reopened when the disk is back', async () => {
    // A file where the database folder should be: opening fails until it is removed.
    const blocker = join(mkdtempSync(join(tmpdir(), 'leads-down-')), 'disk');
    writeFileSync(blocker, 'not a folder');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const opens = vi.spyOn(LeadStore, 'open');
    try {
      const rt = createLeadsRuntime(testConfig({ LEADS_DB: join(blocker, 'leads.db') }), {
        log: () => {},
      });
      runtimes.push(rt);
      rt.start();
      await waitFor(() => opens.mock.calls.length >= 5); // several polls found it unavailable
      rmSync(blocker);
      await waitFor(() => warnings.mock.calls.some(([m]) => String(m).includes('works again')));
      const down = errors.mock.calls.filter(([m]) => String(m).includes('is unavailable'));
      expect(down).toHaveLength(1);
      expect(String(down[0]![0])).toMatch(/^\[leads\] the lead database is unavailable: /);
      expect(rt.store()).toBeInstanceOf(LeadStore);
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
      opens.mockRestore();
    }
  });
});
