import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { catalogs } from '../../src/i18n/catalog';
import { locales } from '../../shared/i18n/locales';
import { devApi } from '../../tools/integrations/dev-api';
import { budgetClient } from '../../server/translate/budget';
import { MAX_BODY_BYTES, MAX_TEXT_CHARS } from '../../server/translate/validate';
import { startFakeLibreTranslate, type FakeProvider } from './translate-fake-providers';
import { makeRelease } from './support/release';

/** The build's translations.json (from the real catalogs and content) behind the real server. */
const releaseDir = await makeRelease();
const noProviders = { LIBRETRANSLATE_URL: '', DEEPL_API_KEY: '' };
const app = await createApp({ releaseDir, env: noProviders, apiRateLimit: 100_000 });
afterAll(() => app.close());

function post(
  body: string | Buffer | null,
  contentType: string | null = 'application/json',
  headers: Record<string, string> = {},
): InjectOptions {
  return {
    method: 'POST',
    url: '/api/translate',
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
    ...(body === null ? {} : { payload: body }),
  };
}

async function call(options: InjectOptions, server: FastifyInstance = app) {
  const res = await server.inject(options);
  return {
    status: res.statusCode,
    headers: res.headers,
    json: (res.body ? JSON.parse(res.body) : {}) as Record<string, unknown>,
  };
}

const german = catalogs.de['nav.bookConsultation']!;
const english = catalogs.en['nav.bookConsultation']!;

