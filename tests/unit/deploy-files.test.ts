import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readArtifacts } from '../../server/release/artifacts';
import { buildHeadersManifest } from '../../server/release/headers';
import { readReleaseConfig } from '../../shared/config';
import { SERVER_NODE_FLAGS } from '../../server/release/node-flags';
import { nginxSite, systemdUnit } from '../../tools/lib/release/deploy-files';
import {
  headersFor,
  parseHeadersFile,
  parseRedirectsFile,
  redirectFor,
} from '../support/deploy-files';
import { makeRelease } from './support/release';

const dir = await makeRelease();
const { headers } = readArtifacts(dir);
const read = (file: string) => readFileSync(join(dir, file), 'utf8');

describe('the strict readers reject what a host would reject', () => {
  it.each([
    ['/a b\n  X: y', /no spaces/],
    ['  X: y', /before any path/],
    ['/a\n  X y', /Name: value/],
    ['/a\n  X:', /bad value/],
    ['/a\n  X: 1\n  X: 2', /set twice/],
    ['/a', /sets nothing/],
    [`/a\n  X: ${'y'.repeat(2000)}`, /2,000/],
  ])('_headers %j', (text, error) => {
    expect(() => parseHeadersFile(text)).toThrow(error);
  });
  it.each([
    ['/a', /from to/],
    ['/*/a /b 404', /\* only at its end/],
    ['/a b 404', /path or URL/],
    ['/a /b 418', /unsupported status/],
  ])('_redirects %j', (text, error) => {
    expect(() => parseRedirectsFile(text)).toThrow(error);
  });
  it('a header that two matching rules set is an error', () => {
    const rules = parseHeadersFile('/*\n  Cache-Control: a\n/x/*\n  Cache-Control: b');
    expect(() => headersFor(rules, '/x/y')).toThrow(/two rules/);
  });
});

describe('_headers (Netlify / Cloudflare Pages)', () => {
  const rules = parseHeadersFile(read('client/_headers'));
  const security = Object.fromEntries(
    Object.entries(headers.headers).map(([k, v]) => [k.toLowerCase(), v]),
  );

  it.each([
    ['/services', undefined],
    ['/de/faq', undefined],
    ['/rss.xml', undefined],
    ['/_astro/app.abc123.js', 'public, max-age=31536000, immutable'],
    ['/favicon.svg', 'public, max-age=3600'],
    ['/use-cases/diagrams/a.svg', 'public, max-age=3600'],
  ])('%s: the server’s security headers, HSTS, Cache-Control %s', (path, cache) => {
    const sent = headersFor(rules, path);
    expect(sent).toMatchObject(security);
    expect(sent['content-security-policy']).toBe(headers.headers['Content-Security-Policy']);
    // This host only by default: HSTS_INCLUDE_SUBDOMAINS=on is the one switch for subdomains.
    expect(sent['strict-transport-security']).toBe('max-age=63072000');
    expect(sent['cache-control']).toBe(cache);
  });
});

describe('_redirects', () => {
  const rules = parseRedirectsFile(read('client/_redirects'));
  it.each([
    ['/nope', '/404.html'],
    ['/de/nope', '/de/404/index.html'],
    ['/de/blog/nope', '/de/blog/404/index.html'],
    ['/blog/nope', '/blog/404/index.html'],
  ])('%s: 404 with %s', (path, page) => {
    expect(redirectFor(rules, path)).toEqual({ from: expect.any(String), to: page, status: 404 });
    expect(() => read(`client${page}`)).not.toThrow();
  });
});

