import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CircuitBreaker } from '../../server/translate/breaker';
import {
  createDeepLProvider,
  deeplEndpoint,
  DEEPL_FREE_ENDPOINT,
  DEEPL_PRO_ENDPOINT,
} from '../../server/translate/deepl';
import { ProviderError } from '../../server/translate/errors';
import { looksLikeHtml } from '../../server/translate/html';
import {
  createLibreTranslateProvider,
  libreTranslateEndpoint,
} from '../../server/translate/libretranslate';
import { readTranslateConfig } from '../../shared/config';
import {
  startFakeDeepL,
  startFakeLibreTranslate,
  type FakeProvider,
} from './translate-fake-providers';

/** A port on which nothing listens (provider down). */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

// Tests that fake the clock (the breaker's half-open timing) get the real one back.
afterEach(() => {
  vi.useRealTimers();
});

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    return error as ProviderError;
  }
  throw new Error('expected a ProviderError');
}

describe('looksLikeHtml', () => {
  it.each([
    ['<p>Hello</p>', true],
    ['Text with <strong>bold</strong>', true],
    ['<br/>', true],
    ['Tom &amp; Jerry', true],
    ['<!-- note -->', true],
    ['1 < 2 and 3 > 2', false],
    ['Plain text', false],
    ['a <b', false],
    ['Tom & Jerry', false],
  ])('%j -> %s', (text, expected) => {
    expect(looksLikeHtml(text)).toBe(expected);
  });
});

describe('readTranslateConfig', () => {
  it.each([
    [{}, { libre: false, deepl: false, warnings: 0 }],
    [{ LIBRETRANSLATE_URL: 'http://lt.local:5000' }, { libre: true, deepl: false, warnings: 0 }],
    [{ LIBRETRANSLATE_URL: 'ftp://nope' }, { libre: false, deepl: false, warnings: 1 }],
    [{ LIBRETRANSLATE_URL: '   ' }, { libre: false, deepl: false, warnings: 0 }],
    [{ DEEPL_API_KEY: 'abc:fx' }, { libre: false, deepl: true, warnings: 0 }],
    [
      { DEEPL_API_KEY: 'abc', DEEPL_API_URL: 'not a url' },
      { libre: false, deepl: true, warnings: 1 },
    ],
    [{ TRANSLATE_TIMEOUT_MS: '5' }, { libre: false, deepl: false, warnings: 1 }],
  ])('%j', (env, expected) => {
    const config = readTranslateConfig(env);
    expect(Boolean(config.libreTranslate)).toBe(expected.libre);
    expect(Boolean(config.deepl)).toBe(expected.deepl);
    expect(config.warnings).toHaveLength(expected.warnings);
    expect(JSON.stringify(config.warnings)).not.toMatch(/abc/);
  });

  it('keeps the LibreTranslate key and a valid timeout', () => {
    const config = readTranslateConfig({
      LIBRETRANSLATE_URL: 'https://lt.example.com',
      LIBRETRANSLATE_API_KEY: 'k1',
      TRANSLATE_TIMEOUT_MS: '2500',
    });
    expect(config.libreTranslate).toEqual({ url: 'https://lt.example.com', apiKey: 'k1' });
    expect(config.timeoutMs).toBe(2500);
  });
});

describe('endpoints', () => {
  it.each([
    ['http://lt:5000', 'http://lt:5000/translate'],
    ['http://lt:5000/', 'http://lt:5000/translate'],
    ['https://x.org/api/translate', 'https://x.org/api/translate'],
  ])('LibreTranslate %s -> %s', (input, expected) => {
    expect(libreTranslateEndpoint(input)).toBe(expected);
  });
  it.each([
    ['1234-abcd:fx', DEEPL_FREE_ENDPOINT],
    ['1234-abcd', DEEPL_PRO_ENDPOINT],
  ])('DeepL key %s -> %s', (key, expected) => {
    expect(deeplEndpoint(key)).toBe(expected);
  });
});

