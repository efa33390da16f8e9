/**
 * `npm run test:n8n`: the lead path and the live agent end to end against a real n8n, the way an
 * owner sets them up from docs/owner/leads.md and docs/n8n/agent-demo.md, scripted. Not part of
 * `npm test` (the first run installs n8n, about 15 minutes; later runs take 2 to 4 minutes for the
 * leads, and two builds of the site more for the agent).
 *
 * 1. Installs `n8n@N8N_VERSION` (2.41.1) into `.cache/n8n/<version>` (`N8N_CACHE_DIR`) unless it is
 *    there, in a throw-away n8n user folder.
 * 2. Imports a Crypto credential holding the webhook secret and docs/n8n/lead-intake.json (with that
 *    credential chosen on Sign body) with n8n's own CLI, publishes it, starts n8n.
 * 3. Starts the site (`tools/start.mjs`: builds when needed) with `LEAD_WEBHOOK_URL` at the
 *    workflow's production URL and short retry delays, submits a lead through the form in Chromium,
 *    and waits until the site has it `delivered` and n8n's data table `website_leads` has its row.
 * 4. Breaks a node (File lead pointed at a data table that does not exist: the workflow's error
 *    path answers 500), submits a second lead, shows the site's failed attempts (its JSON log
 *    lines), then imports and publishes the workflow again and shows that lead delivered and filed.
 * 5. The workflow acknowledges only a lead it filed: with n8n's data tables over their size limit
 *    (`N8N_DATA_TABLES_MAX_SIZE_BYTES=1024`), then with the column `tools` of the table deleted,
 *    a lead stays pending on the site (retried, the workflow's 500 "lead not filed") and has no row.
 *
 * 6. The live agent (docs/n8n/agent-demo.json): imported with an OpenAI credential whose Base URL
 *    points at a local stand-in for a model provider (tools/lib/fake-chat-model.ts: chat
 *    completions, streamed, with tool calls), its site address set to the running site, published.
 *    A visitor's question goes to the Chat Trigger's production URL exactly as the site's chat
 *    proxy sends it; the answer streams back as n8n's newline-delimited chunks and quotes the price
 *    the site's knowledge file says, in English and in German; the session loads from n8n's memory;
 *    asking for a person ends the answer with the hand-over marker. A visitor in Chromium opens the
 *    chat on /work, types the question, and sees the answer stream in through the site's
 *    `/api/agent` (the stand-in model holds its answer after the first word: that word is on screen
 *    before the rest is sent); asking for a person there opens the request form in the chat. Then
 *    the agent price in a copy of the project's content/site.yaml is changed, the copy is built
 *    and served on the same address, and the same question gets the new price.
 *
 * `--only=leads` or `--only=agent` runs one part (both by default).
 *
 * Needs Node 24 (n8n 2.41 does), Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium) and the
 * npm registry. Exit code 0 when every step held, 1 otherwise.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { DatabaseSync } from 'node:sqlite';
import { copyProject } from './lib/project-copy';
import { chromiumLaunchOptions } from './lib/browser';
import { LeadStore } from '../server/leads/store';
import { signBody } from '../server/leads/webhook';
import { freePort } from './lib/free-port.cjs';
import { startFakeChatModel, type FakeChatModel } from './lib/fake-chat-model';
import { agentKnowledgePath, HANDOVER_MARKER } from '../shared/agent-knowledge';
import { formatFacts } from '../src/lib/facts';
import { SITE_FILE } from '../shared/site';
import { loadSite } from '../shared/node/site';
import { parseDocument } from 'yaml';

const N8N_VERSION = process.env.N8N_VERSION ?? '2.41.1';
const cacheDir = resolve(process.env.N8N_CACHE_DIR ?? '.cache/n8n', N8N_VERSION);
const n8nBin = join(cacheDir, 'node_modules', '.bin', 'n8n');
const WORKFLOW = 'docs/n8n/lead-intake.json';
const CREDENTIAL_ID = 'roundTripHmac01';
const AGENT_WORKFLOW = 'docs/n8n/agent-demo.json';
const MODEL_CREDENTIAL_ID = 'roundTripModel01';
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const runLeads = only !== 'agent';
const runAgent = only !== 'leads';
const started = Date.now();

const log = (message: string) =>
  console.log(`[test:n8n +${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);

class StepFailed extends Error {}
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new StepFailed(message);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== null && value !== false) return value;
    if (Date.now() > end)
      throw new StepFailed(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(500);
  }
}

/** Installs n8n into the cache folder unless that version is there already. */
function ensureN8n(): void {
  const stamp = join(cacheDir, '.installed');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === N8N_VERSION) {
    log(`n8n ${N8N_VERSION} found in ${cacheDir}`);
    return;
  }
  mkdirSync(cacheDir, { recursive: true });
  // `xlsx` pinned to the registry's release: some n8n versions depend on a tarball from a host
  // outside the npm registry; harmless where nothing needs it.
  writeFileSync(
    join(cacheDir, 'package.json'),
    `${JSON.stringify({ private: true, dependencies: { n8n: N8N_VERSION }, overrides: { xlsx: '0.18.5' } }, null, 2)}\n`,
  );
  log(`installing n8n ${N8N_VERSION} into ${cacheDir} (about 15 minutes the first time)...`);
  // Install scripts off: n8n's tree holds native modules it does not need to start (Kafka's
  // librdkafka fails to build here and npm then removes everything). The two it needs are built
  // next: sqlite3 (its database) and isolated-vm (its expression sandbox).
  const install = spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: cacheDir,
    stdio: 'inherit',
  });
  check(install.status === 0, `npm install n8n@${N8N_VERSION} failed (exit ${install.status})`);
  const rebuild = spawnSync('npm', ['rebuild', 'sqlite3', 'isolated-vm'], {
    cwd: cacheDir,
    stdio: 'inherit',
  });
  check(rebuild.status === 0, `npm rebuild sqlite3 isolated-vm failed (exit ${rebuild.status})`);
  writeFileSync(stamp, N8N_VERSION);
  log('n8n installed');
}

