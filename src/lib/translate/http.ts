import { ProviderError } from './errors';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface PostJsonOptions {
  /** Provider name for error messages. */
  provider: string;
  url: string;
  body: unknown;
  headers?: Record<string, string>;
  /** Time allowed for one attempt, answer body included. */
  timeoutMs: number;
  /** Extra attempts after a 5xx answer. Default 1 (issue 6: one retry on a 5xx). */
  retries?: number;
  /** Pause before the retry. Default 150 ms. */
  retryDelayMs?: number;
  fetchImpl?: FetchLike;
}

/** Largest provider answer we read (a 5,000-character text never needs more). */
const MAX_ANSWER_BYTES = 1024 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A short, secret-free description of an error answer, from its JSON `error`/`message`. */
function describeErrorBody(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') {
      const record = parsed as Record<string, unknown>;
      const message = record.error ?? record.message;
      if (typeof message === 'string') return message.slice(0, 200);
    }
  } catch {
    // not JSON: fall through
  }
  return '';
}

async function attempt(options: PostJsonOptions): Promise<{ status: number; text: string }> {
  const { provider, url, body, headers, timeoutMs } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) {
      throw new ProviderError(provider, 'malformed', 'answer too large', response.status);
    }
    return { status: response.status, text };
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (controller.signal.aborted) {
      throw new ProviderError(provider, 'timeout', `no answer within ${timeoutMs} ms`);
    }
    const cause =
      error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
    throw new ProviderError(
      provider,
      'network',
      `cannot reach the provider (${cause?.code ?? 'fetch failed'})`,
    );
  } finally {
    clearTimeout(timer);
  }
}

/**
 * POSTs JSON and returns the parsed JSON answer. A timeout aborts the request; a 5xx answer is
 * retried once; any other non-2xx answer, a network failure or a non-JSON 2xx answer becomes a
 * `ProviderError` whose message names the provider and never echoes request headers (keys).
 */
export async function postJson(options: PostJsonOptions): Promise<unknown> {
  const retries = options.retries ?? 1;
  for (let n = 0; ; n += 1) {
    const { status, text } = await attempt(options);
    if (status >= 500 && n < retries) {
      await sleep(options.retryDelayMs ?? 150);
      continue;
    }
    if (status < 200 || status >= 300) {
      const detail = describeErrorBody(text);
      throw new ProviderError(
        options.provider,
        'http',
        `HTTP ${status}${detail ? `: ${detail}` : ''}`,
        status,
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ProviderError(options.provider, 'malformed', 'answer is not JSON', status);
    }
  }
}
