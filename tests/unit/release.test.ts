import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { readArtifacts } from '../../server/release/artifacts';
import { inlineScripts, scriptHash } from '../support/csp';
import { activateRelease, currentReleaseId, pruneReleases } from '../../tools/lib/release/layout';
import { buildNotFoundMap, notFoundPageFor } from '../../server/release/not-found';
import { FIXTURE_FILES, makeRelease } from './support/release';
import { BROTLI_QUALITY, brotliQualityOf, precompress } from '../../tools/lib/release/write';

const tempDist = () => mkdtempSync(join(tmpdir(), 'dist-'));

/** The same site with another inline script on every page (a new build after a code change). */
const changedScripts = (marker: string) =>
  Object.fromEntries(
    Object.entries(FIXTURE_FILES).map(([file, text]) => [
      file,
      text.replace(/console\.log\(("[a-z]+")\)/g, `console.log($1, "${marker}")`),
    ]),
  );

describe('inline scripts and their hashes', () => {
  it('hashes only executable inline scripts', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{}</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
    expect(scriptHash('a()')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });
});

describe('not-found map', () => {
  const map = buildNotFoundMap([
    '404.html',
    'de/404/index.html',
    'blog/404/index.html',
    'de/blog/404/index.html',
    'services/index.html',
  ]);
  it.each([
    ['/nope', '404.html'],
    ['/de/nope', 'de/404/index.html'],
    ['/de/blog/x', 'de/blog/404/index.html'],
    ['/blog/x', 'blog/404/index.html'],
    ['/fr/x', '404.html'],
    ['/dex', '404.html'],
    ['/de/blogx', 'de/404/index.html'],
  ])('%s -> %s', (path, file) => {
    expect(notFoundPageFor(path, map)).toBe(file);
  });
});

describe('artifacts are validated with a message naming the file and the field', () => {
  it.each([
    ['headers.json', null, /headers\.json: missing/],
    ['translations.json', '{"format":1,"tables":', /translations\.json: not valid JSON/],
    [
      'not-found.json',
      '{"format":1,"pages":[]}',
      /not-found\.json: pages: needs a page for the prefix "\/"/,
    ],
    ['headers.json', '{"format":2}', /headers\.json: format: must be 1/],
    [
      'release.json',
      '{"format":1,"id":"x","builtAt":"yesterday","env":{}}',
      /release\.json: builtAt/,
    ],
    [
      'translations.json',
      '{"format":1,"tables":{"pt":[],"de":[["a","b"]]}}',
      /translations\.json: tables\.pt/,
    ],
  ])('%s = %s', async (file, content, message) => {
    const dir = await makeRelease();
    if (content === null) rmSync(join(dir, file));
    else writeFileSync(join(dir, file), content);
    expect(() => readArtifacts(dir)).toThrow(message);
  });

  it('a not-found page named in the map must exist', async () => {
    const dir = await makeRelease();
    rmSync(join(dir, 'client', 'de', '404', 'index.html'));
    expect(() => readArtifacts(dir)).toThrow(
      /not-found\.json: de\/404\/index\.html does not exist/,
    );
  });

  it('the server refuses to start on a broken release: exit 1 and the reason, never a half-working site', async () => {
    const dist = tempDist();
    const id = 'broken';
    await makeRelease(undefined, join(dist, 'releases', id));
    activateRelease(dist, id);
    writeFileSync(join(dist, 'releases', id, 'headers.json'), '{"format":1,"headers":{}}');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_OPTIONS: '', DIST_DIR: dist, PORT: '0', HOST: '127.0.0.1' },
      encoding: 'utf8',
      timeout: 35_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/headers\.json: httpsHeaders: Required/);
  }, 40_000);
});