interface Processes {
  n8n?: ChildProcess;
  site?: ChildProcess;
  model?: FakeChatModel;
}
const running: Processes = {};
const siteLines: string[] = [];

function n8nEnv(userFolder: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    N8N_USER_FOLDER: userFolder,
    N8N_PORT: String(port),
    N8N_HOST: '127.0.0.1',
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    N8N_PROTOCOL: 'http',
    N8N_ENCRYPTION_KEY: 'round-trip-encryption-key-0123456789',
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    N8N_TEMPLATES_ENABLED: 'false',
    N8N_SECURE_COOKIE: 'false',
    N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'true',
    N8N_LOG_LEVEL: 'warn',
    DB_SQLITE_POOL_SIZE: '2',
  };
}

function n8nCli(env: NodeJS.ProcessEnv, ...args: string[]): string {
  const result = spawnSync(n8nBin, args, { env, encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`
    .split('\n')
    .filter((line) => line.trim())
    .join('\n');
  check(result.status === 0, `n8n ${args.join(' ')} failed (exit ${result.status}):\n${output}`);
  return output;
}

/** Runs an n8n CLI command and logs it with its last line of output. */
function cli(env: NodeJS.ProcessEnv, ...args: string[]): void {
  const output = n8nCli(env, ...args);
  const last = output
    .split('\n')
    .filter((l) => !/^(Migrations|Finished migration|\s)/.test(l))
    .pop();
  log(`n8n ${args.join(' ')}${last ? `: ${last.trim()}` : ''}`);
}

async function startN8n(env: NodeJS.ProcessEnv, port: number): Promise<void> {
  const child = spawn(n8nBin, ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.n8n = child;
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (c: Buffer) => lines.push(...c.toString().split('\n').filter(Boolean)));
  }
  await waitFor(
    'n8n to answer /healthz/readiness',
    async () => {
      check(
        child.exitCode === null,
        `n8n exited (${child.exitCode}):\n${lines.slice(-30).join('\n')}`,
      );
      const res = await fetch(`http://127.0.0.1:${port}/healthz/readiness`).catch(() => undefined);
      return res?.ok;
    },
    // Minutes on a busy machine: n8n loads its nodes and runs its migrations first.
    600_000,
  );
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(30_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** The rows of n8n's data table `website_leads`, read from n8n's own SQLite database. */
function dataTableRows(userFolder: string): Record<string, unknown>[] {
  const file = join(userFolder, '.n8n', 'database.sqlite');
  if (!existsSync(file)) return [];
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5000 });
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%data_table%'")
      .all() as unknown as { name: string }[];
    const meta = tables.find((t) => /^data_table$/.test(t.name));
    if (!meta) return [];
    const table = db
      .prepare(`SELECT id FROM "${meta.name}" WHERE name = 'website_leads'`)
      .get() as unknown as { id: string } | undefined;
    if (!table) return [];
    const rowsTable = tables.find((t) => t.name.endsWith(table.id));
    return rowsTable
      ? (db.prepare(`SELECT * FROM "${rowsTable.name}"`).all() as unknown as Record<
          string,
          unknown
        >[])
      : [];
  } finally {
    db.close();
  }
}

/**
 * Deletes column `name` of the data table `website_leads` as n8n's editor does (its column record
 * and the column of the rows' table), in n8n's SQLite database while n8n is stopped.
 */
function deleteDataTableColumn(userFolder: string, name: string): void {
  const db = new DatabaseSync(join(userFolder, '.n8n', 'database.sqlite'));
  try {
    const table = db.prepare("SELECT id FROM data_table WHERE name = 'website_leads'").get() as
      { id: string } | undefined;
    check(table, 'no data table website_leads to delete a column of');
    const column = db
      .prepare(
        'SELECT "index" AS position FROM data_table_column WHERE "dataTableId" = ? AND name = ?',
      )
      .get(table.id, name) as { position: number } | undefined;
    check(column, `the data table website_leads has no column ${name}`);
    db.prepare('DELETE FROM data_table_column WHERE "dataTableId" = ? AND name = ?').run(
      table.id,
      name,
    );
    db.prepare(
      'UPDATE data_table_column SET "index" = "index" - 1 WHERE "dataTableId" = ? AND "index" > ?',
    ).run(table.id, column.position);
    const rowsTable = (
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE ?")
        .all(`%${table.id}`) as unknown as { name: string }[]
    )[0]!.name;
    db.exec(`ALTER TABLE "${rowsTable}" DROP COLUMN "${name}"`);
  } finally {
    db.close();
  }
}

