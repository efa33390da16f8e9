import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLocale, type Locale } from '../../i18n/locales';
import { NoTranslationError } from './errors';
import type { TranslateService } from './service';
import {
  decodeBody,
  isJsonContentType,
  MAX_BODY_BYTES,
  readBodyLimited,
  validateTranslateBody,
} from './validate';

/** A framework-free answer: the Astro endpoint and the Node handler both send it as is. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Answer {
  return { status, headers: { ...baseHeaders, ...headers }, body: JSON.stringify(body) };
}

const toResponse = (a: Answer) => new Response(a.body, { status: a.status, headers: a.headers });

/** A JSON answer; errors are always `{ "error": "..." }`. */
export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return toResponse(answer(status, body, headers));
}

function notAllowed(method: string, allow: string): Answer {
  return answer(
    405,
    { error: `Method ${method.slice(0, 20)} not allowed; use ${allow}` },
    { allow },
  );
}

/** 405 with the `Allow` header, for any method a route does not serve. */
export function methodNotAllowed(method: string, allow: string): Response {
  return toResponse(notAllowed(method, allow));
}

/**
 * The translate call once the body is read: validation, the provider chain, the status code.
 * 200 `{translatedText}`; 400 malformed JSON or fields; 413 text over 5,000 characters; 503 no
 * provider could translate (with Retry-After when every circuit is open); 500 unexpected (logged,
 * no stack in the answer). Headers `x-translate-provider` and `x-translate-cache` say who answered.
 */
export async function translateBody(raw: string, service: TranslateService): Promise<Answer> {
  try {
    const input = validateTranslateBody(raw);
    if (!input.ok) return answer(input.status, { error: input.error });
    const result = await service.translate(input.value.text, input.value.targetLanguage);
    return answer(
      200,
      { translatedText: result.translatedText },
      {
        'x-translate-provider': result.provider,
        'x-translate-cache': result.cached ? 'hit' : 'miss',
      },
    );
  } catch (error) {
    if (error instanceof NoTranslationError) {
      const retry = error.retryAfterSeconds;
      return answer(503, { error: error.message }, retry ? { 'retry-after': String(retry) } : {});
    }
    console.error('[translate] unexpected error', error);
    return answer(500, { error: 'Internal error while translating' });
  }
}

const unsupportedType = () => answer(415, { error: 'Content-Type must be application/json' });

/**
 * `POST /api/translate` for a Web `Request` (the Astro endpoint): `{text, targetLanguage}` ->
 * `{translatedText}`. Non-JSON content types are 415 and the body is read with a 64 KiB cap (413).
 */
export async function handleTranslate(
  request: Request,
  service: TranslateService,
): Promise<Response> {
  if (!isJsonContentType(request.headers.get('content-type'))) return toResponse(unsupportedType());
  const body = await readBodyLimited(request);
  if (!body.ok) return json(body.status, { error: body.error });
  return toResponse(await translateBody(body.value, service));
}

function send(res: ServerResponse, a: Answer): void {
  res.writeHead(a.status, { ...a.headers, 'content-length': Buffer.byteLength(a.body) });
  res.end(a.body);
}

/**
 * The same route as a plain Node handler (`(req, res)`), for a server that wants to answer
 * `/api/translate` without going through Astro's Web Request/Response layer (about 100 µs less
 * per request). Same validation, same answers, same service as the Astro endpoint.
 */
export function createNodeTranslateHandler(getService: () => TranslateService) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const method = req.method ?? 'GET';
    if (method !== 'POST') {
      req.resume();
      send(res, notAllowed(method, 'POST'));
      return;
    }
    if (!isJsonContentType(req.headers['content-type'])) {
      req.resume();
      send(res, unsupportedType());
      return;
    }
    const tooLarge = () =>
      answer(413, { error: `Request body must be at most ${MAX_BODY_BYTES} bytes` });
    if (Number(req.headers['content-length']) > MAX_BODY_BYTES) {
      req.resume();
      send(res, tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        done = true;
        send(res, tooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => {
      done = true;
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      const raw = decodeBody(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
      if (!raw.ok) {
        send(res, answer(raw.status, { error: raw.error }));
        return;
      }
      void translateBody(raw.value, getService()).then((a) => send(res, a));
    });
  };
}

/** The visitor's explicit language choice: the `lang` cookie the language switcher sets (HttpOnly). */
export function chosenLanguage(cookieHeader: string | null | undefined): Locale | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'lang') {
      const value = rest.join('=').trim();
      return isLocale(value) ? value : null;
    }
  }
  return null;
}

/**
 * `GET /api/translate/status`: which provider is active (no URLs or keys), and the language the
 * visitor chose with the switcher (`visitorLanguage`, from the HttpOnly `lang` cookie that page
 * scripts cannot read), so an English post can offer a translation into it.
 */
export function handleStatus(service: TranslateService, request?: Request): Response {
  return json(200, {
    ...service.status(),
    visitorLanguage: chosenLanguage(request?.headers.get('cookie')),
  });
}

/** `handleStatus` as a plain Node handler: GET and HEAD, else 405. */
export function createNodeStatusHandler(getService: () => TranslateService) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const method = req.method ?? 'GET';
    req.resume();
    if (method !== 'GET' && method !== 'HEAD') {
      send(res, notAllowed(method, 'GET, HEAD'));
      return;
    }
    const a = answer(200, {
      ...getService().status(),
      visitorLanguage: chosenLanguage(req.headers.cookie),
    });
    if (method === 'HEAD') {
      res.writeHead(a.status, { ...a.headers, 'content-length': Buffer.byteLength(a.body) });
      res.end();
      return;
    }
    send(res, a);
  };
}
