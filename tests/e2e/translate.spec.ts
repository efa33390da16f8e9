import fc from 'fast-check';
import { expect, test } from './support/fixtures';
import { startFakeLibreTranslate, type FakeProvider } from '../unit/translate-fake-providers';
import { freePort } from '../../tools/lib/free-port.cjs';
import { startSiteServer } from './translate-support';

/**
 * The translation endpoint end to end, against the production server: POST /api/translate and
 * its status route (embedded catalogs by default), a second server instance wired to a fake
 * LibreTranslate, and one with the real rate limit of 60 requests a minute.
 */

const JSON_HEADERS = { 'content-type': 'application/json' };
const GERMAN = { en: 'Book Free Consultation', de: 'Kostenloses Erstgespräch buchen' };

test.describe('POST /api/translate on the production server (embedded catalogs only)', () => {
  test('a catalog string comes back in German; English and empty text come back unchanged', async ({
    request,
  }) => {
    const cases: [unknown, string][] = [
      [{ text: GERMAN.en, targetLanguage: 'de' }, GERMAN.de],
      [{ text: 'Anything at all', targetLanguage: 'en' }, 'Anything at all'],
      [{ text: '', targetLanguage: 'fr' }, ''],
    ];
    for (const [data, expected] of cases) {
      const res = await request.post('/api/translate', { data, headers: JSON_HEADERS });
      expect(res.status()).toBe(200);
      expect(await res.json()).toEqual({ translatedText: expected });
      expect(res.headers()['cache-control']).toBe('no-store');
    }
  });

  test('validation answers 400, 405, 413 and 415 with a JSON error and no stack', async ({
    request,
  }) => {
    const cases: { name: string; status: number; send: () => ReturnType<typeof request.post> }[] = [
      {
        name: 'text/plain',
        status: 415,
        send: () =>
          request.post('/api/translate', { headers: { 'content-type': 'text/plain' }, data: 'hi' }),
      },
      {
        name: 'form',
        status: 415,
        send: () => request.post('/api/translate', { form: { text: 'a', targetLanguage: 'de' } }),
      },
      {
        name: 'malformed JSON',
        status: 400,
        send: () => request.post('/api/translate', { headers: JSON_HEADERS, data: '{"text": ' }),
      },
      {
        name: 'language',
        status: 400,
        send: () =>
          request.post('/api/translate', {
            headers: JSON_HEADERS,
            data: { text: 'a', targetLanguage: 'nl' },
          }),
      },
      {
        name: 'text type',
        status: 400,
        send: () =>
          request.post('/api/translate', {
            headers: JSON_HEADERS,
            data: { text: 5, targetLanguage: 'de' },
          }),
      },
      {
        name: '5,001 characters',
        status: 413,
        send: () =>
          request.post('/api/translate', {
            headers: JSON_HEADERS,
            data: { text: 'a'.repeat(5001), targetLanguage: 'de' },
          }),
      },
      {
        name: '2 MB body',
        status: 413,
        send: () =>
          request.post('/api/translate', {
            headers: JSON_HEADERS,
            data: `{"text":"${'a'.repeat(2_000_000)}"}`,
          }),
      },
      {
        name: 'unknown text',
        status: 503,
        send: () =>
          request.post('/api/translate', {
            headers: JSON_HEADERS,
            data: { text: 'No catalog has this sentence.', targetLanguage: 'de' },
          }),
      },
    ];
    for (const c of cases) {
      const res = await c.send();
      expect(res.status(), c.name).toBe(c.status);
      const body = (await res.json()) as { error?: unknown };
      expect(typeof body.error, c.name).toBe('string');
      expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(m?js|ts):\d+/);
    }
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await request.fetch('/api/translate', { method });
      expect(res.status(), method).toBe(405);
      expect(res.headers()['allow']).toBe('POST');
    }
  });

  test('status: only the embedded catalogs, no provider, no secrets; the switcher choice is reported', async ({
    request,
  }) => {
    const res = await request.get('/api/translate/status', { headers: { cookie: 'lang=de' } });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({
      embedded: true,
      provider: null,
      machineTranslation: false,
      providers: [],
      visitorLanguage: 'de',
    });
  });

  test('200 random and hostile bodies leave the server healthy', async ({ request }) => {
    const body = fc.oneof(
      fc.json({ maxDepth: 3 }),
      fc
        .record({
          text: fc.oneof(
            fc.string(),
            fc.string({ unit: 'grapheme', maxLength: 100 }),
            fc.anything({ maxDepth: 2 }),
            fc.constantFrom(
              '<script>alert(1)</script>',
              '<img src=x onerror=alert(1)>',
              'a'.repeat(6000),
            ),
          ),
          targetLanguage: fc.oneof(
            fc.constantFrom('en', 'pt', 'de', 'es', 'it', 'fr'),
            fc.string({ maxLength: 5 }),
            fc.integer(),
          ),
        })
        .map((v) => JSON.stringify(v)),
      fc.constantFrom(
        `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
        '{"__proto__":{"x":1},"text":"a","targetLanguage":"de"}',
        '\u0000\uffff',
        '',
      ),
      fc.string({ unit: 'binary', maxLength: 300 }),
    );
    const samples = fc.sample(
      fc.tuple(
        body,
        fc.constantFrom(
          'application/json',
          'application/json',
          'application/json',
          'text/plain',
          'application/xml',
        ),
      ),
      { numRuns: 200, seed: 6 },
    );
    const statuses = new Map<number, number>();
    for (const [data, type] of samples) {
      const res = await request.post('/api/translate', { headers: { 'content-type': type }, data });
      const status = res.status();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      expect([200, 400, 413, 415, 503], `${type} ${data.slice(0, 80)}`).toContain(status);
      const json = (await res.json()) as Record<string, unknown>;
      expect(typeof (status === 200 ? json.translatedText : json.error)).toBe('string');
    }
    expect(samples).toHaveLength(200);
    expect(statuses.size).toBeGreaterThan(2);
    const healthy = await request.post('/api/translate', {
      headers: JSON_HEADERS,
      data: { text: GERMAN.en, targetLanguage: 'de' },
    });
    expect(await healthy.json()).toEqual({ translatedText: GERMAN.de });
    expect((await request.get('/services')).status()).toBe(200);
  });
});

test.describe('with a machine-translation provider (fake LibreTranslate)', () => {
  test.describe.configure({ mode: 'serial' });
  const port = freePort();
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  let fake: FakeProvider;
  let site: Awaited<ReturnType<typeof startSiteServer>>;

  test.beforeAll(async () => {
    fake = await startFakeLibreTranslate();
    site = await startSiteServer(port, {
      LIBRETRANSLATE_URL: fake.url,
      API_RATE_LIMIT: '1000',
      TRANSLATE_TIMEOUT_MS: '1000',
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    await fake?.close();
  });

  test('status names the provider and never its URL', async ({ request }) => {
    const res = await request.get('/api/translate/status');
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({
      provider: 'libretranslate',
      machineTranslation: true,
    });
    expect(text).not.toContain(fake.url);
    expect(text).not.toContain('127.0.0.1');
  });

  test('unknown text goes to the provider once, then comes from the cache; catalog text never does', async ({
    request,
  }) => {
    fake.requests.length = 0;
    const data = { text: 'A sentence that only a machine can translate.', targetLanguage: 'es' };
    const first = await request.post('/api/translate', { data, headers: JSON_HEADERS });
    expect(await first.json()).toEqual({
      translatedText: '[es] A sentence that only a machine can translate.',
    });
    expect(first.headers()['x-translate-cache']).toBe('miss');
    const second = await request.post('/api/translate', { data, headers: JSON_HEADERS });
    expect(await second.json()).toEqual({
      translatedText: '[es] A sentence that only a machine can translate.',
    });
    expect(second.headers()['x-translate-cache']).toBe('hit');
    const catalog = await request.post('/api/translate', {
      data: { text: GERMAN.en, targetLanguage: 'de' },
      headers: JSON_HEADERS,
    });
    expect(await catalog.json()).toEqual({ translatedText: GERMAN.de });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body).toMatchObject({
      q: data.text,
      source: 'en',
      target: 'es',
      format: 'text',
    });
  });

  test('a provider that is down: 503, then the circuit opens and the provider is left alone', async ({
    request,
  }) => {
    fake.always({ status: 500, json: { error: 'down' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await request.post('/api/translate', {
          data: { text: `Down ${i}`, targetLanguage: 'it' },
          headers: JSON_HEADERS,
        });
        statuses.push(res.status());
        expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string');
      }
      expect(statuses).toEqual([503, 503, 503, 503, 503]);
      expect(
        fake.requests.filter((r) => String((r.body as { q?: string }).q).startsWith('Down')),
      ).toHaveLength(6);
      const open = await request.post('/api/translate', {
        data: { text: 'Down again', targetLanguage: 'it' },
        headers: JSON_HEADERS,
      });
      expect(open.headers()['retry-after']).toMatch(/^\d+$/);
      const status = await (await request.get('/api/translate/status')).json();
      expect(status).toMatchObject({
        provider: null,
        machineTranslation: false,
        providers: [{ name: 'libretranslate', state: 'open' }],
      });
      const catalog = await request.post('/api/translate', {
        data: { text: GERMAN.en, targetLanguage: 'de' },
        headers: JSON_HEADERS,
      });
      expect(await catalog.json()).toEqual({ translatedText: GERMAN.de });
    } finally {
      fake.always(undefined);
    }
  });
});

test.describe('rate limit on /api/* (60 a minute per client)', () => {
  test.describe.configure({ mode: 'serial' });
  const port = freePort();
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  let site: Awaited<ReturnType<typeof startSiteServer>>;

  test.beforeAll(async () => {
    site = await startSiteServer(port, { API_RATE_LIMIT: '60' });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('the 61st request in a minute is 429 with Retry-After', async ({ request }) => {
    // Up to 60 answers (one fewer when the start-up probe to /status shares the budget), then 429.
    let ok = 0;
    let limited: Awaited<ReturnType<typeof request.post>> | undefined;
    for (let i = 0; i < 70 && !limited; i += 1) {
      const res = await request.post('/api/translate', {
        data: { text: GERMAN.en, targetLanguage: 'de' },
        headers: JSON_HEADERS,
      });
      if (res.status() === 429) limited = res;
      else {
        expect(res.status()).toBe(200);
        ok += 1;
      }
    }
    expect([59, 60]).toContain(ok);
    expect(limited?.status()).toBe(429);
    expect(Number(limited!.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await request.get('/services')).status()).toBe(200);
  });
});
