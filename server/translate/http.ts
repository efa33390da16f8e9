import { ConstantBackoff, handleWhen, retry, timeout, TimeoutStrategy, wrap } from 'cockatiel';
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
  /** Extra attempts after a 5xx answer. Default 1 (one retry on a 5xx). */
  retries?: number;
  /** Pause before the retry. Default 150 ms. */
  retryDelayMs?: number;
  fetchImpl?: FetchLike;
}

/** Largest provider answer we read (a 5,000-character text never needs more). */
const MAX_ANSWER_BYTES = 1024 * 1024;

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

/** A 5xx answer: the provider may recover, so the request is tried again. */
const isServerError = (error: unknown) =>
  error instanceof ProviderError &&
  error.kind === 'http' &&
  error.status !== undefined &&
  error.status >= 500;

/**
 * One attempt: POSTs the JSON body and reads the answer within `signal` (the attempt's time
 * limit). A non-2xx answer, a network failure, an abort or a non-JSON 2xx answer becomes a
 * `ProviderError`.
 */
async function attempt(options: PostJsonOptions, signal: AbortSignal): Promise<unknown> {
  const { provider, url, body, headers, timeoutMs } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  let status: number;
  let text: string;
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (signal.aborted) {
      throw new ProviderError(provider, 'timeout', `no answer within ${timeoutMs} ms`);
    }
    const cause =
      error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
    throw new ProviderError(
      provider,
      'network',
      `cannot reach the provider (${cause?.code ?? 'fetch failed'})`,
    );
  }
  if (text.length > MAX_ANSWER_BYTES) {
    throw new ProviderError(provider, 'malformed', 'answer too large', status);
  }
  if (status < 200 || status >= 300) {
    const detail = describeErrorBody(text);
    throw new ProviderError(
      provider,
      'http',
      `HTTP ${status}${detail ? `: ${detail}` : ''}`,
      status,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError(provider, 'malformed', 'answer is not JSON', status);
  }
}

/**
 * POSTs JSON and returns the parsed JSON answer, through cockatiel's policies: a time limit per
 * attempt (answer body included) that aborts the request, and one retry after a 5xx answer. Any
 * other non-2xx answer, a timeout, a network failure or a non-JSON 2xx answer becomes a
 * `ProviderError` whose message names the provider and never echoes request headers (keys).
 */
export async function postJson(options: PostJsonOptions): Promise<unknown> {
  const policy = wrap(
    retry(handleWhen(isServerError), {
      maxAttempts: options.retries ?? 1,
      backoff: new ConstantBackoff(options.retryDelayMs ?? 150),
    }),
    timeout(options.timeoutMs, TimeoutStrategy.Cooperative),
  );
  return policy.execute(({ signal }) => attempt(options, signal));
}
