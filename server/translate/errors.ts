/**
 * Errors raised by the translation providers. `kind` tells the service and the circuit breaker
 * what happened without parsing messages; the message never contains a key or a stack.
 */
export type ProviderErrorKind =
  /** The provider did not answer within the timeout. */
  | 'timeout'
  /** The connection failed (refused, reset, DNS). */
  | 'network'
  /** The provider answered with a non-2xx status. */
  | 'http'
  /** The provider answered 2xx with a body that is not its documented format. */
  | 'malformed'
  /** The circuit breaker is open: the provider was not called. */
  | 'circuit-open'
  /** The provider cannot translate into this language. */
  | 'unsupported';

export class ProviderError extends Error {
  readonly provider: string;
  readonly kind: ProviderErrorKind;
  /** HTTP status of the provider's answer, when there was one. */
  readonly status?: number;

  constructor(provider: string, kind: ProviderErrorKind, message: string, status?: number) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
    this.provider = provider;
    this.kind = kind;
    this.status = status;
  }

  /**
   * Whether the failure says the provider is unhealthy (counts towards opening the circuit).
   * A 400 or 413 is about this one request, so it does not; a 403 (bad key), 429 (rate limited)
   * or 456 (DeepL quota) will repeat for every request, so it does.
   */
  get countsAsFailure(): boolean {
    if (this.kind === 'circuit-open' || this.kind === 'unsupported') return false;
    if (this.kind !== 'http' || this.status === undefined) return true;
    return this.status >= 500 || [401, 403, 429, 456].includes(this.status);
  }
}

/** Thrown by the service when no provider could translate the text (the endpoint answers 503). */
export class NoTranslationError extends Error {
  /** Seconds after which trying again may help (an open circuit), if known. */
  readonly retryAfterSeconds?: number;

  constructor(message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'NoTranslationError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