describe('LibreTranslate adapter against a fake server', () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeLibreTranslate({ apiKey: 'secret-key' });
  });
  afterAll(() => fake.close());
  afterEach(() => {
    fake.requests.length = 0;
    fake.always(undefined);
  });

  const provider = (extra: Partial<Parameters<typeof createLibreTranslateProvider>[0]> = {}) =>
    createLibreTranslateProvider({
      url: fake.url,
      apiKey: 'secret-key',
      timeoutMs: 10_000,
      retryDelayMs: 5,
      ...extra,
    });

  it('sends the documented body and reads translatedText', async () => {
    const result = await provider().translate('Automate your business', 'de');
    expect(result).toBe('[de] Automate your business');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/translate',
      body: {
        q: 'Automate your business',
        source: 'en',
        target: 'de',
        format: 'text',
        api_key: 'secret-key',
      },
    });
    expect(fake.requests[0]!.headers['content-type']).toBe('application/json');
  });

  it('keeps HTML intact with format html', async () => {
    const html =
      '<p>Use the <a href="https://n8n.io">editor</a> and <span data-keep="0" translate="no"></span>.</p>';
    const result = await provider().translate(html, 'fr');
    expect((fake.requests[0]!.body as { format: string }).format).toBe('html');
    expect(result).toBe(
      '<p>[fr] Use the <a href="https://n8n.io">[fr] editor</a>[fr]  and <span data-keep="0" translate="no"></span>[fr] .</p>',
    );
  });

  it('asks for pt-BR and falls back to pt on a server that only knows pt', async () => {
    const old = await startFakeLibreTranslate({ acceptPtBr: false });
    try {
      const p = createLibreTranslateProvider({ url: old.url, timeoutMs: 10_000 });
      expect(await p.translate('Hello', 'pt')).toBe('[pt] Hello');
      expect(old.requests.map((r) => (r.body as { target: string }).target)).toEqual([
        'pt-BR',
        'pt',
      ]);
      await p.translate('Again', 'pt');
      expect(old.requests.map((r) => (r.body as { target: string }).target)).toEqual([
        'pt-BR',
        'pt',
        'pt',
      ]);
      expect(p.state).toBe('closed');
    } finally {
      await old.close();
    }
    expect(await provider().translate('Olá', 'pt')).toBe('[pt-br] Olá');
  });

  it('times out, does not retry a timeout, and reports it', async () => {
    // The fake never answers: the call can only end through the provider's own timeout (a
    // missing timeout fails this test by Vitest's), and one request proves it was not retried.
    fake.script('hang');
    const error = await failure(provider({ timeoutMs: 100 }).translate('Slow', 'de'));
    expect(error.kind).toBe('timeout');
    expect(fake.requests).toHaveLength(1);
  });

  it('retries once after a 5xx and succeeds', async () => {
    fake.script({ status: 500, json: { error: 'Internal error' } });
    expect(await provider().translate('Retry me', 'es')).toBe('[es] Retry me');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after one retry when the 5xx persists', async () => {
    fake.script(
      { status: 502, json: { error: 'bad gateway' } },
      { status: 503, json: { error: 'busy' } },
    );
    const error = await failure(provider().translate('Still failing', 'es'));
    expect(error).toMatchObject({ kind: 'http', status: 503 });
    expect(error.message).toContain('busy');
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    [400, { error: 'it is not supported' }],
    [403, { error: 'Invalid API key' }],
    [429, { error: 'Too many request limits violated' }],
  ])('does not retry a %i', async (status, json) => {
    fake.script({ status, json });
    const error = await failure(provider().translate('No retry', 'it'));
    expect(error).toMatchObject({ kind: 'http', status });
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a bad key as 403 without leaking it', async () => {
    const error = await failure(provider({ apiKey: 'wrong' }).translate('Key?', 'de'));
    expect(error.status).toBe(403);
    expect(error.message).not.toContain('wrong');
  });

  it.each([
    ['not JSON', { raw: '<html>gateway</html>' }],
    ['no translatedText', { json: { result: 'x' } }],
    ['translatedText not a string', { json: { translatedText: 42 } }],
    ['translatedText an array', { json: { translatedText: ['a'] } }],
    ['empty translation', { json: { translatedText: '  ' } }],
    ['JSON null', { raw: 'null' }],
  ])('rejects a malformed answer: %s', async (_name, answer) => {
    fake.script(answer);
    const error = await failure(provider().translate('Shape', 'de'));
    expect(error.kind).toBe('malformed');
  });

  it('reports a connection reset as a network error', async () => {
    fake.script('reset');
    const error = await failure(provider().translate('Reset', 'de'));
    expect(error.kind).toBe('network');
  });

  it('opens the circuit when the provider is down and stops calling it', async () => {
    fake.always({ status: 503, json: { error: 'down' } });
    // The breaker reads the clock through Date (cockatiel's), so only Date is faked here.
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = 1_000;
    vi.setSystemTime(now);
    const p = provider({
      breaker: { failureThreshold: 3, resetTimeoutMs: 10_000 },
    });
    for (let i = 0; i < 3; i += 1)
      expect((await failure(p.translate(`t${i}`, 'de'))).kind).toBe('http');
    expect(fake.requests).toHaveLength(6); // 3 calls x (1 try + 1 retry)
    expect(p.state).toBe('open');
    expect(p.retryAfterSeconds).toBe(10);
    expect((await failure(p.translate('t4', 'de'))).kind).toBe('circuit-open');
    expect(fake.requests).toHaveLength(6);

    // After the reset timeout one trial goes through; the provider is back, so it closes.
    fake.always(undefined);
    now += 10_000;
    vi.setSystemTime(now);
    expect(p.state).toBe('half-open');
    expect(await p.translate('back', 'de')).toBe('[de] back');
    expect(p.state).toBe('closed');
  });

  it('opens the circuit when nothing listens on the port (network errors)', async () => {
    const p = createLibreTranslateProvider({
      url: `http://127.0.0.1:${await deadPort()}`,
      timeoutMs: 10_000,
      breaker: { failureThreshold: 2 },
    });
    expect((await failure(p.translate('a', 'de'))).kind).toBe('network');
    expect((await failure(p.translate('b', 'de'))).kind).toBe('network');
    expect(p.state).toBe('open');
    expect((await failure(p.translate('c', 'de'))).kind).toBe('circuit-open');
  });

  it('does not open the circuit for 400s about one text', async () => {
    const p = provider({ breaker: { failureThreshold: 2 } });
    fake.script(
      { status: 400, json: { error: 'x' } },
      { status: 400, json: { error: 'x' } },
      { status: 400, json: { error: 'x' } },
    );
    for (let i = 0; i < 3; i += 1) await failure(p.translate('bad', 'de'));
    expect(p.state).toBe('closed');
  });
});