/** How many of n8n's executions ended in each status. */
function executionCounts(userFolder: string): Record<string, number> {
  const db = new DatabaseSync(join(userFolder, '.n8n', 'database.sqlite'), { readOnly: true });
  try {
    const rows = db
      .prepare('SELECT status, COUNT(*) AS n FROM execution_entity GROUP BY status')
      .all() as unknown as { status: string; n: number }[];
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  } finally {
    db.close();
  }
}

function siteLead(dbPath: string, id: string) {
  if (!existsSync(dbPath)) return undefined;
  const store = LeadStore.open(dbPath);
  try {
    return store.getLead(id) ?? undefined;
  } finally {
    store.close();
  }
}

/** POSTs a signed test lead straight to n8n, as the site would, and returns the answer. */
async function probeWebhook(
  url: string,
  secret: string,
): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({
    type: 'lead.created',
    // One id for every probe: the workflow upserts by lead id, so probes share one row.
    id: 'round-trip-probe',
    createdAt: new Date().toISOString(),
    lead: {
      name: 'Probe',
      email: 'probe@example.com',
      company: null,
      message: 'A probe of the intake workflow',
      tools: null,
      timeline: null,
      topic: 'general',
      locale: 'en',
    },
  });
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature-256': signBody(body, secret) },
    body,
  });
  return { status: res.status, body: await res.text() };
}

async function submitLead(
  siteUrl: string,
  dbPath: string,
  email: string,
  message: string,
): Promise<string> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    // No outside requests: Cal.com is unreachable here anyway, and the form does not need it.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await page.goto(`${siteUrl}/talk-to-expert`);
    await page.getByLabel('Name').fill('Ana Souza');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Company/).fill('Acme');
    await page.getByLabel('What do you want to automate?').fill(message);
    await page.getByLabel(/^Timeline/).selectOption('this-month');
    await page.getByLabel('I agree that my details are used to answer this request.').check();
    // A person takes longer than LEAD_MIN_FILL_MS (3 s) to fill the form.
    await page.waitForTimeout(3500);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
    await page.getByRole('button', { name: 'Send request' }).click();
    const status = (await answer).status();
    check(status === 201, `the form's POST /api/leads answered ${status}`);
    await page.waitForURL(/\/thank-you\?lead=sent$/);
  } finally {
    await browser.close();
  }
  const store = LeadStore.open(dbPath);
  try {
    const lead = store.listLeads({ limit: 20 }).find((l) => l.email === email);
    check(lead?.status === 'received', `no received lead for ${email} in the site's database`);
    return lead.id;
  } finally {
    store.close();
  }
}

type LeadWorkflow = { id: string; nodes: { name: string; credentials?: unknown }[] };

/**
 * Starts the site of a project folder (`tools/start.mjs`: it builds first when the sources
 * changed since the last build) on the port of `siteUrl`, and waits until it serves pages.
 */
