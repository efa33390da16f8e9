import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { freePort } from '../../tools/lib/free-port.cjs';
import { SERVER_NODE_FLAGS } from '../../server/release/node-flags';
import {
  HANDOVER_TEXT,
  STREAM_FIRST,
  STREAM_REST,
  WHOLE_ANSWER,
  startStandIn,
  type StandIn,
} from './support/n8n-chat';
import {
  LOCALES,
  expect,
  expectNoAxeViolations,
  localized,
  test,
  type TestLocale,
  catalogFile,
} from './support/fixtures';
import { run, start } from './support/processes';
import { distDir } from '../../shared/config';

/**
 * The live agent on /work (`npm run test:e2e:agent`): a build made with AGENT_WEBHOOK_URL set,
 * served by its own server process whose AGENT_WEBHOOK_URL points at a stand-in that speaks n8n's
 * chat protocol (tests/e2e/support/n8n-chat.ts). Serial: one server and one stand-in for the file.
 */
// This spec's own build folder (`npm run build:agent`) unless DIST_DIR names another.
const dist = distDir({ DIST_DIR: '.dist-agent', ...process.env });
const SESSION_TURNS = 3;
const catalog = (locale: TestLocale) => catalogFile(locale, 'agent');
const en = catalog('en');

let standIn: StandIn;
/** The server's reply timeout for the agent (AGENT_TIMEOUT_MS). */
const AGENT_TIMEOUT_MS = 8_000;
let server: ReturnType<typeof start>;
let base = '';
const leadsDb = join(mkdtempSync(join(tmpdir(), 'agent-leads-')), 'leads.db');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  standIn = await startStandIn(freePort());
  const port = freePort();
  base = `http://127.0.0.1:${port}`;
  server = start(process.execPath, [...SERVER_NODE_FLAGS, join(dist, 'server.mjs')], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      AGENT_WEBHOOK_URL: standIn.url,
      // Long enough that no answer a test holds open (the streaming test's, while it checks the
      // first words) times out under load; the silent n8n's test waits for this timeout.
      AGENT_TIMEOUT_MS: String(AGENT_TIMEOUT_MS),
      AGENT_SESSION_TURNS: String(SESSION_TURNS),
      AGENT_MESSAGES_PER_HOUR: '1000',
      AGENT_DAILY_MESSAGES: '1000',
      AGENT_BREAKER_FAILURES: '1000',
      API_RATE_LIMIT: '1000',
      LEADS_DB: leadsDb,
      LEAD_MIN_FILL_MS: '0',
      LEAD_RATE_LIMIT: '1000',
    },
  });
  await expect.poll(() => server.output(), { timeout: 30_000 }).toContain('Site running');
});

test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await standIn?.close();
});

const panel = (page: Page) => page.locator('#agent-panel');
const input = (page: Page) => page.locator('[data-agent-input]');
const lastAnswer = (page: Page) => page.locator('[data-agent-log] li[data-role="agent"]').last();

async function openChat(page: Page, path = '/work') {
  await page.goto(`${base}${path}`);
  await page.locator('[data-agent-launcher]').click();
  await expect(panel(page)).toBeVisible();
  // Sending waits for the chat's code: the send button is enabled once it runs.
  await expect(page.locator('#agent-panel button[type="submit"]')).toBeEnabled();
}

/**
 * Sends `message` as a visitor does: once the chat can take it. While an answer is still coming
 * the chat ignores Enter and disables its send button (the agent's bubble is in the log from the
 * moment a question is sent, so its count says nothing about the answer having ended).
 */
async function ask(page: Page, message: string) {
  await expect(page.locator('#agent-panel button[type="submit"]')).toBeEnabled();
  await input(page).fill(message);
  await input(page).press('Enter');
}

