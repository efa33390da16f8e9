import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import compress from '@fastify/compress';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { parse as parseCookie } from 'cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { splitLocale } from '../src/i18n/paths';
import { LANG_COOKIE, languageChoice, preferredLocation } from './language';
import { PERMISSIONS_POLICY, cspDirectives, safePathname, MAX_URL_LENGTH } from './security';
import { buildFileMap, inlineScriptHashes, loadImmutableAssets, pickEncoding } from './site-files';
import { createNodeStatusHandler, createNodeTranslateHandler } from '../src/lib/translate/handler';
import { createTranslateServiceFromDisk } from '../src/lib/translate/node-runtime';

declare module 'fastify' {
  interface FastifyRequest {
    /** The decoded, checked request path (see `safePathname`), set for every request. */
    sitePath: string;
  }
}

export interface AppOptions {
  /** Build folder holding `client/` and `server/` (default `dist`). */
  distDir: string;
  /** Requests per minute per client address on `/api/*`. */
  apiRateLimit?: number;
  /** Trust `X-Forwarded-*` from a reverse proxy (for HTTPS detection and client addresses). */
  trustProxy?: boolean;
  logger?: boolean;
  /** Folder holding `src/i18n/messages` and `content/` for the embedded translations (default: cwd). */
  projectRoot?: string;
}

type AstroHandler = (
  req: FastifyRequest['raw'],
  res: FastifyReply['raw'],
  next?: (err?: unknown) => void,
) => Promise<void>;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const SHORT = 'public, max-age=3600';

/**
 * The one Node process of the site: prerendered pages and assets from `dist/client`
 * (precompressed, cached), on-demand routes (`/api/*`) through Astro's middleware handler,
 * security headers and compression on every response, localized 404 pages.
 */
