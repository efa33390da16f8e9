// A free loopback port for a server another process starts later (tests, Lighthouse CI, the bench),
// chosen below Linux's ephemeral port range (32768-60999 by default). A port the system picks for
// port 0 comes from that range, and between closing the probe and the server's listen any client
// socket of the machine may take it as its local port (EADDRINUSE: seen in the bench's unit test
// beside the 1,000-client server test, and in the analytics collectors). Ports below the range
// are never given to a client: only a listener could take one, and the probe checks none does.
// Ports 10000-26999: the fixed test ports (the analytics collectors' 27190-27193) lie above.
'use strict';
const { execFileSync } = require('node:child_process');

const LOW = 10000;
const HIGH = 26999;

/** Tries random ports of LOW..HIGH (below the ephemeral range) until one binds; prints it. */
const PROBE = `
const net = require('node:net');
const fs = require('node:fs');
let high = ${HIGH};
try {
  const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\\s+/)[0]);
  if (low > ${LOW}) high = Math.min(high, low - 1);
} catch {}
const tryPort = (left) => {
  const port = ${LOW} + Math.floor(Math.random() * (high - ${LOW} + 1));
  const s = net.createServer();
  s.once('error', () => (left > 0 ? tryPort(left - 1) : process.exit(1)));
  s.listen(port, '127.0.0.1', () => s.close(() => process.stdout.write(String(port))));
};
tryPort(100);
`;

/** A loopback port nothing listens on, outside the ephemeral range (synchronous: configs need it). */
function freePort() {
  // Without the caller's NODE_OPTIONS (a test runner's loaders); plain write, as FORCE_COLOR colours console.log.
  const out = execFileSync(process.execPath, ['-e', PROBE], {
    env: { ...process.env, NODE_OPTIONS: '' },
  }).toString();
  const port = Number(out.trim());
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`freePort: no free port found (${JSON.stringify(out)})`);
  return port;
}

module.exports = { freePort };
