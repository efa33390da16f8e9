/**
 * A stand-in for the built site's `server.mjs` in the bench's tests: listens on PORT and HOST,
 * says "Site running at …" when it does and, like server/main.ts, "Could not start the server on
 * …" and exit 1 when it cannot (a port in use).
 */
import { createServer } from 'node:http';

const { PORT = '0', HOST = '127.0.0.1' } = process.env;
const server = createServer((_request, response) => {
  response.setHeader('content-type', 'text/html');
  response.end('<!doctype html><title>fake</title>');
});
server.on('error', (error) => {
  console.error(`Could not start the server on ${HOST}:${PORT}: ${error.message}`);
  process.exit(1);
});
server.listen(Number(PORT), HOST, () => {
  const { port } = server.address();
  console.log(`Site running at http://${HOST}:${port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
