import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleEntry } from '../../tools/lib/release/bundle';
import { activateRelease } from '../../tools/lib/release/layout';
import { describe, expect, it } from 'vitest';
import { LeadStore } from '../../server/leads/store';
import { Receiver, SECRET, bundledLeadsCli, sampleLead, tempDb } from './leads-support';

/** tools/leads.ts, bundled once for this file (the commands' code, as `npm run leads` runs it). */
const cli = await bundledLeadsCli();

/** Runs `npm run leads -- ...` on a temp DB: the owner's command, from its bundle. */
function leads(db: string, ...args: string[]) {
  return leadsWith(db, {}, ...args);
}

function leadsWith(db: string, env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, [cli, ...args], {
    env: { ...withoutLeadSettings(process.env), LEADS_DB: db, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** This environment without delivery settings, so each test says which channels it configures. */
function withoutLeadSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([k]) => !/^(LEAD_WEBHOOK_URL|LEAD_WEBHOOK_SECRET|LEAD_NOTIFY_EMAIL|SMTP_URL)$/.test(k),
    ),
  );
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

  it('an export as the docs give it, through npm, is a valid file (no npm banner in it)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'leads-npm-')), 'ana.json');
    const run = spawnSync(
      'npm',
      ['run', 'leads', '--', 'export', '--email', 'ana@example.com', '--output', file],
      {
        env: { ...withoutLeadSettings(process.env), LEADS_DB: db },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(0);
    // npm's banner went to the terminal, not into the file.
    expect(`${run.stdout}${run.stderr}`).toContain('tsx tools/leads.ts');
    expect(JSON.parse(readFileSync(file, 'utf8')).email).toBe('ana@example.com');
  });

  it('runs as the owner types it: npm run leads (tsx on tools/leads.ts)', () => {
    const run = spawnSync('npm', ['run', '--silent', 'leads', '--', 'list', '--json'], {
      env: { ...withoutLeadSettings(process.env), LEADS_DB: db },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout).map((lead: { id: string }) => lead.id)).toEqual(
      [...ids].reverse(),
    );
  });

  it('list prints a table, newest first, with delivery states', () => {
    const { code, out } = leads(db, 'list');
    expect(code).toBe(0);
    const lines = out.trim().split('\n');
    expect(lines[0]).toMatch(
      /^ID\s+DATE \(UTC\)\s+NAME\s+EMAIL\s+TOPIC\s+SOURCE\s+WEBHOOK\s+E-MAIL NOTICE\s+LAST ERROR$/,
    );
    expect(lines[1]).toMatch(
      /^cccccccc .*Ana, "the" Souza .*ana@example\.com .*quote +form +not configured +not configured +-$/,
    );
    // Each lead's last delivery error, so a failing receiver shows without `show`.
    expect(lines[3]).toMatch(
      /^aaaaaaaa .*Old Lead .*retrying \(1 failed\) .*webhook: HTTP 502: bad gateway$/,
    );
    expect(out).toContain('3 leads');
    expect(out).not.toContain('spam');
  });

  it('list and show print no control or bidi character raw', () => {
    const db = tempDb();
    const store = LeadStore.open(db);
    // Written past the form's checks, as an older version or another tool could have.
    const raw = '\u009b2J\u202eEvil\u2028Name\u001b[31m';
    store.insertLead(
      { ...sampleLead, name: raw, company: raw, message: `Line one\n${raw}`, tools: raw },
      {
        id: 'dddddddd-0000-4000-8000-000000000009',
        idempotencyKey: 'raw',
        fingerprint: 'raw',
        now: new Date(),
        channels: { webhook: 'not_configured', email: 'not_configured' },
      },
    );
    store.close();
    /* eslint-disable no-control-regex */
    const unsafe =
      /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
    /* eslint-enable no-control-regex */
    for (const args of [['list'], ['show', 'dddddddd']]) {
      const { code, out } = leads(db, ...args);
      expect(code).toBe(0);
      expect(out).not.toMatch(unsafe);
      expect(out).toContain('\\u{9b}2J\\u{202e}Evil'); // the list shortens the name
      if (args[0] === 'show') expect(out).toContain('\\u{2028}Name\\u{1b}[31m');
    }
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

  it('show names the status of a lead', () => {
    expect(leads(db, 'show', 'cccccccc').out).toMatch(/^status: +received$/m);
  });

  it('export --csv writes RFC 4180 CSV with formulas neutralised', () => {
    const { code, out } = leads(db, 'export', '--csv', '--output', '-');
    expect(code).toBe(0);
    expect(
      out.startsWith(
        'id,created_at,name,email,company,message,tools,timeline,topic,locale,estimate,source,landing_page,source_page,referrer_host,utm_source,utm_medium,utm_campaign,utm_content,utm_term,webhook,email_notice\r\n',
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
    expect(out).toMatch(new RegExp(`^id: +${ids[0]}$`, 'm'));
    // Every content field under its label (shared/leads/fields.ts), the message under its own.
    for (const [label, value] of [
      ['name', 'Old Lead'],
      ['e-mail', sampleLead.email],
      ['company', sampleLead.company ?? '-'],
      ['tools', sampleLead.tools ?? '-'],
      ['timeline', sampleLead.timeline ?? '-'],
      ['topic', sampleLead.topic],
      ['language', sampleLead.locale],
      ['savings estimate', '-'],
    ])
      expect(out).toMatch(new RegExp(`^${label}: +${value}$`, 'm'));
    expect(out).toContain(`what they want to automate:\n${sampleLead.message}\n`);
    expect(out).toContain('webhook: retrying (1 failed)');
    expect(out).toContain('last error: HTTP 502: bad gateway');
    expect(leads(db, 'show', 'ffffffff')).toMatchObject({
      code: 1,
      err: expect.stringContaining('No lead'),
    });
  });

  it('retry makes undelivered entries due now on the channels configured here', () => {
    const fresh = seed();
    const webhook = {
      LEAD_WEBHOOK_URL: 'https://n8n.example.com/webhook/x',
      LEAD_WEBHOOK_SECRET: SECRET,
    };
    const both = {
      ...webhook,
      SMTP_URL: 'smtp://mail.example.com',
      LEAD_NOTIFY_EMAIL: 'o@example.com',
    };
    expect(leadsWith(fresh.db, both, 'retry', 'bbbbbbbb')).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^2 deliveries due now/),
    });
  });

  it('retry counts only what it will send and names what it will not', () => {
    const fresh = seed();
    const webhook = {
      LEAD_WEBHOOK_URL: 'https://n8n.example.com/webhook/x',
      LEAD_WEBHOOK_SECRET: SECRET,
    };
    // Before: "2 deliveries due now" although no e-mail notice can be sent without SMTP_URL.
    const one = leadsWith(fresh.db, webhook, 'retry', 'bbbbbbbb');
    expect(one.code).toBe(0);
    expect(one.out.trim().split('\n')).toEqual([
      '1 delivery due now: the running server sends it within a second (npm run leads -- list shows the result).',
      '1 e-mail notice not sent: SMTP_URL is not set.',
    ]);
    const store = LeadStore.open(fresh.db);
    const lead = store.getLead('bbbbbbbb')!;
    store.close();
    expect(lead.deliveries.map((d) => [d.channel, d.state])).toEqual([
      ['email', 'not_configured'],
      ['webhook', 'pending'],
    ]);
    const none = leads(fresh.db, 'retry');
    expect(none.out.trim().split('\n')).toEqual([
      'Nothing will be sent now.',
      '3 webhook deliveries not sent: LEAD_WEBHOOK_URL is not set.',
      '3 e-mail notices not sent: SMTP_URL is not set.',
    ]);
  });

  it('export --email prints everything stored about one person as JSON', () => {
    const fresh = seed();
    const { code, out, err } = leads(
      fresh.db,
      'export',
      '--email',
      'ANA@example.com',
      '--output',
      '-',
    );
    expect(code).toBe(0);
    const data = JSON.parse(out);
    expect(data.email).toBe('ANA@example.com');
    expect(data.leads.map((l: { id: string }) => l.id)).toEqual(fresh.ids);
    expect(data.leads[0]).toMatchObject({
      name: 'Old Lead',
      email: 'ana@example.com',
      message: sampleLead.message,
      deliveries: [
        { channel: 'email', state: 'not_configured' },
        { channel: 'webhook', lastError: 'HTTP 502: bad gateway' },
      ],
    });
    expect(err).toContain('3 leads stored for ANA@example.com');
    const nobody = leads(fresh.db, 'export', '--email', 'nobody@example.com', '-o', '-');
    expect(JSON.parse(nobody.out).leads).toEqual([]);
    expect(leads(fresh.db, 'export', '--email', 'not an address', '-o', '-')).toMatchObject({
      code: 2,
    });
  });

  it('export writes its own file with --output, and refuses to write to a redirect', () => {
    const dir = mkdtempSync(join(tmpdir(), 'leads-export-'));
    const csv = leads(db, 'export', '--csv', '--output', join(dir, 'leads.csv'));
    expect(csv).toMatchObject({
      code: 0,
      out: `3 leads (CSV) written to ${join(dir, 'leads.csv')}.\n`,
    });
    expect(readFileSync(join(dir, 'leads.csv'), 'utf8')).toMatch(/^id,created_at,name,/);
    expect(statSync(join(dir, 'leads.csv')).mode & 0o777).toBe(0o600);
    const json = leads(
      db,
      'export',
      '--email',
      'ana@example.com',
      '--output',
      join(dir, 'ana.json'),
    );
    expect(json.code).toBe(0);
    expect(json.out).toContain(`3 leads stored for ana@example.com (${db}) written to`);
    expect(JSON.parse(readFileSync(join(dir, 'ana.json'), 'utf8')).leads).toHaveLength(3);
    for (const args of [['--csv'], ['--email', 'ana@example.com']]) {
      const refused = leads(db, 'export', ...args);
      expect(refused.code).toBe(2);
      expect(refused.err).toContain('export needs --output <file> (npm writes its banner');
    }
  });

  it('delete erases one lead by id, or every lead of an address, with its deliveries', () => {
    const fresh = seed();
    const other = LeadStore.open(fresh.db);
    other.insertLead(
      { ...sampleLead, email: 'bruno@example.com', name: 'Bruno' },
      {
        id: 'ffffffff-0000-4000-8000-000000000099',
        idempotencyKey: 'kb',
        fingerprint: 'fb',
        now: new Date(),
        channels: { webhook: 'pending', email: 'pending' },
      },
    );
    other.close();
    const one = leads(fresh.db, 'delete', 'bbbbbbbb');
    expect(one).toMatchObject({ code: 0 });
    expect(one.out.trim()).toBe(
      `Deleted 1 lead and 2 deliveries with id ${fresh.ids[1]} (${fresh.db}).`,
    );
    const all = leads(fresh.db, 'delete', 'Ana@Example.com');
    expect(all.out.trim()).toBe(
      `Deleted 2 leads and 4 deliveries stored for Ana@Example.com (${fresh.db}).`,
    );
    const store = LeadStore.open(fresh.db);
    expect(store.leadsByEmail('ana@example.com')).toEqual([]);
    expect(
      store.db
        .prepare(
          "SELECT COUNT(*) AS n FROM outbox WHERE lead_id != 'ffffffff-0000-4000-8000-000000000099'",
        )
        .get(),
    ).toEqual({ n: 0 });
    expect(store.listLeads().map((l) => l.name)).toEqual(['Bruno']);
    store.close();
    // Erased, not just unlinked: secure_delete overwrote the rows and the log was truncated.
    const bytes = readFileSync(fresh.db).toString('latin1');
    expect(bytes).toContain('bruno@example.com');
    expect(bytes).not.toContain('ana@example.com');
    expect(bytes).not.toContain('Old Lead');
    expect(existsSync(`${fresh.db}-wal`) ? statSync(`${fresh.db}-wal`).size : 0).toBe(0);
    expect(leads(fresh.db, 'delete', 'ana@example.com').out.trim()).toBe(
      `Deleted 0 leads and 0 deliveries stored for ana@example.com (${fresh.db}).`,
    );
    expect(leads(fresh.db, 'delete', 'bbbbbbbb')).toMatchObject({ code: 1 });
    expect(leads(fresh.db, 'delete')).toMatchObject({ code: 2 });
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

/** Runs the CLI without blocking this process (a receiver in it must answer). */
function leadsAsync(db: string, env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { ...process.env, LEADS_DB: db, ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('npm run leads: submissions held as spam', { timeout: 60_000 }, () => {
  const spamId = 'dddddddd-0000-4000-8000-000000000009';
  const leadId = 'eeeeeeee-0000-4000-8000-000000000010';
  function seedSpam(): string {
    const db = tempDb();
    const store = LeadStore.open(db);
    const base = {
      fingerprint: 'f',
      now: new Date(),
      channels: { webhook: 'pending', email: 'not_configured' },
    } as const;
    store.insertLead(
      { ...sampleLead, name: 'Maybe Bot' },
      {
        ...base,
        id: spamId,
        idempotencyKey: 'ks',
        spam: 'honeypot',
      },
    );
    store.insertLead(sampleLead, { ...base, id: leadId, idempotencyKey: 'kl' });
    store.close();
    return db;
  }
  const state = (db: string, id: string) => {
    const store = LeadStore.open(db);
    try {
      return store.getLead(id)!;
    } finally {
      store.close();
    }
  };

  it('list leaves them out and says how many; list --spam shows them with the reason', () => {
    const db = seedSpam();
    const list = leads(db, 'list');
    expect(list.out).not.toContain('Maybe Bot');
    expect(list.out).toContain('1 lead (');
    expect(list.out).toContain('1 submission held as spam: npm run leads -- list --spam');
    const spam = leads(db, 'list', '--spam');
    expect(spam.code).toBe(0);
    const lines = spam.out.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+DATE \(UTC\)\s+NAME\s+EMAIL\s+TOPIC\s+SOURCE\s+HELD BECAUSE$/);
    expect(lines[1]).toMatch(/^dddddddd .*Maybe Bot .*honeypot$/);
    expect(spam.out).toContain('npm run leads -- release <id> delivers one of them.');
    expect(leads(db, 'show', 'dddddddd').out).toMatch(
      /status: +held as spam \(honeypot\)[\s\S]*none: held as spam; npm run leads -- release dddddddd delivers it\n {2}held notice, email: not configured[\s\S]*held notice, webhook: pending/,
    );
    // Its outbox entries carry the notice that it is held (sent by the running server).
    expect(JSON.parse(leads(db, 'list', '--spam', '--json').out)).toMatchObject([
      {
        id: spamId,
        status: 'spam',
        spamReason: 'honeypot',
        deliveries: [
          { channel: 'email', state: 'not_configured' },
          { channel: 'webhook', state: 'pending' },
        ],
      },
    ]);
  });

  it('release delivers one to the webhook right away when the settings are here', async () => {
    const db = seedSpam();
    const hook = await new Receiver().start();
    try {
      const { code, out } = await leadsAsync(
        db,
        { LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_SECRET: SECRET },
        'release',
        'dddddddd',
      );
      expect(out.trim()).toBe(`Released lead ${spamId}: delivered to the webhook.`);
      expect(code).toBe(0);
      expect(hook.requests.map((r) => JSON.parse(r.body).id)).toEqual([spamId]);
      const lead = state(db, spamId);
      expect(lead).toMatchObject({ status: 'received', spamReason: 'honeypot' });
      expect(lead.releasedAt).toEqual(expect.any(String));
      expect(lead.deliveries.find((d) => d.channel === 'webhook')).toMatchObject({
        state: 'delivered',
        attempts: 1,
      });
    } finally {
      await hook.stop();
    }
  });

  it('release without the settings here leaves it due for the running server', () => {
    const db = seedSpam();
    const { code, out } = leads(db, 'release', spamId);
    expect(code).toBe(0);
    expect(out).toMatch(/^Released lead .*: the running server delivers it within a second/);
    expect(state(db, spamId).deliveries.map((d) => [d.channel, d.state])).toEqual([
      ['email', 'pending'],
      ['webhook', 'pending'],
    ]);
  });

  it('release refuses a lead that is not held and an unknown id (exit 1)', () => {
    const db = seedSpam();
    expect(leads(db, 'release', 'eeeeeeee')).toMatchObject({
      code: 1,
      err: expect.stringContaining('is not held as spam'),
    });
    expect(leads(db, 'release', 'ffffffff')).toMatchObject({ code: 1 });
    expect(leads(db, 'release')).toMatchObject({ code: 2 });
  });
});

describe('node dist/leads.mjs: the lead commands from a copy of dist/ alone', () => {
  it('a release carries the commands; delete <email> erases that person and says how many', async () => {
    const built = join(mkdtempSync(join(tmpdir(), 'leads-dist-')), 'dist');
    await bundleEntry('tools/leads.ts', join(built, 'releases', 'r1'), 'leads.mjs', resolve('.'));
    activateRelease(built, 'r1');
    // Copied to another machine's folder: no project, no node_modules, no content/.
    const server = mkdtempSync(join(tmpdir(), 'leads-server-'));
    cpSync(built, join(server, 'dist'), { recursive: true, verbatimSymlinks: true });
    const { db, ids } = seed();
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['dist/leads.mjs', ...args], {
        cwd: server,
        env: { PATH: process.env.PATH ?? '', LEADS_DB: db },
        encoding: 'utf8',
        timeout: 30_000,
      });
    const list = run('list');
    expect(list.stderr).toBe('');
    expect(list.stdout).toContain('3 leads');
    // The server's `node` on the PATH may be older than the service's (Debian's is 20): the
    // launcher hands over to the Node that built the release instead of crashing.
    // (This machine's system Node, /usr/bin/node, is 20.)
    if (existsSync('/usr/bin/node')) {
      const old = spawnSync('/usr/bin/node', ['dist/leads.mjs', 'list'], {
        cwd: server,
        env: { PATH: process.env.PATH ?? '', LEADS_DB: db },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(old.stderr).toBe('');
      expect(old.stdout).toContain('3 leads');
      expect(old.status).toBe(0);
    }
    const usage = run('help');
    expect(usage.stdout).toContain('Usage: node dist/leads.mjs <command>');
    const erased = run('delete', 'ana@example.com');
    expect(erased.status).toBe(0);
    expect(erased.stdout.trim()).toBe(
      `Deleted 3 leads and 6 deliveries stored for ana@example.com (${db}).`,
    );
    const store = LeadStore.open(db);
    expect(store.getLead(ids[0]!)).toBeNull();
    expect(store.db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 0 });
    store.close();
  }, 120_000);
});
