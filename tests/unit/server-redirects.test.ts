import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { makeRelease } from './support/release';

/**
 * Open redirect: `GET //x//attacker.example?lang=de` answered
 * `302 Location: //attacker.example`. Every redirect must stay on the site.
 */
const app = await createApp({ releaseDir: await makeRelease(), env: {} });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => app.close());

/** A redirect target that a browser resolves to this site: one leading slash, nothing host-like. */
function expectOnSite(location: string | undefined, context: string) {
  if (location === undefined) return;
  expect(location, context).toMatch(/^\/(?![/\\])/);
  // eslint-disable-next-line no-control-regex
  expect(location, context).not.toMatch(/[\u0000-\u0020\\]/);
  for (const origin of ['http://site.test', 'https://site.test:8443']) {
    expect(new URL(location, origin).origin, context).toBe(origin);
  }
}

/** Sends a request target byte for byte (no client normalisation) and reads status and Location. */
function raw(target: string, headers = ''): Promise<{ status: number; location?: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: site.test\r\n${headers}Connection: close\r\n\r\n`,
      ),
    );
    let data = '';
    socket.on('data', (d) => (data += d.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1]);
      const location = /\r\nlocation: ([^\r]*)/i.exec(data)?.[1];
      resolve({ status, location });
    });
  });
}

const hostile = [
  '//x//attacker.example',
  '//attacker.example',
  '///attacker.example',
  '////attacker.example/',
  '/\\attacker.example',
  '/\\/attacker.example',
  '//\\attacker.example',
  '/%2F%2Fattacker.example',
  '/%2f/attacker.example',
  '/%5C%5Cattacker.example',
  '/%5c/attacker.example',
  '/%09/attacker.example',
  '/%0d%0a/attacker.example',
  '/%20//attacker.example',
  '/.//attacker.example',
  '/./attacker.example',
  '/..//attacker.example',
  '//attacker.example/%2e%2e',
  '//attacker.example/services/',
  '//services',
  '//services/',
  '//de//services',
  '/services//',
  '//attacker.example@site.test/',
  '/%E3%80%82/attacker.example',
];
const queries = ['?lang=de', '?lang=en', '?lang=de&next=//attacker.example', '', '?a=1'];
const cookies = ['', 'lang=de'];

describe('every redirect stays on the site', () => {
  it('the reported request: a single leading slash, not //attacker.example', async () => {
    const res = await raw('//x//attacker.example?lang=de');
    expect(res.status).toBe(302);
    expect(res.location).toBe('/x/attacker.example');
  });

  it(`${hostile.length * queries.length * cookies.length} hostile targets sent raw: never another host`, async () => {
    let redirects = 0;
    for (const path of hostile)
      for (const query of queries)
        for (const cookie of cookies) {
          const res = await raw(`${path}${query}`, cookie ? `Cookie: ${cookie}\r\n` : '');
          expect([200, 301, 302, 400, 404], `${path}${query}`).toContain(res.status);
          if (res.status === 301 || res.status === 302) redirects += 1;
          expectOnSite(res.location, `${path}${query} ${cookie}`);
        }
    expect(redirects).toBeGreaterThan(40);
  });

  it('raw control characters and backslashes in the request line never become a Location', async () => {
    for (const target of ['/\t/attacker.example?lang=de', '/\\\\attacker.example?lang=de']) {
      const res = await raw(target);
      expect(res.status).toBe(400);
      expect(res.location).toBeUndefined();
    }
  });

  it.each([
    ['language choice', '/de/services?lang=de', '', '/de/services'],
    ['cookie', '/services', 'lang=de', '/de/services'],
    ['trailing slash', '/services/', '', '/services'],
  ])('%s redirects keep working', async (_name, url, cookie, location) => {
    const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(res.headers.location).toBe(location);
  });
});
