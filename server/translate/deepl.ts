import { z } from 'zod';
import { CircuitBreaker, type BreakerOptions } from './breaker';
import { ProviderError } from './errors';
import { looksLikeHtml } from './html';
import { postJson, type FetchLike } from './http';
import type { MachineProvider, TargetLocale } from './types';

export interface DeepLOptions {
  apiKey: string;
  /** Overrides the endpoint chosen from the key (a proxy, or a test server). */
  endpoint?: string;
  timeoutMs?: number;
  retryDelayMs?: number;
  breaker?: BreakerOptions;
  fetchImpl?: FetchLike;
}

export const DEEPL_FREE_ENDPOINT = 'https://api-free.deepl.com/v2/translate';
export const DEEPL_PRO_ENDPOINT = 'https://api.deepl.com/v2/translate';

const answerSchema = z.object({
  translations: z.array(z.object({ text: z.string() })).min(1),
});

const targetCodes: Record<TargetLocale, string> = {
  pt: 'PT-BR',
  de: 'DE',
  es: 'ES',
  it: 'IT',
  fr: 'FR',
};

/** Free-plan keys end in `:fx` and use the free endpoint (@see https://developers.deepl.com/docs/getting-started/auth). */
export function deeplEndpoint(apiKey: string): string {
  return apiKey.trim().endsWith(':fx') ? DEEPL_FREE_ENDPOINT : DEEPL_PRO_ENDPOINT;
}

const messages: Record<number, string> = {
  403: 'authorisation failed (check DEEPL_API_KEY)',
  429: 'too many requests',
  456: 'quota exceeded',
};

/**
 * DeepL adapter (@see https://developers.deepl.com/docs/api-reference/translate): `POST /v2/translate` with `Authorization: DeepL-Auth-Key`,
 * `{text: [..], source_lang: "EN", target_lang, tag_handling?: "html"}` answers
 * `{translations: [{text}]}`. Timeout per attempt, one retry on a 5xx, circuit breaker.
 */
export function createDeepLProvider(options: DeepLOptions): MachineProvider {
  const endpoint = options.endpoint?.trim() || deeplEndpoint(options.apiKey);
  const breaker = new CircuitBreaker('deepl', options.breaker);

  return {
    name: 'deepl',
    get state() {
      return breaker.state;
    },
    get retryAfterSeconds() {
      return breaker.retryAfterSeconds;
    },
    translate(text, target) {
      return breaker.call(async () => {
        const targetLang = targetCodes[target];
        if (!targetLang) throw new ProviderError('deepl', 'unsupported', `no code for ${target}`);
        const html = looksLikeHtml(text);
        let answer: unknown;
        try {
          answer = await postJson({
            provider: 'deepl',
            url: endpoint,
            headers: { authorization: `DeepL-Auth-Key ${options.apiKey}` },
            body: {
              text: [text],
              source_lang: 'EN',
              target_lang: targetLang,
              ...(html ? { tag_handling: 'html' } : {}),
            },
            timeoutMs: options.timeoutMs ?? 8000,
            retryDelayMs: options.retryDelayMs,
            fetchImpl: options.fetchImpl,
          });
        } catch (error) {
          if (error instanceof ProviderError && error.kind === 'http' && error.status) {
            const known = messages[error.status];
            if (known)
              throw new ProviderError(
                'deepl',
                'http',
                `HTTP ${error.status}: ${known}`,
                error.status,
              );
          }
          throw error;
        }
        const parsed = answerSchema.safeParse(answer);
        if (!parsed.success) {
          throw new ProviderError('deepl', 'malformed', 'answer has no translations[0].text');
        }
        const translated = parsed.data.translations[0]!.text;
        if (translated.trim() === '')
          throw new ProviderError('deepl', 'malformed', 'empty translation');
        return translated;
      });
    },
  };
}