describe('POST /api/translate validation (the server, embedded table only)', () => {
  it.each([
    ['no content type', null, '{"text":"a","targetLanguage":"de"}'],
    ['text/plain', 'text/plain', '{"text":"a","targetLanguage":"de"}'],
    ['form', 'application/x-www-form-urlencoded', 'text=a&targetLanguage=de'],
    ['multipart', 'multipart/form-data; boundary=x', '--x--'],
    ['html', 'text/html', '<p>a</p>'],
    ['json lookalike', 'application/jsonp', '{}'],
  ])('415 for %s', async (_n, type, body) => {
    const r = await call(post(body, type));
    expect(r.status).toBe(415);
    expect(r.json.error).toMatch(/application\/json/);
  });

  it.each([
    ['malformed JSON', '{"text": "a", '],
    ['empty body', ''],
    ['JSON array', '["a","de"]'],
    ['JSON null', 'null'],
    ['JSON string', '"text"'],
    ['missing text', '{"targetLanguage":"de"}'],
    ['text is a number', '{"text":42,"targetLanguage":"de"}'],
    ['text is an object', '{"text":{"a":1},"targetLanguage":"de"}'],
    ['text is null', '{"text":null,"targetLanguage":"de"}'],
    ['missing targetLanguage', '{"text":"Hello"}'],
    ['unknown language', '{"text":"Hello","targetLanguage":"nl"}'],
    ['upper-case language', '{"text":"Hello","targetLanguage":"DE"}'],
    ['region tag', '{"text":"Hello","targetLanguage":"pt-BR"}'],
    ['language as array', '{"text":"Hello","targetLanguage":["de"]}'],
    ['prototype pollution', '{"__proto__":{"x":1},"text":"a","targetLanguage":"de"}'],
  ])('400 for %s', async (_n, body) => {
    const r = await call(post(body));
    expect(r.status).toBe(400);
    expect(typeof r.json.error).toBe('string');
    expect(String(r.json.error)).not.toMatch(/\n\s+at /);
  });

  it('400 names the allowed languages', async () => {
    const r = await call(post('{"text":"Hello","targetLanguage":"nl"}'));
    expect(r.json.error).toBe('targetLanguage must be one of en, pt, de, es, it, fr');
  });

  it('400 for bytes that are not UTF-8, even inside a valid JSON string', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"text":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('","targetLanguage":"en"}'),
    ]);
    const r = await call(post(bytes));
    expect(r.status).toBe(400);
    expect(r.json.error).toBe('Body is not valid UTF-8');
  });

  it.each([
    ['5,001 characters', 'a'.repeat(MAX_TEXT_CHARS + 1), 413],
    ['5,000 characters', 'a'.repeat(MAX_TEXT_CHARS), 200],
    ['5,000 emoji (10,000 UTF-16 units)', '😀'.repeat(MAX_TEXT_CHARS), 200],
    ['5,001 emoji', '😀'.repeat(MAX_TEXT_CHARS + 1), 413],
  ])('text of %s -> %i', async (_n, text, status) => {
    const r = await call(post(JSON.stringify({ text, targetLanguage: 'en' })));
    expect(r.status).toBe(status);
    if (status === 200) expect(r.json.translatedText).toBe(text);
    else expect(r.json.error).toBe('text must be at most 5000 characters');
  });

  it('413 for a body over 64 KiB even when the JSON is fine', async () => {
    const body = JSON.stringify({
      text: 'a',
      targetLanguage: 'en',
      pad: 'x'.repeat(MAX_BODY_BYTES),
    });
    const r = await call(post(body));
    expect(r.status).toBe(413);
    expect(r.json.error).toBe(`Request body must be at most ${MAX_BODY_BYTES} bytes`);
  });

  it('413 from a declared Content-Length before reading', async () => {
    const r = await call(
      post('{}', 'application/json', { 'content-length': String(10 * 1024 * 1024) }),
    );
    expect(r.status).toBe(413);
  });

  it.each([
    ['English', { text: 'Any English text', targetLanguage: 'en' }, 'Any English text'],
    ['empty text', { text: '', targetLanguage: 'de' }, ''],
    ['whitespace', { text: '   ', targetLanguage: 'fr' }, '   '],
    ['a catalog string', { text: english, targetLanguage: 'de' }, german],
  ])('200 for %s', async (_n, body, expected) => {
    const r = await call(post(JSON.stringify(body), 'application/json; charset=utf-8'));
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ translatedText: expected });
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('every catalog string comes back in every language', async () => {
    let n = 0;
    for (const locale of locales) {
      if (locale === 'en') continue;
      for (const key of ['nav.home', 'nav.bookConsultation', 'blog.cta.button'] as const) {
        const r = await call(
          post(JSON.stringify({ text: catalogs.en[key], targetLanguage: locale })),
        );
        expect(r.json.translatedText, `${locale} ${key}`).toBe(catalogs[locale][key]);
        n += 1;
      }
    }
    expect(n).toBe(15);
  });

  it('ignores unknown fields and accepts application/*+json', async () => {
    const r = await call(
      post(
        JSON.stringify({ text: english, targetLanguage: 'de', extra: { deep: [1] } }),
        'application/vnd.api+json',
      ),
    );
    expect(r.json).toEqual({ translatedText: german });
  });

  it('503 with a clear error for a text no provider can translate', async () => {
    const r = await call(
      post(JSON.stringify({ text: 'This sentence is in no catalog.', targetLanguage: 'de' })),
    );
    expect(r.status).toBe(503);
    expect(r.json.error).toMatch(/No translation available/);
    expect(r.json).not.toHaveProperty('translatedText');
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const)(
    '405 for %s with Allow: POST, before any body is read',
    async (method) => {
      const res = await app.inject({
        method,
        url: '/api/translate',
        headers: { 'content-type': 'text/plain' },
        ...(method === 'GET' || method === 'HEAD' ? {} : { payload: 'x' }),
      });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      if (method === 'HEAD') expect(res.body).toBe('');
      else expect(JSON.parse(res.body).error).toContain(method);
    },
  );

  it('unknown API paths are JSON 404s, whatever the method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const r = await call({ method, url: '/api/nothing/here' });
      expect(r.status).toBe(404);
      expect(r.json).toEqual({ error: 'Not found' });
    }
  });
});

