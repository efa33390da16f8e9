import rateLimit from '@fastify/rate-limit';
import { parse as parseCookie } from 'cookie';
import type {
  FastifyBodyParser,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  RouteHandlerMethod,
} from 'fastify';
import { statusAnswer, translateRequest, type Answer } from '../src/lib/translate/handler';
import type { TranslateService } from '../src/lib/translate/service';
import { MAX_BODY_BYTES } from '../src/lib/translate/validate';

export interface ApiOptions {
  /** The translation service (from the release's table; from the sources in `npm run dev`). */
  translate: () => TranslateService;
  /** Requests per minute per client address, one budget across every `/api/*` route. */
  rateLimit: number;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
type Method = (typeof METHODS)[number];

/**
 * Registers `handlers` at `url` and answers every other method 405 with `Allow`, after the rate
 * limit and before any body is read.
 */
export function routes(
  app: FastifyInstance,
  url: string,
  handlers: Partial<Record<Method, RouteHandlerMethod>>,
) {
  const allowed = Object.keys(handlers).flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m]));
  for (const [method, handler] of Object.entries(handlers)) app.route({ method, url, handler });
  app.route({
    method: METHODS.filter((m) => !allowed.includes(m)),
    url,
    preParsing: async (request, reply) =>
      reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({
          error: `Method ${request.method.slice(0, 20)} not allowed; use ${allowed.join(', ')}`,
        }),
    handler: async () => undefined,
  });
}

const send = (reply: FastifyReply, a: Answer) =>
  reply.code(a.status).headers(a.headers).send(a.body);

/** `POST /api/translate` and `GET /api/translate/status` (issue 6), the same in dev and production. */
async function translateRoutes(app: FastifyInstance, options: ApiOptions) {
  routes(app, '/translate', {
    POST: async (request, reply) => {
      if (!request.headers['content-type']) return reply.code(415).send({ error: UNSUPPORTED });
      return send(reply, await translateRequest(request.body, options.translate(), request.ip));
    },
  });
  routes(app, '/translate/status', {
    GET: async (request, reply) =>
      send(
        reply,
        statusAnswer(options.translate(), parseCookie(request.headers.cookie ?? '').lang),
      ),
  });
}

/** Every API: add a route plugin here (`POST /api/leads`: one import and one entry). */
export const apiRoutes = [translateRoutes];

const UNSUPPORTED = 'Content-Type must be application/json';
const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: UNSUPPORTED,
  FST_ERR_CTP_BODY_TOO_LARGE: `Request body must be at most ${MAX_BODY_BYTES} bytes`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * `/api/*` (issue 10 §3, §4): one rate-limit budget per client across all routes, JSON bodies
 * only (UTF-8, at most 64 KiB, parsed by Fastify), errors always `{"error": "..."}`, never cached.
 */
export async function api(app: FastifyInstance, options: ApiOptions) {
  await app.register(rateLimit, { max: options.rateLimit, timeWindow: '1 minute' });
  app.addHook(
    'onRequest',
    async (_request, reply) => void reply.header('cache-control', 'no-store'),
  );
  app.removeAllContentTypeParsers();
  const json = app.getDefaultJsonParser('error', 'error');
  const parse: FastifyBodyParser<Buffer> = (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      return done(
        Object.assign(new Error('Body is not valid UTF-8'), { statusCode: 400 }),
        undefined,
      );
    }
    json(request, text, done);
  };
  for (const type of ['application/json', /^application\/[\w.+-]+\+json$/]) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES }, parse);
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
    method: [...METHODS],
    url: '/*',
    preParsing: async (_request, reply) => reply.code(404).send({ error: 'Not found' }),
    handler: async () => undefined,
  });
  const { translate, rateLimit: limit } = options;
  for (const plugin of apiRoutes) await app.register(plugin, { translate, rateLimit: limit });
}