async function startSite(cwd: string, siteUrl: string, env: NodeJS.ProcessEnv): Promise<void> {
  const site = spawn(process.execPath, ['tools/start.mjs'], {
    cwd,
    env: { ...process.env, PORT: new URL(siteUrl).port, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.site = site;
  for (const stream of [site.stdout!, site.stderr!]) {
    stream.on('data', (c: Buffer) => siteLines.push(...c.toString().split('\n').filter(Boolean)));
  }
  await waitFor(
    'the site (tools/start.mjs builds first when needed)',
    async () => {
      check(
        site.exitCode === null,
        `the site exited (${site.exitCode}):\n${siteLines.slice(-30).join('\n')}`,
      );
      return (await fetch(`${siteUrl}/services`).catch(() => undefined))?.ok;
    },
    1_800_000,
  );
}

interface AgentSetup {
  workflowId: string;
  webhookId: string;
  model: FakeChatModel;
}

/**
 * What docs/n8n/agent-demo.json asks of the owner, through n8n's CLI: an OpenAI credential whose
 * Base URL is the stand-in model provider, the workflow with that credential chosen on "Chat
 * model" and the site's address in "Settings", published.
 */
async function importAgentWorkflow(
  env: NodeJS.ProcessEnv,
  work: string,
  siteUrl: string,
): Promise<AgentSetup> {
  const model = await startFakeChatModel();
  running.model = model;
  log(`stand-in model provider (OpenAI chat completions) at ${model.baseUrl}`);
  const credentialFile = join(work, 'model-credential.json');
  writeFileSync(
    credentialFile,
    JSON.stringify([
      {
        id: MODEL_CREDENTIAL_ID,
        name: 'Model provider (stand-in)',
        type: 'openAiApi',
        data: { apiKey: 'sk-stand-in', url: model.baseUrl, header: false },
      },
    ]),
  );
  cli(env, 'import:credentials', `--input=${credentialFile}`);
  const workflow = JSON.parse(readFileSync(AGENT_WORKFLOW, 'utf8')) as {
    id: string;
    nodes: {
      name: string;
      type: string;
      webhookId?: string;
      credentials?: unknown;
      parameters: Record<string, unknown>;
    }[];
  };
  const node = (name: string) => workflow.nodes.find((n) => n.name === name)!;
  node('Chat model').credentials = {
    openAiApi: { id: MODEL_CREDENTIAL_ID, name: 'Model provider (stand-in)' },
  };
  const assignments = (
    node('Settings').parameters.assignments as { assignments: { name: string; value: string }[] }
  ).assignments;
  const siteAddress = assignments.find((a) => a.name === 'siteUrl')!;
  check(siteAddress.value === 'REPLACE_WITH_SITE_URL', 'Settings has no siteUrl placeholder');
  siteAddress.value = siteUrl;
  const workflowFile = join(work, 'agent-demo.json');
  writeFileSync(workflowFile, JSON.stringify(workflow));
  cli(env, 'import:workflow', `--input=${workflowFile}`);
  cli(env, 'publish:workflow', `--id=${workflow.id}`);
  const trigger = workflow.nodes.find((n) => n.type.endsWith('.chatTrigger'))!;
  return { workflowId: workflow.id, webhookId: trigger.webhookId!, model };
}

/** The Chat Trigger's production URL: what the owner copies into AGENT_WEBHOOK_URL. */
const chatUrlOf = (n8nPort: number, setup: AgentSetup) =>
  `http://127.0.0.1:${n8nPort}/webhook/${setup.webhookId}/chat`;

interface Chunk {
  type: string;
  content?: string;
  metadata?: { nodeName?: string };
}

/**
 * Sends one visitor message to the Chat Trigger as the site's proxy does (n8n's chat widget
 * protocol) and reads the streamed answer: newline-delimited JSON chunks.
 */
async function ask(
  chatUrl: string,
  sessionId: string,
  language: string,
  chatInput: string,
): Promise<{ chunks: Chunk[]; text: string; contentType: string; arrivals: number }> {
  const res = await fetch(chatUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'sendMessage', sessionId, chatInput, metadata: { language } }),
  });
  check(res.ok && res.body, `the chat answered HTTP ${res.status}: ${await res.clone().text()}`);
  const decoder = new TextDecoder();
  let buffered = '';
  let arrivals = 0;
  const chunks: Chunk[] = [];
  for await (const piece of res.body as unknown as AsyncIterable<Uint8Array>) {
    arrivals++;
    buffered += decoder.decode(piece, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines.filter((l) => l.trim())) chunks.push(JSON.parse(line) as Chunk);
  }
  if (buffered.trim()) chunks.push(JSON.parse(buffered) as Chunk);
  const text = chunks
    .filter((c) => c.type === 'item')
    .map((c) => c.content ?? '')
    .join('');
  return { chunks, text, contentType: res.headers.get('content-type') ?? '', arrivals };
}

/**
 * Sends one visitor message through the site's own chat endpoint (`POST /api/agent`, which
 * forwards it to n8n), reading its streamed lines: undefined when the site has no such endpoint.
 */
async function askSite(
  siteUrl: string,
  sessionId: string,
  language: string,
  message: string,
): Promise<{ text: string; pieces: number; handover: boolean } | undefined> {
  const res = await fetch(`${siteUrl}/api/agent`, {
    method: 'POST',
    // The proxy refuses posts from other sites; a browser sends the page's origin.
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({ sessionId, message, language }),
  });
  if (res.status === 404) return undefined;
  const body = await res.text();
  check(res.ok, `the site's /api/agent answered HTTP ${res.status}: ${body}`);
  const lines = body
    .split('\n')
    .filter((l) => l.trim())
    .map(
      (l) => JSON.parse(l) as { type: string; text?: string; handover?: boolean; code?: string },
    );
  const failed = lines.find((l) => l.type === 'error');
  check(!failed, `the site's /api/agent streamed an error: ${JSON.stringify(failed)}`);
  const texts = lines.filter((l) => l.type === 'text');
  return {
    text: texts.map((l) => l.text ?? '').join(''),
    pieces: texts.length,
    handover: lines.some((l) => l.type === 'end' && l.handover === true),
  };
}

/**
 * A visitor on /work in Chromium: opens the chat, types `question`, and reads the answer as the
 * page shows it, through the site's `/api/agent` and n8n. The stand-in model holds its answer
 * after the first word until the first word is on screen: so the answer is shown as it arrives.
 * Then asks for a person, which opens the request form inside the chat.
 */
