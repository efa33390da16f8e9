import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageChoice, preferredLocation } from '../../server/language';
import { safePathname } from '../../server/security';
import {
  buildFileMap,
  inlineScriptHashes,
  inlineScripts,
  loadImmutableAssets,
  pickEncoding,
} from '../../server/site-files';

describe('safePathname', () => {
  it.each([
    ['/services', '/services'],
    ['/de/blog/x?y=%2F', '/de/blog/x'],
    ['/caf%C3%A9', '/café'],
    ['/..%2f..%2fetc/passwd', null],
    ['/a%5cb', null],
    ['/a\\b', null],
    ['/%00', null],
    ['/%E0%A4%A', null],
    ['/a/../b', null],
    ['/%2e%2e/etc', null],
    [`/${'x'.repeat(3000)}`, null],
  ])('%s -> %s', (raw, expected) => {
    expect(safePathname(raw)).toBe(expected);
  });
});

describe('built file map', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(dir, 'services'));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(
    join(dir, 'index.html'),
    '<script>a()</script><script type="application/ld+json">{}</script>',
  );
  writeFileSync(
    join(dir, 'services', 'index.html'),
    '<script type="module">b()</script><script src="/x.js"></script>',
  );
  writeFileSync(join(dir, 'services', 'index.html.br'), '');
  writeFileSync(join(dir, '_astro', 'a.js'), '');
  const files = buildFileMap(dir);

  it('maps clean URLs to index files and skips precompressed copies', () => {
    expect(files.get('/')).toBe('index.html');
    expect(files.get('/services')).toBe('services/index.html');
    expect(files.get('/_astro/a.js')).toBe('_astro/a.js');
    expect(files.has('/services/index.html.br')).toBe(false);
    expect(files.has('/../package.json')).toBe(false);
  });

  it('keeps hashed assets in memory with their compressed copies', () => {
    writeFileSync(join(dir, '_astro', 'a.js.br'), 'BR');
    const assets = loadImmutableAssets(dir, files);
    expect([...assets.keys()]).toEqual(['/_astro/a.js']);
    expect(assets.get('/_astro/a.js')).toMatchObject({
      type: 'text/javascript; charset=utf-8',
      br: Buffer.from('BR'),
    });
    expect(assets.get('/_astro/a.js')?.gzip).toBeUndefined();
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

  it('hashes only executable inline scripts', () => {
    expect(
      inlineScripts('<script>a()</script><script type="application/ld+json">{}</script>'),
    ).toEqual(['a()']);
    const hashes = inlineScriptHashes(dir, new Set(files.values()));
    expect(hashes).toHaveLength(2);
    expect(hashes.every((h) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(h))).toBe(true);
  });
});

describe('language preference', () => {
  it('?lang= sets the cookie and redirects to the clean URL; English clears it', () => {
    const de = languageChoice(new URL('http://x/de/services?lang=de&a=1'), false);
    expect(de).toMatchObject({ kind: 'choose', locale: 'de', location: '/de/services?a=1' });
    expect(de.kind === 'choose' && de.setCookie).toMatch(
      /^lang=de; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/,
    );
    const en = languageChoice(new URL('http://x/services?lang=en'), true);
    expect(en.kind === 'choose' && en.setCookie).toBe(
      'lang=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly; Secure',
    );
    expect(languageChoice(new URL('http://x/services?lang=xx'), false)).toEqual({ kind: 'none' });
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
    expect(preferredLocation(path, '', cookie, exists)).toBe(expected);
  });
});
