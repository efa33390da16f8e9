/**
 * Owner commands for the stored leads (issue 12): `npm run leads -- <command>`.
 * Reads the database at `LEADS_DB` (default `data/leads.db`). Exit codes: 0 done, 1 the database
 * could not be read or written, 2 bad arguments.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { leadsDbPath } from '../src/lib/leads/config';
import { toCsv } from '../src/lib/leads/csv';
import { parseAgeDays } from '../src/lib/leads/duration';
import {
  LeadStore,
  LeadStoreError,
  type Delivery,
  type LeadWithDeliveries,
} from '../src/lib/leads/store';

const USAGE = `Usage: npm run leads -- <command>

  list [--json] [--limit <n>]   Leads, newest first, with their delivery state
  show <id>                     One lead in full (the first 8 characters of the id are enough)
  export --csv                  Every lead as CSV (RFC 4180) on standard output
  purge --older-than <age>      Delete leads older than <age>: 180d (days) or 26w (weeks)
  retry [<id>]                  Deliver pending and not-configured entries now (all, or one lead's)

Database: LEADS_DB (default data/leads.db).`;

class UsageError extends Error {}

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

const short = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;
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

function list(args: string[]): void {
  const { values } = parseArgs({
    args,
    options: { json: { type: 'boolean' }, limit: { type: 'string' } },
  });
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
    throw new UsageError(`--limit needs a whole number of at least 1, got "${values.limit}"`);
  }
  const store = openStore(true);
  const leads = store?.listLeads({ limit }) ?? [];
  store?.close();
  if (values.json) {
    // `delivery`: the webhook's state at a glance; `deliveries`: every channel in full.
    const rows = leads.map((l) => ({ ...l, delivery: delivery(l, 'webhook')?.state ?? null }));
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  if (leads.length === 0) {
    console.log(`No leads stored (${dbPath}).`);
    return;
  }
  const rows = [['ID', 'DATE (UTC)', 'NAME', 'EMAIL', 'TOPIC', 'WEBHOOK', 'E-MAIL NOTICE']];
  for (const lead of leads) {
    rows.push([
      lead.id.slice(0, 8),
      dateText(lead.createdAt),
      short(lead.name, 28),
      short(lead.email, 32),
      lead.topic,
      stateText(delivery(lead, 'webhook')),
      stateText(delivery(lead, 'email')),
    ]);
  }
  console.log(table(rows));
  console.log(`\n${leads.length} lead${leads.length === 1 ? '' : 's'} (${dbPath})`);
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
  const fields: [string, string | null][] = [
    ['id', lead.id],
    ['received', lead.createdAt],
    ['name', lead.name],
    ['email', lead.email],
    ['company', lead.company],
    ['topic', lead.topic],
    ['timeline', lead.timeline],
    ['tools', lead.tools],
    ['language', lead.locale],
  ];
  for (const [k, v] of fields) console.log(`${`${k}:`.padEnd(10)} ${v ?? '-'}`);
  console.log(`\nmessage:\n${lead.message}\n\ndeliveries:`);
  for (const d of lead.deliveries) {
    const parts = [`${d.channel}: ${stateText(d)}`];
    if (d.deliveredAt) parts.push(`at ${d.deliveredAt}`);
    if (d.state === 'pending') parts.push(`next attempt ${d.nextAttemptAt}`);
    if (d.lastError) parts.push(`last error: ${d.lastError}`);
    console.log(`  ${parts.join(', ')}`);
  }
}

function exportCsv(args: string[]): void {
  const { values } = parseArgs({ args, options: { csv: { type: 'boolean' } } });
  if (!values.csv) throw new UsageError('export needs --csv (the only format)');
  const store = openStore(true);
  const leads = store?.listLeads() ?? [];
  store?.close();
  const header = [
    'id',
    'created_at',
    'name',
    'email',
    'company',
    'message',
    'tools',
    'timeline',
    'topic',
    'locale',
    'webhook',
    'email_notice',
  ];
  const rows = leads.map((l) => [
    l.id,
    l.createdAt,
    l.name,
    l.email,
    l.company,
    l.message,
    l.tools,
    l.timeline,
    l.topic,
    l.locale,
    delivery(l, 'webhook')?.state ?? null,
    delivery(l, 'email')?.state ?? null,
  ]);
  process.stdout.write(toCsv(header, rows));
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
  const n = store.requeue(new Date(), { leadId, includeNotConfigured: true });
  store.close();
  console.log(
    `${n} deliver${n === 1 ? 'y' : 'ies'} due now: the running server sends ${n === 1 ? 'it' : 'them'} within a second (npm run leads -- list shows the result).`,
  );
}

const commands: Record<string, (args: string[]) => void> = {
  list,
  show,
  export: exportCsv,
  purge,
  retry,
};

function main(argv: string[]): number {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const run = commands[command];
  try {
    if (!run) throw new UsageError(`Unknown command "${command}"`);
    run(rest);
    return Number(process.exitCode ?? 0);
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof LeadStoreError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = main(process.argv.slice(2));
