import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { leadsPlugin } from '../../server/leads/fastify-plugin';
import { createLeadsRuntime, type LeadsRuntime } from '../../server/leads/runtime';
import { HONEYPOT_FIELD } from '../../shared/leads/schema';
import { handleLeadSubmission, type SpamLogEntry } from '../../server/leads/submit';
import { testConfig } from './leads-support';
import { leadRequest } from '../support/lead-request';
import { pragmaValue } from '../../server/leads/store';
import { issueStamp, newStampKey, STAMP_MAX_AGE_MS, stampAgeMs } from '../../server/leads/stamp';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function app(env: Record<string, string> = {}, rateLimitMax = 1000) {
  const runtime = createLeadsRuntime(testConfig(env), { log: () => {} });
  const instance = Fastify();
  await instance.register(leadsPlugin, {
    prefix: '/api/leads',
    runtime,
    rateLimitMax,
    siteUrls: ['https://www.flowcraft.example'],
  });
  await instance.ready();
  apps.push(instance);
  return { app: instance, runtime };
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const count = (rt: LeadsRuntime) => rt.store().listLeads({ status: 'received' }).length;
const spamLines: SpamLogEntry[] = [];
afterEach(() => {
  spamLines.length = 0;
});
const logSpam = vi.spyOn(console, 'warn').mockImplementation((line: unknown) => {
  if (typeof line === 'string' && line.includes('"lead.spam"')) spamLines.push(JSON.parse(line));
});
afterAll(() => logSpam.mockRestore());

describe('POST /api/leads with JSON (the form with JavaScript)', () => {
  it('stores the lead and answers 201 with its id', async () => {
    const { app: a, runtime } = await app();
    const res = await a.inject({ method: 'POST', url: '/api/leads', payload: leadRequest() });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { id } = res.json();
    expect(runtime.store().getLead(id)).toMatchObject({
      name: 'Ana Souza',
      locale: 'de',
      topic: 'quote',
    });
  });

  it('a double submit is stored once and answered like the first', async () => {
    const { app: a, runtime } = await app();
    const body = leadRequest();
    const [one, two] = await Promise.all([
      a.inject({ method: 'POST', url: '/api/leads', payload: body }),
      a.inject({ method: 'POST', url: '/api/leads/', payload: body }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(two.json()).toEqual(one.json());
    expect(two.headers['idempotent-replayed']).toBe('true');
    expect(count(runtime)).toBe(1);
  });

  it('answers 400 with per-field codes and stores nothing', async () => {
    const { app: a, runtime } = await app();
    const res = await a.inject({
      method: 'POST',
      url: '/api/leads',
      payload: leadRequest({ email: 'nope', message: 'short', consent: false }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      error: 'invalid_fields',
      fields: [
        { field: 'email', code: 'invalid_email' },
        { field: 'message', code: 'too_short', min: 10 },
        { field: 'consent', code: 'consent_required' },
      ],
    });
    expect(count(runtime)).toBe(0);
  });

  it('gives a suspected bot the same answer, and keeps it as spam: stored, not delivered', async () => {
    const { app: a, runtime } = await app();
    const bodies = [
      leadRequest({ [HONEYPOT_FIELD]: 'http://spam.example' }),
      leadRequest({ fillTimeMs: 400 }),
      leadRequest({ fillTimeMs: undefined }),
    ];
    const ids: string[] = [];
    for (const body of bodies) {
      const res = await a.inject({ method: 'POST', url: '/api/leads', payload: body });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      ids.push(res.json().id);
    }
    expect(count(runtime)).toBe(0);
    const spam = runtime.store().listLeads({ status: 'spam' });
    // Nothing is delivered as a lead; the entries would carry the held notice (no channel here).
    const parked = ['not_configured', 'not_configured'];
    expect(spam.map((l) => [l.id, l.spamReason, l.deliveries.map((d) => d.state)])).toEqual(
      [
        [ids[0], 'honeypot', parked],
        [ids[1], 'too_fast', parked],
        [ids[2], 'no_fill_time', parked],
      ].reverse(),
    );
    expect(spamLines.map((l) => [l.leadId, l.reason])).toEqual([
      [ids[0], 'honeypot'],
      [ids[1], 'too_fast'],
      [ids[2], 'no_fill_time'],
    ]);
    expect(spamLines[0]!.message).toMatch(/held as spam.*npm run leads -- release [0-9a-f]{8}/);
  });

  it.each([
    ['malformed JSON', 'application/json', '{"name":', 400, 'malformed_body'],
    ['empty JSON', 'application/json', '', 400, 'malformed_body'],
    ['prototype poisoning', 'application/json', '{"__proto__":{"x":1}}', 400, 'malformed_body'],
    ['plain text', 'text/plain', 'hello', 415, 'unsupported_media_type'],
    ['multipart', 'multipart/form-data; boundary=x', '--x--', 415, 'unsupported_media_type'],
    [
      'an oversized body',
      'application/json',
      JSON.stringify({ message: 'x'.repeat(40_000) }),
      413,
      'body_too_large',
    ],
  ])('refuses %s', async (_label, type, payload, status, error) => {
    const { app: a } = await app();
    const res = await a.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ ok: false, error });
  });

  it('answers other methods with 405 and Allow: POST', async () => {
    const { app: a } = await app();
    const res = await a.inject({ method: 'GET', url: '/api/leads' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });

  it('rate-limits each client address', async () => {
    const { app: a } = await app({}, 3);
    const codes = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        (await a.inject({ method: 'POST', url: '/api/leads', payload: leadRequest() })).statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 201, 429, 429]);
    const res = await a.inject({ method: 'POST', url: '/api/leads', payload: leadRequest() });
    expect(res.json()).toEqual({ ok: false, error: 'rate_limited' });
    expect(res.headers['retry-after']).toBeDefined();
    const other = await a.inject({
      method: 'POST',
      url: '/api/leads',
      payload: leadRequest(),
      remoteAddress: '10.0.0.9',
    });
    expect(other.statusCode).toBe(201);
  });
});

describe('mounting', () => {
  it('works inside a scope with its own parsers and a root rate limiter (as server/app.ts does)', async () => {
    const rateLimit = (await import('@fastify/rate-limit')).default;
    const runtime = createLeadsRuntime(testConfig(), { log: () => {} });
    const root = Fastify();
    await root.register(rateLimit, { global: false });
    await root.register(async (api) => {
      api.removeAllContentTypeParsers();
      api.addContentTypeParser('*', (_request, _payload, done) => done(null));
      await api.register(leadsPlugin, { prefix: '/api/leads', runtime, rateLimitMax: 2 });
    });
    await root.ready();
    apps.push(root);
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push(
        (await root.inject({ method: 'POST', url: '/api/leads', payload: leadRequest() }))
          .statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 429]);
    expect(runtime.store().listLeads()).toHaveLength(2);
  });
});

describe('POST /api/leads as a plain form (no JavaScript)', () => {
  it('stores the lead and redirects 303 to the thank-you page of its language', async () => {
    const { app: a, runtime } = await app();
    const res = await a.inject({
      method: 'POST',
      url: '/api/leads',
      headers: FORM,
      payload: form({
        name: 'Bo',
        email: 'bo@example.com',
        message: 'Automate our CRM sync',
        consent: 'on',
        locale: 'fr',
        [HONEYPOT_FIELD]: '',
      }),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/fr/thank-you?lead=sent');
    // Without JavaScript there is no fill time: kept for the owner to review, never dropped.
    expect(runtime.store().listLeads()[0]).toMatchObject({
      name: 'Bo',
      locale: 'fr',
      topic: 'general',
      status: 'spam',
      spamReason: 'no_fill_time',
    });
  });

  it('a double click without a key is stored once (same content within 10 minutes)', async () => {
    const { app: a, runtime } = await app();
    const payload = form({
      name: 'Bo',
      email: 'bo@example.com',
      message: 'Automate our CRM sync',
      consent: 'on',
    });
    const one = await a.inject({ method: 'POST', url: '/api/leads', headers: FORM, payload });
    const two = await a.inject({ method: 'POST', url: '/api/leads', headers: FORM, payload });
    expect([one.statusCode, two.statusCode]).toEqual([303, 303]);
    expect(two.headers.location).toBe('/thank-you?lead=sent');
    expect(runtime.store().listLeads()).toHaveLength(1);
  });

  it('a bot with invalid fields gets the error page (it learns only what the form says)', async () => {
    const { app: a, runtime } = await app();
    const res = await a.inject({
      method: 'POST',
      url: '/api/leads',
      headers: FORM,
      payload: form({ name: 'x', [HONEYPOT_FIELD]: 'http://spam', locale: 'es' }),
    });
    expect(res.statusCode).toBe(400);
    expect(runtime.store().listLeads()).toHaveLength(0);
  });

  it('invalid fields get a 400 page in the visitor language', async () => {
    const { app: a } = await app();
    const res = await a.inject({
      method: 'POST',
      url: '/api/leads',
      headers: FORM,
      payload: form({
        name: 'Bo',
        email: 'bo',
        message: 'Automate our CRM sync',
        locale: 'it',
        topic: 'agent',
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="it-IT">');
    expect(res.body).toContain('Inserisca un indirizzo email valido');
    expect(res.body).toContain('href="/it/talk-to-expert?topic=agent#lead-form"');
  });

  it('repeated fields are refused, not merged', async () => {
    const { app: a } = await app();
    const res = await a.inject({
      method: 'POST',
      url: '/api/leads',
      headers: FORM,
      payload: 'name=a&name=b&email=bo%40example.com&message=Automate+our+CRM&consent=on',
    });
    expect(res.statusCode).toBe(400);
  });

  it('an oversized form gets a 413 page', async () => {
    const { app: a } = await app();
    const res = await a.inject({
      method: 'POST',
      url: '/api/leads',
      headers: FORM,
      payload: form({ message: 'x'.repeat(40_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.body).toContain('Your request is too long');
  });
});

describe('repeats without a key: a sliding 10-minute window', () => {
  const at = (iso: string) => new Date(iso);
  const plain = {
    name: 'Bo',
    email: 'bo@example.com',
    message: 'Automate our CRM sync',
    consent: 'on',
    fillTimeMs: '9000',
  };
  const send = async (rt: LeadsRuntime, when: string, body: Record<string, unknown> = plain) => {
    const outcome = await handleLeadSubmission(body, rt, { now: at(when) });
    if (outcome.kind !== 'stored') throw new Error(outcome.kind);
    return outcome;
  };

  it('the same form at 19:29:58 and 19:30:00 is one lead (the old 10-minute buckets made two)', async () => {
    const { runtime } = await app();
    const first = await send(runtime, '2026-03-02T19:29:58.000Z');
    const second = await send(runtime, '2026-03-02T19:30:00.000Z');
    expect(second).toMatchObject({ id: first.id, created: false });
    expect(runtime.store().listLeads()).toHaveLength(1);
  });

  it('counts from the first lead: 9 minutes later is a repeat, 10 minutes and more a new lead', async () => {
    const { runtime } = await app();
    const first = await send(runtime, '2026-03-02T19:00:00.000Z');
    expect((await send(runtime, '2026-03-02T19:09:59.000Z')).id).toBe(first.id);
    const later = await send(runtime, '2026-03-02T19:10:00.000Z');
    expect(later).toMatchObject({ created: true });
    expect(later.id).not.toBe(first.id);
    // Other content in the window is its own lead.
    const other = await send(runtime, '2026-03-02T19:10:01.000Z', { ...plain, name: 'Cy' });
    expect(other.created).toBe(true);
  });
});

describe('posts from other sites are refused', () => {
  const post = (a: FastifyInstance, headers: Record<string, string>, payload: unknown) =>
    a.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { host: 'flowcraft.example', ...headers },
      payload: payload as string,
    });
  const fields = form({
    name: 'Bo',
    email: 'bo@example.com',
    message: 'Automate our CRM sync',
    consent: 'on',
    locale: 'de',
  });

  it.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['a Referer of another site', { referer: 'https://evil.example/page' }],
    ['another port of the same name', { origin: 'https://flowcraft.example:8443' }],
  ])('with %s: a 403 page in the visitor language, nothing stored', async (_label, headers) => {
    const { app: a, runtime } = await app();
    const res = await post(a, { ...FORM, ...headers }, fields);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="de-DE">');
    expect(res.body).toContain('Diese Anfrage wurde von einer anderen Website gesendet');
    expect(res.body).toContain('href="/de/talk-to-expert#lead-form"');
    const json = await post(a, headers, leadRequest());
    expect(json.statusCode).toBe(403);
    expect(json.json()).toEqual({ ok: false, error: 'cross_site' });
    expect(runtime.store().listLeads()).toHaveLength(0);
  });

  it.each([
    ['neither header', {}],
    ['its own Origin', { origin: 'https://flowcraft.example' }],
    ['its own Referer', { referer: 'https://flowcraft.example/de/talk-to-expert' }],
    [
      'the SITE_URL host behind a proxy',
      { host: '127.0.0.1:4321', origin: 'https://www.flowcraft.example' },
    ],
  ])('with %s: accepted', async (_label, headers) => {
    const { app: a } = await app();
    const res = await post(
      a,
      { ...FORM, ...headers },
      form({ ...Object.fromEntries(new URLSearchParams(fields)), fillTimeMs: '9000' }),
    );
    expect(res.statusCode).toBe(303);
    expect((await post(a, headers, leadRequest())).statusCode).toBe(201);
  });
});

describe('when the database cannot be written', () => {
  const blocked = () => {
    const file = join(mkdtempSync(join(tmpdir(), 'leads-')), 'file');
    writeFileSync(file, 'a file where the folder should be');
    return join(file, 'leads.db');
  };

  it('answers 503 store_unavailable (JSON) and a 503 page (form) in the visitor language', async () => {
    const { app: a } = await app({ LEADS_DB: blocked() });
    const json = await a.inject({ method: 'POST', url: '/api/leads', payload: leadRequest() });
    expect(json.statusCode).toBe(503);
    expect(json.json()).toEqual({ ok: false, error: 'store_unavailable' });
    expect(json.headers['retry-after']).toBe('60');
    const page = await a.inject({
      method: 'POST',
      url: '/api/leads',
      headers: FORM,
      payload: form({
        name: 'Bo',
        email: 'bo@example.com',
        message: 'Automate our CRM sync',
        consent: 'on',
        locale: 'de',
      }),
    });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('Ihre Anfrage konnte gerade nicht gespeichert werden');
  });

  it('answers 503 on a full disk and stores the lead once space is back', async () => {
    const { app: a, runtime } = await app();
    const db = runtime.store().db;
    const pages = Number(pragmaValue(db, 'page_count'));
    db.exec(`PRAGMA max_page_count = ${pages}`);
    const body = leadRequest({ message: 'x'.repeat(4000) });
    const full = await a.inject({ method: 'POST', url: '/api/leads', payload: body });
    expect(full.statusCode).toBe(503);
    db.exec('PRAGMA max_page_count = 1073741823');
    const retried = await a.inject({ method: 'POST', url: '/api/leads', payload: body });
    expect(retried.statusCode).toBe(201);
    expect(count(runtime)).toBe(1);
  });
});

describe('robustness', () => {
  it('500 fuzzed bodies never crash the route nor corrupt the database', async () => {
    const { app: a, runtime } = await app({}, 100_000);
    const fieldNames = [
      'name',
      'email',
      'company',
      'message',
      'tools',
      'timeline',
      'topic',
      'locale',
      'consent',
      'idempotencyKey',
      HONEYPOT_FIELD,
      'fillTimeMs',
      '__proto__',
      'constructor',
    ];
    const value = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.constantFrom(
        'on',
        'true',
        'quote',
        'de',
        'asap',
        'ana@example.com',
        randomUUID(),
        '',
        'x'.repeat(6000),
      ),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const objectBody = fc.dictionary(
      fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 12 })),
      value,
      { maxKeys: 14 },
    );
    const request = fc.oneof(
      objectBody.map((o) => ({ type: 'application/json', payload: JSON.stringify(o) })),
      objectBody.map((o) => ({
        type: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams(
          Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        ).toString(),
      })),
      fc.record({
        type: fc.constantFrom(
          'application/json',
          'application/x-www-form-urlencoded',
          'text/plain',
          'application/json; charset=latin1',
          '',
        ),
        payload: fc.oneof(
          fc.string({ maxLength: 400 }),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
      }),
    );
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ type, payload }) => {
        const res = await a.inject({
          method: 'POST',
          url: '/api/leads',
          headers: type ? { 'content-type': type } : {},
          payload,
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect([201, 303, 400, 413, 415]).toContain(res.statusCode);
      }),
      { numRuns: 500, seed: 12 },
    );
    expect(runtime.store().integrityCheck()).toBe('ok');
    const after = await a.inject({ method: 'POST', url: '/api/leads', payload: leadRequest() });
    expect(after.statusCode).toBe(201);
    console.log('[leads fuzz] status counts', Object.fromEntries([...statuses].sort()));
  }, 120_000);

  it('100 submissions, 20 at a time over loopback: every one answered 201 and stored once', async () => {
    // How fast they are answered is measured by `npm run bench:leads`, not here.
    const { app: a, runtime } = await app({}, 100_000);
    await a.listen({ port: 0, host: '127.0.0.1' });
    const address = a.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/leads`;
    const names: string[] = [];
    for (let round = 0; round < 5; round++) {
      await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const name = `Visitor ${round}-${i}`;
          names.push(name);
          const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(leadRequest({ name })),
          });
          await res.text();
          expect(res.status).toBe(201);
        }),
      );
    }
    const stored = runtime.store().listLeads({ status: 'received' });
    expect(stored.map((l) => l.name).sort()).toEqual(names.sort());
  }, 60_000);
});

describe('the form without JavaScript: a server-signed stamp instead of the fill time', () => {
  const noScriptPost = (cookie?: string) => ({
    method: 'POST' as const,
    url: '/api/leads',
    headers: { ...FORM, ...(cookie ? { cookie } : {}) },
    payload: form({
      name: 'Bo',
      email: 'bo@example.com',
      message: 'Automate our CRM sync',
      consent: 'on',
      locale: 'fr',
      idempotencyKey: randomUUID(),
    }),
  });
  const stampCookie = async (a: FastifyInstance) => {
    const res = await a.inject({ method: 'GET', url: '/api/leads/stamp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toBe('no-store');
    const set = String(res.headers['set-cookie']);
    expect(set).toMatch(
      /^lead_stamp=\d+\.[0-9a-f]{64}; Max-Age=86400; Path=\/api\/leads; HttpOnly; SameSite=Strict$/,
    );
    return set.split(';')[0]!;
  };
  const statusOf = (rt: LeadsRuntime) =>
    rt.store().listLeads({ status: 'spam' }).length
      ? `spam:${rt.store().listLeads({ status: 'spam' })[0]!.spamReason}`
      : 'received';

  it('a post with a valid stamp old enough is a lead, not held', async () => {
    const { app: a, runtime } = await app({ LEAD_MIN_FILL_MS: '0' });
    const cookie = await stampCookie(a);
    expect((await a.inject(noScriptPost(cookie))).statusCode).toBe(303);
    expect(statusOf(runtime)).toBe('received');
  });

  it.each([
    ['no stamp', undefined],
    ['a forged stamp', `lead_stamp=1.${'0'.repeat(64)}`],
  ])('%s is still held (no fill time)', async (_label, cookie) => {
    const { app: a, runtime } = await app({ LEAD_MIN_FILL_MS: '0' });
    expect((await a.inject(noScriptPost(cookie))).statusCode).toBe(303);
    expect(statusOf(runtime)).toBe('spam:no_fill_time');
  });

  it('a stamp younger than LEAD_MIN_FILL_MS is too fast', async () => {
    const { app: a, runtime } = await app({ LEAD_MIN_FILL_MS: '600000' });
    const cookie = await stampCookie(a);
    await a.inject(noScriptPost(cookie));
    expect(statusOf(runtime)).toBe('spam:too_fast');
  });

  it('stamps are signed, dated and expire', () => {
    const key = newStampKey();
    const t0 = new Date('2026-05-01T10:00:00Z');
    const stamp = issueStamp(t0, key);
    expect(stampAgeMs(stamp, new Date(t0.getTime() + 5000), key)).toBe(5000);
    expect(stampAgeMs(stamp, new Date(t0.getTime() - 1), key)).toBeNull();
    expect(stampAgeMs(stamp, new Date(t0.getTime() + STAMP_MAX_AGE_MS + 1), key)).toBeNull();
    expect(stampAgeMs(stamp, t0, newStampKey())).toBeNull();
    expect(stampAgeMs(stamp.replace(/^\d/, '9'), t0, key)).toBeNull();
    expect(stampAgeMs(undefined, t0, key)).toBeNull();
  });
});
