/**
 * Owner commands for the stored leads: `npm run leads -- <command>` in the
 * project, or `node dist/leads.mjs <command>` on a server that has only the build (each release
 * carries this file bundled with its dependencies). Reads the database at `LEADS_DB` (default
 * `data/leads.db`; `.env` in the working folder is read like the server does). Exit codes: 0 done,
 * 1 the database could not be read or written (or no such lead), 2 bad arguments.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadEnvFile } from '../shared/node/env';
import { leadsDbPath, LeadsConfigError, readLeadsConfig } from '../shared/config';
import { channelProblem, withSiteRecipient } from '../server/leads/channels';
import { toCsv } from './lib/leads/csv';
import { leadCsvCells, leadFieldColumns, leadLines } from '../shared/leads/fields';
import { loadSite } from '../shared/node/site';
import { parseAgeDays } from './lib/leads/duration';
import { OutboxWorker } from '../server/leads/outbox';
import { formatLeadStats, leadStats } from './lib/leads/stats';
import { releaseReport } from './lib/leads/release-report';
import {
  deliveryChannels,
  LeadStore,
  LeadStoreError,
  type Delivery,
  type LeadWithDeliveries,
} from '../server/leads/store';

/** How the owner runs this: `npm run leads --`, or `node dist/leads.mjs` (set by that launcher). */
const CLI = process.env.LEADS_CLI ?? 'npm run leads --';

const USAGE = `Usage: ${CLI} <command>

  list [--spam] [--json] [--limit <n>]
                                Leads, newest first, with their delivery state and last error;
                                --spam: the submissions held as suspected bots instead
  show <id>                     One lead in full (the first 8 characters of the id are enough)
  export --csv [--spam] --output <file>
                                Every lead (or every spam submission) as CSV (RFC 4180)
  export --email <address> --output <file>
                                Everything stored about one person, as JSON (an access request)
                                (--output - writes to stdout, for a pipe)
  delete <id|email>             Erase one lead, or every lead of an e-mail address, with its
                                deliveries (an erasure request); prints how many
  purge --older-than <age>      Delete leads older than <age>: 180d (days) or 26w (weeks)
  retry [<id>]                  Deliver undelivered entries now (all, or one lead's), on the
                                channels configured here; says what it will not send and why
  release <id>                  A submission held as spam is a lead after all: deliver it
  stats [--json]                Leads per week, language, landing page and campaign

Database: LEADS_DB (default data/leads.db).`;

class UsageError extends Error {}

loadEnvFile();
const dbPath = leadsDbPath();

function openStore(mustExist: boolean): LeadStore | null {
  if (mustExist && !existsSync(dbPath)) return null;
  return LeadStore.open(dbPath);
}

function stateText(d: Delivery | undefined): string {
  if (!d) return '-';
  if (d.state === 'delivered') return 'delivered';
  if (d.state === 'not_configured') return 'not configured';
  return d.attempts === 0 ? 'pending' : `retrying (${d.attempts} failed)`;
}

/* eslint-disable no-control-regex */
const UNSAFE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const UNSAFE_TEXT =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/* eslint-enable no-control-regex */

/**
 * Stored text as the terminal may print it: control characters (C0, C1: a terminal acts on
 * them), Unicode line breaks and bidi controls are shown as `\u{9b}` instead of sent raw. The
 * form refuses them today; leads stored before that, or written by other tools, may hold them.
 * Line breaks and tabs stay in `multiline` text (the message).
 */
function printable(text: string, multiline = false): string {
  return text.replace(multiline ? UNSAFE_TEXT : UNSAFE_LINE, (c) =>
    c === '\n' && !multiline ? ' ' : `\\u{${c.codePointAt(0)!.toString(16)}}`,
  );
}

const short = (text: string, max: number) => {
  const safe = printable(text);
  return safe.length > max ? `${safe.slice(0, max - 1)}…` : safe;
};
const dateText = (iso: string) => iso.slice(0, 16).replace('T', ' ');
const delivery = (lead: LeadWithDeliveries, channel: Delivery['channel']) =>
  lead.deliveries.find((d) => d.channel === channel);

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * The newest delivery error of a lead, with its channel, for the list. A channel that is not
 * configured is not an error of the lead (its column says "not configured").
 */
function lastError(lead: LeadWithDeliveries): string {
  const failed = lead.deliveries
    .filter((d) => d.lastError && d.state !== 'delivered' && d.state !== 'not_configured')
    .sort((a, b) => (b.lastAttemptAt ?? '').localeCompare(a.lastAttemptAt ?? ''));
  const d = failed[0];
  return d ? `${d.channel === 'email' ? 'e-mail' : d.channel}: ${d.lastError}` : '-';
}

