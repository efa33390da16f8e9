import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { languageChoice, preferredPath } from '../../server/i18n/language-choice';
import { onSite, safePathname } from '../../server/request';
import { readServerConfig, trustProxy } from '../../shared/config';
import { loadRelease, pickEncoding } from '../../server/release/load';
import { FIXTURE_FILES, makeRelease } from './support/release';

const releaseDir = await makeRelease();
const app = await createApp({ releaseDir, env: {}, apiRateLimit: 1000 });
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('safePathname', () => {
  it.each([
    ['/services', '/services'],
    ['/de/blog/x?y=%2F', '/de/blog/x'],
    ['/caf%C3%A9', '/café'],
    ['/..%2f..%2fetc/passwd', null],
    ['/a%5cb', null],
    ['/a\\b', null],
    ['/%00', null],
    ['/%09/x', null],
    ['/a%0d%0aSet-Cookie:x', null],
    ['/%E0%A4%A', null],
    ['/a/../b', null],
    ['/%2e%2e/etc', null],
    ['/./x', null],
    [`/${'x'.repeat(3000)}`, null],
  ])('%s -> %s', (raw, expected) => {
    expect(safePathname(raw)).toBe(expected);
  });
});

describe('onSite', () => {
  it.each([
    ['/services', '', '/services'],
    ['//attacker.example', '', '/attacker.example'],
    ['//x//attacker.example', '?a=1', '/x/attacker.example?a=1'],
    ['/\\attacker.example', '', '/attacker.example'],
    ['/caf\u00e9', '', '/caf%C3%A9'],
    ['/100%', '', '/100%25'],
  ])('%s%s -> %s', (path, search, expected) => {
    expect(onSite(path, search)).toBe(expected);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.2', ['10.0.0.2']],
    ['10.0.0.2, 10.0.0.3', ['10.0.0.2', '10.0.0.3']],
    ['10.0.0.0/8', ['10.0.0.0/8']],
  ])('%j -> %j', (value, expected) => {
    expect(trustProxy(value)).toEqual(expected);
  });
});

describe('language preference', () => {
  it('?lang= sets the cookie and keeps the other parameters; English clears it', () => {
    const de = languageChoice('lang=de&a=1', false);
    expect(de).toMatchObject({ locale: 'de', search: '?a=1' });
    expect(de?.setCookie).toMatch(/^lang=de; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/);
    expect(languageChoice('lang=en', true)?.setCookie).toBe(
      'lang=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly; Secure',
    );
    expect(languageChoice('lang=xx', false)).toBeNull();
    expect(languageChoice('a=1', false)).toBeNull();
  });

  const pages = new Set(['/services', '/de/services', '/blog/en-only', '/']);
  const exists = (p: string) => pages.has(p) || p === '/de';
  it.each([
    ['/services', 'de', '/de/services'],
    ['/', 'de', '/de'],
    ['/services', undefined, null],
    ['/services', 'en', null],
    ['/services', 'zz', null],
    ['/de/services', 'fr', null],
    ['/blog/en-only', 'de', null],
  ])('%s with cookie %s -> %s', (path, cookie, expected) => {
    expect(preferredPath(path, cookie, exists)).toBe(expected);
  });
});