describe('GET /api/translate/status', () => {
  it('says only the embedded catalogs are active when no provider is configured', async () => {
    const r = await call({ method: 'GET', url: '/api/translate/status' });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      embedded: true,
      provider: null,
      machineTranslation: false,
      providers: [],
      visitorLanguage: null,
    });
  });

  it.each([
    ['lang=de', 'de'],
    ['theme=dark; lang=fr; x=1', 'fr'],
    ['lang=xx', null],
    ['language=de', null],
    ['', null],
  ])('reports the switcher choice from the cookie %j as %s', async (cookie, expected) => {
    const r = await call({ method: 'GET', url: '/api/translate/status', headers: { cookie } });
    expect(r.json.visitorLanguage).toBe(expected);
  });

  it('HEAD without a body; 405 for POST', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/api/translate/status' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    const r = await call({ method: 'POST', url: '/api/translate/status' });
    expect(r.status).toBe(405);
    expect(r.headers.allow).toBe('GET, HEAD');
  });
});

describe('over HTTP with a fake LibreTranslate behind it', () => {
  let fake: FakeProvider;
  let site: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    fake = await startFakeLibreTranslate();
    site = await createApp({
      releaseDir,
      env: { LIBRETRANSLATE_URL: fake.url, TRANSLATE_TIMEOUT_MS: '1000' },
      apiRateLimit: 100_000,
    });
    url = await site.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await site.close();
    await fake.close();
  });

  const send = (body: unknown) =>
    fetch(`${url}/api/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('the second identical request is served from the cache without a provider call', async () => {
    const before = fake.requests.length;
    const first = await send({ text: 'A sentence only the provider knows.', targetLanguage: 'es' });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-translate-cache')).toBe('miss');
    expect(first.headers.get('x-translate-provider')).toBe('libretranslate');
    expect(fake.requests.length).toBe(before + 1);
    const second = await send({
      text: 'A sentence only the provider knows.',
      targetLanguage: 'es',
    });
    expect(await second.json()).toEqual({
      translatedText: '[es] A sentence only the provider knows.',
    });
    expect(second.headers.get('x-translate-cache')).toBe('hit');
    expect(fake.requests.length).toBe(before + 1);
  });

  it('catalog strings never reach the provider', async () => {
    const before = fake.requests.length;
    const r = await send({ text: english, targetLanguage: 'de' });
    expect(await r.json()).toEqual({ translatedText: german });
    expect(r.headers.get('x-translate-provider')).toBe('embedded');
    expect(fake.requests.length).toBe(before);
  });

  it('keeps HTML markup through the provider', async () => {
    const r = await send({
      text: '<p>Read the <a href="/docs">docs</a></p>',
      targetLanguage: 'it',
    });
    expect(await r.json()).toEqual({
      translatedText: '<p>[it] Read the <a href="/docs">[it] docs</a></p>',
    });
  });

  it('survives 300 random and hostile bodies and stays healthy', async () => {
    const hostileStrings = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.constantFrom(
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '"><svg onload=alert(1)>',
        '{{constructor.constructor("return process")()}}',
        '\u0000\u0001\u202e\ufeff',
        '__proto__',
        'a'.repeat(MAX_TEXT_CHARS + 1),
        '😀'.repeat(2600),
        '\ud800',
      ),
      fc.nat({ max: 70_000 }).map((n) => 'x'.repeat(n)),
    );
    const bodies = fc.oneof(
      fc.json({ maxDepth: 4 }),
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
      fc
        .record({
          text: fc.oneof(hostileStrings, fc.anything({ maxDepth: 2 })),
          targetLanguage: fc.oneof(
            fc.constantFrom(...locales),
            fc.string({ maxLength: 6 }),
            fc.integer(),
            fc.constant(null),
          ),
        })
        .map((v) => JSON.stringify(v)),
      fc
        .record({ text: hostileStrings, targetLanguage: fc.constantFrom(...locales) })
        .map((v) => JSON.stringify(v)),
      fc.constantFrom(
        '{"__proto__":{"polluted":true},"text":"a","targetLanguage":"de"}',
        '{"constructor":{"prototype":{"x":1}},"text":"b","targetLanguage":"fr"}',
        `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
        `{"text":${'['.repeat(5000)}1${']'.repeat(5000)},"targetLanguage":"de"}`,
        '{"text":"a","targetLanguage":"de"',
        '{"text":"\\ud800","targetLanguage":"pt"}',
      ),
      fc.string({ unit: 'binary', maxLength: 500 }),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
    );
    const contentTypes = fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'text/plain',
          'application/json; charset=utf-8',
          '',
          'APPLICATION/JSON',
          'application/x-www-form-urlencoded',
        ),
      },
    );
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(bodies, contentTypes, async (body, type) => {
        runs += 1;
        const response = await fetch(`${url}/api/translate`, {
          method: 'POST',
          headers: type ? { 'content-type': type } : {},
          body,
        });
        const text = await response.text();
        expect([200, 400, 413, 415, 429, 503]).toContain(response.status);
        const json = JSON.parse(text) as Record<string, unknown>;
        if (response.status === 200) expect(typeof json.translatedText).toBe('string');
        else expect(typeof json.error).toBe('string');
        expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 300 },
    );
    expect(runs).toBeGreaterThanOrEqual(300);
    const healthy = await send({ text: english, targetLanguage: 'de' });
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toEqual({ translatedText: german });
  }, 60_000);
});

