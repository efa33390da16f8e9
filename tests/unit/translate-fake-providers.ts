/**
 * Fake LibreTranslate and DeepL servers for tests: real HTTP on 127.0.0.1, random port, speaking
 * the documented request and answer formats.
 * @see https://docs.libretranslate.com/
 * @see https://developers.deepl.com/docs/api-reference/translate
 * Each records the requests it got; `script` replaces the normal answer for the next requests.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A scripted answer: status + JSON (or raw text), optionally after a delay; 'hang' never answers. */
export type Scripted =
  { status?: number; json?: unknown; raw?: string; delayMs?: number } | 'hang' | 'reset';

export interface FakeProvider {
  url: string;
  requests: RecordedRequest[];
  /** Answers to use, in order, before falling back to the normal behaviour. */
  script(...answers: Scripted[]): void;
  /** Every request gets this answer from now on (until `script` or `reset`). */
  always(answer: Scripted | undefined): void;
  close(): Promise<void>;
}

/** The fake 'translation': every text run between tags is prefixed with `[de] ` (tags kept). */
export function fakeTranslate(text: string, target: string, html: boolean): string {
  const tag = `[${target.toLowerCase()}] `;
  if (!html) return `${tag}${text}`;
  return text.replace(/(^|>)([^<]+)(?=<|$)/g, (match, lead: string, run: string) =>
    run.trim() ? `${lead}${tag}${run}` : match,
  );
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

type Normal = (
  req: IncomingMessage,
  body: unknown,
  raw: string,
) => { status: number; json: unknown };

async function start(normal: Normal): Promise<FakeProvider> {
  const requests: RecordedRequest[] = [];
  const queue: Scripted[] = [];
  let fixed: Scripted | undefined;
  const hanging = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // keep the raw text
    }
    requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
    const answer = queue.shift() ?? fixed;
    if (answer === 'hang') {
      hanging.add(res);
      return;
    }
    if (answer === 'reset') {
      req.socket.destroy();
      return;
    }
    if (answer?.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (
      answer &&
      (answer.status !== undefined || answer.json !== undefined || answer.raw !== undefined)
    ) {
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(answer.raw ?? JSON.stringify(answer.json ?? {}));
      return;
    }
    const result = normal(req, body, raw);
    res.writeHead(result.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(result.json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...answers) => queue.push(...answers),
    always: (answer) => {
      fixed = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        hanging.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const LIBRE_TARGETS = new Set(['pt', 'pt-BR', 'de', 'es', 'it', 'fr', 'en']);

/**
 * Fake LibreTranslate: `POST /translate {q, source, target, format, api_key?}` ->
 * `{translatedText}`; `{error}` with 400 (bad field or unsupported target), 403 (bad key).
 * `acceptPtBr: false` behaves like an older server that knows only `pt`. `quotaChars` makes it
 * answer 429 (its own rate limit) once it has translated that many characters in total.
 */
export function startFakeLibreTranslate(
  options: { apiKey?: string; acceptPtBr?: boolean; quotaChars?: number } = {},
) {
  let translated = 0;
  return start((req, body) => {
    if (req.method !== 'POST' || !req.url?.startsWith('/translate')) {
      return { status: 404, json: { error: 'Not Found' } };
    }
    const b = body as Record<string, unknown>;
    if (typeof b !== 'object' || b === null)
      return { status: 400, json: { error: 'Invalid request' } };
    if (options.apiKey && b.api_key !== options.apiKey) {
      return { status: 403, json: { error: 'Invalid API key' } };
    }
    if (typeof b.q !== 'string')
      return { status: 400, json: { error: 'Invalid request: missing q parameter' } };
    const target = String(b.target);
    if (!LIBRE_TARGETS.has(target) || (target === 'pt-BR' && options.acceptPtBr === false)) {
      return { status: 400, json: { error: `${target} is not supported` } };
    }
    if (b.source !== 'en')
      return { status: 400, json: { error: `${String(b.source)} is not supported` } };
    translated += b.q.length;
    if (options.quotaChars !== undefined && translated > options.quotaChars)
      return { status: 429, json: { error: 'Too many requests' } };
    return {
      status: 200,
      json: { translatedText: fakeTranslate(b.q, target, b.format === 'html') },
    };
  });
}

const DEEPL_TARGETS = new Set(['PT-BR', 'PT-PT', 'DE', 'ES', 'IT', 'FR', 'EN-US', 'EN-GB']);

/**
 * Fake DeepL: `POST /v2/translate` with `Authorization: DeepL-Auth-Key <key>` and
 * `{text: [..], target_lang, tag_handling?}` -> `{translations: [{detected_source_language, text}]}`;
 * 403 bad key, 400 bad target, 413 body over 128 KiB.
 */
export function startFakeDeepL(options: { apiKey: string }) {
  return start((req, body, raw) => {
    if (req.method !== 'POST' || req.url !== '/v2/translate') {
      return { status: 404, json: { message: 'Not found' } };
    }
    if (req.headers.authorization !== `DeepL-Auth-Key ${options.apiKey}`) {
      return { status: 403, json: { message: 'Authorization failure, check auth_key' } };
    }
    if (Buffer.byteLength(raw) > 128 * 1024)
      return { status: 413, json: { message: 'Request Entity Too Large' } };
    const b = body as Record<string, unknown>;
    if (!Array.isArray(b?.text) || !b.text.every((t) => typeof t === 'string')) {
      return { status: 400, json: { message: "Parameter 'text' not specified." } };
    }
    const target = String(b.target_lang);
    if (!DEEPL_TARGETS.has(target))
      return { status: 400, json: { message: "Value for 'target_lang' not supported." } };
    const html = b.tag_handling === 'html';
    return {
      status: 200,
      json: {
        translations: (b.text as string[]).map((t) => ({
          detected_source_language: 'EN',
          text: fakeTranslate(t, target, html),
        })),
      },
    };
  });
}
