/**
 * Node options of every server start the project writes: `npm start`, the VPS recipe's systemd
 * unit, `npm run bench`, the end-to-end tests. V8 sizes its young generation from the machine's
 * memory (semi-spaces of up to 16 MB or more on a large machine); this server's requests allocate
 * briefly and keep little, and 4 MB semi-spaces hold the same requests per second with about 15-20
 * MB less memory under load (`npm run bench`: 134-136 against 149-155 MB here). A server started
 * without them (`node dist/server.mjs` by hand) works the same and uses that much more.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'] as const;