export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const clientDir = join(options.distDir, 'client');
  const files = buildFileMap(clientDir);
  const scriptHashes = inlineScriptHashes(clientDir, new Set(files.values()));
  // Not-found pages are prerendered per locale (`/404`, `/de/404`) and per section (`/blog/404`:
  // 'Blog Post Not Found'); they are only ever served with status 404, never at their own URL.
  const notFoundPages = new Map<string, Buffer>();
  for (const [path, rel] of files) {
    const match = /^(?:\/(pt|de|es|it|fr))?(\/[a-z-]+)?\/404(?:\.html|\/index\.html)?$/.exec(path);
    if (!match || !rel.endsWith('.html')) continue;
    notFoundPages.set(`${match[1] ?? 'en'}${match[2] ?? ''}`, readFileSync(join(clientDir, rel)));
    files.delete(path);
  }
  const entry = pathToFileURL(join(options.distDir, 'server', 'entry.mjs')).href;
  // Astro's server bundle (React renderer included) is loaded on the first on-demand request
  // it has to answer, not at start: the translate routes do not need it.
  let astro: Promise<AstroHandler> | undefined;
  const astroHandler: AstroHandler = async (req, res, next) => {
    astro ??= import(entry).then((mod: { handler: AstroHandler }) => mod.handler);
    return (await astro)(req, res, next);
  };
  const assets = loadImmutableAssets(clientDir, files);

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { maxParamLength: MAX_URL_LENGTH },
    return503OnClosing: true,
  });

  const isPage = (path: string) => files.get(path)?.endsWith('.html') ?? false;

  // Helmet's middleware is built once per variant (its headers are computed at creation) and
  // applied to the raw response of every request, so pages, assets, API answers and 404s all
  // carry them; HSTS only on requests that arrived over HTTPS.
  const helmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(scriptHashes, false) },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    frameguard: { action: 'deny' as const },
  };
  const securityHeaders = helmet({ ...helmetOptions, strictTransportSecurity: false });
  const securityHeadersHttps = helmet({
    ...helmetOptions,
    strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true },
  });
  app.decorateRequest('sitePath', '/');
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    const apply = request.protocol === 'https' ? securityHeadersHttps : securityHeaders;
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  // Every request target is checked and decoded once; handlers read `request.sitePath`.
  app.addHook('onRequest', async (request, reply) => {
    const path = safePathname(request.raw.url ?? '/');
    if (path === null) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    request.sitePath = path;
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 512,
    customTypes:
      /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json|ld\+json)|image\/svg\+xml)/,
  });
  await app.register(rateLimit, { global: false });
  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
    preCompressed: true,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    // Hashed assets never come through here (served from memory with IMMUTABLE below).
    setHeaders(res, servedPath) {
      const documentLike = /\.(html|md|json|xml)(\.br|\.gz)?$/.test(servedPath);
      res.setHeader('Cache-Control', documentLike ? REVALIDATE : SHORT);
    },
  });

  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) => {
    const { locale, path } = splitLocale(request.sitePath);
    const section = /^\/[a-z-]+(?=\/)/.exec(path)?.[0] ?? '';
    const page =
      notFoundPages.get(`${locale}${section}`) ??
      notFoundPages.get(locale) ??
      notFoundPages.get('en');
    reply.code(404).header('Cache-Control', 'no-store');
    return page
      ? reply.type('text/html; charset=utf-8').send(page)
      : reply.type('text/plain').send('Not found');
  };
  app.setNotFoundHandler(sendNotFound);

  // API routes get the raw request body: Astro's handler reads it itself, so Fastify must not
  // parse it (and must not answer content-type errors in its own format).
  const translateService = createTranslateServiceFromDisk(options.projectRoot);
  await app.register(async (api) => {
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const rateLimit = { max: options.apiRateLimit ?? 60, timeWindow: '1 minute' };

    /** Hands the raw request to a Node handler, keeping the headers set by the hooks. */
    const passRaw =
      (handle: (req: FastifyRequest['raw'], res: FastifyReply['raw']) => unknown) =>
      (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value as string);
        }
        reply.raw.setHeader('Cache-Control', 'no-store');
        void handle(request.raw, reply.raw);
      };

    // The translate routes are answered in Node by the same code as the Astro endpoints
    // (src/lib/translate/handler.ts), without the Web Request layer: about 4x less CPU.
    api.all(
      '/api/translate',
      { config: { rateLimit } },
      passRaw(createNodeTranslateHandler(() => translateService)),
    );
    api.all(
      '/api/translate/status',
      { config: { rateLimit } },
      passRaw(createNodeStatusHandler(() => translateService)),
    );
    api.all(
      '/api/*',
      { config: { rateLimit } },
      passRaw((req, res) =>
        astroHandler(req, res, () => {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify({ error: 'Not found' }));
        }),
      ),
    );
  });

  app.get('/*', (request, reply) => {
    const pathname = request.sitePath;
    const asset = assets.get(pathname);
    if (asset) {
      // Hashed assets are immutable and small: served from memory, precompressed.
      const encoding = pickEncoding(request.headers['accept-encoding'], asset);
      return reply
        .header('Content-Type', asset.type)
        .header('Cache-Control', IMMUTABLE)
        .header('Vary', 'Accept-Encoding')
        .header('Content-Encoding', encoding === 'identity' ? undefined : encoding)
        .send(asset[encoding] ?? asset.identity);
    }

    const url = new URL(request.raw.url ?? '/', 'http://site.local');
    const choice = languageChoice(url, request.protocol === 'https');
    if (choice.kind === 'choose') {
      return reply
        .header('Set-Cookie', choice.setCookie)
        .header('Cache-Control', 'no-store')
        .redirect(choice.location, 302);
    }

    if (pathname.length > 1 && pathname.endsWith('/')) {
      const trimmed = pathname.replace(/\/+$/, '') || '/';
      if (files.has(trimmed)) return reply.redirect(`${trimmed}${url.search}`, 301);
    }

    const file = files.get(pathname);
    if (!file) return sendNotFound(request, reply);

    if (file.endsWith('.html')) {
      const cookies = parseCookie(request.headers.cookie ?? '');
      const target = preferredLocation(pathname, url.search, cookies[LANG_COOKIE], isPage);
      if (target)
        return reply
          .header('Cache-Control', 'no-store')
          .header('Vary', 'Cookie')
          .redirect(target, 302);
      if (splitLocale(pathname).locale === 'en') reply.header('Vary', 'Cookie');
    }
    return reply.sendFile(file);
  });

  return app;
}
