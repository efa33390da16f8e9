import { isIPv4, isIPv6 } from 'node:net';
import { LRUCache } from 'lru-cache';
import { DEFAULT_BUDGET, type BudgetLimits } from '../../shared/config';

/** The eight 16-bit groups of an IPv6 address (with `::` expanded and a dotted IPv4 tail). */
function ipv6Groups(address: string): number[] {
  const toGroups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * Who a budget is charged to: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * subscriber usually holds a whole /64, so counting single IPv6 addresses let one of them pose as
 * millions of clients). IPv4-mapped IPv6 addresses count as their IPv4 address.
 * @example budgetClient('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 * @example budgetClient('::ffff:192.0.2.7') // '192.0.2.7'
 */
export function budgetClient(address: string): string {
  const ip = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .split('%')[0]!;
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return address;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

const HOUR = 3_600_000;

/** Why a provider call was refused, and when trying again can help. */
export class BudgetExceededError extends Error {
  readonly retryAfterSeconds: number;
  constructor(scope: 'client' | 'client-daily' | 'daily', retryAfterSeconds: number) {
    super(
      scope === 'client'
        ? 'Translation limit reached for your address: try again later'
        : scope === 'client-daily'
          ? 'Daily translation limit reached for your address: try again tomorrow'
          : 'Daily machine translation limit of the site reached: try again tomorrow',
    );
    this.name = 'BudgetExceededError';
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/**
 * Character budgets for machine translation (one client sent 200,000 characters in
 * 0.8 s, opened the circuit breaker and switched translation off for everyone). Only provider
 * calls are charged; catalog and cache answers are free. Per client (an IPv4 address or an IPv6
 * /64, see `budgetClient`) a fixed one-hour window and at most `clientDailyPercent` of the day
 * (ten addresses spent the whole day), kept for at most 10,000 clients (least recently
 * seen dropped); for the site a UTC-day total.
 */
export class CharacterBudget {
  private readonly clients: LRUCache<
    string,
    { start: number; used: number; day: string; dayUsed: number }
  >;
  private day = '';
  private dayUsed = 0;

  constructor(
    readonly limits: BudgetLimits = DEFAULT_BUDGET,
    private readonly now: () => number = Date.now,
  ) {
    this.clients = new LRUCache({ max: 10_000 });
  }

  /**
   * Charges `chars` to `client` (an address) and the day, or throws `BudgetExceededError` and
   * charges nothing.
   */
  charge(client: string, chars: number): void {
    const now = this.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const untilTomorrow = (Date.parse(`${today}T00:00:00Z`) + 24 * HOUR - now) / 1000;
    if (today !== this.day) [this.day, this.dayUsed] = [today, 0];
    const key = budgetClient(client);
    const previous = this.clients.get(key);
    const entry = { start: now, used: 0, day: today, dayUsed: 0, ...previous };
    if (now - entry.start >= HOUR) [entry.start, entry.used] = [now, 0];
    if (entry.day !== today) [entry.day, entry.dayUsed] = [today, 0];
    if (entry.used + chars > this.limits.clientCharsPerHour) {
      throw new BudgetExceededError('client', (entry.start + HOUR - now) / 1000);
    }
    const clientDaily = Math.floor((this.limits.dailyChars * this.limits.clientDailyPercent) / 100);
    if (entry.dayUsed + chars > clientDaily) {
      throw new BudgetExceededError('client-daily', untilTomorrow);
    }
    if (this.dayUsed + chars > this.limits.dailyChars) {
      throw new BudgetExceededError('daily', untilTomorrow);
    }
    entry.used += chars;
    entry.dayUsed += chars;
    this.dayUsed += chars;
    this.clients.set(key, entry);
  }
}