describe('the release in memory', () => {
  const site = loadRelease(releaseDir);

  it('maps clean URLs to index files; 404 pages, compressed copies and deploy files are not URLs', () => {
    expect(site.files.get('/')).toBe(site.files.get('/index.html'));
    expect(site.files.get('/services')).toBe(site.files.get('/services/index.html'));
    for (const path of [
      '/404.html',
      '/de/404',
      '/blog/404',
      '/services/index.html.br',
      '/_headers',
    ])
      expect(site.files.has(path), path).toBe(false);
    expect(site.files.has('/../package.json')).toBe(false);
    expect(site.notFound.size).toBe(4);
  });

  it('keeps each file with its content type, cache rule and precompressed copies', () => {
    expect(site.files.get('/_astro/app.abc123.js')).toMatchObject({
      type: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(site.files.get('/services')?.cacheControl).toBe('public, max-age=0, must-revalidate');
    expect(site.files.get('/favicon.svg')?.cacheControl).toBe('public, max-age=3600');
    expect(site.files.get('/services')?.br).toBeInstanceOf(Buffer);
    expect(site.files.get('/favicon.svg')?.br).toBeInstanceOf(Buffer);
    expect(site.files.get('/og.png')?.br).toBeUndefined();
    expect(site.files.get('/og.png')?.type).toBe('image/png');
  });

  it('holds a text file only as its compressed copies: the original is unzipped on request, byte for byte', () => {
    const services = site.files.get('/services')!;
    expect(services.identity().toString()).toBe(FIXTURE_FILES['services/index.html']);
    // decompressed per request, not kept: each call builds a new buffer
    expect(services.identity()).not.toBe(services.identity());
    const png = site.files.get('/og.png')!;
    expect(png.gzip).toBeUndefined();
    expect(png.identity()).toBe(png.identity());
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['GZIP', 'gzip'],
    [undefined, 'identity'],
    ['br;q=0.5', 'br'],
  ])('pickEncoding(%s) = %s', (header, expected) => {
    expect(pickEncoding(header, { br: Buffer.from('b'), gzip: Buffer.from('g') })).toBe(expected);
  });
});

describe('pages (app.inject)', () => {
  it('serves pages, assets, XML and markdown with their type and cache rule, compressed', async () => {
    for (const [url, type, cache] of [
      ['/services', 'text/html; charset=utf-8', 'public, max-age=0, must-revalidate'],
      ['/', 'text/html; charset=utf-8', 'public, max-age=0, must-revalidate'],
      [
        '/_astro/app.abc123.js',
        'text/javascript; charset=utf-8',
        'public, max-age=31536000, immutable',
      ],
      ['/rss.xml', 'application/xml; charset=utf-8', 'public, max-age=0, must-revalidate'],
      ['/blogs/post.md', 'text/markdown; charset=utf-8', 'public, max-age=0, must-revalidate'],
    ]) {
      const res = await get(url!, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe(type);
      expect(res.headers['cache-control'], url).toBe(cache);
      expect(res.headers['content-encoding'], url).toBe('br');
    }
    const plain = await get('/services');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(FIXTURE_FILES['services/index.html']);
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await app.inject({
      method: 'HEAD',
      url: '/services',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('');
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/de/services');
    const again = await get('/de/services', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/de/services', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it.each([
    ['/nope', 'Oops! Page not found'],
    ['/de/nope', 'Seite nicht gefunden'],
    ['/fr/nope', 'Oops! Page not found'],
    ['/blog/nope', 'Blog Post Not Found'],
    ['/de/blog/nope', 'Blogartikel nicht gefunden'],
    ['/de/services/nope/deeper', 'Seite nicht gefunden'],
    ['/404', 'Oops! Page not found'],
    ['/de/404', 'Seite nicht gefunden'],
    ['/404.html', 'Oops! Page not found'],
  ])('%s: 404 with the localized page, never cached', async (url, text) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(text);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('redirects a trailing slash to the page, keeping the query', async () => {
    const res = await get('/services/?a=1');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/services?a=1');
    expect((await get('/nope/')).statusCode).toBe(404);
  });

  it('?lang= remembers the language and redirects to the URL without it', async () => {
    const res = await get('/de/services?lang=de&x=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/de/services?x=1');
    expect(res.headers['set-cookie']).toMatch(/^lang=de; Max-Age=31536000;/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the lang cookie sends English URLs to the same page in that language, when it exists', async () => {
    const res = await get('/services?a=1', { cookie: 'theme=x; lang=de' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/de/services?a=1');
    expect(res.headers.vary).toBe('Cookie');
    expect((await get('/blog/en-only', { cookie: 'lang=de' })).statusCode).toBe(200);
    expect((await get('/de/services', { cookie: 'lang=fr' })).statusCode).toBe(200);
    expect((await get('/services')).statusCode).toBe(200);
  });

  it('400 for malformed paths, before anything else', async () => {
    for (const url of ['/..%2f..%2fetc%2fpasswd', '/%E0%A4%A', '/a%00b', '/services%5c..'])
      expect((await get(url)).statusCode, url).toBe(400);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    '%s on a page or a missing path: 405 with Allow: GET, HEAD, before reading a body',
    async (method) => {
      for (const url of ['/services', '/nope', '/_astro/app.abc123.js']) {
        const res = await app.inject({
          method: method as 'POST',
          url,
          headers: { 'content-type': 'text/plain' },
          payload: 'x',
        });
        expect(res.statusCode, url).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD');
      }
    },
  );
});

describe('/api/* answers every method as JSON; error answers are never cached', () => {
  const routes: [string, string][] = [
    ['/api/translate', 'POST'],
    ['/api/translate/status', 'GET, HEAD'],
    ['/api/leads', 'POST'],
  ];
  const methods = ['OPTIONS', 'TRACE', 'PROPFIND', 'PROPPATCH', 'MKCOL', 'LOCK', 'SEARCH'];

  it.each(methods)('%s on an API route: 405 JSON with Allow, not stored', async (method) => {
    for (const [url, allow] of routes) {
      const res = await app.inject({ method: method as 'GET', url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, url).toBe(allow);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.json(), url).toHaveProperty(url === '/api/leads' ? 'ok' : 'error');
    }
    const missing = await app.inject({ method: method as 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not found' });
  });

  it('PROPFIND with a body over a real socket gets the JSON 405 before the body is read', async () => {
    const server = await createApp({ releaseDir, env: {}, apiRateLimit: 1000 });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as import('node:net').AddressInfo;
    try {
      const { request } = await import('node:http');
      const answer = await new Promise<{
        status: number;
        headers: Record<string, unknown>;
        body: string;
      }>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'PROPFIND',
            path: '/api/leads',
            headers: { 'content-type': 'application/xml' },
          },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
          },
        );
        req.on('error', reject);
        req.end('<?xml version="1.0"?><propfind xmlns="DAV:"><allprop/></propfind>');
      });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('POST');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(answer.body)).toEqual({ ok: false, error: 'method_not_allowed' });
    } finally {
      await server.close();
    }
  });

  it.each([
    ['301 (trailing slash)', () => get('/services/'), 301],
    ['400 (malformed path)', () => get('/a%00b'), 400],
    ['400 (undecodable path)', () => get('/%E0%A4%A'), 400],
    ['405 (page)', () => app.inject({ method: 'DELETE', url: '/services' }), 405],
    [
      '405 (page, WebDAV)',
      () => app.inject({ method: 'PROPFIND' as 'GET', url: '/services' }),
      405,
    ],
    ['405 (API)', () => get('/api/translate'), 405],
    [
      '400 (API)',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/translate',
          headers: { 'content-type': 'application/json' },
          payload: '{',
        }),
      400,
    ],
  ])('%s: Cache-Control: no-store', async (_label, send, status) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('Vary (a cache in front must not hand brotli to clients that cannot read it)', () => {
  it.each([
    ['/blog', 'Accept-Encoding, Cookie'],
    ['/services', 'Accept-Encoding, Cookie'],
    ['/de/faq', 'Accept-Encoding'],
    ['/rss.xml', 'Accept-Encoding'],
    ['/blogs/post.md', 'Accept-Encoding'],
    ['/_astro/app.abc123.js', 'Accept-Encoding'],
    ['/de/nope', 'Accept-Encoding'],
  ])('%s: Vary: %s', async (url, vary) => {
    for (const encoding of ['br', 'gzip', '']) {
      const res = await get(url, encoding ? { 'accept-encoding': encoding } : {});
      expect(res.headers.vary, `${url} ${encoding}`).toBe(vary);
    }
  });

  it('files without compressed copies do not vary on Accept-Encoding', async () => {
    expect((await get('/og.png')).headers.vary).toBeUndefined();
  });
});

describe('security headers on every response', () => {
  const cases: [string, () => ReturnType<typeof get>, number][] = [
    ['page', () => get('/services'), 200],
    ['asset', () => get('/_astro/app.abc123.js'), 200],
    [
      '304',
      async () =>
        get('/de/services', { 'if-none-match': String((await get('/de/services')).headers.etag) }),
      304,
    ],
    ['301', () => get('/services/'), 301],
    ['302', () => get('/services?lang=de'), 302],
    ['400', () => get('/%E0%A4%A'), 400],
    ['404', () => get('/nope'), 404],
    ['405', () => app.inject({ method: 'DELETE', url: '/services' }), 405],
    ['API 200', () => get('/api/translate/status'), 200],
    ['API 404', () => get('/api/nope'), 404],
    ['API 405', () => get('/api/translate'), 405],
    [
      'API 413',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/translate',
          headers: { 'content-type': 'application/json' },
          payload: 'x'.repeat(70_000),
        }),
      413,
    ],
    [
      'API 415',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/translate',
          headers: { 'content-type': 'text/plain' },
          payload: 'x',
        }),
      415,
    ],
  ];
  it.each(cases)('%s', async (_name, send, status) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('the CSP allows exactly the inline scripts of the built pages, by hash', async () => {
    const csp = String((await get('/services')).headers['content-security-policy']);
    const hashes = csp.match(/'sha256-[^']+'/g) ?? [];
    // console.log("en"), ("de"), ("fr") and ("faq"); the JSON-LD block is data, not a script.
    expect(hashes).toHaveLength(4);
  });

  it('HSTS only over HTTPS (behind a trusted proxy)', async () => {
    const proxied = await createApp({ releaseDir, env: {}, trustProxy: 1 });
    const res = await proxied.inject({
      method: 'GET',
      url: '/services',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000');
    const cookie = await proxied.inject({
      method: 'GET',
      url: '/services?lang=de',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(cookie.headers['set-cookie']).toContain('; Secure');
    await proxied.close();
  });
});

describe('server configuration from the environment', () => {
  it('has defaults, and names a malformed variable instead of guessing', () => {
    expect(readServerConfig({})).toEqual({
      port: 4321,
      host: 'localhost',
      apiRateLimit: 60,
      trustProxy: false,
      requestTimeoutMs: 30_000,
      logRequests: false,
    });
    expect(
      readServerConfig({ PORT: '0', TRUST_PROXY: 'true', REQUEST_TIMEOUT_MS: '500' }),
    ).toMatchObject({ port: 0, trustProxy: 1, requestTimeoutMs: 500 });
    expect(() => readServerConfig({ API_RATE_LIMIT: 'lots' })).toThrow(
      /API_RATE_LIMIT must be a whole number/,
    );
    expect(() => readServerConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => readServerConfig({ PORT: '-1' })).toThrow(/PORT/);
  });
});
