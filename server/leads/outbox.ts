/**
 * The delivery worker of the lead outbox: picks due entries, posts them to the
 * webhook or sends the e-mail notice, and on failure schedules the next attempt with exponential
 * backoff (first retry within 10 s, capped at 10 minutes by default) until the receiver takes it.
 * The outbox lives in the lead database, so pending deliveries survive restarts, and entries are
 * claimed with a lease in one UPDATE, so two server processes never send the same entry at once.
 * It also removes leads older than `LEAD_RETENTION_DAYS`, at start and daily.
 *
 * Every failed attempt writes one JSON line to the log (an outage or a wrong secret
 * used to retry forever without a word), and from `LEAD_ATTENTION_AFTER` failures on the line
 * says the lead needs attention.
 */
import type { LeadsConfig } from '../../shared/config';
import { channelProblem } from './channels';
import { sendLeadNotice } from './email';
import { LeadStoreError, type ClaimedDelivery, type LeadStore } from './store';
import { postLead, type WebhookResult } from './webhook';

/** One line of the delivery log, written as JSON. */
export interface DeliveryLogEntry {
  level: 'warn' | 'error' | 'info';
  event: 'lead.delivery_failed' | 'lead.delivered';
  leadId: string;
  channel: 'webhook' | 'email';
  attempt: number;
  /** HTTP status of the receiver's answer, null without one (network error, timeout, SMTP). */
  status: number | null;
  reason?: string;
  nextAttemptAt?: string;
  /** Set from `LEAD_ATTENTION_AFTER` failed attempts on. */
  needsAttention?: true;
  message: string;
}

const toJsonLine = (entry: DeliveryLogEntry) => console.warn(JSON.stringify(entry));

const DAY_MS = 86_400_000;

/**
 * Delay before the next attempt after `failures` failed ones: `base * 2^(failures-1)`, capped at
 * `max`, then scaled by a jitter factor in [0.8, 1] so many failed entries do not retry in step.
 * Never above the cap, never above `base` for the first retry.
 * @example retryDelayMs(1, 5000, 600000, () => 1) // 5000
 * @example retryDelayMs(20, 5000, 600000, () => 1) // 600000
 */
export function retryDelayMs(
  failures: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(failures - 1, 0), 40));
  return Math.max(1, Math.round(exponential * (0.8 + 0.2 * random())));
}

export interface OutboxWorkerOptions {
  /** The open store (a getter, so a database that failed to open can be retried later). */
  store: () => LeadStore;
  config: LeadsConfig;
  now?: () => Date;
  random?: () => number;
  /** How long a claimed entry is reserved for this process (default: twice the timeout + 30 s). */
  leaseMs?: number;
  /** Entries delivered per round (in parallel). */
  batchSize?: number;
  log?: (message: string) => void;
  /** The webhook calls' User-Agent (the server's comes from its release's `owner.json`). */
  userAgent?: string;
  /** Where delivery failures (and deliveries after failures) go; default: a JSON line on stderr. */
  logEntry?: (entry: DeliveryLogEntry) => void;
  /**
   * Told when a round could not use the database, and when a round worked again: the runtime
   * logs the change once (not once a poll) and reopens the database. Without them, `log`.
   */
  onStoreError?: (error: LeadStoreError) => void;
  onStoreOk?: () => void;
}

/** One process's delivery loop. `start()` once; `notify()` after storing a lead; `stop()` on exit. */
export class OutboxWorker {
  private readonly options: Required<
    Omit<OutboxWorkerOptions, 'leaseMs' | 'onStoreError' | 'onStoreOk' | 'userAgent'>
  > &
    Pick<OutboxWorkerOptions, 'onStoreError' | 'onStoreOk' | 'userAgent'> & { leaseMs: number };
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private again = false;
  private lastPurge = 0;

  constructor(options: OutboxWorkerOptions) {
    const timeout = Math.max(options.config.webhookTimeoutMs, 10_000);
    this.options = {
      now: () => new Date(),
      random: Math.random,
      batchSize: 10,
      log: (message) => console.warn(`[leads] ${message}`),
      logEntry: toJsonLine,
      leaseMs: 2 * timeout + 30_000,
      ...options,
    };
  }

