import { chmodSync, existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { LeadsConfigError, readLeadsConfig } from '../../shared/config';
import { channelProblem, withSiteRecipient } from '../../server/leads/channels';
import { loadSite } from '../../shared/node/site';
import { toCsv, csvCell } from '../../tools/lib/leads/csv';
import { parseAgeDays } from '../../tools/lib/leads/duration';
import { releaseReport } from '../../tools/lib/leads/release-report';
import {
  LeadStore,
  LeadStoreError,
  pragmaValue,
  SCHEMA_VERSION,
  type InsertOptions,
} from '../../server/leads/store';
import { sampleLead, tempDb } from './leads-support';

const stores: LeadStore[] = [];
const open = (path = tempDb()) => {
  const store = LeadStore.open(path);
  stores.push(store);
  return store;
};
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
});

let n = 0;
const options = (over: Partial<InsertOptions> = {}): InsertOptions => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  idempotencyKey: `key-${n}`,
  fingerprint: 'f'.repeat(64),
  now: new Date('2026-01-10T12:00:00Z'),
  channels: { webhook: 'pending', email: 'not_configured' },
  ...over,
});

describe('LeadStore: opening', () => {
  it('creates the folder and file, in WAL mode with synchronous=FULL, at the current schema', () => {
    const path = tempDb();
    expect(existsSync(dirname(path))).toBe(false);
    const store = open(path);
    expect(existsSync(path)).toBe(true);
    expect(statSync(dirname(path)).mode & 0o777).toBe(0o700);
    expect(pragmaValue(store.db, 'journal_mode')).toBe('wal');
    expect(pragmaValue(store.db, 'synchronous')).toBe(2); // FULL
    expect(pragmaValue(store.db, 'user_version')).toBe(SCHEMA_VERSION);
    expect(pragmaValue(store.db, 'foreign_keys')).toBe(1);
  });

  it('opens an existing database without migrating it again', () => {
    const path = tempDb();
    open(path).insertLead(sampleLead, options());
    stores.pop()!.close();
    expect(open(path).listLeads()).toHaveLength(1);
  });

  it('refuses a database written by a newer version', () => {
    const path = tempDb();
    open(path);
    stores.pop()!.close();
    const db = new DatabaseSync(path);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => LeadStore.open(path)).toThrow(/newer than this code/);
  });

  it('a path that cannot be created is a LeadStoreError naming the path', () => {
    const blocker = join(mkdtempSync(join(tmpdir(), 'leads-')), 'file');
    writeFileSync(blocker, 'not a folder');
    const path = join(blocker, 'leads.db');
    expect(() => LeadStore.open(path)).toThrow(LeadStoreError);
    expect(() => LeadStore.open(path)).toThrow(path);
  });

  it('a file that is not a database is a LeadStoreError', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'leads-')), 'leads.db');
    writeFileSync(path, 'x'.repeat(4096));
    expect(() => LeadStore.open(path)).toThrow(LeadStoreError);
  });
});

describe('LeadStore: private files', () => {
  const mode = (path: string) => statSync(path).mode & 0o7777;

  it('creates the folder 0700 and the database (and its WAL) 0600, whatever the umask', () => {
    const before = process.umask(0);
    try {
      const path = tempDb();
      const store = open(path);
      store.insertLead(sampleLead, options());
      expect(mode(dirname(path))).toBe(0o700);
      expect(mode(path)).toBe(0o600);
      expect(mode(`${path}-wal`)).toBe(0o600);
    } finally {
      process.umask(before);
    }
  });

  it('a setgid, group-writable parent passes on neither its group bits nor setgid', () => {
    const before = process.umask(0);
    try {
      const parent = mkdtempSync(join(tmpdir(), 'leads-'));
      chmodSync(parent, 0o2777);
      const path = join(parent, 'a', 'b', 'leads.db');
      open(path);
      expect(mode(join(parent, 'a'))).toBe(0o700);
      expect(mode(join(parent, 'a', 'b'))).toBe(0o700);
      expect(mode(path)).toBe(0o600);
    } finally {
      process.umask(before);
    }
  });

  it('leaves an existing folder and file as their owner set them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'leads-'));
    chmodSync(dir, 0o750);
    const path = join(dir, 'leads.db');
    writeFileSync(path, '');
    chmodSync(path, 0o640);
    open(path);
    expect(mode(dir)).toBe(0o750);
    expect(mode(path)).toBe(0o640);
  });
});

