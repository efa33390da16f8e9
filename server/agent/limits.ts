import { LRUCache } from 'lru-cache';
import type { AgentLimits } from '../../shared/config';
import { budgetClient } from '../translate/budget';

const HOUR = 3_600_000;

/** Why a message was not passed on to n8n; the chat words each in the visitor's language. */
export type AgentRefusal = 'client_hourly' | 'session_turns' | 'site_daily';

/**
 * The live agent's message budgets: per client (an IPv4 address or an IPv6 /64, as the other
 * APIs count) a fixed one-hour window, per chat session a number of turns, and for the whole site
 * a UTC-day total (what bounds the owner's model bill). Only messages passed on to n8n are
 * charged. At most 10,000 clients and 10,000 sessions are remembered (least recently seen
 * dropped); nothing else about a chat is kept.
 */
export class AgentBudget {
  private readonly clients = new LRUCache<string, { start: number; used: number }>({
    max: 10_000,
  });
  private readonly sessions = new LRUCache<string, number>({ max: 10_000 });
  private day = '';
  private dayUsed = 0;

  constructor(
    private readonly limits: Pick<
      AgentLimits,
      'messagesPerHour' | 'sessionTurns' | 'dailyMessages'
    >,
    private readonly now: () => number = Date.now,
  ) {}

  /** Charges one message to `client`, `session` and the day, or names the limit it hits. */
  charge(client: string, session: string): AgentRefusal | null {
    const now = this.now();
    const today = new Date(now).toISOString().slice(0, 10);
    if (today !== this.day) [this.day, this.dayUsed] = [today, 0];
    const key = budgetClient(client);
    const entry = { start: now, used: 0, ...this.clients.get(key) };
    if (now - entry.start >= HOUR) [entry.start, entry.used] = [now, 0];
    const turns = this.sessions.get(session) ?? 0;
    if (entry.used >= this.limits.messagesPerHour) return 'client_hourly';
    if (turns >= this.limits.sessionTurns) return 'session_turns';
    if (this.dayUsed >= this.limits.dailyMessages) return 'site_daily';
    entry.used += 1;
    this.dayUsed += 1;
    this.clients.set(key, entry);
    this.sessions.set(session, turns + 1);
    return null;
  }
}
