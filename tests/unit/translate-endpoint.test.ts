import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogs } from '../../src/i18n/catalog';
import { locales } from '../../src/i18n/locales';
import { buildLookupTable } from '../../src/lib/translate/embedded';
import { handleTranslate } from '../../src/lib/translate/handler';
import { createLibreTranslateProvider } from '../../src/lib/translate/libretranslate';
import { createTranslateService, type TranslateService } from '../../src/lib/translate/service';
import { MAX_BODY_BYTES, MAX_TEXT_CHARS } from '../../src/lib/translate/validate';
import { startFakeLibreTranslate, type FakeProvider } from './translate-fake-providers';

vi.stubEnv('LIBRETRANSLATE_URL', '');
vi.stubEnv('DEEPL_API_KEY', '');

const endpoint = await import('../../src/pages/api/translate');
const statusEndpoint = await import('../../src/pages/api/translate/status');

type Ctx = Parameters<typeof endpoint.POST>[0];
const ctx = (request: Request) => ({ request }) as unknown as Ctx;

function post(
  body: BodyInit | null,
  contentType: string | null = 'application/json',
  headers: Record<string, string> = {},
) {
  return new Request('http://localhost/api/translate', {
    method: 'POST',
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers },
    body,
  });
}

async function call(request: Request) {
  const response = await (request.method === 'POST'
    ? endpoint.POST(ctx(request))
    : endpoint.ALL(ctx(request)));
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: JSON.parse(text) as Record<string, unknown>,
  };
}

const german = catalogs.de['nav.bookConsultation']!;
const english = catalogs.en['nav.bookConsultation']!;