describe('LeadStore: spam and release', () => {
  it('keeps a suspected bot held, its entries carrying the held notice, until it is released', () => {
    const store = open();
    const { lead } = store.insertLead(sampleLead, options({ spam: 'honeypot' }));
    expect(lead).toMatchObject({ status: 'spam', spamReason: 'honeypot', releasedAt: null });
    // The entries are claimed with the held lead: the worker sends the held notice, not the lead.
    const notices = store.claimDue(new Date('2030-01-01T00:00:00Z'), 1000, 10);
    expect(notices.map((c) => [c.channel, c.lead.status])).toEqual([['webhook', 'spam']]);
    store.markDelivered(notices[0]!.id, new Date('2030-01-01T00:00:00Z'), notices[0]!.claimedUntil);
    expect(store.listLeads({ status: 'received' })).toEqual([]);
    expect(store.listLeads({ status: 'spam' }).map((l) => l.id)).toEqual([lead.id]);
    expect(store.countLeads('spam')).toBe(1);

    const at = new Date('2026-01-10T13:00:00Z');
    const released = store.release(lead.id, at, { webhook: 'pending', email: 'pending' });
    expect(released).toMatchObject({
      status: 'received',
      spamReason: 'honeypot',
      releasedAt: '2026-01-10T13:00:00.000Z',
    });
    expect(
      store
        .claimDue(at, 1000, 10)
        .map((c) => c.channel)
        .sort(),
    ).toEqual(['email', 'webhook']);
    expect(store.release(lead.id, at, { webhook: 'pending', email: 'pending' })).toBeNull();
  });

  it('retention purges spam too', () => {
    const store = open();
    store.insertLead(
      sampleLead,
      options({ spam: 'too_fast', now: new Date('2025-01-01T00:00:00Z') }),
    );
    expect(store.purgeOlderThan(new Date('2025-06-01T00:00:00Z'))).toBe(1);
    expect(store.listLeads()).toEqual([]);
  });

  it('migrates a database of the first schema: its leads are received', () => {
    const path = tempDb();
    mkdirSync(dirname(path), { recursive: true });
    const db = new DatabaseSync(path);
    db.exec(`
      CREATE TABLE leads (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, name TEXT NOT NULL,
        email TEXT NOT NULL, company TEXT, message TEXT NOT NULL, tools TEXT, timeline TEXT,
        topic TEXT NOT NULL, locale TEXT NOT NULL, idempotency_key TEXT NOT NULL UNIQUE,
        fingerprint TEXT NOT NULL);
      CREATE INDEX leads_created_at ON leads (created_at);
      CREATE TABLE outbox (id INTEGER PRIMARY KEY,
        lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        channel TEXT NOT NULL CHECK (channel IN ('webhook', 'email')),
        state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'not_configured')),
        attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at TEXT NOT NULL, claimed_until TEXT,
        last_attempt_at TEXT, last_error TEXT, delivered_at TEXT, UNIQUE (lead_id, channel));
      INSERT INTO leads VALUES ('old-lead-0001', '2026-01-01T00:00:00.000Z', 'Ana', 'a@example.com',
        NULL, 'An old request', NULL, NULL, 'general', 'en', 'k', 'f');
      PRAGMA user_version = 1;
    `);
    db.close();
    const store = open(path);
    expect(pragmaValue(store.db, 'user_version')).toBe(SCHEMA_VERSION);
    expect(store.listLeads()).toMatchObject([
      { id: 'old-lead-0001', status: 'received', spamReason: null },
    ]);
  });
});

