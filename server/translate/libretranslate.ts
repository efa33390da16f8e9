import { z } from 'zod';
import { CircuitBreaker, type BreakerOptions } from './breaker';
import { ProviderError } from './errors';
import { looksLikeHtml } from './html';
import { postJson, type FetchLike } from './http';
import type { MachineProvider, TargetLocale } from './types';

export interface LibreTranslateOptions {
  /** Server root (`https://lt.example.com`) or its `/translate` URL. */
  url: string;
  apiKey?: string;
  timeoutMs?: number;
  retryDelayMs?: number;
  breaker?: BreakerOptions;
  fetchImpl?: FetchLike;
}

const answerSchema = z.object({ translatedText: z.string() });

/** LibreTranslate target codes: Brazilian Portuguese first, plain `pt` for older servers. */
const targetCodes: Record<TargetLocale, string[]> = {
  pt: ['pt-BR', 'pt'],
  de: ['de'],
  es: ['es'],
  it: ['it'],
  fr: ['fr'],
};

/** The `/translate` URL of a LibreTranslate server given its root or the full URL. */
export function libreTranslateEndpoint(url: string): string {
  const clean = url.trim().replace(/\/+$/, '');
  return clean.endsWith('/translate') ? clean : `${clean}/translate`;
}

/**
 * LibreTranslate adapter (@see https://docs.libretranslate.com/): `POST /translate {q, source: "en", target,
 * format, api_key?}` answers `{translatedText}`. HTML is sent with `format: "html"` so tags
 * survive. Timeout per attempt, one retry on a 5xx, circuit breaker around both.
 */
export function createLibreTranslateProvider(options: LibreTranslateOptions): MachineProvider {
  const endpoint = libreTranslateEndpoint(options.url);
  const breaker = new CircuitBreaker('libretranslate', options.breaker);
  /** Index into `targetCodes.pt` that this server accepted. */
  let ptIndex = 0;

  async function request(text: string, target: string): Promise<string> {
    const answer = await postJson({
      provider: 'libretranslate',
      url: endpoint,
      body: {
        q: text,
        source: 'en',
        target,
        format: looksLikeHtml(text) ? 'html' : 'text',
        ...(options.apiKey ? { api_key: options.apiKey } : {}),
      },
      timeoutMs: options.timeoutMs ?? 8000,
      retryDelayMs: options.retryDelayMs,
      fetchImpl: options.fetchImpl,
    });
    const parsed = answerSchema.safeParse(answer);
    if (!parsed.success) {
      throw new ProviderError('libretranslate', 'malformed', 'answer has no translatedText string');
    }
    if (parsed.data.translatedText.trim() === '') {
      throw new ProviderError('libretranslate', 'malformed', 'empty translation');
    }
    return parsed.data.translatedText;
  }

  return {
    name: 'libretranslate',
    get state() {
      return breaker.state;
    },
    get retryAfterSeconds() {
      return breaker.retryAfterSeconds;
    },
    translate(text, target) {
      return breaker.call(async () => {
        const codes = targetCodes[target];
        if (!codes)
          throw new ProviderError('libretranslate', 'unsupported', `no code for ${target}`);
        if (target !== 'pt') return request(text, codes[0]!);
        for (let i = ptIndex; ; i += 1) {
          try {
            const result = await request(text, codes[i]!);
            ptIndex = i;
            return result;
          } catch (error) {
            const rejectedCode =
              error instanceof ProviderError && error.kind === 'http' && error.status === 400;
            if (!rejectedCode || i + 1 >= codes.length) throw error;
          }
        }
      });
    },
  };
}
