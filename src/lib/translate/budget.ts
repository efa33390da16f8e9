import { LRUCache } from 'lru-cache';

export interface BudgetLimits {
  /** Characters one client may send to the providers per hour (`TRANSLATE_CLIENT_CHARS_PER_HOUR`). */
  clientCharsPerHour: number;
  /** Characters all clients together may send per UTC day (`TRANSLATE_DAILY_CHARS`). */
  dailyChars: number;
}

export const DEFAULT_BUDGET: BudgetLimits = { clientCharsPerHour: 50_000, dailyChars: 500_000 };

const HOUR = 3_600_000;

/** Why a provider call was refused, and when trying again can help. */
export class BudgetExceededError extends Error {
  readonly retryAfterSeconds: number;
  constructor(scope: 'client' | 'daily', retryAfterSeconds: number) {
    super(
      scope === 'client'
        ? 'Translation limit reached for your address: try again later'
        : 'Daily machine translation limit of the site reached: try again tomorrow',
    );
    this.name = 'BudgetExceededError';
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/**
 * Character budgets for machine translation (issue 10 §4: one client sent 200,000 characters in
 * 0.8 s, opened the circuit breaker and switched translation off for everyone). Only provider
 * calls are charged; catalog and cache answers are free. Per client a fixed one-hour window, kept
 * for at most 10,000 clients (least recently seen dropped); for the site a UTC-day total.
 */
export class CharacterBudget {
  private readonly clients: LRUCache<string, { start: number; used: number }>;
  private day = '';
  private dayUsed = 0;

  constructor(
    readonly limits: BudgetLimits = DEFAULT_BUDGET,
    private readonly now: () => number = Date.now,
  ) {
    this.clients = new LRUCache({ max: 10_000 });
  }

  /** Charges `chars` to `client` and the day, or throws `BudgetExceededError` and charges nothing. */
  charge(client: string, chars: number): void {
    const now = this.now();
    const today = new Date(now).toISOString().slice(0, 10);
    if (today !== this.day) [this.day, this.dayUsed] = [today, 0];
    let entry = this.clients.get(client);
    if (!entry || now - entry.start >= HOUR) entry = { start: now, used: 0 };
    if (entry.used + chars > this.limits.clientCharsPerHour) {
      throw new BudgetExceededError('client', (entry.start + HOUR - now) / 1000);
    }
    if (this.dayUsed + chars > this.limits.dailyChars) {
      throw new BudgetExceededError(
        'daily',
        (Date.parse(`${today}T00:00:00Z`) + 24 * HOUR - now) / 1000,
      );
    }
    entry.used += chars;
    this.dayUsed += chars;
    this.clients.set(client, entry);
  }
}
