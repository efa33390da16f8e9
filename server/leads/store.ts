/**
 * Leads and their delivery outbox in one SQLite file, stored before the visitor is told it
 * was received. WAL with `synchronous=FULL`: every commit is fsynced to the WAL before
 * `insertLead` returns, so a lead the visitor was told about survives a crash or power loss.
 * Schema changes are numbered migrations tracked in `PRAGMA user_version`.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { emptyAttribution, type Attribution } from '../../shared/leads/attribution';
import {
  leadAttributionKeys,
  leadColumn,
  leadContentKeys,
  leadFieldColumns,
  type LeadContent,
} from '../../shared/leads/fields';
import type { BotSignal, LeadInput, RequestErrorCode } from '../../shared/leads/schema';

/** Delivery channels of the outbox: the owner's webhook and the optional e-mail notice. */
export const deliveryChannels = ['webhook', 'email'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

/**
 * `pending`: waiting for its (next) attempt; `delivered`: the receiver accepted it (2xx / SMTP
 * accepted); `not_configured`: the channel had no target when the lead came in.
 */
export type DeliveryState = 'pending' | 'delivered' | 'not_configured';

/**
 * `received`: a lead, delivered through the outbox; `spam`: held as a suspected bot (nothing
 * is dropped without a trace), not delivered until the owner releases it. The outbox entries of a
 * held request carry the held notice (`held.ts`) until then; a release makes them the lead's.
 */
export type LeadStatus = 'received' | 'spam';

/** Code of `LeadStoreError`; the route answers 503 with the catalog message for it. */
export const STORE_UNAVAILABLE = 'store_unavailable' satisfies RequestErrorCode;

/**
 * The database could not be opened or written (read-only file or folder, full disk, corrupt
 * file). Nothing was stored: the caller still holds the visitor's input and answers 503.
 */
export class LeadStoreError extends Error {
  readonly code = STORE_UNAVAILABLE;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LeadStoreError';
  }
}

export interface StoredLead extends LeadInput {
  id: string;
  /** ISO 8601 UTC time the lead was stored. */
  createdAt: string;
  idempotencyKey: string;
  status: LeadStatus;
  /** Why it was held as spam (kept after a release, for the record). */
  spamReason: BotSignal | null;
  /** When the owner released it from spam (ISO), or null. */
  releasedAt: string | null;
}

