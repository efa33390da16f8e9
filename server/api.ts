import rateLimit from '@fastify/rate-limit';
import { parseCookie } from 'cookie';
import type { FastifyError, FastifyInstance, FastifyReply, RouteHandlerMethod } from 'fastify';
import { statusAnswer, translateRequest, type Answer } from './translate/handler';
import type { TranslateService } from './translate/service';
import { MAX_BODY_BYTES } from './translate/validate';
import { readAgentConfig, readConfig, readLeadsConfig, type AgentConfig } from '../shared/config';
import { agentHandler, type AgentHandlerDeps } from './agent/handler';
import { withSiteRecipient } from './leads/channels';
import { leadsPlugin } from './leads/fastify-plugin';
import { createLeadsRuntime } from './leads/runtime';
import type { OwnerFacts } from './release/artifacts';

export interface ApiOptions {
  /** The translation service (from the release's table; from the sources in `npm run dev`). */
  translate: () => TranslateService;
  /** Requests per minute per client address, one budget across every `/api/*` route. */
  rateLimit: number;
  /**
   * What the lead routes need from the owner file, from the release (`owner.json`): the server
   * reads nothing from `content/`.
   */
  owner: Pick<OwnerFacts, 'webhookUserAgent' | 'noticeRecipient'>;
  /** The route plugins (default `apiRoutes`); each gets these options. */
  routes?: ((app: FastifyInstance, options: ApiOptions) => Promise<unknown>)[];
}

const UNSUPPORTED = 'Content-Type must be application/json';

/**
 * Registers `handlers` at `url`; every other method the server knows (OPTIONS, TRACE, WebDAV's
 * PROPFIND, ...) gets a JSON 405 with `Allow` before any body is read.
 */
export function routes(
  app: FastifyInstance,
  url: string,
  handlers: Record<string, RouteHandlerMethod>,
) {
  const allowed = Object.keys(handlers).flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m]));
  for (const [method, handler] of Object.entries(handlers)) app.route({ method, url, handler });
  const error = (method: string) =>
    `Method ${method.slice(0, 20)} not allowed; use ${allowed.join(', ')}`;
  app.route({
    method: app.supportedMethods.filter((m) => !allowed.includes(m)),
    url,
    preParsing: async (request, reply) =>
      reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ error: error(request.method) }),
    handler: async () => undefined,
  });
}

const send = (reply: FastifyReply, a: Answer) =>
  reply.code(a.status).headers(a.headers).send(a.body);

/** `POST /api/translate` and `GET /api/translate/status`, the same in dev and production. */
async function translateRoutes(app: FastifyInstance, options: ApiOptions) {
  routes(app, '/translate', {
    POST: async (request, reply) => {
      if (!request.headers['content-type']) return reply.code(415).send({ error: UNSUPPORTED });
      return send(reply, await translateRequest(request.body, options.translate(), request.ip));
    },
  });
  routes(app, '/translate/status', {
    GET: async (request, reply) => {
      const cookie = parseCookie(request.headers.cookie ?? '').lang;
      return send(reply, statusAnswer(options.translate(), cookie));
    },
  });
}

/**
 * `POST /api/leads`: the request form's endpoint, with its own parsers (JSON and plain
 * form posts), rate limit and error pages; the database and delivery worker open with the server.
 * The owner's e-mail notice falls back to `contact.email` of the owner file, which the build
 * wrote into the release. Posts from other sites are refused; `SITE_URL` names the site's own
 * host besides `Host`.
 */
async function leadsRoutes(app: FastifyInstance, options: ApiOptions) {
  const config = withSiteRecipient(readLeadsConfig(), () => options.owner.noticeRecipient);
  await app.register(leadsPlugin, {
    prefix: '/leads',
    runtime: createLeadsRuntime(config, { userAgent: options.owner.webhookUserAgent }),
    siteUrls: [readConfig().siteUrl],
  });
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * `POST /api/agent` with `config` (the live agent, see server/agent/handler.ts); nothing when
 * `AGENT_WEBHOOK_URL` is empty, so the path answers 404 like any unknown API. Only the site's own
 * pages may call it: a post whose `Origin` is another site is refused (403), as another site
 * could otherwise spend the owner's model budget.
 */
export function agentRoutesWith(config: AgentConfig, deps: AgentHandlerDeps = {}) {
  return async (app: FastifyInstance) => {
    if (!config.webhookUrl) return;
    const handler = agentHandler(config, deps);
    const own = hostOf(readConfig().siteUrl);
    routes(app, '/agent', {
      POST: async (request, reply) => {
        if (!request.headers['content-type']) return reply.code(415).send({ error: UNSUPPORTED });
        const origin = request.headers.origin;
        const from = origin ? hostOf(origin) : undefined;
        if (from !== undefined && from !== request.host.toLowerCase() && from !== own) {
          return reply.code(403).send({ error: 'Posts from other sites are refused' });
        }
        return handler(request, reply);
      },
    });
  };
}

/** The live agent's route from the environment (`AGENT_*`). */
const agentRoutes = async (app: FastifyInstance) => agentRoutesWith(readAgentConfig())(app);

/** Every API: one plugin per entry, the same in `npm run dev` and production. */
export const apiRoutes: NonNullable<ApiOptions['routes']> = [
  translateRoutes,
  leadsRoutes,
  agentRoutes,
];

const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: UNSUPPORTED,
  FST_ERR_CTP_BODY_TOO_LARGE: `Request body must be at most ${MAX_BODY_BYTES} bytes`,
};
const utf8 = new TextDecoder('utf-8', { fatal: true });
const badRequest = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

/**
 * `/api/*`: one rate-limit budget per client across all routes, JSON bodies
 * only (UTF-8, at most 64 KiB, parsed by Fastify), errors always `{"error": "..."}`, never cached.
 * A route plugin may register its own parsers, error format and stricter rate limit.
 */
export async function api(app: FastifyInstance, options: ApiOptions) {
  // The shared limiter lives in its own scope, so route plugins can still add their own.
  let limiter: ReturnType<FastifyInstance['rateLimit']> | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, max: options.rateLimit, timeWindow: 60_000 });
    limiter = scope.rateLimit();
  });
  app.addHook('onRequest', limiter!);
  app.addHook(
    'onRequest',
    async (_request, reply) => void reply.header('cache-control', 'no-store'),
  );
  app.removeAllContentTypeParsers();
  const json = app.getDefaultJsonParser('error', 'error');
  for (const type of ['application/json', /^application\/[\w.+-]+\+json$/]) {
    app.addContentTypeParser(
      type,
      { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES },
      (request, body, done) => {
        let text: string;
        try {
          text = utf8.decode(body as Buffer);
        } catch {
          return done(badRequest('Body is not valid UTF-8'), undefined);
        }
        json(request, text, done);
      },
    );
  }
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const message = error instanceof SyntaxError ? 'Malformed JSON body' : error.message;
    return reply
      .code(status)
      .send({ error: status === 500 ? 'Internal error' : (MESSAGES[error.code] ?? message) });
  });
  app.route({
    method: app.supportedMethods,
    url: '/*',
    preParsing: async (_request, reply) => reply.code(404).send({ error: 'Not found' }),
    handler: async () => undefined,
  });
  for (const plugin of options.routes ?? apiRoutes)
    await app.register(plugin, { ...options, prefix: '' });
}
