// Opens `count` connections that each send a request's headers and the start of its body (or
// only part of the headers, for every tenth), then stall. Prints `stalled <n>` once all are open,
// then one JSON line once the server has closed every one of them: how many it closed and what
// they got. The test that starts it bounds how long it may wait for that.
import { connect } from 'node:net';

const [port, count] = process.argv.slice(2).map(Number);
const results = [];
let opened = 0;
for (let i = 0; i < count; i += 1) {
  const result = { data: '', closed: false };
  results.push(result);
  const socket = connect(port, '127.0.0.1', () => {
    opened += 1;
    socket.write(
      i % 10 === 9
        ? 'POST /api/translate HTTP/1.1\r\nHost: x\r\nContent-Ty'
        : 'POST /api/translate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"text":',
    );
    if (opened === count) console.log(`stalled ${opened}`);
  });
  socket.on('data', (d) => (result.data += d.toString('latin1')));
  socket.on('error', () => {});
  socket.on('close', () => {
    result.closed = true;
    if (results.length === count && results.every((r) => r.closed)) report();
  });
}
function report() {
  const statuses = {};
  for (const r of results) {
    const status = /^HTTP\/1\.1 (\d{3})/.exec(r.data)?.[1] ?? 'none';
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  const withHeaders = results.filter((r) => /\r\nX-Frame-Options: DENY\r\n/i.test(r.data)).length;
  console.log(JSON.stringify({ opened, closed: results.length, statuses, withHeaders }));
  process.exit(0);
}
