import type { Locale } from '../../../shared/i18n/locales';

/** Where the browser sends translation requests (the spec's backend function 'translate'). */
export const TRANSLATE_ENDPOINT = '/api/translate';

/** Translations kept in memory per page, per language and text. */
const MAX_ENTRIES = 1000;
/** A failed text is not asked again for this long, so a dead provider is not hammered. */
const FAILURE_PAUSE_MS = 60_000;

const cache = new Map<string, string>();
const inFlight = new Map<string, Promise<string>>();
const failedAt = new Map<string, number>();

const keyOf = (text: string, locale: Locale) => `${locale}\u0000${text}`;

/** Whether the spec says to skip translating (English or empty text). */
export function skipsTranslation(text: string, locale: Locale): boolean {
  return locale === 'en' || text.trim() === '';
}

function remember(key: string, value: string): void {
  if (cache.size >= MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, value);
}

/**
 * Translates English `text` into `locale` through `/api/translate`. Results are cached per
 * language and text, concurrent calls for the same pair share one request, and English or empty
 * text comes back as is without a request. Rejects on any failure (non-2xx, network, empty
 * translation): the caller keeps the original and logs.
 */
export function translate(
  text: string,
  locale: Locale,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  if (skipsTranslation(text, locale)) return Promise.resolve(text);
  const key = keyOf(text, locale);
  const hit = cache.get(key);
  if (hit !== undefined) return Promise.resolve(hit);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const failed = failedAt.get(key);
  if (failed !== undefined && Date.now() - failed < FAILURE_PAUSE_MS) {
    return Promise.reject(new Error('Translation failed recently; not retried yet'));
  }

  const request = (async () => {
    const response = await fetchImpl(TRANSLATE_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, targetLanguage: locale }),
    });
    const body = (await response.json().catch(() => null)) as {
      translatedText?: unknown;
      error?: unknown;
    } | null;
    if (!response.ok) {
      throw new Error(
        `HTTP ${response.status}${typeof body?.error === 'string' ? `: ${body.error}` : ''}`,
      );
    }
    const translated = body?.translatedText;
    if (typeof translated !== 'string' || translated.trim() === '')
      throw new Error('Empty translation');
    remember(key, translated);
    failedAt.delete(key);
    return translated;
  })();
  const shared = request
    .catch((error: unknown) => {
      failedAt.set(key, Date.now());
      throw error;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, shared);
  return shared;
}

/** Forgets everything (tests). */
export function resetTranslateClient(): void {
  cache.clear();
  inFlight.clear();
  failedAt.clear();
}