describe('release folders and the atomic swap', () => {
  it('relative symlinks through current; a plain dist/client of the old layout is replaced', async () => {
    const dist = tempDist();
    mkdirSync(join(dist, 'client', 'old'), { recursive: true });
    mkdirSync(join(dist, 'server'));
    await makeRelease(undefined, join(dist, 'releases', 'a'));
    activateRelease(dist, 'a');
    expect(readlinkSync(join(dist, 'current'))).toBe('releases/a');
    expect(readlinkSync(join(dist, 'client'))).toBe('current/client');
    expect(readlinkSync(join(dist, 'nginx.conf'))).toBe('current/nginx.conf');
    expect(readlinkSync(join(dist, 'nginx-site.conf'))).toBe('current/nginx-site.conf');
    expect(readlinkSync(join(dist, 'site.service'))).toBe('current/site.service');
    expect(readFileSync(join(dist, 'server.mjs'), 'utf8')).toContain(
      "import './current/server.mjs'",
    );
    expect(existsSync(join(dist, 'client', 'index.html'))).toBe(true);
    expect(existsSync(join(dist, 'server'))).toBe(false);
    expect(readdirSync(dist).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps the newest three releases and never removes the current one', () => {
    const dist = tempDist();
    for (const id of ['r1', 'r2', 'r3', 'r4', 'r5'])
      mkdirSync(join(dist, 'releases', id), { recursive: true });
    activateRelease(dist, 'r5');
    expect(pruneReleases(dist).sort()).toEqual(['r1', 'r2']);
    expect(readdirSync(join(dist, 'releases')).sort()).toEqual(['r3', 'r4', 'r5']);
    activateRelease(dist, 'r3');
    mkdirSync(join(dist, 'releases', 'r6'));
    mkdirSync(join(dist, 'releases', 'r7'));
    pruneReleases(dist);
    expect(readdirSync(join(dist, 'releases')).sort()).toEqual(['r3', 'r6', 'r7']);
    expect(currentReleaseId(dist)).toBe('r3');
  });

  it('a running server keeps its release through a swap, with every inline script in its CSP; SIGHUP-style reload moves it', async () => {
    const dist = tempDist();
    await makeRelease(FIXTURE_FILES, join(dist, 'releases', 'r1'));
    activateRelease(dist, 'r1');
    const app = await createApp({ releaseDir: realpathSync(join(dist, 'current')), env: {} });

    /** Every page's inline scripts are allowed by the CSP of the same response. */
    const consistent = async (marker: string) => {
      for (const url of ['/', '/services', '/de/services', '/de/faq', '/nope', '/de/nope']) {
        const res = await app.inject({ method: 'GET', url });
        expect([200, 404], url).toContain(res.statusCode);
        const csp = String(res.headers['content-security-policy']);
        for (const script of inlineScripts(res.body))
          expect(csp, url).toContain(scriptHash(script));
        if (marker) expect(res.body, url).toContain(marker);
        else expect(res.body, url).not.toContain('"r2"');
      }
    };
    await consistent('');

    await makeRelease(changedScripts('r2'), join(dist, 'releases', 'r2'));
    activateRelease(dist, 'r2');
    pruneReleases(dist, 1);
    expect(existsSync(join(dist, 'releases', 'r1'))).toBe(false);
    await consistent('');

    app.reload(realpathSync(join(dist, 'current')));
    await consistent('"r2"');

    // A release that is not valid is refused: the server keeps serving the one it has.
    await makeRelease(changedScripts('r3'), join(dist, 'releases', 'r3'));
    writeFileSync(join(dist, 'releases', 'r3', 'translations.json'), '{');
    expect(() => app.reload(join(dist, 'releases', 'r3'))).toThrow(
      /translations\.json: not valid JSON/,
    );
    await consistent('"r2"');
    await app.close();
  }, 60_000);

  it('symlinks stay relative, so a copied dist serves its own release', async () => {
    const dist = tempDist();
    await makeRelease(undefined, join(dist, 'releases', 'a'));
    activateRelease(dist, 'a');
    const copy = join(tempDist(), 'copy');
    spawnSync('cp', ['-r', dist, copy]);
    expect(lstatSync(join(copy, 'current')).isSymbolicLink()).toBe(true);
    expect(realpathSync(join(copy, 'client'))).toBe(
      realpathSync(join(copy, 'releases', 'a', 'client')),
    );
  });
});

describe('precompressed copies and their cache', () => {
  const text = `<!doctype html><p>${'A page worth compressing. '.repeat(400)}</p>`;
  const client = () => {
    const dir = mkdtempSync(join(tmpdir(), 'client-'));
    writeFileSync(join(dir, 'index.html'), text);
    writeFileSync(join(dir, 'tiny.txt'), 'x');
    return dir;
  };

  it('a second build takes the copies from the cache, byte for byte', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'precompress-'));
    const first = client();
    expect(await precompress(first, { cacheDir: cache })).toMatchObject({
      count: 2,
      compressed: 2,
    });
    const second = client();
    expect(await precompress(second, { cacheDir: cache })).toMatchObject({
      count: 2,
      compressed: 0,
    });
    for (const copy of ['index.html.br', 'index.html.gz'])
      expect(readFileSync(join(second, copy))).toEqual(readFileSync(join(first, copy)));
    expect(brotliDecompressSync(readFileSync(join(second, 'index.html.br'))).toString()).toBe(text);
    expect(gunzipSync(readFileSync(join(second, 'index.html.gz'))).toString()).toBe(text);
    // A copy larger than its file is not written.
    expect(existsSync(join(second, 'tiny.txt.br'))).toBe(false);
  });

  it('each brotli quality has its own cached copies: a production build never takes a quicker one', async () => {
    // Words in no repeating order: on text this varied, each quality makes different bytes.
    const words = 'lead form webhook retry queue node agent sheet invoice stripe crm route'.split(
      ' ',
    );
    let seed = 7;
    const varied = `<!doctype html><p>${Array.from({ length: 3000 }, () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return words[seed % words.length];
    }).join(' ')}</p>`;
    const page = () => {
      const dir = mkdtempSync(join(tmpdir(), 'client-'));
      writeFileSync(join(dir, 'index.html'), varied);
      return dir;
    };
    const cache = mkdtempSync(join(tmpdir(), 'precompress-'));
    const quick = page();
    expect(
      await precompress(quick, { cacheDir: cache, brotliQuality: BROTLI_QUALITY.other }),
    ).toMatchObject({ compressed: 1 });
    const production = page();
    expect(
      await precompress(production, { cacheDir: cache, brotliQuality: BROTLI_QUALITY.production }),
    ).toMatchObject({
      compressed: 1,
    });
    expect(
      await precompress(page(), { cacheDir: cache, brotliQuality: BROTLI_QUALITY.other }),
    ).toMatchObject({
      compressed: 0,
    });
    const brotliOf = (dir: string) => readFileSync(join(dir, 'index.html.br'));
    const atQuality = (quality: number) =>
      brotliCompressSync(varied, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: varied.length,
        },
      });
    expect(BROTLI_QUALITY).toEqual({ production: 11, other: 8 });
    expect(atQuality(11)).not.toEqual(atQuality(8));
    expect(brotliOf(production)).toEqual(atQuality(11));
    expect(brotliOf(quick)).toEqual(atQuality(8));
    expect(brotliDecompressSync(brotliOf(quick)).toString()).toBe(varied);
  });

  it("a build's flags choose its quality: live for production and the bench, unless asked quick", () => {
    expect(brotliQualityOf([])).toBe(8);
    expect(brotliQualityOf(['--production'])).toBe(11);
    expect(brotliQualityOf(['--live-compression'])).toBe(11);
    expect(brotliQualityOf(['--production', '--quick-compression'])).toBe(8);
    expect(brotliQualityOf(['--quick-compression'])).toBe(8);
  });

  it('a damaged cached copy is made again, never served', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'precompress-'));
    await precompress(client(), { cacheDir: cache });
    for (const file of readdirSync(cache)) writeFileSync(join(cache, file), 'torn');
    const dir = client();
    expect(await precompress(dir, { cacheDir: cache })).toMatchObject({ compressed: 2 });
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(text);
  });

  it('keeps what builds use and deletes what none has used for 30 days', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'precompress-'));
    await precompress(client(), { cacheDir: cache });
    const inUse = readdirSync(cache);
    expect(inUse).toHaveLength(4); // br and gz of both files
    const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
    // A copy of a page that no longer exists, and the site's own copies, all last used long ago.
    writeFileSync(join(cache, 'gone.br'), 'old');
    writeFileSync(join(cache, 'recent.br'), 'recent');
    utimesSync(join(cache, 'gone.br'), days(31), days(31));
    utimesSync(join(cache, 'recent.br'), days(29), days(29));
    for (const file of inUse) utimesSync(join(cache, file), days(45), days(45));
    expect(await precompress(client(), { cacheDir: cache })).toMatchObject({
      compressed: 0,
      pruned: 1,
    });
    expect(readdirSync(cache).sort()).toEqual([...inUse, 'recent.br'].sort());
    // The copies this build used are stamped as used now.
    for (const file of inUse)
      expect(statSync(join(cache, file)).mtimeMs).toBeGreaterThan(days(1).getTime());
  });

  it('a cache that cannot be written (a file in its place) costs only time', async () => {
    const blocked = join(mkdtempSync(join(tmpdir(), 'precompress-')), 'cache');
    writeFileSync(blocked, 'not a folder');
    const dir = client();
    expect(await precompress(dir, { cacheDir: blocked })).toMatchObject({
      count: 2,
      compressed: 2,
    });
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(text);
  });
});
