/**
 * The port a test or the bench hands to a server it starts later (tools/lib/free-port.cjs). The
 * system's pick for port 0 lies in the ephemeral range, where any client socket may take it before
 * the server listens (the bench's test failed so: EADDRINUSE beside the 1,000-client server test).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../tools/lib/free-port.cjs';

const range = '/proc/sys/net/ipv4/ip_local_port_range';

describe('freePort', () => {
  it.skipIf(!existsSync(range))(
    'lies below the ephemeral range, which no client socket leaves',
    () => {
      const [low] = readFileSync(range, 'utf8').trim().split(/\s+/).map(Number);
      for (const port of [freePort(), freePort(), freePort()]) {
        expect(port).toBeGreaterThan(1023);
        expect(port).toBeLessThan(low!);
      }
    },
  );

  it('is free: a server can listen on it', async () => {
    const server = createServer();
    await new Promise<void>((listening, failed) => {
      server.once('error', failed);
      server.listen(freePort(), '127.0.0.1', listening);
    });
    await new Promise((closed) => server.close(closed));
  });
});