function list(args: string[]): void {
  const { values } = parseArgs({
    args,
    options: {
      json: { type: 'boolean' },
      limit: { type: 'string' },
      spam: { type: 'boolean' },
    },
  });
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
    throw new UsageError(`--limit needs a whole number of at least 1, got "${values.limit}"`);
  }
  const status = values.spam ? 'spam' : 'received';
  const store = openStore(true);
  const leads = store?.listLeads({ limit, status }) ?? [];
  const spamCount = values.spam ? 0 : (store?.countLeads('spam') ?? 0);
  store?.close();
  if (values.json) {
    // `delivery`: the webhook's state at a glance; `deliveries`: every channel in full.
    const rows = leads.map((l) => ({ ...l, delivery: delivery(l, 'webhook')?.state ?? null }));
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  const spamHint =
    spamCount > 0
      ? `\n${spamCount} submission${spamCount === 1 ? '' : 's'} held as spam: ${CLI} list --spam`
      : '';
  if (leads.length === 0) {
    console.log(
      `${values.spam ? 'No submissions held as spam' : 'No leads stored'} (${dbPath}).${spamHint}`,
    );
    return;
  }
  const rows = values.spam
    ? [['ID', 'DATE (UTC)', 'NAME', 'EMAIL', 'TOPIC', 'SOURCE', 'HELD BECAUSE']]
    : [
        [
          'ID',
          'DATE (UTC)',
          'NAME',
          'EMAIL',
          'TOPIC',
          'SOURCE',
          'WEBHOOK',
          'E-MAIL NOTICE',
          'LAST ERROR',
        ],
      ];
  for (const lead of leads) {
    const common = [
      lead.id.slice(0, 8),
      dateText(lead.createdAt),
      short(lead.name, 28),
      short(lead.email, 32),
      lead.topic,
      lead.source,
    ];
    rows.push(
      values.spam
        ? [...common, lead.spamReason ?? '-']
        : [
            ...common,
            stateText(delivery(lead, 'webhook')),
            stateText(delivery(lead, 'email')),
            short(lastError(lead), 90),
          ],
    );
  }
  console.log(table(rows));
  const noun = values.spam ? 'held as spam' : `lead${leads.length === 1 ? '' : 's'}`;
  console.log(`\n${leads.length} ${noun} (${dbPath})`);
  if (values.spam) console.log(`${CLI} release <id> delivers one of them.`);
  if (spamHint) console.log(spamHint.trim());
}

function show(args: string[]): void {
  const { positionals } = parseArgs({ args, allowPositionals: true });
  const id = positionals[0];
  if (!id || positionals.length > 1) throw new UsageError('show needs one lead id');
  if (id.length < 8) throw new UsageError('Give at least the first 8 characters of the id');
  const store = openStore(true);
  const lead = store?.getLead(id) ?? null;
  store?.close();
  if (!lead) {
    console.error(`No lead with id ${id}`);
    process.exitCode = 1;
    return;
  }
  const lines = leadLines(lead);
  const fields: [string, string | null][] = [
    ['id', lead.id],
    ['received', lead.createdAt],
    ...lines.filter((l) => !l.long).map((l): [string, string | null] => [l.label, l.value]),
    ['status', lead.status === 'spam' ? `held as spam (${lead.spamReason})` : 'received'],
    ...(lead.releasedAt
      ? [['released', `${lead.releasedAt} (held as spam: ${lead.spamReason})`] as [string, string]]
      : []),
  ];
  const width = Math.max(...fields.map(([k]) => k.length)) + 1;
  for (const [k, v] of fields)
    console.log(`${`${k.toLowerCase()}:`.padEnd(width)} ${v === null ? '-' : printable(v)}`);
  for (const l of lines.filter((line) => line.long))
    console.log(
      `\n${l.label.toLowerCase()}:\n${l.value === null ? '-' : printable(l.value, true)}`,
    );
  console.log('\ndeliveries:');
  if (lead.status === 'spam') {
    console.log(`  none: held as spam; ${CLI} release ${lead.id.slice(0, 8)} delivers it`);
  }
  // A held request's entries carry the notice that it is held, not the request itself.
  const held = lead.status === 'spam' ? 'held notice, ' : '';
  for (const d of lead.deliveries) {
    const parts = [`${held}${d.channel}: ${stateText(d)}`];
    if (d.deliveredAt) parts.push(`at ${d.deliveredAt}`);
    if (d.state === 'pending') parts.push(`next attempt ${d.nextAttemptAt}`);
    if (d.lastError)
      parts.push(d.state === 'not_configured' ? `(${d.lastError})` : `last error: ${d.lastError}`);
    console.log(`  ${printable(parts.join(', '))}`);
  }
}

/**
 * Where an export goes: `--output <file>` (written with owner-only permissions, as it holds
 * personal data) or `--output -` for stdout. Required, because `npm run leads -- export > file`
 * puts npm's own banner lines into the file before the data.
 */
