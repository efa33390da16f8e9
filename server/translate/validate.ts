import { z } from 'zod';
import { locales, type Locale } from '../../shared/i18n/locales';

/** Longest accepted `text`, in characters (Unicode code points). Larger: 413. */
export const MAX_TEXT_CHARS = 5000;
/** Largest accepted request body. A 5,000-character text fits even fully `\u`-escaped. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The spec's translation request: text, targetLanguage. */
export interface TranslateRequest {
  text: string;
  targetLanguage: Locale;
}

export type Failure = { ok: false; status: 400 | 413; error: string };
export type Validated<T> = { ok: true; value: T } | Failure;

const fail = (status: Failure['status'], error: string): Failure => ({ ok: false, status, error });

const requestSchema = z.object({
  text: z.string({
    error: (issue) => (issue.input === undefined ? 'text is required' : 'text must be a string'),
  }),
  targetLanguage: z.enum(locales, {
    error: () => `targetLanguage must be one of ${locales.join(', ')}`,
  }),
});

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
 * Validates a parsed JSON body: not an object, `text`
 * not a string or `targetLanguage` not one of the six languages -> 400; `text` over 5,000
 * characters -> 413. Unknown fields are ignored. (Malformed JSON, wrong content types and bodies
 * over 64 KiB are answered by the server's JSON parser before this.)
 */
export function validateTranslateRequest(data: unknown): Validated<TranslateRequest> {
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