describe('LeadStore: storing', () => {
  it('stores a lead with one outbox entry per channel', () => {
    const store = open();
    const { lead, created } = store.insertLead(sampleLead, options());
    expect(created).toBe(true);
    const [stored] = store.listLeads();
    expect(stored).toMatchObject({
      ...sampleLead,
      id: lead.id,
      createdAt: '2026-01-10T12:00:00.000Z',
    });
    expect(stored!.deliveries.map((d) => [d.channel, d.state, d.attempts])).toEqual([
      ['email', 'not_configured', 0],
      ['webhook', 'pending', 0],
    ]);
  });

  it('the same idempotency key and content is stored once and answered with the first lead', () => {
    const store = open();
    const first = store.insertLead(sampleLead, options({ idempotencyKey: 'k' }));
    const again = store.insertLead(sampleLead, options({ idempotencyKey: 'k' }));
    expect(again).toEqual({ lead: first.lead, created: false });
    expect(store.listLeads()).toHaveLength(1);
    expect(store.db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 2 });
  });

  it('a reused key with other content is a second lead, and its repeat is stored once', () => {
    const store = open();
    store.insertLead(sampleLead, options({ idempotencyKey: 'k' }));
    const other = { ...sampleLead, name: 'Bo' };
    const second = store.insertLead(
      other,
      options({ idempotencyKey: 'k', fingerprint: 'a'.repeat(64) }),
    );
    const repeat = store.insertLead(
      other,
      options({ idempotencyKey: 'k', fingerprint: 'a'.repeat(64) }),
    );
    expect(second.created).toBe(true);
    expect(repeat).toEqual({ lead: second.lead, created: false });
    expect(
      store
        .listLeads()
        .map((l) => l.name)
        .sort(),
    ).toEqual(['Ana Souza', 'Bo']);
  });

  it('a full disk is a LeadStoreError and leaves nothing half-written', () => {
    const store = open();
    store.insertLead(sampleLead, options());
    // SQLite answers SQLITE_FULL ("database or disk is full") once the file may not grow.
    const pages = Number(pragmaValue(store.db, 'page_count'));
    store.db.exec(`PRAGMA max_page_count = ${pages}`);
    const big = { ...sampleLead, message: 'x'.repeat(5000) };
    expect(() => store.insertLead(big, options())).toThrow(LeadStoreError);
    expect(() => store.insertLead(big, options())).toThrow(/full/);
    expect(store.listLeads()).toHaveLength(1);
    expect(store.db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 2 });
    expect(store.integrityCheck()).toBe('ok');
  });

  it('a read-only database is a LeadStoreError', () => {
    const store = open();
    store.db.exec('PRAGMA query_only = ON');
    expect(() => store.insertLead(sampleLead, options())).toThrow(LeadStoreError);
  });
});

