/**
 * The live agent's chat as a phone visitor meets it, for `npm run bench`: a build made with
 * `AGENT_WEBHOOK_URL` set, its server pointed at a stand-in n8n Chat Trigger that streams a
 * short answer at once (the chat's own cost, not a model's), and Chromium on Lighthouse's mobile
 * profile (412 x 823 touch screen, CPU slowed 4x, and the network Lighthouse's DevTools
 * throttling applies: 562.5 ms latency, 1,474.56 kbit/s down, 675 kbit/s up), a fresh cache each
 * run. Measured, never asserted: these figures move with the machine's load.
 *
 * Per run, on /work: a tap on the launcher; the time from that tap to the panel on screen (the
 * tap's interaction, as INP counts it) and to a usable chat (its code loaded and run: the send
 * button enabled); then a question typed key by key and sent with Enter: the longest key press
 * interaction and the Enter interaction, from the browser's Event Timing entries (what INP is
 * made of; Chromium rounds their durations to 8 ms, and reports none under 16 ms: 0 here).
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/browser';
import { SERVER_NODE_FLAGS } from '../server/release/node-flags';

/** The chat's figures of one bench run: the median of `runs` and every run's own. */
export interface AgentFigures {
  runs: AgentRun[];
  median: AgentRun;
  profile: string;
}

export interface AgentRun {
  /** Tap on the launcher to the next paint: the tap's interaction duration. */
  openInteractionMs: number;
  /** Tap on the launcher to a usable chat (the chat's code has run: send enabled). */
  tapToUsableMs: number;
  /** The longest interaction among the key presses of typing a question. */
  typingInteractionMs: number;
  /** The Enter that sends the question: its interaction duration. */
  sendInteractionMs: number;
}

const QUESTION = 'What does the agent cost?';

/** What the page keeps for the bench: Event Timing entries, and the keys pressed with their time. */
interface BenchWindow {
  benchEvents: { name: string; at: number; ms: number }[];
  benchKeys: [string, number][];
}
export const AGENT_PROFILE =
  'mobile: 412x823 touch, CPU 4x slower, 562.5 ms latency, 1474.56/675 kbit/s, cold cache';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

/** A stand-in n8n Chat Trigger: a short streamed answer at once, no past session. */
async function startStandIn(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (piece: Buffer) => (body += piece));
    request.on('end', () => {
      if ((JSON.parse(body) as { action?: string }).action === 'loadPreviousSession') {
        response.setHeader('content-type', 'application/json');
        return response.end('{"data":[]}');
      }
      response.setHeader('content-type', 'application/json; charset=utf-8');
      const chunks = [
        { type: 'begin' },
        { type: 'item', content: 'The agent starts at $250 ' },
        { type: 'item', content: 'and is live in two weeks.' },
        { type: 'end' },
      ];
      response.end(chunks.map((c) => `${JSON.stringify(c)}\n`).join(''));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook/bench/chat`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** Starts the release in `distDir` with the chat pointed at a stand-in; returns its address. */
async function startSite(distDir: string, webhookUrl: string): Promise<[ChildProcess, string]> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(distDir, 'server.mjs')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
      AGENT_WEBHOOK_URL: webhookUrl,
      AGENT_MESSAGES_PER_HOUR: '100000',
      AGENT_DAILY_MESSAGES: '100000',
      API_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const base = await new Promise<string>((done, reject) => {
    const onData = (data: Buffer) => {
      output += data;
      const match = /Site running at (http:\/\/\S+)/.exec(output);
      if (match) done(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`the agent build's server exited (${code}):\n${output}`)),
    );
  });
  return [child, base];
}

/** `runs` visits of /work on the phone profile; the release in `distDir` must have the chat. */
export async function measureAgent(distDir: string, runs = 3): Promise<AgentFigures> {
  const standIn = await startStandIn();
  const [server, base] = await startSite(distDir, standIn.url);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const measured: AgentRun[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      // Event Timing entries of every interaction, kept from the start of the page.
      await page.addInitScript(() => {
        const w = window as unknown as BenchWindow;
        w.benchEvents = [];
        w.benchKeys = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as PerformanceEventTiming[]) {
            if (e.interactionId)
              w.benchEvents.push({ name: e.name, at: e.startTime, ms: e.duration });
          }
        }).observe({
          type: 'event',
          buffered: true,
          durationThreshold: 16,
        } as PerformanceObserverInit);
        // When the first key and the Enter were pressed: entries are told apart by their start.
        document.addEventListener('keydown', (e) => w.benchKeys.push([e.key, e.timeStamp]), true);
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 562.5,
        downloadThroughput: (1474.56 * 1024) / 8,
        uploadThroughput: (675 * 1024) / 8,
      });
      await page.goto(`${base}/work`, { waitUntil: 'load' });
      const launcher = page.locator('[data-agent-launcher]');
      await launcher.scrollIntoViewIfNeeded();
      // In the page: the tap's time stamp, and the first frame in which the chat is usable.
      // A string, not a function: the bundler's name helpers do not exist in the page.
      const usable = page.evaluate<number>(`new Promise((done) => {
        document.addEventListener('click', (event) => {
          const tapAt = event.timeStamp;
          const frame = () => {
            const send = document.querySelector('#agent-panel button[type="submit"]');
            if (send && !send.disabled) done(performance.now() - tapAt);
            else requestAnimationFrame(frame);
          };
          frame();
        }, { capture: true, once: true });
      })`);
      await launcher.tap();
      const tapToUsableMs = Math.round(await usable);
      const input = page.locator('[data-agent-input]');
      await input.focus();
      await page.keyboard.type(QUESTION);
      await page.keyboard.press('Enter');
      await page.locator('[data-agent-log] li[data-role="agent"]').last().waitFor();
      await page.locator('[data-agent-busy]').waitFor({ state: 'hidden' });
      // The Event Timing entry of the Enter is reported once its frame is painted.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => setTimeout(done))),
      );
      const { benchEvents: events, benchKeys: keys } = await page.evaluate(() => {
        const w = window as unknown as BenchWindow;
        return { benchEvents: w.benchEvents, benchKeys: w.benchKeys };
      });
      const typingAt = keys[0]![1];
      const enterAt = keys.find(([key]) => key === 'Enter')![1];
      const longest = (list: typeof events) => Math.max(0, ...list.map((e) => e.ms));
      measured.push({
        openInteractionMs: longest(events.filter((e) => e.at < typingAt)),
        tapToUsableMs,
        typingInteractionMs: longest(events.filter((e) => e.at >= typingAt && e.at < enterAt)),
        sendInteractionMs: longest(events.filter((e) => e.at >= enterAt)),
      });
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
    await standIn.close();
  }
  const keys = Object.keys(measured[0]!) as (keyof AgentRun)[];
  return {
    runs: measured,
    median: Object.fromEntries(
      keys.map((k) => [k, median(measured.map((r) => r[k]))]),
    ) as unknown as AgentRun,
    profile: AGENT_PROFILE,
  };
}