async function chatInBrowser(
  siteUrl: string,
  model: FakeChatModel,
  question: string,
): Promise<{ first: string; answer: string; announced: string; origins: string[] }> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const origins: string[] = [];
    page.on('request', (r) => {
      if (r.url() === `${siteUrl}/api/agent` && r.method() === 'POST') {
        void r.allHeaders().then((h) => origins.push(h.origin ?? '(none)'));
      }
    });
    await page.goto(`${siteUrl}/work`);
    await page.locator('[data-agent-launcher]').click();
    await page.locator('#agent-panel').waitFor({ state: 'visible' });
    // The send button is enabled once the chat's code runs.
    await page.waitForFunction(
      () =>
        !(document.querySelector('#agent-panel button[type="submit"]') as HTMLButtonElement | null)
          ?.disabled,
    );
    // The text of the last answer bubble, without its "Agent:" label for screen readers.
    const shown = () =>
      page.evaluate(() => {
        const li = [...document.querySelectorAll('[data-agent-log] li[data-role="agent"]')].at(-1);
        const label = li?.querySelector('.sr-only')?.textContent ?? '';
        return (li?.textContent ?? '').slice(label.length).trim();
      });
    const input = page.locator('[data-agent-input]');
    model.holdNext();
    await input.fill(question);
    await input.press('Enter');
    // The bubble is there, empty, from the moment of sending: wait for its first words.
    const first = await waitFor(
      'the first words of the answer on screen',
      async () => (await shown()) || undefined,
      300_000,
    );
    const busy = await page.locator('[data-agent-busy]').isVisible();
    check(busy, 'the chat is not busy while the answer is held back');
    model.release();
    await page.locator('[data-agent-busy]').waitFor({ state: 'hidden', timeout: 120_000 });
    const whole = await shown();
    const announced = (await page.locator('[data-agent-live]').textContent()) ?? '';

    await input.fill('Can I talk to a person?');
    await input.press('Enter');
    await page.locator('#agent-panel #lead-form').waitFor({ state: 'visible', timeout: 300_000 });
    return { first, answer: whole, announced, origins };
  } finally {
    await browser.close();
  }
}

