import { isLocale, type Locale } from '../../shared/i18n/locales';
import { BudgetExceededError } from './budget';
import { NoTranslationError } from './errors';
import type { TranslateService } from './service';
import { validateTranslateRequest } from './validate';

/** A framework-free answer: the server's API route sends it as is. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

const answer = (status: number, body: Answer['body'], headers: Record<string, string> = {}) => ({
  status,
  headers,
  body,
});

/**
 * `POST /api/translate` once Fastify parsed the JSON body: validation,
 * the provider chain, the status code. 200 `{translatedText}`; 400 wrong fields; 413 text over
 * 5,000 characters; 429 the client's or the site's provider budget is spent; 503 no provider could
 * translate (with Retry-After when every circuit is open); 500 unexpected (logged, no stack in
 * the answer). Headers `x-translate-provider` and `x-translate-cache` say who answered.
 * `client` is the caller's address, charged for provider calls.
 */
export async function translateRequest(
  body: unknown,
  service: TranslateService,
  client: string,
): Promise<Answer> {
  try {
    const input = validateTranslateRequest(body);
    if (!input.ok) return answer(input.status, { error: input.error });
    const result = await service.translate(input.value.text, input.value.targetLanguage, client);
    return answer(
      200,
      { translatedText: result.translatedText },
      {
        'x-translate-provider': result.provider,
        'x-translate-cache': result.cached ? 'hit' : 'miss',
      },
    );
  } catch (error) {
    if (error instanceof NoTranslationError || error instanceof BudgetExceededError) {
      const retry = error.retryAfterSeconds;
      const status = error instanceof BudgetExceededError ? 429 : 503;
      return answer(
        status,
        { error: error.message },
        retry ? { 'retry-after': String(retry) } : {},
      );
    }
    console.error('[translate] unexpected error', error);
    return answer(500, { error: 'Internal error while translating' });
  }
}

/** The visitor's explicit language choice: the `lang` cookie the language switcher sets (HttpOnly). */
export function chosenLanguage(cookie: string | undefined): Locale | null {
  return isLocale(cookie) ? cookie : null;
}

/**
 * `GET /api/translate/status`: which provider is active (no URLs or keys), and the language the
 * visitor chose with the switcher (`visitorLanguage`, from the HttpOnly `lang` cookie that page
 * scripts cannot read), so an English post can offer a translation into it.
 */
export function statusAnswer(service: TranslateService, langCookie: string | undefined): Answer {
  return answer(200, { ...service.status(), visitorLanguage: chosenLanguage(langCookie) });
}