export interface Delivery {
  id: number;
  leadId: string;
  channel: DeliveryChannel;
  state: DeliveryState;
  attempts: number;
  /** When the next attempt is due (ISO), for `pending`. */
  nextAttemptAt: string;
  lastAttemptAt: string | null;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface LeadWithDeliveries extends StoredLead {
  deliveries: Delivery[];
}

/** A claimed outbox entry with its lead, handed to the delivery worker. */
export interface ClaimedDelivery extends Delivery {
  lead: StoredLead;
  /**
   * The claim's lease (ISO): the outcome is recorded only while the entry still carries it, so a
   * held notice still in flight when the owner releases the request cannot mark the released
   * lead as delivered.
   */
  claimedUntil: string;
}

export interface InsertOptions {
  id: string;
  /**
   * The form's idempotency key; null without one (a form posted without JavaScript): then the same
   * content within `dedupeWindowMs` before `now` counts as the same lead (a sliding window).
   */
  idempotencyKey: string | null;
  /** Window of the content check for key-less leads (default 10 minutes). */
  dedupeWindowMs?: number;
  /**
   * Held as spam for this reason: the lead is not delivered; its outbox entries send the owner a
   * held notice instead (`held.ts`), until a release makes them the lead's.
   */
  spam?: BotSignal;
  /** Hash of the normalised fields: a reused key with other content is a different lead. */
  fingerprint: string;
  now: Date;
  /** Initial state per channel (`pending` when configured, else `not_configured`). */
  channels: Record<DeliveryChannel, 'pending' | 'not_configured'>;
  /** Why a channel is not configured, shown by `leads show`. */
  reasons?: Partial<Record<DeliveryChannel, string>>;
}

const migrations: ((db: DatabaseSync) => void)[] = [
  (db) => {
    db.exec(`
      CREATE TABLE leads (
        id TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        company TEXT,
        message TEXT NOT NULL,
        tools TEXT,
        timeline TEXT,
        topic TEXT NOT NULL,
        locale TEXT NOT NULL,
        idempotency_key TEXT NOT NULL UNIQUE,
        fingerprint TEXT NOT NULL
      );
      CREATE INDEX leads_created_at ON leads (created_at);
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        channel TEXT NOT NULL CHECK (channel IN ('webhook', 'email')),
        state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'not_configured')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        claimed_until TEXT,
        last_attempt_at TEXT,
        last_error TEXT,
        delivered_at TEXT,
        UNIQUE (lead_id, channel)
      );
      CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
    `);
  },
  // Suspected bots are kept as spam; key-less repeats are found by content and time.
  (db) => {
    db.exec(`
      ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'received'
        CHECK (status IN ('received', 'spam'));
      ALTER TABLE leads ADD COLUMN spam_reason TEXT;
      ALTER TABLE leads ADD COLUMN released_at TEXT;
      CREATE INDEX leads_fingerprint ON leads (fingerprint, created_at);
      CREATE INDEX leads_status ON leads (status, created_at);
    `);
  },
  // Where each lead came from (landing page, sending page, referrer host, campaign).
  (db) => {
    db.exec(`
      ALTER TABLE leads ADD COLUMN landing_page TEXT;
      ALTER TABLE leads ADD COLUMN source_page TEXT;
      ALTER TABLE leads ADD COLUMN referrer_host TEXT;
      ALTER TABLE leads ADD COLUMN utm_source TEXT;
      ALTER TABLE leads ADD COLUMN utm_medium TEXT;
      ALTER TABLE leads ADD COLUMN utm_campaign TEXT;
      ALTER TABLE leads ADD COLUMN utm_content TEXT;
      ALTER TABLE leads ADD COLUMN utm_term TEXT;
    `);
  },
  // The savings calculator's estimate a lead was sent with.
  (db) => {
    db.exec(`ALTER TABLE leads ADD COLUMN estimate TEXT;`);
  },
  // Where the visitor sent the request from: the form (every earlier lead) or the agent's chat.
  (db) => {
    db.exec(`ALTER TABLE leads ADD COLUMN source TEXT NOT NULL DEFAULT 'form'`);
  },
];

/** Default window in which the same content without an idempotency key is one lead. */
export const DEDUPE_WINDOW_MS = 10 * 60_000;

/** The schema version this code writes (`PRAGMA user_version`). */
export const SCHEMA_VERSION = migrations.length;

/** A `leads` row: the bookkeeping columns, then one column per field of the lead (fields.ts). */
interface LeadRow {
  id: string;
  created_at: string;
  idempotency_key: string;
  fingerprint: string;
  status: LeadStatus;
  spam_reason: BotSignal | null;
  released_at: string | null;
  [fieldColumn: string]: unknown;
}

interface OutboxRow {
  id: number;
  lead_id: string;
  channel: DeliveryChannel;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: string;
  last_attempt_at: string | null;
  last_error: string | null;
  delivered_at: string | null;
  claimed_until: string | null;
}

const toLead = (r: LeadRow): StoredLead => ({
  id: r.id,
  createdAt: r.created_at,
  ...(Object.fromEntries(leadContentKeys.map((k) => [k, r[leadColumn(k)] ?? null])) as LeadContent),
  idempotencyKey: r.idempotency_key,
  status: r.status,
  spamReason: r.spam_reason,
  releasedAt: r.released_at,
  attribution: Object.fromEntries(
    leadAttributionKeys.map((k) => [k, r[leadColumn(k)] ?? null]),
  ) as unknown as Attribution,
});

/** The INSERT of one lead: bookkeeping columns and one per field, as named parameters. */
const INSERT_LEAD = (() => {
  const columns = [
    'id',
    'created_at',
    'idempotency_key',
    'fingerprint',
    'status',
    'spam_reason',
    ...leadFieldColumns,
  ];
  return `INSERT INTO leads (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`;
})();

const toDelivery = (r: OutboxRow): Delivery => ({
  id: r.id,
  leadId: r.lead_id,
  channel: r.channel,
  state: r.state,
  attempts: r.attempts,
  nextAttemptAt: r.next_attempt_at,
  lastAttemptAt: r.last_attempt_at,
  lastError: r.last_error,
  deliveredAt: r.delivered_at,
});

function fail(action: string, error: unknown): LeadStoreError {
  const reason = error instanceof Error ? error.message : String(error);
  return new LeadStoreError(`Could not ${action}: ${reason}`, { cause: error });
}

/**
 * One open lead database. All methods are synchronous (Node's built-in `node:sqlite`); every failure of the
 * database surfaces as `LeadStoreError`.
 */
export class LeadStore {
  readonly path: string;
  readonly db: DatabaseSync;