test('a click opens the panel at once, AI notice first, focus inside; Escape returns focus', async ({
  page,
}) => {
  const chatCode: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/(agent-chat|client|react)\.[\w-]+\.js$/.test(r.url())) chatCode.push(r.url());
  });
  await page.goto(`${base}/work`);
  const launcher = page.locator('[data-agent-launcher]');
  await expect(launcher).toHaveText(en['agent.launcher']!);
  await expect(panel(page)).toBeHidden();
  // The chat's code is not part of the page: nothing is fetched before the visitor shows intent.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  expect(chatCode).toEqual([]);
  await launcher.focus();
  await expect.poll(() => chatCode.length).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  await expect(input(page)).toBeFocused();
  const first = panel(page).locator('[data-agent-notice]');
  await expect(first).toContainText(en['agent.notice']!);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(launcher).toBeFocused();
});

test('the answer streams in and is announced once, when it is complete', async ({ page }) => {
  await openChat(page);
  await ask(page, 'What does it cost? #stream');
  await expect(lastAnswer(page)).toContainText(STREAM_FIRST);
  // The stand-in holds the rest back: the first words are on screen while the answer is open.
  await expect(page.locator('[data-agent-busy]')).toBeVisible();
  await expect(lastAnswer(page)).not.toContainText(STREAM_REST.trim());
  await expect(page.locator('[data-agent-live]')).toHaveText('');
  standIn.release();
  await expect(lastAnswer(page)).toContainText(`${STREAM_FIRST}${STREAM_REST}`);
  await expect(page.locator('[data-agent-busy]')).toBeHidden();
  await expect(page.locator('[data-agent-live]')).toHaveText(
    `${en['agent.agent']}: ${STREAM_FIRST}${STREAM_REST}`,
  );
  const request = standIn.requests.find((r) => String(r.chatInput).includes('#stream'))!;
  expect(request).toMatchObject({
    action: 'sendMessage',
    chatInput: 'What does it cost? #stream',
    metadata: { language: 'en' },
  });
  expect(String(request.sessionId)).toMatch(/^[0-9a-f-]{36}$/);
  // The session lives in the tab only: sessionStorage, no cookie.
  expect(await page.evaluate(() => sessionStorage.getItem('agent:session'))).toBe(
    request.sessionId,
  );
  const cookies = await page.context().cookies();
  expect(
    cookies.filter((c) => /agent/i.test(c.name) || c.value.includes(String(request.sessionId))),
  ).toEqual([]);
});

for (const locale of LOCALES) {
  test(`${localized('/work', locale)}: asked in its language, answered`, async ({ page }) => {
    const m = catalog(locale);
    await openChat(page, localized('/work', locale));
    await expect(page.locator('#agent-title')).toHaveText(m['agent.panel.title']!);
    await expect(panel(page).locator('[data-agent-notice]')).toContainText(m['agent.notice']!);
    const suggestion = panel(page).locator('ul button').first();
    const question = (await suggestion.textContent())!;
    await suggestion.click();
    await expect(page.locator('[data-agent-log] li[data-role="visitor"]')).toContainText(question);
    await expect(lastAnswer(page)).toContainText(`Answer in ${locale}.`);
  });
}

test('a whole JSON answer; links only to the site', async ({ page }) => {
  await openChat(page);
  await ask(page, '#whole');
  await expect(lastAnswer(page)).toContainText(WHOLE_ANSWER);
  await ask(page, '#links');
  const answer = lastAnswer(page);
  await expect(answer).toContainText('example.org/offer');
  await expect(answer.locator('a')).toHaveCount(2);
  await expect(answer.locator('a').nth(0)).toHaveAttribute('href', '/talk-to-expert');
  await expect(answer.locator('a').nth(1)).toHaveAttribute('href', '/services');
});