async function agentRoundTrip(args: {
  setup: AgentSetup;
  chatUrl: string;
  siteUrl: string;
  work: string;
}): Promise<void> {
  const { setup, chatUrl, siteUrl, work } = args;
  const { model } = setup;
  const site = loadSite();
  /** What n8n sent the model since request number `from`: calls and characters per call. */
  const sentSince = (from: number) =>
    model.requests
      .slice(from)
      .map((r) => JSON.stringify(r.messages).length)
      .join(' + ');
  log(`agent: Chat Trigger production URL ${chatUrl}`);
  const knowledge = await fetch(`${siteUrl}${agentKnowledgePath('en')}`);
  check(knowledge.ok, `the site answered ${knowledge.status} for ${agentKnowledgePath('en')}`);
  log(
    `site: ${agentKnowledgePath('en')} ${knowledge.headers.get('content-type')}, ${(await knowledge.text()).length} characters`,
  );

  // A knowledge question in English: the answer streams and quotes the site's price.
  const session = randomUUID();
  const price = formatFacts('en', site).agentPrice;
  const before = model.requests.length;
  const first = await ask(chatUrl, session, 'en', 'What does the AI agent cost?');
  const types = first.chunks.map((c) => c.type);
  log(
    `agent (en): ${first.contentType}; ${first.chunks.length} chunks in ${first.arrivals} network reads: ${types.join(' ')}`,
  );
  for (const c of first.chunks.slice(0, 3)) console.log(`    ${JSON.stringify(c)}`);
  log(`agent (en) answered: ${JSON.stringify(first.text)}`);
  check(types.includes('begin') && types.includes('end'), 'no begin/end chunks: not streamed');
  check(types.filter((t) => t === 'item').length >= 2, 'the answer came in fewer than two pieces');
  check(!types.includes('error'), `n8n streamed an error: ${JSON.stringify(first.chunks)}`);
  check(first.text.includes(price), `the answer does not quote the site's price ${price}`);
  log(`model calls for it, characters of messages sent: ${sentSince(before)}`);
  const sent = model.requests.slice(before);
  const tools = (sent[0]?.tools ?? []).map((t) => t.function.name);
  log(
    `model provider: ${sent.length} requests; tools offered: ${tools.join(', ')}; streamed: ${sent.every((r) => r.stream)}`,
  );
  check(tools.length === 3, `expected the three tools, n8n offered: ${tools.join(', ')}`);
  const toolResult = sent.at(-1)!.messages.find((m) => m.role === 'tool');
  check(
    typeof toolResult?.content === 'string' && toolResult.content.includes(price),
    "the model never saw the site's knowledge in a tool result",
  );
  const system = sent[0]!.messages.find((m) => m.role === 'system')?.content;
  check(
    typeof system === 'string' && system.includes('reply in English'),
    'system message lacks the language',
  );

  // The same question as a visitor's browser asks it: through the site's /api/agent.
  const viaSite = await askSite(siteUrl, randomUUID(), 'en', 'What does the AI agent cost?');
  if (viaSite) {
    log(`site /api/agent (en): ${viaSite.pieces} text lines: ${JSON.stringify(viaSite.text)}`);
    check(viaSite.text.includes(price), `the site's chat answer does not quote ${price}`);
    check(viaSite.pieces >= 2, "the site's chat answer did not stream");
    const person = await askSite(siteUrl, randomUUID(), 'en', 'Can I talk to a person?');
    log(`site /api/agent (hand-over): ${JSON.stringify(person)}`);
    check(person?.handover && !person.text.includes(HANDOVER_MARKER), 'no hand-over from the site');
  } else {
    log(
      "the site has no /api/agent: the questions go to n8n's chat URL as the site's proxy sends them",
    );
  }

  // A visitor types the question into the chat on /work in Chromium.
  const chat = await chatInBrowser(siteUrl, model, 'What does the AI agent cost?');
  log(
    `Chromium /work chat: first on screen ${JSON.stringify(chat.first)}, then after the release:`,
  );
  log(`  ${JSON.stringify(chat.answer)}; announced: ${JSON.stringify(chat.announced)}`);
  log(`  POST /api/agent from Origin ${chat.origins.join(', ')}; "person" opened the request form`);
  check(
    chat.answer.startsWith(chat.first) && chat.answer.length > chat.first.length,
    `the answer on screen did not grow from its first words: ${JSON.stringify(chat.first)}`,
  );
  check(chat.answer.includes(price), `the chat on /work does not show the price ${price}`);
  check(chat.announced.includes(price), 'the live region did not announce the answer');
  check(
    chat.origins.length >= 2 && chat.origins.every((o) => o === siteUrl),
    `the chat posted from ${chat.origins.join(', ')}, not the site's origin ${siteUrl}`,
  );

  // The same in German: the German knowledge file, the German price format.
  const priceDe = formatFacts('de', site).agentPrice;
  const german = await ask(chatUrl, randomUUID(), 'de', 'Was kostet der KI-Agent?');
  log(`agent (de) answered: ${JSON.stringify(german.text)}`);
  check(german.text.includes(priceDe), `the German answer does not quote ${priceDe}`);
  const germanSystem = model.requests.at(-1)!.messages.find((m) => m.role === 'system')?.content;
  check(
    typeof germanSystem === 'string' && germanSystem.includes('reply in German'),
    'the German chat was not told to answer in German',
  );

  // The session, loaded as the chat widget does after a reload: from n8n's memory.
  const previous = await fetch(chatUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'loadPreviousSession', sessionId: session }),
  });
  const history = (await previous.json()) as {
    data: { id: string[]; kwargs: { content: string } }[];
  };
  log(
    `loadPreviousSession: HTTP ${previous.status}, ${history.data.length} messages: ${history.data.map((m) => `${m.id.at(-1)} ${JSON.stringify(m.kwargs.content).slice(0, 60)}`).join(' | ')}`,
  );
  check(
    history.data[0]?.kwargs.content === 'What does the AI agent cost?',
    'the session did not load from memory',
  );

  // Asking for a person: the answer ends with the hand-over marker.
  const beforeHandover = model.requests.length;
  const handover = await ask(chatUrl, session, 'en', 'Can I talk to a person, please?');
  log(`agent (hand-over) answered: ${JSON.stringify(handover.text)}`);
  log(
    `model calls for it (second message of the session, memory included), characters sent: ${sentSince(beforeHandover)}`,
  );
  check(
    handover.text.trimEnd().endsWith(HANDOVER_MARKER),
    `the answer does not end with ${HANDOVER_MARKER}`,
  );

  // The owner changes a fact and rebuilds: the agent says the new one.
  const copy = copyProject('.', join(work, 'site-copy'));
  const newAmount = site.facts.agent.price.amount + 140;
  const owner = parseDocument(readFileSync(join(copy, SITE_FILE), 'utf8'));
  owner.setIn(['facts', 'agent', 'price', 'amount'], newAmount);
  writeFileSync(join(copy, SITE_FILE), owner.toString());
  const newPrice = formatFacts('en', loadSite(SITE_FILE, copy)).agentPrice;
  check(newPrice !== price, `the copy's ${SITE_FILE} still says ${price}`);
  log(
    `owner: agent price ${price} -> ${newPrice} in ${SITE_FILE} of a copy of the project; building it (several minutes)...`,
  );
  await stop(running.site);
  await startSite(copy, siteUrl, {
    API_RATE_LIMIT: '1000',
    AGENT_WEBHOOK_URL: chatUrl,
    AGENT_TIMEOUT_MS: '300000',
  });
  log(`site rebuilt from the copy, running at ${siteUrl}`);
  const after =
    (await askSite(siteUrl, randomUUID(), 'en', 'What does the AI agent cost?')) ??
    (await ask(chatUrl, randomUUID(), 'en', 'What does the AI agent cost?'));
  log(`agent (en, after the change) answered: ${JSON.stringify(after.text)}`);
  check(after.text.includes(newPrice), `the answer does not quote the new price ${newPrice}`);
  check(!after.text.includes(price), `the answer still quotes the old price ${price}`);
}