describe('DeepL adapter against a fake server', () => {
  const KEY = 'deepl-key-123:fx';
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeDeepL({ apiKey: KEY });
  });
  afterAll(() => fake.close());
  afterEach(() => {
    fake.requests.length = 0;
    fake.always(undefined);
  });

  const provider = (extra: Partial<Parameters<typeof createDeepLProvider>[0]> = {}) =>
    createDeepLProvider({
      apiKey: KEY,
      endpoint: `${fake.url}/v2/translate`,
      timeoutMs: 10_000,
      retryDelayMs: 5,
      ...extra,
    });

  it.each([
    ['pt', 'PT-BR'],
    ['de', 'DE'],
    ['es', 'ES'],
    ['it', 'IT'],
    ['fr', 'FR'],
  ] as const)('translates into %s with target_lang %s', async (locale, code) => {
    const result = await provider().translate('Save time', locale);
    expect(result).toBe(`[${code.toLowerCase()}] Save time`);
    const request = fake.requests[0]!;
    expect(request.path).toBe('/v2/translate');
    expect(request.headers.authorization).toBe(`DeepL-Auth-Key ${KEY}`);
    expect(request.body).toEqual({ text: ['Save time'], source_lang: 'EN', target_lang: code });
  });

  it('sends tag_handling html for HTML and keeps the tags', async () => {
    const result = await provider().translate('<p>Hello <em>world</em></p>', 'de');
    expect((fake.requests[0]!.body as { tag_handling?: string }).tag_handling).toBe('html');
    expect(result).toBe('<p>[de] Hello <em>[de] world</em></p>');
  });

  it.each([
    [403, 'authorisation failed'],
    [456, 'quota exceeded'],
    [429, 'too many requests'],
    [400, 'HTTP 400'],
  ])('maps a %i answer to a clear error without retrying', async (status, text) => {
    fake.script({ status, json: { message: 'x' } });
    const error = await failure(provider().translate('Quota', 'fr'));
    expect(error).toMatchObject({ kind: 'http', status });
    expect(error.message).toContain(text);
    expect(error.message).not.toContain(KEY);
    expect(fake.requests).toHaveLength(1);
  });

  it('a wrong key gets the fake server’s 403', async () => {
    const error = await failure(provider({ apiKey: 'other' }).translate('x', 'de'));
    expect(error.status).toBe(403);
  });

  it('retries once after a 5xx and succeeds', async () => {
    fake.script({ status: 503, json: { message: 'Service unavailable' } });
    expect(await provider().translate('Again', 'it')).toBe('[it] Again');
    expect(fake.requests).toHaveLength(2);
  });

  it('times out', async () => {
    fake.script('hang');
    const error = await failure(provider({ timeoutMs: 80 }).translate('Hang', 'de'));
    expect(error.kind).toBe('timeout');
  });

  it.each([
    ['no translations', { json: {} }],
    ['empty translations', { json: { translations: [] } }],
    ['text not a string', { json: { translations: [{ text: null }] } }],
    ['not JSON', { raw: 'Bad Gateway' }],
    ['empty text', { json: { translations: [{ text: '' }] } }],
  ])('rejects a malformed answer: %s', async (_name, answer) => {
    fake.script(answer);
    expect((await failure(provider().translate('Shape', 'de'))).kind).toBe('malformed');
  });

  it('opens the circuit after repeated failures', async () => {
    fake.always({ status: 500, json: { message: 'boom' } });
    const p = provider({ breaker: { failureThreshold: 2, resetTimeoutMs: 60_000 } });
    await failure(p.translate('1', 'de'));
    await failure(p.translate('2', 'de'));
    const before = fake.requests.length;
    expect((await failure(p.translate('3', 'de'))).kind).toBe('circuit-open');
    expect(fake.requests.length).toBe(before);
    expect(p.state).toBe('open');
  });
});