  /** Prepared statements by SQL text: SQLite compiles on every `prepare`. */
  private readonly statements = new Map<string, StatementSync>();

  private constructor(path: string, db: DatabaseSync) {
    this.path = path;
    this.db = db;
  }

  private sql(text: string): StatementSync {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  /**
   * Opens (and creates, with its folder) the database and migrates it to `SCHEMA_VERSION`.
   * @throws LeadStoreError when the folder or file cannot be created, opened or migrated
   * @example const store = LeadStore.open(process.env.LEADS_DB ?? 'data/leads.db')
   */
  static open(path: string): LeadStore {
    const full = path === ':memory:' ? path : resolve(path);
    let db: DatabaseSync | undefined;
    try {
      if (full !== ':memory:') createPrivately(full);
      db = new DatabaseSync(full, { timeout: 5000 });
      db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA synchronous = FULL');
      db.exec('PRAGMA foreign_keys = ON');
      // Purged personal data is overwritten, not left in free pages.
      db.exec('PRAGMA secure_delete = ON');
      migrate(db);
      return new LeadStore(full, db);
    } catch (error) {
      db?.close();
      if (error instanceof LeadStoreError) throw error;
      throw fail(`open the lead database at ${full}`, error);
    }
  }

  /**
   * Stores a lead and its outbox entries in one transaction, once per idempotency key: a repeat
   * with the same key and content returns the first lead with `created: false`. A reused key
   * with other content (a form that baked one key into every page) is stored as its own lead.
   * @throws LeadStoreError when the database cannot be written; nothing is stored then
   */
  insertLead(lead: LeadInput, options: InsertOptions): { lead: StoredLead; created: boolean } {
    return this.insertLeads([{ lead, options }])[0]!;
  }

  /**
   * Stores several leads in ONE transaction, so they share one fsync (group commit: 20 visitors
   * submitting at once wait for one disk flush, not twenty in a row). All or none are stored.
   * @throws LeadStoreError when the database cannot be written; nothing is stored then
   */
  insertLeads(
    batch: readonly { lead: LeadInput; options: InsertOptions }[],
  ): { lead: StoredLead; created: boolean }[] {
    try {
      return immediateTransaction(this.db, () =>
        batch.map((b) => this.insertOne(b.lead, b.options)),
      );
    } catch (error) {
      throw fail('store the lead', error);
    }
  }

  private insertOne(
    lead: LeadInput,
    options: InsertOptions,
  ): { lead: StoredLead; created: boolean } {
    const now = options.now.toISOString();
    let key = options.idempotencyKey;
    if (key === null) {
      // Sliding window: a repeat counts from the first lead's own time, not from a clock bucket.
      const since = new Date(
        options.now.getTime() - (options.dedupeWindowMs ?? DEDUPE_WINDOW_MS),
      ).toISOString();
      const recent = this.sql(
        `SELECT * FROM leads WHERE fingerprint = ? AND created_at > ?
           ORDER BY created_at DESC LIMIT 1`,
      ).get(options.fingerprint, since) as LeadRow | undefined;
      if (recent) return { lead: toLead(recent), created: false };
      key = `derived:${options.id}`;
    } else {
      const existing = this.findByKey(key);
      if (existing) {
        if (existing.fingerprint === options.fingerprint) {
          return { lead: toLead(existing), created: false };
        }
        key = `${key}/${options.fingerprint.slice(0, 16)}`;
        const again = this.findByKey(key);
        if (again) return { lead: toLead(again), created: false };
      }
    }
    const status: LeadStatus = options.spam ? 'spam' : 'received';
    const attribution = lead.attribution ?? emptyAttribution;
    this.sql(INSERT_LEAD).run({
      id: options.id,
      created_at: now,
      idempotency_key: key,
      fingerprint: options.fingerprint,
      status,
      spam_reason: options.spam ?? null,
      ...Object.fromEntries(leadContentKeys.map((k) => [leadColumn(k), lead[k] ?? null])),
      ...Object.fromEntries(leadAttributionKeys.map((k) => [leadColumn(k), attribution[k]])),
    });
    this.insertOutbox(options.id, now, options.channels, options.reasons);
    return {
      lead: {
        ...lead,
        id: options.id,
        createdAt: now,
        idempotencyKey: key,
        status,
        spamReason: options.spam ?? null,
        releasedAt: null,
        attribution: { ...attribution },
      },
      created: true,
    };
  }

  private insertOutbox(
    leadId: string,
    at: string,
    channels: InsertOptions['channels'],
    reasons: InsertOptions['reasons'],
  ): void {
    // A released request already has entries (its held notice): they start again for the lead.
    const insert = this.sql(
      `INSERT INTO outbox (lead_id, channel, state, next_attempt_at, last_error)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (lead_id, channel) DO UPDATE SET state = excluded.state, attempts = 0,
         next_attempt_at = excluded.next_attempt_at, claimed_until = NULL,
         last_attempt_at = NULL, last_error = excluded.last_error, delivered_at = NULL`,
    );
    for (const channel of deliveryChannels) {
      const state = channels[channel];
      const reason = state === 'not_configured' ? (reasons?.[channel] ?? null) : null;
      insert.run(leadId, channel, state, at, reason);
    }
  }

  /**
   * Releases a lead held as spam: it becomes `received` and its outbox entries (those of the held
   * notice, or new ones) start again, due now, so the delivery worker sends the lead. Returns the
   * lead, or null when no spam lead has this id.
   * @throws LeadStoreError when the database cannot be written
   */
  release(
    id: string,
    now: Date,
    channels: InsertOptions['channels'],
    reasons?: InsertOptions['reasons'],
  ): StoredLead | null {
    const at = now.toISOString();
    return this.write('release the lead', () =>
      immediateTransaction(this.db, () => {
        const row = this.sql(
          `UPDATE leads SET status = 'received', released_at = ?
             WHERE id = ? AND status = 'spam' RETURNING *`,
        ).get(at, id) as unknown as LeadRow | undefined;
        if (!row) return null;
        this.insertOutbox(id, at, channels, reasons);
        return toLead(row);
      }),
    );
  }

  private findByKey(key: string): LeadRow | undefined {
    return this.sql('SELECT * FROM leads WHERE idempotency_key = ?').get(key) as
      LeadRow | undefined;
  }

  /** One lead with its deliveries, or null. Accepts a unique id prefix (at least 8 characters). */
  getLead(idOrPrefix: string): LeadWithDeliveries | null {
    if (idOrPrefix.length < 8) return null;
    try {
      const rows = this.sql(
        idOrPrefix.length >= 36
          ? 'SELECT * FROM leads WHERE id = ?'
          : "SELECT * FROM leads WHERE id LIKE ? || '%' ESCAPE '\\' LIMIT 2",
      ).all(idOrPrefix.replace(/[%_\\]/g, '\\$&')) as unknown as LeadRow[];
      if (rows.length !== 1) return null;
      return { ...toLead(rows[0]!), deliveries: this.deliveriesOf([rows[0]!.id])[0]! };
    } catch (error) {
      throw fail('read the lead', error);
    }
  }

  /** Leads, newest first, with their deliveries: all, or those with one `status`. */
  listLeads(options: { limit?: number; status?: LeadStatus } = {}): LeadWithDeliveries[] {
    try {
      const rows = this.sql(
        `SELECT * FROM leads WHERE @status IS NULL OR status = @status
           ORDER BY created_at DESC, id LIMIT @limit`,
      ).all({ status: options.status ?? null, limit: options.limit ?? -1 }) as unknown as LeadRow[];
      const deliveries = this.deliveriesOf(rows.map((r) => r.id));
      return rows.map((r, i) => ({ ...toLead(r), deliveries: deliveries[i]! }));
    } catch (error) {
      throw fail('list the leads', error);
    }
  }

  /** How many leads have this status. */
  countLeads(status: LeadStatus): number {
    try {
      return (
        this.sql('SELECT COUNT(*) AS n FROM leads WHERE status = ?').get(status) as { n: number }
      ).n;
    } catch (error) {
      throw fail('count the leads', error);
    }
  }

  private deliveriesOf(ids: string[]): Delivery[][] {
    const byLead = new Map<string, Delivery[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return [];
    const rows = this.sql(
      `SELECT * FROM outbox WHERE lead_id IN (SELECT value FROM json_each(?)) ORDER BY channel`,
    ).all(JSON.stringify(ids)) as unknown as OutboxRow[];
    for (const r of rows) byLead.get(r.lead_id)?.push(toDelivery(r));
    return ids.map((id) => byLead.get(id)!);
  }

  /**
   * Claims up to `limit` due entries (all, or `only` one lead's or one channel's) for `leaseMs` in
   * one statement, so two processes never deliver the same entry at once; an entry whose worker
   * died is claimable again after its lease.
   */
  claimDue(
    now: Date,
    leaseMs: number,
    limit: number,
    only: { leadId?: string; channel?: DeliveryChannel } = {},
  ): ClaimedDelivery[] {
    const at = now.toISOString();
    try {
      const rows = this.sql(
        `UPDATE outbox SET claimed_until = @until
           WHERE id IN (
             SELECT id FROM outbox
             WHERE state = 'pending' AND next_attempt_at <= @at
               AND (claimed_until IS NULL OR claimed_until <= @at)
               AND (@lead IS NULL OR lead_id = @lead)
               AND (@channel IS NULL OR channel = @channel)
             ORDER BY next_attempt_at LIMIT @limit)
           RETURNING *`,
      ).all({
        at,
        until: new Date(now.getTime() + leaseMs).toISOString(),
        limit,
        lead: only.leadId ?? null,
        channel: only.channel ?? null,
      }) as unknown as OutboxRow[];
      if (rows.length === 0) return [];
      const leads = this.sql(
        'SELECT * FROM leads WHERE id IN (SELECT value FROM json_each(?))',
      ).all(JSON.stringify(rows.map((r) => r.lead_id))) as unknown as LeadRow[];
      const byId = new Map(leads.map((l) => [l.id, toLead(l)]));
      return rows
        .filter((r) => byId.has(r.lead_id))
        .map((r) => ({
          ...toDelivery(r),
          lead: byId.get(r.lead_id)!,
          claimedUntil: r.claimed_until!,
        }));
    } catch (error) {
      throw fail('claim due deliveries', error);
    }
  }

  /**
   * Records a successful delivery. With `lease` (the claim's `claimedUntil`), only while the
   * entry still carries that claim: a release in between started the entry again.
   */
  markDelivered(id: number, now: Date, lease: string | null = null): void {
    this.write('record a delivery', () =>
      this.sql(
        `UPDATE outbox SET state = 'delivered', attempts = attempts + 1, delivered_at = @at,
             last_attempt_at = @at, last_error = NULL, claimed_until = NULL
           WHERE id = @id AND (@lease IS NULL OR claimed_until = @lease)`,
      ).run({ id, at: now.toISOString(), lease }),
    );
  }

  /** Records a failed attempt and when to try again (with `lease`: as `markDelivered`). */
  markFailed(
    id: number,
    error: string,
    now: Date,
    nextAttemptAt: Date,
    lease: string | null = null,
  ): void {
    this.write('record a failed delivery', () =>
      this.sql(
        `UPDATE outbox SET attempts = attempts + 1, last_attempt_at = @at, last_error = @error,
             next_attempt_at = @next, claimed_until = NULL
           WHERE id = @id AND (@lease IS NULL OR claimed_until = @lease)`,
      ).run({
        id,
        at: now.toISOString(),
        error: error.slice(0, 500),
        next: nextAttemptAt.toISOString(),
        lease,
      }),
    );
  }

  /** Parks an entry whose channel has no target any more (the setting was removed). */
  markNotConfigured(id: number, reason: string, lease: string | null = null): void {
    this.write('record a delivery state', () =>
      this.sql(
        `UPDATE outbox SET state = 'not_configured', last_error = @reason, claimed_until = NULL
           WHERE id = @id AND (@lease IS NULL OR claimed_until = @lease)`,
      ).run({ reason, id, lease }),
    );
  }

  /**
   * Makes entries due now: `pending` ones (retry now) and, when `includeNotConfigured`,
   * entries parked while the channel had no target. Returns how many entries changed. An entry
   * another process has claimed and is sending is left alone until its claim expires: clearing
   * it let a starting server send a lead that a running one was already sending.
   */
  requeue(
    now: Date,
    options: { channel?: DeliveryChannel; leadId?: string; includeNotConfigured?: boolean } = {},
  ): number {
    const states = options.includeNotConfigured ? ['pending', 'not_configured'] : ['pending'];
    const { changes } = this.write('schedule deliveries', () =>
      this.sql(
        `UPDATE outbox SET state = 'pending', next_attempt_at = @at, claimed_until = NULL
           WHERE state IN (SELECT value FROM json_each(@states))
             AND (claimed_until IS NULL OR claimed_until <= @at)
             AND (@channel IS NULL OR channel = @channel)
             AND (@lead IS NULL OR lead_id = @lead)`,
      ).run({
        at: now.toISOString(),
        states: JSON.stringify(states),
        channel: options.channel ?? null,
        lead: options.leadId ?? null,
      }),
    );
    return Number(changes);
  }

  /** Undelivered entries (`pending` or `not_configured`) of one channel, all or one lead's. */
  countUndelivered(channel: DeliveryChannel, leadId?: string): number {
    try {
      const row = this.sql(
        `SELECT COUNT(*) AS n FROM outbox WHERE state != 'delivered' AND channel = @channel
           AND (@lead IS NULL OR lead_id = @lead)`,
      ).get({ channel, lead: leadId ?? null }) as { n: number };
      return row.n;
    } catch (error) {
      throw fail('read the outbox', error);
    }
  }

  /** When the next pending entry is due (ISO), or null when none is waiting. */
  nextDueAt(): string | null {
    try {
      const row = this.sql(
        `SELECT MIN(next_attempt_at) AS at FROM outbox WHERE state = 'pending'`,
      ).get() as { at: string | null };
      return row.at;
    } catch (error) {
      throw fail('read the outbox', error);
    }
  }

  /**
   * Everything stored about one person (an access request, GDPR art. 15 / LGPD art. 18): every
   * lead sent with this e-mail address, spam included, with its deliveries. The address is matched
   * without regard to case, as mail systems treat it.
   */
  leadsByEmail(email: string): LeadWithDeliveries[] {
    try {
      const rows = this.sql(
        'SELECT * FROM leads WHERE lower(email) = lower(?) ORDER BY created_at, id',
      ).all(email.trim()) as unknown as LeadRow[];
      const deliveries = this.deliveriesOf(rows.map((r) => r.id));
      return rows.map((r, i) => ({ ...toLead(r), deliveries: deliveries[i]! }));
    } catch (error) {
      throw fail('read the leads', error);
    }
  }

  /**
   * Erases leads and their outbox entries (an erasure request, GDPR art. 17 / LGPD art. 18) and
   * returns how many of each went. With `secure_delete` the freed pages are overwritten; the WAL is
   * checkpointed and truncated afterwards so no copy of the old pages stays in it either.
   */
  deleteLeads(ids: string[]): { leads: number; deliveries: number } {
    const list = JSON.stringify(ids);
    const counts = this.write('erase the leads', () =>
      immediateTransaction(this.db, () => {
        const { n } = this.sql(
          'SELECT COUNT(*) AS n FROM outbox WHERE lead_id IN (SELECT value FROM json_each(?))',
        ).get(list) as { n: number };
        const { changes } = this.sql(
          'DELETE FROM leads WHERE id IN (SELECT value FROM json_each(?))',
        ).run(list);
        return { leads: Number(changes), deliveries: n };
      }),
    );
    if (this.path !== ':memory:') {
      this.write('checkpoint the log', () => this.db.exec('PRAGMA wal_checkpoint(TRUNCATE)'));
    }
    return counts;
  }

  /** Deletes leads stored before `cutoff`, their outbox entries with them; returns the count. */
  purgeOlderThan(cutoff: Date): number {
    return Number(
      this.write('remove old leads', () =>
        this.sql('DELETE FROM leads WHERE created_at < ?').run(cutoff.toISOString()),
      ).changes,
    );
  }

  /** `PRAGMA integrity_check`: 'ok' for a sound file. */
  integrityCheck(): string {
    const rows = this.db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).join('\n');
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }

  private write<T>(action: string, fn: () => T): T {
    try {
      return fn();
    } catch (error) {
      throw fail(action, error);
    }
  }
}

/**
 * Runs `fn` in one `BEGIN IMMEDIATE` transaction (the write lock taken at once, so two processes
 * never deadlock upgrading a read lock): committed when it returns, rolled back when it throws.
 */
function immediateTransaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** `PRAGMA <name>` as one value: `pragmaValue(db, 'user_version')` is `3`. */
export function pragmaValue(db: DatabaseSync, name: string): unknown {
  const row = db.prepare(`PRAGMA ${name}`).get();
  return row ? Object.values(row)[0] : undefined;
}

function migrate(db: DatabaseSync): void {
  const version = Number(pragmaValue(db, 'user_version'));
  if (version > SCHEMA_VERSION) {
    throw new LeadStoreError(
      `The lead database has schema version ${version}, newer than this code (${SCHEMA_VERSION}): update the site`,
    );
  }
  for (let v = version; v < SCHEMA_VERSION; v++) {
    immediateTransaction(db, () => {
      migrations[v]!(db);
      db.exec(`PRAGMA user_version = ${v + 1}`);
    });
  }
}

/**
 * Creates the database's folder (0700) and file (0600) when they do not exist yet, private to the
 * server's user whatever the umask or the parent folder's mode (a setgid or group-writable parent
 * would otherwise pass its group on): the file holds visitors' personal data. SQLite gives its WAL
 * and shared-memory files the mode of the database file. Existing folders and files are left as
 * the owner set them.
 */
function createPrivately(file: string): void {
  const dir = dirname(file);
  const first = mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (first) {
    for (let d = dir; ; d = dirname(d)) {
      chmodSync(d, 0o700);
      if (d === first || d === dirname(d)) break;
    }
  }
  if (!existsSync(file)) {
    closeSync(openSync(file, 'a', 0o600));
    chmodSync(file, 0o600);
  }
}
