/**
 * `POST /api/leads` as a Fastify plugin. Register it with a prefix:
 *
 *     await app.register(leadsPlugin, { prefix: '/api/leads' });
 *
 * Accepts `application/json` (the form's fetch: JSON answers) and
 * `application/x-www-form-urlencoded` (the form without JavaScript: 303 to the localized
 * thank-you page, or a small page in the visitor's language listing the problems). Bodies are
 * parsed by Fastify with a size limit (413), other content types are 415, malformed ones 400, and
 * the route is rate-limited per client address (429). A post from another site (an `Origin`, or
 * without one a `Referer`, that is present and not this site) is refused with 403; a
 * post with neither header is accepted. The plugin starts the delivery worker when the server is
 * ready and stops it on close.
 */
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { defaultLocale, isLocale, type Locale } from '../../shared/i18n/locales';
import { renderLeadErrorPage, type LeadErrorPage } from './error-page';
import { createLeadsRuntime, type LeadsRuntime } from './runtime';
import type { RequestErrorCode } from '../../shared/leads/schema';
import { handleLeadSubmission, jsonAnswer, thankYouLocation } from './submit';
import { parseCookie, stringifySetCookie } from 'cookie';
import {
  issueStamp,
  newStampKey,
  STAMP_COOKIE,
  STAMP_IMAGE,
  STAMP_MAX_AGE_MS,
  stampAgeMs,
} from './stamp';

export interface LeadsPluginOptions {
  /** Config, database and worker; default: `createLeadsRuntime()` from the environment. */
  runtime?: LeadsRuntime;
  /** Largest accepted body in bytes (default 32 KiB; the longest valid lead is about 20 KB). */
  bodyLimit?: number;
  /** Submissions per minute per client address; default `LEAD_RATE_LIMIT` (10). */
  rateLimitMax?: number;
  /** Start the worker on `onReady` and close the runtime on `onClose` (default true). */
  manageLifecycle?: boolean;
  /** HTML for a failed form post without JavaScript (default: `renderLeadErrorPage`). */
  renderErrorPage?: (page: LeadErrorPage) => string;
  /**
   * The site's public URLs (`SITE_URL`): a post whose `Origin` has one of their hosts is the
   * site's own, besides one whose host is the request's own `Host`.
   */
  siteUrls?: string[];
}

export const LEADS_BODY_LIMIT = 32 * 1024;
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Form fields into an object; a repeated name becomes an array (which validation refuses). */
function parseForm(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === FORM_TYPE;

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host.toLowerCase() || null;
  } catch {
    return null;
  }
};

/**
 * Whether a post comes from another site: its `Origin` (or, without one, its `Referer`) is present
 * and its host is neither the request's own `Host` nor a host of `siteHosts`. `Origin: null`
 * (sandboxed frames, privacy redirects) counts as another site; neither header is accepted (old
 * browsers, privacy tools, scripts).
 * @example isCrossSite({ origin: 'https://evil.example' }, 'flowcraft.example', new Set()) // true
 */
export function isCrossSite(
  headers: { origin?: string; referer?: string },
  requestHost: string,
  siteHosts: ReadonlySet<string>,
): boolean {
  const source = headers.origin ?? headers.referer;
  if (source === undefined || source === '') return false;
  const host = hostOf(source);
  return host === null || !(host === requestHost.toLowerCase() || siteHosts.has(host));
}

const statusOf: Record<RequestErrorCode, number> = {
  invalid_fields: 400,
  malformed_body: 400,
  cross_site: 403,
  body_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  store_unavailable: 503,
};

function errorCodeOf(error: FastifyError): RequestErrorCode {
  if (error.statusCode === 429) return 'rate_limited';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413)
    return 'body_too_large';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415)
    return 'unsupported_media_type';
  if (error.statusCode === 400) return 'malformed_body';
  return 'internal_error';
}

/** The visitor's language for an error page, from a parsed form body when there is one. */
function localeOf(request: FastifyRequest): Locale {
  const value = (request.body as Record<string, unknown> | undefined)?.locale;
  return isLocale(value) ? value : defaultLocale;
}

