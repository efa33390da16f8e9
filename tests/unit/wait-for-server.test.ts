import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { waitForServer } from '../../tools/lib/wait-for-server';

describe('waitForServer', () => {
  it('fails at once with the output when the server exited before answering', async () => {
    const child = spawn(process.execPath, ['-e', 'process.exit(3)']);
    await once(child, 'exit');
    await expect(
      waitForServer('http://127.0.0.1:9/', { child, output: () => 'EADDRINUSE' }),
    ).rejects.toThrow(/exited before .* answered:\nEADDRINUSE/);
  });

  it('returns once the URL answers as ready, and waits through a not-ready answer', async () => {
    let calls = 0;
    const server = createServer((_req, res) => {
      calls += 1;
      res.writeHead(calls === 1 ? 503 : 200).end();
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      const { port } = server.address() as AddressInfo;
      await waitForServer(`http://127.0.0.1:${port}/`, { child });
      expect(calls).toBe(2);
    } finally {
      child.kill();
      server.close();
    }
  });
});
