import { METHODS, STATUS_CODES, type IncomingMessage } from 'node:http';
import { parseCookie } from 'cookie';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { splitLocale } from '../shared/i18n/paths';
import { notFoundPageFor } from './release/not-found';
import { buildTranslateService } from './translate/build-service';
import { tableFromPairs } from './translate/embedded';
import { api, type ApiOptions } from './api';
import { LANG_COOKIE, languageChoice, preferredPath } from './i18n/language-choice';
import { MAX_URL_LENGTH, onSite, safePathname } from './request';
import type { ServerConfig } from '../shared/config';
import { loadRelease, pickEncoding, type LoadedRelease, type ReleaseFile } from './release/load';

declare module 'fastify' {
  interface FastifyRequest {
    /** The decoded, checked request path (see `safePathname`), set for every request. */
    sitePath: string;
  }
  interface FastifyInstance {
    /** Serves another release from now on (SIGHUP); throws, keeping the current one, if it is bad. */
    reload(releaseDir: string): LoadedRelease;
  }
}

const TEXT = 'text/plain; charset=utf-8';
/** Error answers and permanent redirects are never stored by browsers or proxies. */
const NO_STORE = 'no-store';
/**
 * Most of a refused request body the server still reads (and throws away) so that the client,
 * which is still sending it, can read the refusal; past it the connection is closed.
 */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;

export interface AppOptions {
  /** The release folder to serve (`dist/releases/<id>`, or `dist/current`). */
  releaseDir: string;
  /** Requests per minute per client address across `/api/*`. */
  apiRateLimit?: number;
  /** Fastify's `trustProxy`: hops (`1`) or proxy addresses; never `true` (every hop). */
  trustProxy?: ServerConfig['trustProxy'];
  /** Time a client has to send its whole request (headers and body); default 30 s. */
  requestTimeoutMs?: number;
  logger?: boolean;
  /** Environment of the translation providers (default `process.env`). */
  env?: Record<string, string | undefined>;
  /** The `/api/*` route plugins (default `apiRoutes` of server/api.ts). */
  apiRoutes?: ApiOptions['routes'];
}

/**
 * The one Node process of the site: a release's files from memory, its headers
 * manifest on every response, the language cookie, localized 404s, and `/api/*`.
 */
