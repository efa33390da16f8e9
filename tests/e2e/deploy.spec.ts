import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { inlineScripts, scriptHash } from '../support/csp';
import {
  headersFor,
  parseHeadersFile,
  parseRedirectsFile,
  redirectFor,
} from '../support/deploy-files';
import { e2ePort } from './support/env';
import { nginxBinary, nginxMainConfig } from './support/nginx';
import { start } from './support/processes';
import { freePort } from '../../tools/lib/free-port.cjs';
import { waitForServer } from '../../tools/lib/wait-for-server';
import { distDir } from '../../shared/config';

/**
 * `dist/` alone is the site. A copy started from another folder serves every page
 * and `/api/translate` from its own release; nginx with the generated include serves
 * `dist/client` with the same headers.
 */
const dist = resolve(distDir());
const catalog = (locale: string) =>
  JSON.parse(readFileSync(`src/i18n/messages/${locale}/common.json`, 'utf8')) as Record<
    string,
    string
  >;

/** Up means any answer but a server error (a redirect or a 404 is the server answering). */
const upOn = (child: ChildProcess) => ({
  child,
  timeoutMs: 30_000,
  ready: (r: Response) => r.status < 500,
});

/** The security headers every answer must carry, as the Node server sends them. */
const SECURITY = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
];