describe('nginx include', () => {
  const conf = read('nginx.conf');
  it('sets every security header on every location, with always (404s included)', () => {
    const locations = conf
      .split(/^location /m)
      .slice(1)
      .filter((l) => !l.startsWith('/api/'));
    expect(locations.length).toBeGreaterThanOrEqual(5);
    for (const location of locations) {
      for (const [name, value] of Object.entries(headers.headers))
        expect(location).toContain(
          `add_header ${name} "${value.replace(/["\\]/g, '\\$&')}" always;`,
        );
      expect(location).toMatch(/add_header Cache-Control "[^"]+" always;/);
    }
  });
  it('passes /api/ to the Node server and serves 404 pages per language', () => {
    expect(conf).toContain('proxy_pass http://site_api;');
    expect(conf).toMatch(/location \/de\/ \{\n\s+error_page 404 \/de\/404\/index\.html;/);
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toContain('gzip_static on;');
  });
});

describe('the VPS recipe', () => {
  const recipe = {
    dist: '/srv/site/dist',
    id: '20270101T000000Z-abc123',
    siteUrl: 'https://automation.example',
    port: 4400,
    workDir: '/srv/site',
    node: '/usr/bin/node',
    user: 'site',
  };
  const site = nginxSite(recipe);
  const unit = systemdUnit(recipe);

  it('nginx: port 80 redirects to https except ACME challenges; https has the certificate lines', () => {
    const [http, https] = site.split(/^server \{$/m).slice(1);
    expect(http).toContain('listen 80;');
    expect(http).toContain('server_name automation.example;');
    expect(http).toContain(
      'location ^~ /.well-known/acme-challenge/ {\n        root /var/www/html;',
    );
    expect(http).toContain('return 301 https://automation.example$request_uri;');
    expect(https).toContain('listen 443 ssl http2;');
    expect(https).toContain('server_name automation.example;');
    expect(https).toContain(
      'ssl_certificate /etc/letsencrypt/live/automation.example/fullchain.pem;',
    );
    expect(https).toContain(
      'ssl_certificate_key /etc/letsencrypt/live/automation.example/privkey.pem;',
    );
  });

  it('nginx: REDIRECT_HOSTS (the www name) redirect to the site’s host, over http and https', () => {
    const hosts = readReleaseConfig({ REDIRECT_HOSTS: 'www.automation.example' }).redirectHosts;
    const withWww = nginxSite({ ...recipe, redirectHosts: hosts });
    const [http, https, www] = withWww.split(/^server \{$/m).slice(1);
    expect(http).toContain('server_name automation.example www.automation.example;');
    expect(http).toContain('-d automation.example -d www.automation.example');
    expect(http).toContain('return 301 https://automation.example$request_uri;');
    expect(https).toContain('server_name automation.example;');
    expect(www).toContain('server_name www.automation.example;');
    expect(www).toContain(
      'ssl_certificate /etc/letsencrypt/live/automation.example/fullchain.pem;',
    );
    expect(www).toContain('return 301 https://automation.example$request_uri;');
    // None by default: one http and one https server.
    expect(site.split(/^server \{$/m)).toHaveLength(3);
    expect(() => readReleaseConfig({ REDIRECT_HOSTS: 'https://www.example.com' })).toThrow(
      /REDIRECT_HOSTS.*is not a host name/,
    );
  });

  it('HSTS: this host only by default, subdomains with HSTS_INCLUDE_SUBDOMAINS=on', () => {
    const hsts = (env: Record<string, string>) =>
      buildHeadersManifest([], null, readReleaseConfig(env)).httpsHeaders[
        'Strict-Transport-Security'
      ];
    expect(hsts({})).toBe('max-age=63072000');
    expect(hsts({ HSTS_INCLUDE_SUBDOMAINS: 'on' })).toBe('max-age=63072000; includeSubDomains');
    expect(() => readReleaseConfig({ HSTS_INCLUDE_SUBDOMAINS: 'yes' })).toThrow(
      /HSTS_INCLUDE_SUBDOMAINS.*must be on or off/,
    );
  });

  it('nginx: the upstream follows PORT; root and include are the release’s own', () => {
    expect(site).toMatch(/upstream site_api \{\n\s+server 127\.0\.0\.1:4400;/);
    expect(site).toContain('root /srv/site/dist/releases/20270101T000000Z-abc123/client;');
    expect(site).toContain('include /srv/site/dist/releases/20270101T000000Z-abc123/nginx.conf;');
  });

  it('systemd: loopback, one trusted proxy, .env, restart on failure, SIGHUP reload', () => {
    expect(unit).toContain('User=site');
    expect(unit).toContain('WorkingDirectory=/srv/site');
    expect(unit).toContain('EnvironmentFile=-/srv/site/.env');
    expect(unit).toContain(
      'ExecStart=/usr/bin/env HOST=127.0.0.1 TRUST_PROXY=1 /usr/bin/node --max-semi-space-size=4 /srv/site/dist/server.mjs',
    );
    expect(unit).toContain('ExecReload=/bin/kill -HUP $MAINPID');
    // The same Node options as `npm start` (the server's memory, `server/release/node-flags.ts`).
    const start = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start as string;
    expect(start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} tools/start.mjs`);
    expect(unit).toContain('Restart=on-failure');
  });

  const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((p) => existsSync(p));
  it.skipIf(!analyze)('systemd-analyze verify finds nothing to complain about', () => {
    const dir = mkdtempSync(join(tmpdir(), 'unit-'));
    const file = join(dir, 'site.service');
    // A user and binary that exist here; the rest as generated.
    writeFileSync(file, systemdUnit({ ...recipe, user: 'root', node: process.execPath }));
    const run = spawnSync(analyze!, ['verify', file], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
