import {
  BrokenCircuitError,
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  handleWhen,
  type CircuitBreakerPolicy,
} from 'cockatiel';
import { ProviderError } from './errors';

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  /** Consecutive failures that open the circuit. Default 3. */
  failureThreshold?: number;
  /** How long the circuit stays open before one trial call is let through. Default 30 s. */
  resetTimeoutMs?: number;
}

/** Whether an error says the provider is unhealthy (see `ProviderError.countsAsFailure`). */
const countsAsFailure = (error: unknown) =>
  !(error instanceof ProviderError) || error.countsAsFailure;

/**
 * The circuit breaker of one provider ("a dead provider is not hammered"): cockatiel's
 * consecutive-failure breaker, reported in the service's terms.
 * Closed: calls go through; `failureThreshold` consecutive failures open it. Open: calls fail at
 * once with a `circuit-open` ProviderError. After `resetTimeoutMs` one trial call is let through
 * (half-open): success closes the circuit, failure opens it again. Errors whose
 * `countsAsFailure` is false (a 400 about one text) pass through without counting, and a trial
 * that ends in one closes the circuit (the provider answered: it is alive).
 * No timers are used, so an idle server keeps no handles open.
 */
export class CircuitBreaker {
  readonly name: string;
  private readonly resetTimeoutMs: number;
  private readonly policy: CircuitBreakerPolicy;
  private openedAt = 0;

  constructor(name: string, options: BreakerOptions = {}) {
    this.name = name;
    this.resetTimeoutMs = Math.max(0, options.resetTimeoutMs ?? 30_000);
    this.policy = circuitBreaker(handleWhen(countsAsFailure), {
      halfOpenAfter: this.resetTimeoutMs,
      breaker: new ConsecutiveBreaker(Math.max(1, options.failureThreshold ?? 3)),
    });
    // cockatiel keeps the time it opened to itself; Retry-After needs it.
    this.policy.onBreak(() => {
      this.openedAt = Date.now();
    });
  }

  /**
   * The current state, as `/api/translate/status` reports it. cockatiel moves an open circuit to
   * half-open only when the next call arrives; a circuit whose reset time has passed is already
   * half-open here (the next call will be the trial).
   */
  get state(): BreakerState {
    switch (this.policy.state) {
      case CircuitState.Closed:
        return 'closed';
      case CircuitState.HalfOpen:
        return 'half-open';
      default:
        return this.msUntilTrial() > 0 ? 'open' : 'half-open';
    }
  }

  /** Seconds until a trial call will be let through (0 when closed or half-open). */
  get retryAfterSeconds(): number {
    if (this.state !== 'open') return 0;
    return Math.max(1, Math.ceil(this.msUntilTrial() / 1000));
  }

  /** Runs `fn` through the breaker. */
  async call<T>(fn: () => Promise<T>): Promise<T> {
    // While the trial call runs, cockatiel holds further calls until it ends; a visitor gets
    // the open circuit's answer at once instead.
    if (this.policy.state === CircuitState.HalfOpen) throw this.openError();
    try {
      return await this.policy.execute(() => fn());
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw this.openError();
      throw error;
    }
  }

  private msUntilTrial(): number {
    return this.openedAt + this.resetTimeoutMs - Date.now();
  }

  private openError(): ProviderError {
    return new ProviderError(this.name, 'circuit-open', 'circuit open after repeated failures');
  }
}