test.describe('dist alone', () => {
  test.describe.configure({ mode: 'serial' });

  test('a copy of dist started from / serves pages, 404s, headers and /api/translate from its own release', async () => {
    const copy = join(mkdtempSync(join(tmpdir(), 'site-copy-')), 'dist');
    execFileSync('cp', ['-r', dist, copy]);
    const release = realpathSync(join(copy, 'current'));
    // The copy's own table answers, not the sources: one translation is changed in the copy only.
    const tablePath = join(release, 'translations.json');
    const table = JSON.parse(readFileSync(tablePath, 'utf8')) as {
      tables: Record<string, [string, string][]>;
    };
    const english = catalog('en')['nav.bookConsultation']!;
    table.tables.de = table.tables.de!.map(([en, tr]) => [
      en,
      en === english ? `${tr} (copy)` : tr,
    ]);
    writeFileSync(tablePath, JSON.stringify(table));
    expect(readFileSync(join(release, 'server.mjs'), 'utf8')).not.toContain(process.cwd());

    const port = freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = start(process.execPath, [join(copy, 'server.mjs')], {
      cwd: '/',
      env: { PORT: String(port), HOST: '127.0.0.1', DIST_DIR: '/nonexistent' },
    });
    try {
      await waitForServer(`${base}/services`, { ...upOn(server.child), output: server.output });
      for (const path of ['/', '/services', '/de/faq', '/blog', '/rss.xml', '/sitemap-index.xml']) {
        const res = await fetch(`${base}${path}`);
        expect(res.status, path).toBe(200);
        const csp = res.headers.get('content-security-policy')!;
        for (const script of inlineScripts(await res.text()))
          expect(csp, path).toContain(scriptHash(script));
      }
      const notFound = await fetch(`${base}/de/no-such-page`);
      expect(notFound.status).toBe(404);
      expect(await notFound.text()).toContain('<html lang="de"');
      for (const name of SECURITY) expect(notFound.headers.get(name), name).toBeTruthy();
      for (const file of ['/_headers', '/_redirects', '/../release.json', '/translations.json'])
        expect((await fetch(`${base}${file}`)).status, file).toBe(404);
      const translated = await fetch(`${base}/api/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: english, targetLanguage: 'de' }),
      });
      expect(await translated.json()).toEqual({
        translatedText: `${catalog('de')['nav.bookConsultation']} (copy)`,
      });
      expect(server.output()).toContain(release);
    } finally {
      server.child.kill();
    }
  });

  test('the deploy files parse and match the Node server’s headers', async ({ request }) => {
    const rules = parseHeadersFile(readFileSync(join(dist, 'client', '_headers'), 'utf8'));
    const redirects = parseRedirectsFile(readFileSync(join(dist, 'client', '_redirects'), 'utf8'));
    const page = await request.get('/services');
    const sent = headersFor(rules, '/services');
    for (const name of SECURITY) expect(sent[name], name).toBe(page.headers()[name]);
    expect(redirectFor(redirects, '/de/nothing')).toMatchObject({
      to: '/de/404/index.html',
      status: 404,
    });
    expect(redirectFor(redirects, '/fr/blog/nothing')).toMatchObject({
      to: '/fr/blog/404/index.html',
      status: 404,
    });
  });

  test('nginx with dist/nginx.conf: pages, assets, German 404, the same CSP, /api/ proxied', async ({
    request,
  }) => {
    const nginx = nginxBinary();
    expect(nginx, "Debian's nginx (apt-get install nginx; .ci/run installs it)").toBeTruthy();
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
    const port = freePort();
    writeFileSync(
      join(prefix, 'nginx.conf'),
      nginxMainConfig(
        prefix,
        `  upstream site_api { server 127.0.0.1:${e2ePort}; }
  server {
    listen 127.0.0.1:${port};
    root ${join(dist, 'client')};
    include ${join(dist, 'nginx.conf')};
  }`,
        256,
      ),
    );
    const server = start(nginx!, [
      '-p',
      prefix,
      '-c',
      join(prefix, 'nginx.conf'),
      '-e',
      join(prefix, 'error.log'),
    ]);
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForServer(`${base}/services`, {
        ...upOn(server.child),
        output: () => server.output() + readFileSync(join(prefix, 'error.log'), 'utf8'),
      });
      const node = (await request.get('/services')).headers();

      const page = await fetch(`${base}/services`, { headers: { 'accept-encoding': 'gzip' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('content-encoding')).toBe('gzip');
      expect(page.headers.get('vary')).toContain('Accept-Encoding');
      expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      for (const name of SECURITY) expect(page.headers.get(name), name).toBe(node[name]);
      const html = await page.text();
      for (const script of inlineScripts(html))
        expect(page.headers.get('content-security-policy')).toContain(scriptHash(script));

      // A hashed file of the build (every page inlines its scripts, so none links one).
      const hashed = readdirSync(join(dist, 'client', '_astro')).find((f) => f.endsWith('.js'));
      expect(hashed).toBeTruthy();
      const asset = await fetch(`${base}/_astro/${hashed}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-type')).toMatch(/javascript/);

      const german = await fetch(`${base}/de/no-such-page`);
      expect(german.status).toBe(404);
      expect(await german.text()).toContain('<html lang="de"');
      expect(german.headers.get('content-security-policy')).toBe(node['content-security-policy']);
      expect(german.headers.get('cache-control')).toBe('no-store');
      const blog = await fetch(`${base}/blog/no-such-post`);
      expect(blog.status).toBe(404);
      expect(await blog.text()).toContain('Blog Post Not Found');
      expect((await fetch(`${base}/de/404`)).status).toBe(404);
      expect((await fetch(`${base}/favicon.svg`)).headers.get('cache-control')).toBe(
        'public, max-age=3600',
      );

      const slash = await fetch(`${base}/services/?a=1`, { redirect: 'manual' });
      expect(slash.status).toBe(301);
      expect(slash.headers.get('location')).toBe('/services?a=1');
      const hostile = await fetch(`${base}//attacker.example/`, { redirect: 'manual' });
      expect(hostile.headers.get('location') ?? '/').toMatch(/^\/(?![/\\])/);

      const api = await fetch(`${base}/api/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: catalog('en')['nav.home'], targetLanguage: 'de' }),
      });
      expect(await api.json()).toEqual({ translatedText: catalog('de')['nav.home'] });
    } finally {
      server.child.kill();
    }
  });
});
