import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LeadStore } from '../../src/lib/leads/store';
import { sampleLead, tempDb } from './leads-support';

/** Runs `npm run leads -- ...` the way the owner does (tsx on scripts/leads.ts) on a temp DB. */
function leads(db: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], {
    env: { ...process.env, LEADS_DB: db },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

function seed(): { db: string; ids: string[] } {
  const db = tempDb();
  const store = LeadStore.open(db);
  const day = 86_400_000;
  const ids = [400, 200, 10].map((ageDays, i) => {
    const id = `${['aaaaaaaa', 'bbbbbbbb', 'cccccccc'][i]}-0000-4000-8000-00000000000${i}`;
    store.insertLead(
      {
        ...sampleLead,
        name: ['Old Lead', '=HYPERLINK("http://evil","x")', 'Ana, "the" Souza'][i]!,
        message: i === 2 ? 'Line one\nLine two' : sampleLead.message,
      },
      {
        id,
        idempotencyKey: `k${i}`,
        fingerprint: `f${i}`,
        now: new Date(Date.now() - ageDays * day),
        channels: { webhook: i === 0 ? 'pending' : 'not_configured', email: 'not_configured' },
        reasons: { webhook: 'LEAD_WEBHOOK_URL is not set' },
      },
    );
    return id;
  });
  const [entry] = store.claimDue(new Date(), 1000, 1);
  store.markFailed(entry!.id, 'HTTP 502: bad gateway', new Date(), new Date(Date.now() + 5000));
  store.close();
  return { db, ids };
}

describe('npm run leads', { timeout: 60_000 }, () => {
  const { db, ids } = seed();

  it('list prints a table, newest first, with delivery states', () => {
    const { code, out } = leads(db, 'list');
    expect(code).toBe(0);
    const lines = out.trim().split('\n');
    expect(lines[0]).toMatch(
      /^ID\s+DATE \(UTC\)\s+NAME\s+EMAIL\s+TOPIC\s+WEBHOOK\s+E-MAIL NOTICE$/,
    );
    expect(lines[1]).toMatch(
      /^cccccccc .*Ana, "the" Souza .*ana@example\.com .*quote .*not configured/,
    );
    expect(lines[3]).toMatch(/^aaaaaaaa .*Old Lead .*retrying \(1 failed\)/);
    expect(out).toContain('3 leads');
  });

  it('list --json prints every lead with its deliveries', () => {
    const { code, out } = leads(db, 'list', '--json');
    expect(code).toBe(0);
    const data = JSON.parse(out);
    expect(data.map((l: { id: string }) => l.id)).toEqual([...ids].reverse());
    expect(data.map((l: { delivery: string }) => l.delivery)).toEqual([
      'not_configured',
      'not_configured',
      'pending',
    ]);
    expect(
      data[2].deliveries.find((d: { channel: string }) => d.channel === 'webhook'),
    ).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'HTTP 502: bad gateway',
    });
  });

  it('export --csv writes RFC 4180 CSV with formulas neutralised', () => {
    const { code, out } = leads(db, 'export', '--csv');
    expect(code).toBe(0);
    expect(
      out.startsWith(
        'id,created_at,name,email,company,message,tools,timeline,topic,locale,webhook,email_notice\r\n',
      ),
    ).toBe(true);
    expect(out).toContain(`${ids[1]},`);
    expect(out).toContain(`,"'=HYPERLINK(""http://evil"",""x"")",`);
    expect(out).toContain(',"Ana, ""the"" Souza",');
    expect(out).toContain(',"Line one\nLine two",');
    expect(out.split('\r\n')).toHaveLength(5); // header, 3 rows, final empty string
  });

  it('show prints one lead by id prefix, with its delivery errors', () => {
    const { code, out } = leads(db, 'show', 'aaaaaaaa');
    expect(code).toBe(0);
    expect(out).toContain(`id:        ${ids[0]}`);
    expect(out).toContain('webhook: retrying (1 failed)');
    expect(out).toContain('last error: HTTP 502: bad gateway');
    expect(leads(db, 'show', 'ffffffff')).toMatchObject({
      code: 1,
      err: expect.stringContaining('No lead'),
    });
  });

  it('retry makes pending and not-configured deliveries due now', () => {
    const { code, out } = leads(db, 'retry', 'bbbbbbbb');
    expect(code).toBe(0);
    expect(out).toMatch(/^2 deliveries due now/);
  });

  it.each([
    [['purge'], /purge needs --older-than/],
    [
      ['purge', '--older-than', '6 months'],
      /--older-than needs an age like 180d or 26w, got "6 months"/,
    ],
    [['purge', '--older-than', '0d'], /got "0d"/],
    [['export'], /export needs --csv/],
    [['list', '--limit', 'x'], /--limit needs a whole number/],
    [['list', '--colour'], /Unknown option '--colour'/],
    [['show'], /show needs one lead id/],
    [['frobnicate'], /Unknown command "frobnicate"/],
    [[], /Usage: npm run leads/],
  ])('%j is refused with exit code 2 and the usage', (args, message) => {
    const { code, err, out } = leads(db, ...args);
    expect(code).toBe(2);
    expect(`${err}${out}`).toMatch(message);
  });

  it('purge --older-than deletes older leads and their outbox entries', () => {
    const fresh = seed();
    const { code, out } = leads(fresh.db, 'purge', '--older-than', '180d');
    expect(code).toBe(0);
    expect(out).toMatch(/^Removed 2 leads received before \d{4}-/);
    const store = LeadStore.open(fresh.db);
    expect(store.listLeads().map((l) => l.id)).toEqual([fresh.ids[2]]);
    expect(store.db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 2 });
    store.close();
    expect(leads(fresh.db, 'purge', '--older-than', '1w').out).toMatch(/^Removed 1 lead /);
  });

  it('reads without creating a database when none exists yet', () => {
    const missing = tempDb();
    expect(leads(missing, 'list')).toMatchObject({
      code: 0,
      out: expect.stringContaining('No leads stored'),
    });
    expect(leads(missing, 'list', '--json').out.trim()).toBe('[]');
    expect(existsSync(missing)).toBe(false);
  });

  it('names the path when the database cannot be opened (exit 1)', () => {
    const { code, err } = leads('/proc/self/no-such-dir/leads.db', 'purge', '--older-than', '30d');
    expect([code, err]).toEqual([0, '']); // nothing exists there, so nothing to purge
    const unreadable = leads('/proc/version', 'list');
    expect(unreadable.code).toBe(1);
    expect(unreadable.err).toMatch(/Could not open the lead database at \/proc\/version/);
  });
});