describe('LeadStore: outbox and retention', () => {
  it('claims due entries once until the lease runs out', () => {
    const path = tempDb();
    const a = open(path);
    const b = open(path);
    a.insertLead(sampleLead, options());
    const now = new Date('2026-01-10T12:00:01Z');
    expect(a.claimDue(now, 60_000, 10)).toHaveLength(1);
    expect(b.claimDue(now, 60_000, 10)).toHaveLength(0);
    const later = new Date(now.getTime() + 60_001);
    const [claim] = b.claimDue(later, 60_000, 10);
    expect(claim).toMatchObject({ channel: 'webhook', lead: { name: 'Ana Souza' } });
  });

  it("a starting process's requeue never clears another live process's claim", () => {
    const path = tempDb();
    const running = open(path);
    const newcomer = open(path);
    running.insertLead(sampleLead, options());
    const now = new Date('2026-01-10T12:00:01Z');
    expect(running.claimDue(now, 60_000, 10)).toHaveLength(1); // being sent right now
    newcomer.requeue(now, { channel: 'webhook', includeNotConfigured: true });
    expect(newcomer.claimDue(now, 60_000, 10)).toHaveLength(0);
    // The claim expires: after a crash the entry is sent again, once.
    const later = new Date(now.getTime() + 60_001);
    expect(newcomer.requeue(later, { channel: 'webhook' })).toBe(1);
    expect(newcomer.claimDue(later, 60_000, 10)).toHaveLength(1);
    expect(running.claimDue(later, 60_000, 10)).toHaveLength(0);
  });

  it('records failures and deliveries', () => {
    const store = open();
    store.insertLead(sampleLead, options());
    const now = new Date('2026-01-10T12:00:01Z');
    const [entry] = store.claimDue(now, 1000, 10);
    store.markFailed(entry!.id, 'HTTP 500', now, new Date(now.getTime() + 5000));
    expect(store.claimDue(new Date(now.getTime() + 4999), 1000, 10)).toHaveLength(0);
    expect(store.nextDueAt()).toBe('2026-01-10T12:00:06.000Z');
    const [again] = store.claimDue(new Date(now.getTime() + 5000), 1000, 10);
    expect(again).toMatchObject({ attempts: 1, lastError: 'HTTP 500' });
    store.markDelivered(again!.id, now);
    expect(store.listLeads()[0]!.deliveries.find((d) => d.channel === 'webhook')).toMatchObject({
      state: 'delivered',
      attempts: 2,
      lastError: null,
    });
    expect(store.nextDueAt()).toBeNull();
  });

  it('requeues not-configured entries when asked', () => {
    const store = open();
    store.insertLead(
      sampleLead,
      options({ channels: { webhook: 'not_configured', email: 'not_configured' } }),
    );
    const now = new Date('2026-01-10T12:00:01Z');
    expect(store.requeue(now, { channel: 'webhook' })).toBe(0);
    expect(store.requeue(now, { channel: 'webhook', includeNotConfigured: true })).toBe(1);
    expect(store.claimDue(now, 1000, 10).map((c) => c.channel)).toEqual(['webhook']);
  });

  it('purges leads older than a date with their outbox entries', () => {
    const store = open();
    store.insertLead(sampleLead, options({ now: new Date('2025-01-01T00:00:00Z') }));
    const recent = store.insertLead(sampleLead, options({ now: new Date('2026-01-01T00:00:00Z') }));
    expect(store.purgeOlderThan(new Date('2025-06-01T00:00:00Z'))).toBe(1);
    expect(store.listLeads().map((l) => l.id)).toEqual([recent.lead.id]);
    expect(store.db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 2 });
  });

  it('finds a lead by a unique prefix of at least 8 characters', () => {
    const store = open();
    const { lead } = store.insertLead(sampleLead, options());
    expect(store.getLead(lead.id.slice(0, 8))?.id).toBe(lead.id);
    store.insertLead(sampleLead, options()); // the test ids share their first 30 characters
    expect(store.getLead(lead.id)?.id).toBe(lead.id);
    expect(store.getLead(lead.id.slice(0, 8))).toBeNull();
    expect(store.getLead(lead.id.slice(0, 7))).toBeNull();
    expect(store.getLead(lead.id.slice(-12))).toBeNull();
    expect(store.getLead('%%%%%%%%')).toBeNull();
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(readLeadsConfig({})).toMatchObject({
      dbPath: 'data/leads.db',
      webhookUrl: '',
      retentionDays: 365,
      retryBaseMs: 5000,
      retryMaxMs: 600_000,
      webhookTimeoutMs: 10_000,
      minFillMs: 3000,
      webhookAck: true,
      attentionAfter: 8,
    });
    expect(readLeadsConfig({ LEAD_WEBHOOK_ACK: 'off' }).webhookAck).toBe(false);
    expect(readLeadsConfig({ LEAD_WEBHOOK_ACK: ' ON ' }).webhookAck).toBe(true);
  });

  it.each([
    [{ LEAD_RETRY_BASE_MS: 'soon' }, /LEAD_RETRY_BASE_MS must be a whole number/],
    [{ LEAD_RETENTION_DAYS: '0' }, /LEAD_RETENTION_DAYS/],
    [{ LEAD_WEBHOOK_URL: 'not a url' }, /LEAD_WEBHOOK_URL must be a full URL/],
    [{ LEAD_WEBHOOK_URL: 'ftp://x' }, /LEAD_WEBHOOK_URL must start with http:/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must start with smtp:/],
    [{ LEAD_RETRY_BASE_MS: '10', LEAD_RETRY_MAX_MS: '5' }, /must not be smaller/],
    [{ LEAD_WEBHOOK_ACK: 'no' }, /LEAD_WEBHOOK_ACK must be on or off, got "no"/],
    [{ LEAD_ATTENTION_AFTER: '0' }, /LEAD_ATTENTION_AFTER must be a whole number of at least 1/],
  ])('%j is refused', (env, message) => {
    expect(() => readLeadsConfig(env)).toThrow(LeadsConfigError);
    expect(() => readLeadsConfig(env)).toThrow(message);
  });

  it('a webhook needs its secret, a notice its recipient', () => {
    const url = 'https://n8n.example.com/webhook/leads';
    expect(channelProblem(readLeadsConfig({ LEAD_WEBHOOK_URL: url }), 'webhook')).toMatch(
      'LEAD_WEBHOOK_SECRET',
    );
    expect(
      channelProblem(
        readLeadsConfig({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: 's' }),
        'webhook',
      ),
    ).toBeNull();
    expect(channelProblem(readLeadsConfig({ SMTP_URL: 'smtp://h:25' }), 'email')).toMatch(
      'LEAD_NOTIFY_EMAIL',
    );
  });

  it('the notice goes to contact.email of content/site.yaml unless LEAD_NOTIFY_EMAIL is set', () => {
    const smtp = readLeadsConfig({ SMTP_URL: 'smtp://h:25' });
    const siteEmail = loadSite().contact.email;
    expect(withSiteRecipient(smtp, () => loadSite().contact.email)).toMatchObject({
      notifyEmail: siteEmail,
      notifyFrom: siteEmail,
    });
    const own = readLeadsConfig({ SMTP_URL: 'smtp://h:25', LEAD_NOTIFY_EMAIL: 'me@example.com' });
    expect(withSiteRecipient(own, () => siteEmail).notifyEmail).toBe('me@example.com');
    const logs: string[] = [];
    const broken = withSiteRecipient(
      smtp,
      () => {
        throw new Error('content/site.yaml: contact.email: Required');
      },
      (m) => logs.push(m),
    );
    expect(channelProblem(broken, 'email')).toMatch(/no recipient/);
    expect(logs).toEqual([
      'no e-mail notice recipient: content/site.yaml: contact.email: Required',
    ]);
  });
});

