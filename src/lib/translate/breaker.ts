import { ProviderError } from './errors';

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  /** Consecutive failures that open the circuit. Default 3. */
  failureThreshold?: number;
  /** How long the circuit stays open before one trial call is let through. Default 30 s. */
  resetTimeoutMs?: number;
  /** Clock, for tests. */
  now?: () => number;
}

/**
 * A small circuit breaker (issue 6: "a dead provider is not hammered").
 * Closed: calls go through; `failureThreshold` consecutive failures open it. Open: calls fail at
 * once with a `circuit-open` ProviderError. After `resetTimeoutMs` one trial call is let through
 * (half-open): success closes the circuit, failure opens it again. Errors whose
 * `countsAsFailure` is false (a 400 about one text) pass through without counting.
 * No timers are used, so an idle server keeps no handles open.
 */
export class CircuitBreaker {
  readonly name: string;
  private readonly failureThreshold: number;
  private readonly resetTimeoutMs: number;
  private readonly now: () => number;
  private failures = 0;
  private openedAt = 0;
  private opened = false;
  private trialInFlight = false;

  constructor(name: string, options: BreakerOptions = {}) {
    this.name = name;
    this.failureThreshold = Math.max(1, options.failureThreshold ?? 3);
    this.resetTimeoutMs = Math.max(0, options.resetTimeoutMs ?? 30_000);
    this.now = options.now ?? Date.now;
  }

  /** The current state, as `/api/translate/status` reports it. */
  get state(): BreakerState {
    if (!this.opened) return 'closed';
    return this.now() - this.openedAt >= this.resetTimeoutMs ? 'half-open' : 'open';
  }

  /** Seconds until a trial call will be let through (0 when closed or half-open). */
  get retryAfterSeconds(): number {
    if (this.state !== 'open') return 0;
    return Math.max(1, Math.ceil((this.openedAt + this.resetTimeoutMs - this.now()) / 1000));
  }

  /** Runs `fn` through the breaker. */
  async call<T>(fn: () => Promise<T>): Promise<T> {
    const state = this.state;
    if (state === 'open' || (state === 'half-open' && this.trialInFlight)) {
      throw new ProviderError(this.name, 'circuit-open', 'circuit open after repeated failures');
    }
    const isTrial = state === 'half-open';
    if (isTrial) this.trialInFlight = true;
    try {
      const result = await fn();
      this.failures = 0;
      this.opened = false;
      return result;
    } catch (error) {
      const counts = !(error instanceof ProviderError) || error.countsAsFailure;
      if (counts) {
        this.failures += 1;
        if (isTrial || this.failures >= this.failureThreshold) {
          this.opened = true;
          this.openedAt = this.now();
        }
      } else if (isTrial) {
        // The provider answered (a 400 about this text): it is alive.
        this.failures = 0;
        this.opened = false;
      }
      throw error;
    } finally {
      if (isTrial) this.trialInFlight = false;
    }
  }
}