describe('POST /api/translate validation (the real endpoint module, embedded provider only)', () => {
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

  it('400 for bytes that are not UTF-8', async () => {
    const r = await call(post(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])));
    expect(r.status).toBe(400);
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
    expect((await call(post(body))).status).toBe(413);
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
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('every catalog string comes back in every language', async () => {
    let n = 0;
    for (const locale of locales) {
      if (locale === 'en') continue;
      for (const key of ['nav.home', 'nav.bookConsultation', 'translate.article.action'] as const) {
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

  it.each(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'])(
    '405 for %s with Allow: POST',
    async (method) => {
      const response = await endpoint.ALL(
        ctx(new Request('http://localhost/api/translate', { method })),
      );
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
      expect(JSON.parse(await response.text()).error).toContain(method);
    },
  );

  it('is on demand', () => {
    expect(endpoint.prerender).toBe(false);
    expect(statusEndpoint.prerender).toBe(false);
  });
});

describe('GET /api/translate/status', () => {
  it('says only the embedded catalogs are active when no provider is configured', async () => {
    const response = await statusEndpoint.GET(
      ctx(new Request('http://localhost/api/translate/status')),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
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
    const request = new Request('http://localhost/api/translate/status', { headers: { cookie } });
    const body = (await (await statusEndpoint.GET(ctx(request))).json()) as {
      visitorLanguage: unknown;
    };
    expect(body.visitorLanguage).toBe(expected);
  });

  it('405 for POST', async () => {
    const response = await statusEndpoint.ALL(
      ctx(new Request('http://localhost/api/translate/status', { method: 'POST' })),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

/** The handler behind a real HTTP server on loopback, as the site's server mounts it. */
async function serve(service: TranslateService): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body:
        req.method === 'GET' || req.method === 'HEAD'
          ? undefined
          : (Readable.toWeb(req) as ReadableStream),
      duplex: 'half',
    } as RequestInit);
    const response = await handleTranslate(request, service);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('over HTTP with a fake LibreTranslate behind it', () => {
  let fake: FakeProvider;
  let site: { url: string; server: Server };

  beforeAll(async () => {
    fake = await startFakeLibreTranslate();
    const service = createTranslateService({
      table: buildLookupTable(catalogs),
      providers: [
        createLibreTranslateProvider({ url: fake.url, timeoutMs: 1000, retryDelayMs: 5 }),
      ],
      log: () => {},
    });
    site = await serve(service);
  });
  afterAll(async () => {
    site.server.closeAllConnections();
    await new Promise<void>((r) => site.server.close(() => r()));
    await fake.close();
  });

  const send = (body: unknown) =>
    fetch(`${site.url}/api/translate`, {
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
        const response = await fetch(`${site.url}/api/translate`, {
          method: 'POST',
          headers: type ? { 'content-type': type } : {},
          body,
        });
        const text = await response.text();
        expect([200, 400, 413, 415, 503]).toContain(response.status);
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

describe('the plain Node handlers (for a server that skips Astro for this route)', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const { createNodeStatusHandler, createNodeTranslateHandler } =
      await import('../../src/lib/translate/handler');
    const { createTranslateServiceFromDisk } = await import('../../src/lib/translate/node-runtime');
    const service = createTranslateServiceFromDisk(process.cwd(), {});
    const translate = createNodeTranslateHandler(() => service);
    const status = createNodeStatusHandler(() => service);
    server = createServer((req, res) =>
      req.url === '/api/translate/status' ? status(req, res) : translate(req, res),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it.each([
    [
      'catalog string',
      'POST',
      'application/json',
      JSON.stringify({ text: english, targetLanguage: 'de' }),
      200,
      { translatedText: german },
    ],
    [
      'English',
      'POST',
      'application/json',
      JSON.stringify({ text: 'Hi', targetLanguage: 'en' }),
      200,
      { translatedText: 'Hi' },
    ],
    ['text/plain', 'POST', 'text/plain', 'hi', 415, null],
    ['no type', 'POST', '', 'hi', 415, null],
    ['malformed', 'POST', 'application/json', '{"text"', 400, null],
    ['bad language', 'POST', 'application/json', '{"text":"a","targetLanguage":"xx"}', 400, null],
    [
      '5,001 characters',
      'POST',
      'application/json',
      JSON.stringify({ text: 'a'.repeat(5001), targetLanguage: 'de' }),
      413,
      null,
    ],
    ['body over 64 KiB', 'POST', 'application/json', 'x'.repeat(MAX_BODY_BYTES + 1), 413, null],
    ['not UTF-8', 'POST', 'application/json', new Uint8Array([0x7b, 0xff, 0x7d]), 400, null],
    [
      'unknown text',
      'POST',
      'application/json',
      JSON.stringify({ text: 'Nothing knows this.', targetLanguage: 'it' }),
      503,
      null,
    ],
    ['GET', 'GET', '', undefined, 405, null],
    ['DELETE', 'DELETE', '', undefined, 405, null],
  ] as const)(
    '%s -> %i, like the Astro endpoint',
    async (_n, method, type, body, status, expected) => {
      const res = await fetch(`${url}/api/translate`, {
        method,
        headers: type ? { 'content-type': type } : {},
        body: body as BodyInit | undefined,
      });
      expect(res.status).toBe(status);
      const json = (await res.json()) as Record<string, unknown>;
      if (expected) expect(json).toEqual(expected);
      else expect(typeof json.error).toBe('string');
      const astro = await call(
        method === 'POST'
          ? post((body ?? null) as BodyInit | null, type || null)
          : new Request('http://localhost/api/translate', { method }),
      );
      expect(astro.status).toBe(status);
    },
  );

  it('status over Node: GET and HEAD, 405 otherwise, with the switcher choice', async () => {
    const res = await fetch(`${url}/api/translate/status`, { headers: { cookie: 'lang=pt' } });
    expect(await res.json()).toEqual({
      embedded: true,
      provider: null,
      machineTranslation: false,
      providers: [],
      visitorLanguage: 'pt',
    });
    const head = await fetch(`${url}/api/translate/status`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await fetch(`${url}/api/translate/status`, { method: 'POST' })).status).toBe(405);
  });
});