describe('CircuitBreaker', () => {
  const boom = () => Promise.reject(new ProviderError('p', 'network', 'down'));
  it('lets only one trial through while half-open, and reopens when it fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const breaker = new CircuitBreaker('p', {
      failureThreshold: 1,
      resetTimeoutMs: 1000,
    });
    await expect(breaker.call(boom)).rejects.toThrow('down');
    expect(breaker.state).toBe('open');
    vi.setSystemTime(1000);
    let release!: () => void;
    const trial = breaker.call(
      () =>
        new Promise<never>(
          (_, reject) => (release = () => reject(new ProviderError('p', 'timeout', 'slow'))),
        ),
    );
    await expect(breaker.call(() => Promise.resolve('x'))).rejects.toMatchObject({
      kind: 'circuit-open',
    });
    release();
    await expect(trial).rejects.toThrow('slow');
    expect(breaker.state).toBe('open');
    expect(breaker.retryAfterSeconds).toBe(1);
  });

  it('counts plain errors (not ProviderError) as failures', async () => {
    const breaker = new CircuitBreaker('p', { failureThreshold: 2 });
    await expect(breaker.call(() => Promise.reject(new Error('x')))).rejects.toThrow();
    expect(breaker.state).toBe('closed');
    await expect(breaker.call(() => Promise.reject(new Error('x')))).rejects.toThrow();
    expect(breaker.state).toBe('open');
  });
});