async function main(): Promise<void> {
  const major = Number(process.versions.node.split('.')[0]);
  check(major >= 24, `n8n ${N8N_VERSION} needs Node 24; this is Node ${process.versions.node}`);
  ensureN8n();
  const n8nVersion = n8nCli({ ...process.env }, '--version')
    .split('\n')
    .pop();
  log(`n8n --version: ${n8nVersion}`);

  const work = mkdtempSync(join(tmpdir(), 'n8n-roundtrip-'));
  const userFolder = join(work, 'n8n');
  mkdirSync(userFolder);
  const n8nPort = freePort();
  const env = n8nEnv(userFolder, n8nPort);
  const secret = randomBytes(32).toString('hex');

  const sitePort = freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;

  // Step 2: what docs/owner/leads.md tells the owner to do in the editor, through n8n's CLI.
  const importLeadWorkflow = () => {
    const credentialFile = join(work, 'credential.json');
    writeFileSync(
      credentialFile,
      JSON.stringify([
        {
          id: CREDENTIAL_ID,
          name: 'Website leads HMAC',
          type: 'crypto',
          data: { hmacSecret: secret },
        },
      ]),
    );
    cli(env, 'import:credentials', `--input=${credentialFile}`);
    const workflow = JSON.parse(readFileSync(WORKFLOW, 'utf8')) as LeadWorkflow;
    workflow.nodes.find((n) => n.name === 'Sign body')!.credentials = {
      crypto: { id: CREDENTIAL_ID, name: 'Website leads HMAC' },
    };
    const workflowFile = join(work, 'lead-intake.json');
    writeFileSync(workflowFile, JSON.stringify(workflow));
    cli(env, 'import:workflow', `--input=${workflowFile}`);
    cli(env, 'publish:workflow', `--id=${workflow.id}`);
    return { workflow, workflowFile };
  };
  const leadFiles = runLeads ? importLeadWorkflow() : undefined;
  const agentSetup = runAgent ? await importAgentWorkflow(env, work, siteUrl) : undefined;
  const webhookUrl = `http://127.0.0.1:${n8nPort}/webhook/website-leads`;
  // Step 3: the site, pointed at it, started (and built when needed) while n8n starts.
  const leadsDb = join(work, 'leads.db');
  await Promise.all([
    startN8n(env, n8nPort).then(() =>
      log(`n8n ${n8nVersion} running; production URL ${webhookUrl}`),
    ),
    startSite(process.cwd(), siteUrl, {
      LEADS_DB: leadsDb,
      LEAD_WEBHOOK_URL: webhookUrl,
      LEAD_WEBHOOK_SECRET: secret,
      LEAD_RETRY_BASE_MS: '2000',
      LEAD_RETRY_MAX_MS: '4000',
      LEAD_POLL_MS: '250',
      LEAD_ATTENTION_AFTER: '3',
      API_RATE_LIMIT: '1000',
      // The site's chat endpoint forwards to the agent's Chat Trigger (off when empty).
      AGENT_WEBHOOK_URL: agentSetup ? chatUrlOf(n8nPort, agentSetup) : '',
      // n8n on a busy machine takes long for a reply of three model calls and a tool's fetch.
      AGENT_TIMEOUT_MS: '300000',
    }),
  ]);
  log(`site running at ${siteUrl}, leads in ${leadsDb}`);

  const leadRoundTrip = async (workflow: LeadWorkflow, workflowFile: string) => {
    const first = await submitLead(
      siteUrl,
      leadsDb,
      'ana.roundtrip@example.com',
      'Sync Stripe invoices to Google Sheets',
    );
    log(`lead ${first} submitted through the form in Chromium`);
    const delivered = await waitFor(
      `lead ${first} delivered`,
      () =>
        siteLead(leadsDb, first)?.deliveries.find(
          (d) => d.channel === 'webhook' && d.state === 'delivered',
        ),
      60_000,
    );
    log(
      `site: lead ${first} webhook ${delivered.state} after ${delivered.attempts} attempt(s) at ${delivered.deliveredAt}`,
    );
    const row = dataTableRows(userFolder).find((r) => r.lead_id === first);
    check(row, `no row for ${first} in n8n's data table website_leads`);
    log(`n8n data table website_leads: ${JSON.stringify(row)}`);

    // Step 4: a node breaks (File lead points at a data table that does not exist), a lead comes in,
    // the node is fixed.
    log(
      'breaking n8n: import the workflow with File lead pointing at a missing data table, publish, restart',
    );
    const broken = JSON.parse(JSON.stringify(workflow)) as {
      versionId: string;
      nodes: { name: string; parameters: Record<string, unknown> }[];
    };
    // A version of its own: n8n publishes the stored version whose id the workflow names.
    broken.versionId = randomUUID();
    broken.nodes.find((n) => n.name === 'File lead')!.parameters.dataTableId = {
      __rl: true,
      mode: 'id',
      value: 'no-such-table',
    };
    const brokenFile = join(work, 'lead-intake-broken.json');
    writeFileSync(brokenFile, JSON.stringify(broken));
    await stop(running.n8n);
    cli(env, 'import:workflow', `--input=${brokenFile}`);
    cli(env, 'publish:workflow', `--id=${workflow.id}`);
    await startN8n(env, n8nPort);
    const probe = await waitFor(
      'n8n to serve the broken workflow',
      async () => {
        const answer = await probeWebhook(webhookUrl, secret);
        return answer.status === 500 && answer.body.includes('lead not filed') ? answer : undefined;
      },
      60_000,
    );
    log(`a signed probe now gets HTTP ${probe.status} ${probe.body}`);
    const mark = siteLines.length;
    const second = await submitLead(
      siteUrl,
      leadsDb,
      'bo.roundtrip@example.com',
      'Route new leads to HubSpot and Slack',
    );
    log(`lead ${second} submitted while File lead fails`);
    await waitFor(
      `three failed attempts of ${second}`,
      () =>
        (siteLead(leadsDb, second)?.deliveries.find((d) => d.channel === 'webhook')?.attempts ??
          0) >= 3,
      90_000,
    );
    const failures = siteLines
      .slice(mark)
      .filter((l) => l.includes(second) && l.includes('delivery_failed'));
    log(`site log, failed attempts of ${second}:`);
    for (const line of failures) console.log(`    ${line}`);
    check(failures.length >= 3, 'the site logged fewer than three failed attempts');
    check(
      failures.some((l) => l.includes('"needsAttention":true')),
      'no log line says the lead needs attention after LEAD_ATTENTION_AFTER=3 failures',
    );
    const pending = siteLead(leadsDb, second)!.deliveries.find((d) => d.channel === 'webhook')!;
    log(
      `site: lead ${second} webhook ${pending.state}, ${pending.attempts} failed attempts, last error: ${pending.lastError}`,
    );
    check(pending.state === 'pending', `lead ${second} is ${pending.state}, expected pending`);

    check(
      /^HTTP 500: .*lead not filed/.test(pending.lastError ?? ''),
      `expected n8n's Answer 500 ("lead not filed"), got: ${pending.lastError}`,
    );
    log('fixing n8n: import the workflow again, publish, restart');
    await stop(running.n8n);
    cli(env, 'import:workflow', `--input=${workflowFile}`);
    cli(env, 'publish:workflow', `--id=${workflow.id}`);
    await startN8n(env, n8nPort);
    const late = await waitFor(
      `lead ${second} delivered`,
      () =>
        siteLead(leadsDb, second)?.deliveries.find(
          (d) => d.channel === 'webhook' && d.state === 'delivered',
        ),
      180_000,
    );
    log(
      `site: lead ${second} webhook ${late.state} on attempt ${late.attempts} at ${late.deliveredAt}`,
    );
    const deliveredLine = siteLines.find(
      (l) => l.includes(second) && l.includes('"lead.delivered"'),
    );
    if (deliveredLine) console.log(`    ${deliveredLine}`);
    const rows = dataTableRows(userFolder);
    check(
      rows.some((r) => r.lead_id === second),
      `no row for ${second} in the data table`,
    );
    log(
      `n8n data table website_leads now has ${rows.length} rows: ${rows.map((r) => r.lead_id).join(', ')}`,
    );
  };

  /**
   * Step 5: the workflow acknowledges only a lead it filed. n8n restarted with `restartEnv` after
   * `prepare` (n8n stopped), a lead comes in through the form: the site keeps it pending and
   * retries, the data table has no row for it.
   */
  const notFiled = async (
    what: string,
    email: string,
    restartEnv: NodeJS.ProcessEnv,
    prepare: () => void = () => undefined,
  ) => {
    log(`not filed: ${what}; restarting n8n`);
    await stop(running.n8n);
    prepare();
    await startN8n(restartEnv, n8nPort);
    const probe = await probeWebhook(webhookUrl, secret);
    log(`a signed probe now gets HTTP ${probe.status} ${probe.body}`);
    const id = await submitLead(siteUrl, leadsDb, email, `Lead while ${what}`);
    log(`lead ${id} submitted while ${what}`);
    const webhook = await waitFor(
      `two delivery attempts of ${id}`,
      () => {
        const d = siteLead(leadsDb, id)?.deliveries.find((x) => x.channel === 'webhook');
        return d && (d.state === 'delivered' || d.attempts >= 2) ? d : undefined;
      },
      120_000,
    );
    log(
      `site: lead ${id} webhook ${webhook.state} after ${webhook.attempts} attempts, last error: ${webhook.lastError}`,
    );
    check(webhook.state === 'pending', `lead ${id} is ${webhook.state} though n8n did not file it`);
    check(
      /^HTTP 500: .*lead not filed/.test(webhook.lastError ?? ''),
      `expected the workflow's 500 "lead not filed", got: ${webhook.lastError}`,
    );
    check(
      !dataTableRows(userFolder).some((r) => r.lead_id === id),
      `n8n's data table has a row for ${id}`,
    );
  };
  const leadsNotFiled = async () => {
    await notFiled(
      "the data tables are over n8n's size limit (N8N_DATA_TABLES_MAX_SIZE_BYTES=1024)",
      'cy.toobig@example.com',
      { ...env, N8N_DATA_TABLES_MAX_SIZE_BYTES: '1024' },
    );
    await notFiled(
      'the column tools of website_leads is deleted',
      'di.nocolumn@example.com',
      env,
      () => deleteDataTableColumn(userFolder, 'tools'),
    );
  };
  if (leadFiles) {
    await leadRoundTrip(leadFiles.workflow, leadFiles.workflowFile);
    await leadsNotFiled();
  }
  if (agentSetup) {
    await agentRoundTrip({
      setup: agentSetup,
      chatUrl: chatUrlOf(n8nPort, agentSetup),
      siteUrl,
      work,
    });
  }
  log(`n8n executions by status: ${JSON.stringify(executionCounts(userFolder))}`);
  log(
    `passed: n8n ${n8nVersion} (Node ${process.versions.node}), ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (!process.env.KEEP_N8N_ROUNDTRIP) rmSync(work, { recursive: true, force: true });
  else log(`kept ${work}`);
}

try {
  await main();
} catch (error) {
  process.exitCode = 1;
  console.error(`[test:n8n] FAILED: ${(error as Error).message}`);
  if (siteLines.length)
    console.error(`[test:n8n] last site output:\n${siteLines.slice(-20).join('\n')}`);
} finally {
  await Promise.all([stop(running.site), stop(running.n8n), running.model?.close()]);
}
