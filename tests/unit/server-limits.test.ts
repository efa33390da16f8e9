import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, DRAIN_MAX_BYTES } from '../../server/app';
import { MAX_BODY_BYTES } from '../../server/translate/validate';
import { proxyExposure, trustProxy } from '../../shared/config';
import { activateRelease } from '../../tools/lib/release/layout';
import { makeRelease } from './support/release';

const releaseDir = await makeRelease();
const translate = {
  method: 'POST' as const,
  url: '/api/translate',
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify({ text: 'Home', targetLanguage: 'de' }),
};

describe('TRUST_PROXY (rotating X-Forwarded-For passed 80 of 80 against a limit of 60)', () => {
  const passed = async (value: string, remoteAddress: string, forwarded: (i: number) => string) => {
    const app = await createApp({
      releaseDir,
      env: {},
      apiRateLimit: 60,
      trustProxy: trustProxy(value),
    });
    let ok = 0;
    for (let i = 0; i < 80; i += 1) {
      const res = await app.inject({
        ...translate,
        remoteAddress,
        headers: { ...translate.headers, 'x-forwarded-for': forwarded(i) },
      });
      if (res.statusCode === 200) ok += 1;
      else expect(res.statusCode).toBe(429);
    }
    await app.close();
    return ok;
  };
  const rotating = (i: number) => `198.18.${i >> 8}.${i & 255}`;

  it('TRUST_PROXY=true trusts one proxy: the client address is the one it appended', async () => {
    expect(await passed('true', '10.0.0.2', (i) => `${rotating(i)}, 203.0.113.7`)).toBe(60);
  });

  it('a hop count beyond loopback is warned about (clients past the proxy pick their address)', () => {
    const at = (host: string, value: string) =>
      proxyExposure({ host, port: 4321, trustProxy: trustProxy(value) });
    expect(at('0.0.0.0', '1')).toMatch(/^TRUST_PROXY=1 while the server listens on 0\.0\.0\.0/);
    expect(at('127.0.0.1', '1')).toBeNull();
    expect(at('localhost', 'true')).toBeNull();
    expect(at('0.0.0.0', '10.0.0.2')).toBeNull();
    expect(at('0.0.0.0', '')).toBeNull();
  });

  it('TRUST_PROXY=1, the same with a hop count', async () => {
    expect(await passed('1', '10.0.0.2', (i) => `${rotating(i)}, 203.0.113.7`)).toBe(60);
  });

  it('TRUST_PROXY=<addresses>: a client that is not one of them cannot pick its address', async () => {
    expect(await passed('10.0.0.2,10.0.0.3', '198.51.100.1', rotating)).toBe(60);
    expect(
      await passed('10.0.0.2,10.0.0.3', '10.0.0.3', (i) => `${rotating(i)}, 203.0.113.7`),
    ).toBe(60);
  });

  it('behind a trusted proxy, two real clients get a budget each', async () => {
    const app = await createApp({
      releaseDir,
      env: {},
      apiRateLimit: 2,
      trustProxy: trustProxy('1'),
    });
    const from = (client: string) =>
      app.inject({
        ...translate,
        remoteAddress: '10.0.0.2',
        headers: { ...translate.headers, 'x-forwarded-for': client },
      });
    const codes = [];
    for (const client of [
      '203.0.113.1',
      '203.0.113.1',
      '203.0.113.2',
      '203.0.113.2',
      '203.0.113.1',
    ])
      codes.push((await from(client)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    await app.close();
  });
});

/** Runs a Node script in a child with the open-files limit raised to the hard limit. */
function node(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(
    'sh',
    ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"', process.execPath, ...args],
    {
      env: { ...process.env, NODE_OPTIONS: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}
const lineMatching = (child: ChildProcess, pattern: RegExp, timeoutMs: number) =>
  new Promise<RegExpExecArray>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (d: Buffer) => {
      output += d.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
  });

describe('stalled request bodies (1,000 of them starved the server)', () => {
  let server: ChildProcess;
  let url: string;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    await makeRelease(undefined, join(dist, 'releases', 'r1'));
    activateRelease(dist, 'r1');
    server = node(['--import', 'tsx', 'server/main.ts'], {
      DIST_DIR: dist,
      PORT: '0',
      HOST: '127.0.0.1',
      REQUEST_TIMEOUT_MS: '1500',
      // Every client here is 127.0.0.1: the stalled requests must not use up the rate limit.
      API_RATE_LIMIT: '100000',
    });
    url = (await lineMatching(server, /Site running at (http:\/\/\S+)/, 30_000))[1]!;
  }, 40_000);
  afterAll(() => void server?.kill());

  it('1,000 stalled clients get 408 with the security headers; everyone else is answered meanwhile', async () => {
    const clients = node(['tests/unit/support/stall-clients.mjs', new URL(url).port, '1000']);
    const done = lineMatching(clients, /^\{.*\}$/m, 20_000);
    await lineMatching(clients, /stalled 1000/, 10_000);
    for (let i = 0; i < 5; i += 1) {
      const page = await fetch(`${url}/services`, { signal: AbortSignal.timeout(5000) });
      expect(page.status).toBe(200);
      const api = await fetch(`${url}/api/translate`, {
        method: 'POST',
        headers: translate.headers,
        body: translate.payload,
        signal: AbortSignal.timeout(5000),
      });
      expect(await api.json()).toEqual({ translatedText: 'Startseite' });
    }
    const result = JSON.parse((await done)[0]) as Record<string, unknown>;
    expect(result).toEqual({
      opened: 1000,
      closed: 1000,
      statuses: { 408: 1000 },
      withHeaders: 1000,
    });
  }, 30_000);
});

describe('a body refused before it is read (the client lost its 413 to a reset: write EPIPE)', () => {
  /**
   * Sends the headers of a POST with a `size`-byte JSON body, waits for the server's first answer,
   * then sends the body and a second request on the same connection. Resolves with everything the
   * server wrote and whether the connection broke under the client's writes.
   */
  const oversized = async (size: number) => {
    const app = await createApp({ releaseDir, env: {} });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let broken: string | null = null;
    socket.on('error', (e: NodeJS.ErrnoException) => (broken = e.code ?? e.message));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('data', (d: Buffer) => {
      received += d.toString('latin1');
      socket.emit('answers');
    });
    const answers = (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if ((received.match(/HTTP\/1\.1 \d{3}/g) ?? []).length >= n) resolve();
        };
        socket.on('answers', check).on('close', () => resolve());
      });
    const first = answers(1);
    socket.write(
      `POST /api/translate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
    );
    await first;
    const second = answers(2);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    for (let sent = 0; sent < size && !socket.destroyed; sent += chunk.length) {
      const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
      if (!socket.write(part)) await new Promise((r) => socket.once('drain', r).once('close', r));
    }
    if (!socket.destroyed)
      socket.write('GET /api/translate/status HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await second;
    socket.destroy();
    await closed;
    await app.close();
    return { received, broken };
  };

  it('2 MB: the client reads its 413, the server reads the rest and answers the next request', async () => {
    const { received, broken } = await oversized(2_000_000);
    expect(broken).toBeNull();
    const statuses = received.match(/HTTP\/1\.1 \d{3}/g);
    expect(statuses).toEqual(['HTTP/1.1 413', 'HTTP/1.1 200']);
    expect(received).toContain(`"error":"Request body must be at most ${MAX_BODY_BYTES} bytes"`);
  });

  it(`past ${DRAIN_MAX_BYTES} bytes the server stops reading and closes the connection`, async () => {
    const { received } = await oversized(DRAIN_MAX_BYTES * 2);
    expect(received.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 413']);
  });
});