export const leadsPlugin: FastifyPluginAsync<LeadsPluginOptions> = async (app, options) => {
  const runtime = options.runtime ?? createLeadsRuntime();
  const stampKey = newStampKey();
  const bodyLimit = options.bodyLimit ?? LEADS_BODY_LIMIT;
  const render = options.renderErrorPage ?? renderLeadErrorPage;
  const siteHosts = new Set(
    (options.siteUrls ?? []).map(hostOf).filter((h): h is string => h !== null),
  );

  if (options.manageLifecycle !== false) {
    app.addHook('onReady', async () => runtime.start());
    app.addHook('onClose', async () => runtime.close());
  }
  if (!app.hasDecorator('rateLimit')) await app.register(rateLimit, { global: false });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit }, (_request, body, done) =>
    done(null, parseForm(body as string)),
  );

  const sendPage = (reply: FastifyReply, status: number, page: LeadErrorPage) =>
    reply.code(status).type('text/html; charset=utf-8').send(render(page));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const code = errorCodeOf(error);
    if (code === 'internal_error') request.log.error(error);
    reply.header('cache-control', 'no-store');
    if (error.statusCode === 429 && reply.getHeader('retry-after') === undefined) {
      reply.header('retry-after', '60');
    }
    if (isFormPost(request))
      return sendPage(reply, statusOf[code], { locale: localeOf(request), code });
    return reply.code(statusOf[code]).send({ ok: false, error: code });
  });

  app.route({
    method: 'POST',
    url: '/',
    bodyLimit,
    config: {
      rateLimit: { max: options.rateLimitMax ?? runtime.config.rateLimit, timeWindow: 60_000 },
    },
    handler: async (request, reply) => {
      if (request.body === undefined || request.body === null) {
        throw Object.assign(new Error('A lead needs a body'), { statusCode: 415 });
      }
      reply.header('cache-control', 'no-store');
      const { origin, referer } = request.headers;
      if (isCrossSite({ origin, referer }, request.host, siteHosts)) {
        if (isFormPost(request))
          return sendPage(reply, 403, { locale: localeOf(request), code: 'cross_site' });
        return reply.code(403).send({ ok: false, error: 'cross_site' });
      }
      // Not cross-site (checked above): its Referer is one of this site's pages, or absent.
      const now = new Date();
      const stamp = parseCookie(request.headers.cookie ?? '')[STAMP_COOKIE];
      const outcome = await handleLeadSubmission(request.body, runtime, {
        now,
        referer: typeof referer === 'string' ? referer : undefined,
        stampAgeMs: stampAgeMs(stamp, now, stampKey),
      });
      if (!isFormPost(request)) {
        const answer = jsonAnswer(outcome);
        return reply.code(answer.status).headers(answer.headers).send(answer.json);
      }
      switch (outcome.kind) {
        case 'stored':
          return reply.code(303).header('location', thankYouLocation(outcome.locale)).send();
        case 'invalid':
          return sendPage(reply, 400, {
            locale: outcome.locale,
            code: 'invalid_fields',
            errors: outcome.errors,
            topic: outcome.topic,
          });
        case 'unavailable':
          reply.header('retry-after', '60');
          return sendPage(reply, 503, { locale: outcome.locale, code: 'store_unavailable' });
      }
    },
  });

  // The form's image (no script needed): sets the signed stamp the post without JavaScript
  // carries back (`stamp.ts`). Strictly for telling people from bots; sent to this path only.
  app.get('/stamp', async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header(
        'set-cookie',
        stringifySetCookie({
          name: STAMP_COOKIE,
          value: issueStamp(new Date(), stampKey),
          path: '/api/leads',
          httpOnly: true,
          sameSite: 'strict',
          secure: request.protocol === 'https',
          maxAge: STAMP_MAX_AGE_MS / 1000,
        }),
      )
      .type('image/gif')
      .send(STAMP_IMAGE),
  );

  app.route({
    method: app.supportedMethods.filter((m) => m !== 'POST'),
    url: '/',
    preParsing: async (_request, reply) =>
      reply
        .code(405)
        .header('allow', 'POST')
        .header('cache-control', 'no-store')
        .send({ ok: false, error: 'method_not_allowed' }),
    handler: async () => undefined,
  });
};