describe('provider faults never reach the client', () => {
  it("a provider's error text, address and name stay in the server log", async () => {
    const fake = await startFakeLibreTranslate();
    fake.always({ status: 500, json: { error: 'internal detail: db=10.1.2.3 user=svc' } });
    const site = await createApp({
      releaseDir,
      env: { LIBRETRANSLATE_URL: fake.url, TRANSLATE_TIMEOUT_MS: '1000' },
    });
    const r = await call(
      post(JSON.stringify({ text: 'Unknown text', targetLanguage: 'de' })),
      site,
    );
    expect(r.status).toBe(503);
    expect(r.json).toEqual({ error: 'Machine translation is unavailable right now' });
    await site.close();
    await fake.close();
  });
});

describe('character budgets for provider calls', () => {
  let fake: FakeProvider;
  afterAll(() => fake?.close());

  /** `n` distinct texts of `size` characters, as one client would send an article. */
  const texts = (prefix: string, n: number, size = 5000) =>
    Array.from({ length: n }, (_, i) => `${prefix} ${i} `.padEnd(size, 'x'));
  const translate = (site: FastifyInstance, text: string, ip: string) =>
    call({ ...post(JSON.stringify({ text, targetLanguage: 'fr' })), remoteAddress: ip }, site);

  it('one client flooding the provider is stopped at its budget; the provider stays up for everyone', async () => {
    // The provider itself refuses (429) past 60,000 characters: without budgets, one client
    // sending 200,000 characters gets it there, opens the circuit and switches translation off.
    fake = await startFakeLibreTranslate({ quotaChars: 60_000 });
    const site = await createApp({
      releaseDir,
      env: {
        LIBRETRANSLATE_URL: fake.url,
        TRANSLATE_TIMEOUT_MS: '1000',
        TRANSLATE_CLIENT_CHARS_PER_HOUR: '20000',
      },
      apiRateLimit: 1000,
    });
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof call>> | undefined;
    for (const text of texts('Flood', 40)) {
      const r = await translate(site, text, '203.0.113.9');
      statuses.push(r.status);
      if (r.status === 429) limited ??= r;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(36);
    expect(limited?.json.error).toMatch(/limit/i);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    const sent = fake.requests.reduce(
      (sum, r) => sum + String((r.body as { q: string }).q).length,
      0,
    );
    expect(sent).toBeLessThanOrEqual(20_000);

    // Catalog and cache answers stay free for the flooding client...
    expect((await translate(site, english, '203.0.113.9')).status).toBe(200);
    expect((await translate(site, texts('Flood', 1)[0]!, '203.0.113.9')).status).toBe(200);
    // ...and everyone else still gets machine translation.
    const other = await translate(site, 'A visitor with a fresh sentence.', '198.51.100.4');
    expect(other).toMatchObject({
      status: 200,
      json: { translatedText: '[fr] A visitor with a fresh sentence.' },
    });
    const status = await call({ method: 'GET', url: '/api/translate/status' }, site);
    expect(status.json).toMatchObject({ machineTranslation: true, provider: 'libretranslate' });
    await site.close();
  });

  it('the daily budget caps all clients together', async () => {
    fake = await startFakeLibreTranslate();
    const site = await createApp({
      releaseDir,
      env: {
        LIBRETRANSLATE_URL: fake.url,
        TRANSLATE_DAILY_CHARS: '12000',
        TRANSLATE_CLIENT_DAILY_PERCENT: '100',
      },
      apiRateLimit: 1000,
    });
    const results = [];
    for (const [i, text] of texts('Daily', 4).entries()) {
      results.push((await translate(site, text, `198.51.100.${i + 1}`)).status);
    }
    expect(results).toEqual([200, 200, 429, 429]);
    const r = await translate(site, 'Short one', '198.51.100.9');
    expect(r.status).toBe(200);
    expect((await translate(site, english, '198.51.100.9')).status).toBe(200);
    await site.close();
  });
});

describe('budgets per client: IPv6 per /64, a capped share of the day', () => {
  let fake: FakeProvider;
  afterAll(() => fake?.close());
  const texts = (prefix: string, n: number, size = 5000) =>
    Array.from({ length: n }, (_, i) => `${prefix} ${i} `.padEnd(size, 'x'));
  const translate = (site: FastifyInstance, text: string, ip: string) =>
    call({ ...post(JSON.stringify({ text, targetLanguage: 'it' })), remoteAddress: ip }, site);

  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['[2001:db8:1:2::7]', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('charges %s to %s', (address, client) => {
    expect(budgetClient(address)).toBe(client);
  });

  it('addresses of one IPv6 /64 share one budget; another /64 has its own', async () => {
    fake = await startFakeLibreTranslate();
    const site = await createApp({
      releaseDir,
      env: { LIBRETRANSLATE_URL: fake.url, TRANSLATE_CLIENT_CHARS_PER_HOUR: '10000' },
      apiRateLimit: 1000,
    });
    const [a, b, c] = texts('Six', 3);
    expect((await translate(site, a!, '2001:db8:1:2::1')).status).toBe(200);
    expect((await translate(site, b!, '2001:db8:1:2:ffff::9')).status).toBe(200);
    // A third address of the same /64: the network's hour is spent.
    expect((await translate(site, c!, '2001:db8:1:2:1234::5')).status).toBe(429);
    expect((await translate(site, c!, '2001:db8:1:3::1')).status).toBe(200);
    await site.close();
  });

  it('ten addresses cannot spend the day: each gets at most its share of it', async () => {
    fake = await startFakeLibreTranslate();
    const site = await createApp({
      releaseDir,
      env: { LIBRETRANSLATE_URL: fake.url },
      apiRateLimit: 1000,
    });
    // The probe: 10 addresses x 10 requests x 5,000 characters = the whole default day.
    const perClient: number[] = [];
    let refused: Awaited<ReturnType<typeof call>> | undefined;
    for (let ip = 1; ip <= 10; ip++) {
      let ok = 0;
      for (const text of texts(`Probe ${ip}`, 10)) {
        const r = await translate(site, text, `192.0.2.${ip}`);
        if (r.status === 200) ok++;
        else refused ??= r;
      }
      perClient.push(ok);
    }
    // 5 % of 500,000 is 25,000 characters a day per client: half the day is left for everyone.
    expect(perClient).toEqual(Array(10).fill(5));
    expect(refused?.status).toBe(429);
    expect(refused?.json.error).toMatch(/Daily translation limit reached for your address/);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    const fresh = await translate(site, 'A fresh sentence for a new visitor.', '192.0.2.200');
    expect(fresh.status).toBe(200);
    await site.close();
  });
});

describe('provider HTML is sanitised on the server', () => {
  it("keeps the request's own tags and markers, drops scripts, handlers, styles and bad links", async () => {
    const fake = await startFakeLibreTranslate();
    fake.always({
      json: {
        translatedText:
          '<div data-tb="0" class="x" style="color:red" onclick="steal()">Hallo <span data-keep="1"></span> ' +
          '<a href="javascript:alert(1)">Link</a> <a href="https://example.com/a">ok</a>' +
          '<img src=x onerror="alert(1)"><script>alert(1)</script><iframe src="//evil.example"></iframe></div>',
      },
    });
    const site = await createApp({ releaseDir, env: { LIBRETRANSLATE_URL: fake.url } });
    const text =
      '<div data-tb="0">Hello <span data-keep="1"></span> <a href="/x">Link</a> <a href="https://example.com/a">ok</a></div>';
    const r = await call(post(JSON.stringify({ text, targetLanguage: 'de' })), site);
    expect(r.status).toBe(200);
    expect(r.json.translatedText).toBe(
      '<div data-tb="0">Hallo <span data-keep="1"></span> <a>Link</a> <a href="https://example.com/a">ok</a></div>',
    );
    // The cache holds the cleaned answer too.
    const again = await call(post(JSON.stringify({ text, targetLanguage: 'de' })), site);
    expect(again.headers['x-translate-cache']).toBe('hit');
    expect(again.json.translatedText).toBe(r.json.translatedText);
    await site.close();
    await fake.close();
  });

  it('markup a provider adds to a plain text comes back as text only', async () => {
    const fake = await startFakeLibreTranslate();
    fake.always({
      json: { translatedText: 'Ein <b onmouseover="x()">Satz</b><script>x()</script> &amp; mehr' },
    });
    const site = await createApp({ releaseDir, env: { LIBRETRANSLATE_URL: fake.url } });
    const r = await call(
      post(JSON.stringify({ text: 'A sentence & more', targetLanguage: 'de' })),
      site,
    );
    expect(r.json.translatedText).toBe('Ein Satz & mehr');
    await site.close();
    await fake.close();
  });

  it('escaped markup in the answer to a plain text never becomes markup', async () => {
    const fake = await startFakeLibreTranslate();
    const answers = [
      'Hallo &lt;img src=x onerror=alert(1)&gt;',
      'Hallo &lt;script&gt;alert(1)&lt;/script&gt;',
      'Hallo &amp;lt;img src=x onerror=alert(1)&amp;gt;',
      'Hallo &#60;svg onload=alert(1)&#62;',
    ];
    const site = await createApp({ releaseDir, env: { LIBRETRANSLATE_URL: fake.url } });
    for (const [i, translatedText] of answers.entries()) {
      fake.always({ json: { translatedText } });
      const r = await call(
        post(JSON.stringify({ text: `Hello ${i}`, targetLanguage: 'de' })),
        site,
      );
      expect(r.status).toBe(200);
      const answer = r.json.translatedText as string;
      expect(answer.startsWith('Hallo'), answer).toBe(true);
      // Parsed as HTML (as a careless client would insert it) it holds no element at all.
      const { JSDOM } = await import('jsdom');
      const body = new JSDOM(`<body>${answer}</body>`).window.document.body;
      expect(body.children.length, answer).toBe(0);
    }
    await site.close();
    await fake.close();
  });
});

describe('rate limit: one budget per client across every /api/* route', () => {
  it('status, translate and unknown API paths share the client’s 5 requests a minute', async () => {
    const site = await createApp({ releaseDir, env: noProviders, apiRateLimit: 5 });
    const ip = { remoteAddress: '192.0.2.10' };
    const statuses = [
      (await site.inject({ method: 'GET', url: '/api/translate/status', ...ip })).statusCode,
      (await site.inject({ method: 'GET', url: '/api/translate/status', ...ip })).statusCode,
      (
        await site.inject({
          ...post(JSON.stringify({ text: english, targetLanguage: 'de' })),
          ...ip,
        })
      ).statusCode,
      (await site.inject({ method: 'GET', url: '/api/nothing', ...ip })).statusCode,
      (
        await site.inject({
          ...post(JSON.stringify({ text: english, targetLanguage: 'de' })),
          ...ip,
        })
      ).statusCode,
      (await site.inject({ method: 'GET', url: '/api/translate/status', ...ip })).statusCode,
      (
        await site.inject({
          ...post(JSON.stringify({ text: english, targetLanguage: 'de' })),
          ...ip,
        })
      ).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 404, 200, 429, 429]);
    const limited = await site.inject({ method: 'GET', url: '/api/translate/status', ...ip });
    expect(JSON.parse(limited.body).error).toMatch(/Rate limit exceeded/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-frame-options']).toBe('DENY');
    const other = await site.inject({
      method: 'GET',
      url: '/api/translate/status',
      remoteAddress: '192.0.2.11',
    });
    expect(other.statusCode).toBe(200);
    expect((await site.inject({ method: 'GET', url: '/services', ...ip })).statusCode).toBe(200);
    await site.close();
  });
});

describe('npm run dev mounts the same API plugin into Astro’s dev server', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const middlewares: ((req: unknown, res: unknown, next: () => void) => void)[] = [];
    const fakeVite = {
      middlewares: { use: (fn: (typeof middlewares)[number]) => middlewares.push(fn) },
      watcher: { on: () => {} },
    };
    const hook = devApi().hooks['astro:server:setup']!;
    await hook({ server: fakeVite, logger: { info: () => {} } } as never);
    server = createServer((req, res) =>
      middlewares[0]!(req, res, () => {
        res.statusCode = 418;
        res.end('astro');
      }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('answers /api/translate from the sources and leaves every other path to Astro', async () => {
    const res = await fetch(`${url}/api/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: english, targetLanguage: 'de' }),
    });
    expect(await res.json()).toEqual({ translatedText: german });
    expect((await fetch(`${url}/api/translate`)).status).toBe(405);
    expect((await fetch(`${url}/services`)).status).toBe(418);
  });
});

describe('another API is one route plugin: POST /api/leads mounted next to translate', () => {
  it('keeps its own parsers, answers and stricter limit, and counts in the shared budget', async () => {
    const { leadsPlugin } = await import('../../server/leads/fastify-plugin');
    const { createLeadsRuntime } = await import('../../server/leads/runtime');
    const { testConfig } = await import('./leads-support');
    const { apiRoutes } = await import('../../server/api');
    const runtime = createLeadsRuntime(testConfig(), { log: () => {} });
    const site = await createApp({
      releaseDir,
      env: noProviders,
      apiRateLimit: 4,
      apiRoutes: [
        // The shipped leads route, replaced by one with a test database and a stricter limit.
        ...apiRoutes.filter((route) => route.name !== 'leadsRoutes'),
        async (api) => api.register(leadsPlugin, { prefix: '/leads', runtime, rateLimitMax: 2 }),
      ],
    });
    const lead = (i: number) => ({
      method: 'POST' as const,
      url: '/api/leads',
      remoteAddress: '192.0.2.50',
      payload: {
        name: 'Ana Souza',
        email: 'ana@example.com',
        message: `Sync invoices ${i}`,
        consent: true,
        locale: 'de',
        idempotencyKey: `00000000-0000-4000-8000-00000000000${i}`,
      },
    });
    const first = await site.inject(lead(1));
    expect(first.statusCode).toBe(201);
    expect(first.headers['x-frame-options']).toBe('DENY');
    expect((await site.inject(lead(2))).statusCode).toBe(201);
    // The plugin's own limit (2 a minute) applies...
    expect(JSON.parse((await site.inject(lead(3))).body)).toEqual({
      ok: false,
      error: 'rate_limited',
    });
    // ...and its requests used the client's shared /api/* budget (4 a minute).
    const status = {
      method: 'GET' as const,
      url: '/api/translate/status',
      remoteAddress: '192.0.2.50',
    };
    expect((await site.inject(status)).statusCode).toBe(200);
    expect((await site.inject(status)).statusCode).toBe(429);
    expect(runtime.store().listLeads()).toHaveLength(2);
    await site.close();
  });
});