  /**
   * Starts the loop: removes expired leads, queues entries that were parked while their channel
   * had no target (the webhook only: a late e-mail notice for an old lead is noise; its state
   * stays `not_configured`), then delivers whatever is due.
   */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    try {
      this.purgeExpired();
      if (!channelProblem(this.options.config, 'webhook')) {
        const n = this.options
          .store()
          .requeue(this.options.now(), { channel: 'webhook', includeNotConfigured: true });
        if (n > 0) this.options.log(`${n} webhook deliveries queued`);
      }
    } catch (error) {
      this.options.log(`start: ${(error as Error).message}`);
    }
    this.schedule(0);
  }

  /** Runs a round soon (a lead was just stored). */
  notify(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Stops the loop and waits for deliveries in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Removes leads older than the retention period; returns how many. */
  purgeExpired(): number {
    const now = this.options.now();
    this.lastPurge = now.getTime();
    const cutoff = new Date(now.getTime() - this.options.config.retentionDays * DAY_MS);
    const removed = this.options.store().purgeOlderThan(cutoff);
    if (removed > 0)
      this.options.log(`removed ${removed} leads older than ${cutoff.toISOString()}`);
    return removed;
  }

  /**
   * One round: claims due entries (all, or `only` one lead's or one channel's) and delivers them.
   * Returns how many were attempted.
   */
  async runOnce(only: Parameters<LeadStore['claimDue']>[3] = {}): Promise<number> {
    const { store, now, leaseMs, batchSize } = this.options;
    const claimed = store().claimDue(now(), leaseMs, batchSize, only);
    await Promise.all(claimed.map((entry) => this.deliver(entry)));
    return claimed.length;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), delayMs);
    this.timer.unref();
  }

  private tick(): void {
    if (this.running || this.stopped) return;
    this.again = false;
    this.running = (async () => {
      let full = false;
      try {
        if (this.options.now().getTime() - this.lastPurge >= DAY_MS) this.purgeExpired();
        full = (await this.runOnce()) >= this.options.batchSize;
        this.options.onStoreOk?.();
      } catch (error) {
        if (error instanceof LeadStoreError && this.options.onStoreError)
          this.options.onStoreError(error);
        else this.options.log(`delivery round failed: ${(error as Error).message}`);
      }
      this.running = undefined;
      this.schedule(full || this.again ? 0 : this.options.config.pollMs);
    })();
  }

  private async deliver(entry: ClaimedDelivery): Promise<void> {
    const { config, store, now, random } = this.options;
    const problem = channelProblem(config, entry.channel);
    try {
      if (problem) {
        store().markNotConfigured(entry.id, problem, entry.claimedUntil);
        return;
      }
      const attempt = entry.attempts + 1;
      const result =
        entry.channel === 'webhook'
          ? await postLead(entry.lead, {
              url: config.webhookUrl,
              secret: config.webhookSecret,
              timeoutMs: config.webhookTimeoutMs,
              attempt,
              ack: config.webhookAck,
              userAgent: this.options.userAgent,
            })
          : await sendLeadNotice(entry.lead, {
              smtpUrl: config.smtpUrl,
              to: config.notifyEmail,
              from: config.notifyFrom,
              timeoutMs: config.webhookTimeoutMs,
            });
      const at = now();
      if (result.ok) {
        store().markDelivered(entry.id, at, entry.claimedUntil);
        if (attempt > 1) this.report(entry, attempt, result);
        return;
      }
      const delay = retryDelayMs(attempt, config.retryBaseMs, config.retryMaxMs, random);
      const next = new Date(at.getTime() + delay);
      store().markFailed(entry.id, result.error ?? 'failed', at, next, entry.claimedUntil);
      this.report(entry, attempt, result, next);
    } catch (error) {
      // The database refused the state change: the lease runs out and the entry is tried again.
      if (!(error instanceof LeadStoreError)) throw error;
      this.options.log(`lead ${entry.leadId} (${entry.channel}): ${error.message}`);
    }
  }

  /** Writes the JSON line of a failed attempt, or of a delivery that succeeded after failures. */
  private report(entry: ClaimedDelivery, attempt: number, result: WebhookResult, next?: Date) {
    const { channel, leadId } = entry;
    const status = result.status ?? null;
    if (result.ok) {
      this.options.logEntry({
        level: 'info',
        event: 'lead.delivered',
        leadId,
        channel,
        attempt,
        status,
        message: `lead ${leadId}: ${channel} delivered on attempt ${attempt}`,
      });
      return;
    }
    const reason = result.error ?? 'failed';
    const attention = attempt >= this.options.config.attentionAfter;
    this.options.logEntry({
      level: attention ? 'error' : 'warn',
      event: 'lead.delivery_failed',
      leadId,
      channel,
      attempt,
      status,
      reason,
      nextAttemptAt: next?.toISOString(),
      ...(attention ? { needsAttention: true as const } : {}),
      message: attention
        ? `lead ${leadId} needs attention: ${channel} delivery failed ${attempt} times (${reason}); see npm run leads -- show ${leadId.slice(0, 8)}`
        : `lead ${leadId}: ${channel} delivery attempt ${attempt} failed: ${reason}`,
    });
  }
}
