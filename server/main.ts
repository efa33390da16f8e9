import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';

/** Entry point of `npm start` (bundled to `dist/server.mjs`). */
const here = fileURLToPath(import.meta.url);
// Bundled as dist/server.mjs the build folder is its own folder; run from source it is ./dist.
const distDir = resolve(
  process.env.DIST_DIR ?? (here.endsWith('server.mjs') ? dirname(here) : 'dist'),
);
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';

const app = await createApp({
  distDir,
  apiRateLimit: process.env.API_RATE_LIMIT ? Number(process.env.API_RATE_LIMIT) : undefined,
  trustProxy: process.env.TRUST_PROXY === 'true',
  logger: process.env.LOG_REQUESTS === 'true',
});

try {
  await app.listen({ port, host });
} catch (error) {
  console.error(`Could not start the server on ${host}:${port}:`, error);
  process.exit(1);
}
const address = app.server.address();
const actualPort = typeof address === 'object' && address ? address.port : port;
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
console.log(`Site running at http://${shownHost}:${actualPort}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