export async function createApp(options: AppOptions) {
  let site = loadRelease(options.releaseDir);
  const service = (s: LoadedRelease) =>
    buildTranslateService(tableFromPairs(s.artifacts.translations.tables), options.env);
  let translate = service(site);
  const timeout = options.requestTimeoutMs ?? 30_000;
  const hops = options.trustProxy;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy:
      typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : (hops ?? false),
    routerOptions: { maxParamLength: MAX_URL_LENGTH },
    return503OnClosing: true,
    requestTimeout: timeout,
    http: { headersTimeout: timeout, connectionsCheckingInterval: Math.ceil(timeout / 10) },
    // Undecodable URLs are rejected by the router before any hook: same headers, same answer.
    frameworkErrors: (_error, _request, reply) =>
      void (reply as FastifyReply)
        .headers(site.artifacts.headers.headers)
        .header('cache-control', NO_STORE)
        .code(400)
        .type(TEXT)
        .send('Bad request'),
    // Timeouts and malformed requests are answered before routing: same headers, JSON error.
    clientErrorHandler(error: NodeJS.ErrnoException, socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const body = JSON.stringify({ error: STATUS_CODES[status] });
      const headers = Object.entries(site.artifacts.headers.headers).map(
        ([k, v]) => `${k}: ${v}\r\n`,
      );
      if (socket.writable)
        socket.write(
          `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.join('')}Cache-Control: ${NO_STORE}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        );
      socket.destroy(error);
    },
  });

  // Every method Node parses reaches the router (WebDAV's PROPFIND, MKCOL, ... included), so
  // `/api/*` answers each with its JSON 405 and `Allow`, never the HTML 404 page.
  // CONNECT never arrives as a request.
  for (const method of METHODS) {
    if (method !== 'CONNECT' && !app.supportedMethods.includes(method)) {
      app.addHttpMethod(method, { hasBody: true });
    }
  }
  // A body refused before it was all read (413 on its declared length, a parse error midway) is
  // still arriving. Fastify answers with `Connection: close`, and closing a socket with unread
  // data makes the kernel reset it: the client, still writing, gets EPIPE or ECONNRESET and often
  // never reads the refusal. As nginx's lingering close does, read and discard the rest (at most
  // DRAIN_MAX_BYTES, within the request timeout) and keep the connection for the next request.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.raw.complete && reply.getHeader('connection') === 'close') {
      reply.removeHeader('connection');
      drain(request.raw);
    }
    return payload;
  });
  app.decorateRequest('sitePath', '/');
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(site.artifacts.headers.headers);
    if (request.protocol === 'https') reply.headers(site.artifacts.headers.httpsHeaders);
    const path = safePathname(request.url);
    if (path === null) {
      return reply.code(400).header('cache-control', NO_STORE).type(TEXT).send('Bad request');
    }
    request.sitePath = path;
    if (!path.startsWith('/api/') && request.method !== 'GET' && request.method !== 'HEAD') {
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .header('cache-control', NO_STORE)
        .type(TEXT)
        .send('Method not allowed');
    }
  });
  await app.register(api, {
    prefix: '/api',
    translate: () => translate,
    rateLimit: options.apiRateLimit ?? 60,
    // Read when the server starts: a reload (SIGHUP) keeps the lead delivery's settings.
    owner: site.artifacts.owner,
    routes: options.apiRoutes,
  });

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    file: ReleaseFile,
    vary: string[] = [],
  ) => {
    if (file.br || file.gzip) vary.unshift('Accept-Encoding');
    if (vary.length) reply.header('vary', vary.join(', '));
    reply.header('content-type', file.type).header('cache-control', file.cacheControl);
    if (reply.statusCode === 200) {
      reply.header('etag', file.etag);
      const tags = request.headers['if-none-match']
        ?.split(',')
        .map((t) => t.trim().replace(/^W\//, ''));
      if (tags?.includes(file.etag)) return reply.code(304).send();
    }
    const encoding = pickEncoding(request.headers['accept-encoding'], file);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(encoding === 'identity' ? file.identity() : file[encoding]);
  };
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const file = site.notFound.get(notFoundPageFor(request.sitePath, site.artifacts.notFound))!;
    return send(request, reply.code(404), {
      ...file,
      cacheControl: site.artifacts.headers.cache.noStore,
    });
  };
  app.setNotFoundHandler(notFound);

  app.get('/*', (request, reply) => {
    const path = request.sitePath;
    const file = site.files.get(path);
    if (file && path.startsWith('/_astro/')) return send(request, reply, file);
    const search = request.url.slice(request.url.indexOf('?') + 1 || request.url.length);
    const choice = search ? languageChoice(search, request.protocol === 'https') : null;
    if (choice) {
      reply.header('set-cookie', choice.setCookie).header('cache-control', 'no-store');
      return reply.redirect(onSite(path, choice.search), 302);
    }
    const query = search ? `?${search}` : '';
    const trimmed = path.replace(/\/+$/, '');
    if (trimmed !== path && site.files.has(trimmed)) {
      reply.header('cache-control', NO_STORE);
      return reply.redirect(onSite(trimmed, query), 301);
    }
    if (!file) return notFound(request, reply);
    if (!file.type.startsWith('text/html') || splitLocale(path).locale !== 'en')
      return send(request, reply, file);
    const cookie = parseCookie(request.headers.cookie ?? '')[LANG_COOKIE];
    const target = preferredPath(
      path,
      cookie,
      (p) => site.files.get(p)?.type.startsWith('text/html') ?? false,
    );
    if (!target) return send(request, reply, file, ['Cookie']);
    reply.header('cache-control', 'no-store').header('vary', 'Cookie');
    return reply.redirect(onSite(target, query), 302);
  });

  app.decorate('reload', (releaseDir: string) => {
    const next = loadRelease(releaseDir);
    [site, translate] = [next, service(next)];
    return next;
  });
  return app;
}

/** Reads and discards the rest of a request body; past DRAIN_MAX_BYTES, closes the connection. */
function drain(request: IncomingMessage) {
  let read = 0;
  request.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DRAIN_MAX_BYTES) request.socket.destroy();
  });
  request.resume();
}