test('a failing and a silent n8n: the chat says so and offers the booking page and the form', async ({
  page,
}) => {
  await openChat(page);
  await ask(page, '#error');
  const problem = page.locator('[data-agent-problem]');
  await expect(problem).toHaveAttribute('data-agent-problem', 'failed');
  await expect(problem).toContainText(en['agent.error.failed']!);
  await expect(problem.getByRole('link', { name: en['agent.booking'] })).toHaveAttribute(
    'href',
    '/talk-to-expert',
  );
  await ask(page, '#silent');
  // The server ends the answer with a timeout line once AGENT_TIMEOUT_MS has passed.
  await expect(problem).toHaveAttribute('data-agent-problem', 'timeout', {
    timeout: AGENT_TIMEOUT_MS + 10_000,
  });
  await expect(problem).toContainText(en['agent.error.timeout']!);
  await expect(page.locator('#agent-panel button[type="submit"]')).toBeEnabled();
  await problem.getByRole('button', { name: en['agent.person'] }).click();
  await expect(panel(page).locator('#lead-form')).toBeVisible();
});

test(`turns per session: after ${SESSION_TURNS} the chat offers a person instead`, async ({
  page,
}) => {
  await openChat(page);
  for (let i = 1; i <= SESSION_TURNS; i += 1) {
    await ask(page, `Question ${i}`);
    await expect(page.locator('[data-agent-log] li[data-role="agent"]')).toHaveCount(i);
  }
  await ask(page, 'One more');
  const problem = page.locator('[data-agent-problem]');
  await expect(problem).toHaveAttribute('data-agent-problem', 'session_turns');
  await expect(problem).toContainText(en['agent.error.session_turns']!);
  await expect(problem.getByRole('link', { name: en['agent.booking'] })).toBeVisible();
  await expect(input(page)).toHaveAttribute('maxlength', '500');
});

test('hand-over: the request form in the chat, summary filled in, sent only on send, source agent', async ({
  page,
}) => {
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/leads')) posted.push(r.postData() ?? '');
  });
  await openChat(page);
  await ask(page, 'Can I talk to someone? #handover');
  await expect(lastAnswer(page)).toHaveText(`${en['agent.agent']}: ${HANDOVER_TEXT}`);
  await expect(lastAnswer(page)).not.toContainText('[[');
  const form = panel(page).locator('#lead-form');
  await expect(form).toBeVisible();
  await expect(page.locator('#lead-name')).toBeFocused();
  await expect(page.locator('#lead-message')).toHaveValue(/Can I talk to someone\? #handover/);
  await expect(page.locator('#lead-topic')).toHaveValue('agent');
  expect(posted).toEqual([]);
  await page.locator('#lead-name').fill('Ana Agent');
  await page.locator('#lead-email').fill('ana@example.com');
  await page.locator('#lead-consent').check();
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('[data-agent-sent]')).toBeVisible();
  await expect(page).toHaveURL(`${base}/work`);
  expect(posted).toHaveLength(1);
  expect(JSON.parse(posted[0]!)).toMatchObject({ source: 'agent', topic: 'agent' });
  const listed = await run(process.execPath, [join(dist, 'leads.mjs'), 'list', '--json'], {
    LEADS_DB: leadsDb,
    NODE_OPTIONS: '',
  });
  const leads = JSON.parse(listed.output) as { name: string; source: string }[];
  expect(leads.find((l) => l.name === 'Ana Agent')).toMatchObject({ source: 'agent' });
});

test('axe-clean closed and open; usable at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${base}/work`);
  await expectNoAxeViolations(page);
  await page.locator('[data-agent-launcher]').click();
  await expect(page.locator('#agent-panel button[type="submit"]')).toBeEnabled();
  await ask(page, '#whole');
  await expect(lastAnswer(page)).toContainText(WHOLE_ANSWER);
  await expectNoAxeViolations(page);
  const box = (await panel(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  const send = (await page.locator('#agent-panel button[type="submit"]').boundingBox())!;
  expect(send.x + send.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('only /work carries the chat; the privacy page says what it sends', async ({ page }) => {
  for (const path of ['/', '/services', '/talk-to-expert']) {
    const html = await (await fetch(`${base}${path}`)).text();
    expect(html, path).not.toContain('data-agent-launcher');
    expect(html, path).not.toContain('astro-island');
  }
  await page.goto(`${base}/privacy`);
  await expect(page.locator('[data-agent-privacy] h2')).toHaveText(
    catalog('en')['legal.agent.heading']!,
  );
});