describe('CSV and ages', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+49 30 123', "'+49 30 123"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['\tcmd', "'\tcmd"],
    [null, ''],
  ])('csvCell(%j) = %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes CRLF lines with a header', () => {
    expect(toCsv(['a', 'b'], [['1', null]])).toBe('a,b\r\n1,\r\n');
  });

  it.each([
    ['180d', 180],
    ['12w', 84],
    [' 30D ', 30],
    ['0d', null],
    ['6m', null],
    ['d', null],
    ['-5d', null],
  ])('parseAgeDays(%j) = %j', (text, days) => {
    expect(parseAgeDays(text)).toBe(days);
  });
});

describe('leads release reports what happened', () => {
  const id = '9f1e2d3c-4b5a-4678-9abc-def012345678';
  it.each([
    [1, { state: 'delivered', lastError: null }, 'delivered to the webhook.'],
    // The running server delivered it before this process could claim it.
    [0, { state: 'delivered', lastError: null }, 'delivered to the webhook.'],
    // The running server holds the claim: no failure was seen here.
    [0, { state: 'pending', lastError: null }, 'the running server is delivering it'],
    [1, { state: 'pending', lastError: 'HTTP 502' }, 'the webhook delivery failed (HTTP 502)'],
  ] as const)('attempted %s, %j', (attempted, webhook, expected) => {
    const report = releaseReport(id, attempted, webhook, 'npm run leads --');
    expect(report).toContain(`Released lead ${id}: ${expected}`);
    if (attempted === 0) expect(report).not.toContain('failed');
  });
});
