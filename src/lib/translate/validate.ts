import { z } from 'zod';
import { locales, type Locale } from '../../i18n/locales';

/** Longest accepted `text`, in characters (Unicode code points). Larger: 413. */
export const MAX_TEXT_CHARS = 5000;
/** Largest accepted request body. A 5,000-character text fits even fully `\u`-escaped. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The spec's translation request (§3): text, targetLanguage. */
export interface TranslateRequest {
  text: string;
  targetLanguage: Locale;
}

export type Failure = { ok: false; status: 400 | 413 | 415; error: string };
export type Validated<T> = { ok: true; value: T } | Failure;

const fail = (status: Failure['status'], error: string): Failure => ({ ok: false, status, error });

const requestSchema = z.object({
  text: z.string({
    required_error: 'text is required',
    invalid_type_error: 'text must be a string',
  }),
  targetLanguage: z.enum(locales, {
    errorMap: () => ({ message: `targetLanguage must be one of ${locales.join(', ')}` }),
  }),
});

/** `application/json` or `application/<x>+json`, with any parameters. */
export function isJsonContentType(header: string | null | undefined): boolean {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/** Length in code points, counted only as far as needed. */
function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  let count = 0;
  for (const _ of text) {
    count += 1;
    if (count > max) return true;
  }
  return false;
}

/**
 * Validates a raw JSON body (spec §3 "Translation request", issue 6):
 * not JSON -> 400; not an object, `text` not a string or `targetLanguage` not one of the six
 * languages -> 400; `text` over 5,000 characters -> 413. Unknown fields are ignored.
 */
export function validateTranslateBody(raw: string): Validated<TranslateRequest> {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return fail(400, 'Malformed JSON body');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return fail(400, 'Body must be a JSON object: { "text": string, "targetLanguage": string }');
  }
  const parsed = requestSchema.safeParse(data);
  if (!parsed.success) {
    const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))];
    return fail(400, messages.join('; '));
  }
  if (longerThan(parsed.data.text, MAX_TEXT_CHARS)) {
    return fail(413, `text must be at most ${MAX_TEXT_CHARS} characters`);
  }
  return { ok: true, value: parsed.data };
}

/**
 * Reads a request body as UTF-8 without ever holding more than `maxBytes`: a larger declared
 * or actual body is 413, bytes that are not UTF-8 are 400.
 */
export async function readBodyLimited(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<Validated<string>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    return fail(413, `Request body must be at most ${maxBytes} bytes`);
  }
  if (!request.body) return { ok: true, value: '' };
  if (Number.isFinite(declared) && request.headers.has('content-length')) {
    // The HTTP layer stops at the declared length, so one read is bounded.
    return decodeUtf8(new Uint8Array(await request.arrayBuffer()), maxBytes);
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return fail(413, `Request body must be at most ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return decodeUtf8(bytes, maxBytes);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes a whole body as UTF-8: over 64 KiB is 413, bytes that are not UTF-8 are 400. */
export function decodeBody(bytes: Uint8Array): Validated<string> {
  return decodeUtf8(bytes, MAX_BODY_BYTES);
}

function decodeUtf8(bytes: Uint8Array, maxBytes: number): Validated<string> {
  if (bytes.byteLength > maxBytes)
    return fail(413, `Request body must be at most ${maxBytes} bytes`);
  try {
    return { ok: true, value: utf8.decode(bytes) };
  } catch {
    return fail(400, 'Body is not valid UTF-8');
  }
}