function exportTarget(output: string | undefined): (text: string, summary: string) => void {
  if (output === undefined || output === '')
    throw new UsageError(
      'export needs --output <file> (npm writes its banner into a redirected output, so > file would not be valid CSV or JSON); --output - writes to stdout',
    );
  if (output === '-')
    return (text, summary) => {
      process.stdout.write(text);
      console.error(`${summary}.`);
    };
  return (text, summary) => {
    writeFileSync(output, text, { mode: 0o600 });
    console.log(`${summary} written to ${output}.`);
  };
}

function exportLeads(args: string[]): void {
  const { values } = parseArgs({
    args,
    options: {
      csv: { type: 'boolean' },
      spam: { type: 'boolean' },
      email: { type: 'string' },
      output: { type: 'string', short: 'o' },
    },
  });
  if (values.email !== undefined) {
    if (values.csv || values.spam) throw new UsageError('export --email takes no other option');
    const email = emailArgument(values.email, 'export --email');
    exportPerson(email, exportTarget(values.output));
    return;
  }
  if (!values.csv) throw new UsageError('export needs --csv (every lead) or --email <address>');
  const write = exportTarget(values.output);
  const store = openStore(true);
  const leads = store?.listLeads({ status: values.spam ? 'spam' : 'received' }) ?? [];
  store?.close();
  const header = ['id', 'created_at', ...leadFieldColumns, 'webhook', 'email_notice'];
  const rows = leads.map((l) => [
    l.id,
    l.createdAt,
    ...leadCsvCells(l),
    delivery(l, 'webhook')?.state ?? null,
    delivery(l, 'email')?.state ?? null,
  ]);
  const noun = values.spam ? 'spam submission' : 'lead';
  write(toCsv(header, rows), `${rows.length} ${noun}${rows.length === 1 ? '' : 's'} (CSV)`);
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

function emailArgument(raw: string, command: string): string {
  const email = raw.trim();
  if (!EMAIL_SHAPE.test(email)) {
    throw new UsageError(`${command} needs an e-mail address like ana@example.com, got "${raw}"`);
  }
  return email;
}

/**
 * An access request: every lead stored with this address (spam included) with its deliveries, as
 * JSON; the count goes to stderr (or follows the file's name) so the file holds only the data.
 */
function exportPerson(email: string, write: (text: string, summary: string) => void): void {
  const store = openStore(true);
  const leads = store?.leadsByEmail(email) ?? [];
  store?.close();
  const data = { email, exportedAt: new Date().toISOString(), database: dbPath, leads };
  const count = `${leads.length} lead${leads.length === 1 ? '' : 's'} stored for ${email} (${dbPath})`;
  write(`${JSON.stringify(data, null, 2)}\n`, count);
}

/**
 * An erasure request: one lead (by id) or every lead of an e-mail address, spam included, goes
 * with its outbox entries; the counts are printed. An address with nothing stored is not an
 * error (nothing to erase); an unknown id is (exit 1), as for show.
 */
function erase(args: string[]): void {
  const { positionals } = parseArgs({ args, allowPositionals: true });
  const target = positionals[0];
  if (!target || positionals.length > 1) {
    throw new UsageError('delete needs one lead id or one e-mail address');
  }
  const byEmail = target.includes('@');
  const email = byEmail ? emailArgument(target, 'delete') : '';
  if (!byEmail && target.length < 8) {
    throw new UsageError('Give at least the first 8 characters of the id');
  }
  const store = openStore(true);
  const found = byEmail
    ? (store?.leadsByEmail(email) ?? [])
    : [store?.getLead(target)].filter((l): l is LeadWithDeliveries => !!l);
  if (!byEmail && found.length === 0) {
    store?.close();
    console.error(`No lead with id ${target}`);
    process.exitCode = 1;
    return;
  }
  const { leads, deliveries } =
    store && found.length > 0
      ? store.deleteLeads(found.map((l) => l.id))
      : { leads: 0, deliveries: 0 };
  store?.close();
  const what = byEmail ? `stored for ${email}` : `with id ${found[0]!.id}`;
  console.log(
    `Deleted ${leads} lead${leads === 1 ? '' : 's'} and ${deliveries} deliver${deliveries === 1 ? 'y' : 'ies'} ${what} (${dbPath}).`,
  );
}

function purge(args: string[]): void {
  const { values } = parseArgs({ args, options: { 'older-than': { type: 'string' } } });
  const raw = values['older-than'];
  if (raw === undefined) throw new UsageError('purge needs --older-than <age>, for example 180d');
  const days = parseAgeDays(raw);
  if (days === null) {
    throw new UsageError(`--older-than needs an age like 180d or 26w, got "${raw}"`);
  }
  const cutoff = new Date(Date.now() - days * 86_400_000);
  const store = openStore(true);
  const removed = store?.purgeOlderThan(cutoff) ?? 0;
  store?.close();
  console.log(
    `Removed ${removed} lead${removed === 1 ? '' : 's'} received before ${cutoff.toISOString()}.`,
  );
}

/**
 * Makes undelivered entries due now, only on the channels configured here (the `.env` the server
 * reads too): an entry for a channel without settings would only be parked again, so it is named
 * with the reason instead of counted.
 */
function retry(args: string[]): void {
  const { positionals } = parseArgs({ args, allowPositionals: true });
  if (positionals.length > 1) throw new UsageError('retry takes at most one lead id');
  const store = openStore(true);
  if (!store) {
    console.log('Nothing to retry: no lead has been stored yet.');
    return;
  }
  let leadId: string | undefined;
  if (positionals[0]) {
    const lead = store.getLead(positionals[0]);
    if (!lead) {
      store.close();
      console.error(`No lead with id ${positionals[0]}`);
      process.exitCode = 1;
      return;
    }
    leadId = lead.id;
  }
  const config = withSiteRecipient(
    readLeadsConfig(),
    () => loadSite().contact.email,
    () => {},
  );
  const now = new Date();
  let due = 0;
  const notSent: string[] = [];
  for (const channel of deliveryChannels) {
    const problem = channelProblem(config, channel);
    if (!problem) {
      due += store.requeue(now, { channel, leadId, includeNotConfigured: true });
      continue;
    }
    const waiting = store.countUndelivered(channel, leadId);
    const [one, many] =
      channel === 'email'
        ? ['e-mail notice', 'e-mail notices']
        : ['webhook delivery', 'webhook deliveries'];
    if (waiting > 0) notSent.push(`${waiting} ${waiting === 1 ? one : many} not sent: ${problem}.`);
  }
  store.close();
  if (due > 0) {
    console.log(
      `${due} deliver${due === 1 ? 'y' : 'ies'} due now: the running server sends ${due === 1 ? 'it' : 'them'} within a second (${CLI} list shows the result).`,
    );
  } else {
    console.log(
      notSent.length > 0
        ? 'Nothing will be sent now.'
        : 'Nothing to retry: every delivery is done.',
    );
  }
  for (const line of notSent) console.log(line);
}

/**
 * Releases a submission held as spam: it becomes a lead with its deliveries due now. When this
 * environment has the webhook settings (`.env`), the webhook delivery is made right away and its
 * outcome printed; otherwise, or when it fails, the running server's worker delivers it.
 */
async function release(args: string[]): Promise<void> {
  const { positionals } = parseArgs({ args, allowPositionals: true });
  const id = positionals[0];
  if (!id || positionals.length > 1) throw new UsageError('release needs one lead id');
  if (id.length < 8) throw new UsageError('Give at least the first 8 characters of the id');
  const store = openStore(true);
  const lead = store?.getLead(id) ?? null;
  if (!store || !lead) {
    store?.close();
    console.error(`No lead with id ${id}`);
    process.exitCode = 1;
    return;
  }
  if (lead.status !== 'spam') {
    store.close();
    console.error(
      `Lead ${lead.id} is not held as spam: nothing to release (${CLI} retry delivers it again).`,
    );
    process.exitCode = 1;
    return;
  }
  // Both channels pending: the running server's worker parks those it has no settings for.
  store.release(lead.id, new Date(), { webhook: 'pending', email: 'pending' });
  const config = readLeadsConfig();
  if (channelProblem(config, 'webhook')) {
    store.close();
    console.log(
      `Released lead ${lead.id}: the running server delivers it within a second (${CLI} list shows the result).`,
    );
    return;
  }
  const worker = new OutboxWorker({ store: () => store, config, log: (m) => console.error(m) });
  const attempted = await worker.runOnce({ leadId: lead.id, channel: 'webhook' });
  const webhook = store.getLead(lead.id)?.deliveries.find((d) => d.channel === 'webhook');
  store.close();
  console.log(releaseReport(lead.id, attempted, webhook, CLI));
}

const commands: Record<string, (args: string[]) => void | Promise<void>> = {
  list,
  show,
  export: exportLeads,
  delete: erase,
  purge,
  retry,
  release,
  stats,
};

function stats(args: string[]): void {
  const { values } = parseArgs({ args, options: { json: { type: 'boolean' } } });
  const store = openStore(true);
  const result = leadStats(store?.listLeads({ status: 'received' }) ?? []);
  store?.close();
  console.log(values.json ? JSON.stringify(result, null, 2) : formatLeadStats(result));
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const run = commands[command];
  try {
    if (!run) throw new UsageError(`Unknown command "${command}"`);
    await run(rest);
    return Number(process.exitCode ?? 0);
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof LeadStoreError || error instanceof LeadsConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
