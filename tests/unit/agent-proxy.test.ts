import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRoutesWith } from '../../server/api';
import { createApp } from '../../server/app';
import { MarkerFilter, replyPieces } from '../../server/agent/reply';
import { pastMessages } from '../../server/agent/handler';
import { AgentBudget } from '../../server/agent/limits';
import { agentLaunchCheck } from '../../tools/lib/agent/launch';
import { DEFAULT_AGENT_LIMITS, readAgentConfig, type AgentLimits } from '../../shared/config';
import {
  HANDOVER_TEXT,
  STREAM_FIRST,
  STREAM_REST,
  WHOLE_ANSWER,
  startStandIn,
  type StandIn,
} from '../e2e/support/n8n-chat';
import { makeRelease } from './support/release';

const releaseDir = await makeRelease();
const SESSION = '0b6f1c2e-4a5d-4e6f-8a9b-0c1d2e3f4a5b';
const session = (i: number) => `${SESSION.slice(0, -4)}${String(i).padStart(4, '0')}`;

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());

async function appWith(limits: Partial<AgentLimits> = {}, webhookUrl = standIn.url) {
  return createApp({
    releaseDir,
    env: {},
    apiRateLimit: 10_000,
    apiRoutes: [
      agentRoutesWith({
        webhookUrl,
        webhookAuth: '',
        limits: { ...DEFAULT_AGENT_LIMITS, ...limits },
      }),
    ],
  });
}

const ask = (
  message: string,
  extra: Record<string, unknown> = {},
  remoteAddress = '192.0.2.1',
) => ({
  method: 'POST' as const,
  url: '/api/agent',
  remoteAddress,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify({ sessionId: SESSION, message, language: 'de', ...extra }),
});

const lines = (payload: string) =>
  payload
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('POST /api/agent: the request n8n receives', () => {
  it("forwards n8n's chat protocol: action, session, text and language", async () => {
    const app = await appWith();
    const res = await app.inject(ask('What does it cost?'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(standIn.requests.at(-1)).toEqual({
      action: 'sendMessage',
      sessionId: SESSION,
      chatInput: 'What does it cost?',
      metadata: { language: 'de' },
    });
    expect(lines(res.payload)).toEqual([
      { type: 'text', text: 'Answer in de.' },
      { type: 'end', handover: false },
    ]);
    await app.close();
  });

  it('sends AGENT_WEBHOOK_AUTH as Basic Auth, and nothing without it', async () => {
    const seen: (string | null)[] = [];
    const spy: typeof fetch = (input, init) => {
      seen.push(new Headers(init?.headers).get('authorization'));
      return fetch(input, init);
    };
    for (const webhookAuth of ['site:s3cret', '']) {
      const app = await createApp({
        releaseDir,
        env: {},
        apiRateLimit: 10_000,
        apiRoutes: [
          agentRoutesWith(
            { webhookUrl: standIn.url, webhookAuth, limits: DEFAULT_AGENT_LIMITS },
            { fetch: spy },
          ),
        ],
      });
      expect((await app.inject(ask('#whole'))).statusCode).toBe(200);
      await app.close();
    }
    expect(seen).toEqual([`Basic ${Buffer.from('site:s3cret').toString('base64')}`, null]);
    expect(() => readAgentConfig({ AGENT_WEBHOOK_AUTH: 'nocolon' })).toThrow(
      /^AGENT_WEBHOOK_AUTH /,
    );
  });

  it('answers a whole JSON answer as one piece', async () => {
    const app = await appWith();
    const res = await app.inject(ask('#whole'));
    expect(lines(res.payload)).toEqual([
      { type: 'text', text: WHOLE_ANSWER },
      { type: 'end', handover: false },
    ]);
    await app.close();
  });

  it('strips the hand-over marker split between chunks and says so at the end', async () => {
    const app = await appWith();
    const res = await app.inject(ask('#handover'));
    const got = lines(res.payload);
    expect(
      got
        .filter((l) => l.type === 'text')
        .map((l) => l.text)
        .join(''),
    ).toBe(`${HANDOVER_TEXT} `);
    expect(got.at(-1)).toEqual({ type: 'end', handover: true });
    expect(res.payload).not.toContain('[[');
    await app.close();
  });

  it('passes the first piece on before n8n has sent the rest', async () => {
    const app = await appWith();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/api/agent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: SESSION, message: '#stream', language: 'en' }),
    });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    // The stand-in holds the rest until it is released: this piece came through on its own.
    expect(JSON.parse(first.trim())).toEqual({ type: 'text', text: STREAM_FIRST });
    standIn.release();
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      rest += new TextDecoder().decode(r.value);
    }
    expect(lines(rest)).toEqual([
      { type: 'text', text: STREAM_REST },
      { type: 'end', handover: false },
    ]);
    await app.close();
  });

  it('an error chunk ends the answer with an error line after the text so far', async () => {
    const app = await appWith();
    const got = lines((await app.inject(ask('#chunkerror'))).payload);
    expect(got).toEqual([
      { type: 'text', text: 'Half an answer' },
      { type: 'error', code: 'failed' },
    ]);
    await app.close();
  });

  it('a reply that does not finish in AGENT_TIMEOUT_MS ends with a timeout line', async () => {
    const app = await appWith({ timeoutMs: 200 });
    const got = lines((await app.inject(ask('#silent'))).payload);
    expect(got).toEqual([{ type: 'error', code: 'timeout' }]);
    await app.close();
  });
});

describe('POST /api/agent: malformed requests', () => {
  it.each([
    ['no object', '[1]', 400],
    ['bad session id', JSON.stringify({ sessionId: 'abc', message: 'Hi' }), 400],
    ['empty message', JSON.stringify({ sessionId: SESSION, message: '   ' }), 400],
    ['unknown action', JSON.stringify({ sessionId: SESSION, action: 'drop', message: 'Hi' }), 400],
    ['malformed JSON', '{"sessionId":', 400],
  ])('%s: a JSON error, n8n not called', async (_name, payload, status) => {
    const app = await appWith();
    const before = standIn.requests.length;
    const res = await app.inject({ ...ask(''), payload });
    expect(res.statusCode).toBe(status);
    expect(JSON.parse(res.payload)).toHaveProperty('error');
    expect(standIn.requests.length).toBe(before);
    await app.close();
  });

  it('a message over AGENT_MAX_MESSAGE_CHARS is 413 too_long', async () => {
    const app = await appWith({ maxMessageChars: 20 });
    const res = await app.inject(ask('x'.repeat(21)));
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(res.payload).code).toBe('too_long');
    await app.close();
  });

  it('another site may not post (403); GET is 405', async () => {
    const app = await appWith();
    const cross = await app.inject({
      ...ask('Hi'),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    expect(cross.statusCode).toBe(403);
    const get = await app.inject({ method: 'GET', url: '/api/agent' });
    expect(get.statusCode).toBe(405);
    await app.close();
  });

  it('without AGENT_WEBHOOK_URL the route does not exist', async () => {
    const app = await appWith({}, '');
    expect((await app.inject(ask('Hi'))).statusCode).toBe(404);
    await app.close();
  });
});

describe('POST /api/agent: limits', () => {
  it('turns per session: the next message is 429 session_turns and never reaches n8n', async () => {
    const app = await appWith({ sessionTurns: 2 });
    expect((await app.inject(ask('one'))).statusCode).toBe(200);
    expect((await app.inject(ask('two'))).statusCode).toBe(200);
    const before = standIn.requests.length;
    const res = await app.inject(ask('three'));
    expect(res.statusCode).toBe(429);
    expect(JSON.parse(res.payload).code).toBe('session_turns');
    expect(standIn.requests.length).toBe(before);
    await app.close();
  });

  it('messages per client per hour count an IPv6 /64 as one client', async () => {
    const app = await appWith({ messagesPerHour: 2 });
    const from = (n: number) => `2001:db8:1:2::${n}`;
    expect((await app.inject(ask('a', { sessionId: session(1) }, from(1)))).statusCode).toBe(200);
    expect((await app.inject(ask('b', { sessionId: session(2) }, from(2)))).statusCode).toBe(200);
    const res = await app.inject(ask('c', { sessionId: session(3) }, from(3)));
    expect(JSON.parse(res.payload).code).toBe('client_hourly');
    expect(
      (await app.inject(ask('d', { sessionId: session(4) }, '2001:db8:1:3::1'))).statusCode,
    ).toBe(200);
    await app.close();
  });

  it('the daily budget of the whole site', async () => {
    const app = await appWith({ dailyMessages: 1 });
    expect((await app.inject(ask('a', { sessionId: session(5) }, '192.0.2.5'))).statusCode).toBe(
      200,
    );
    const res = await app.inject(ask('b', { sessionId: session(6) }, '192.0.2.6'));
    expect(res.statusCode).toBe(429);
    expect(JSON.parse(res.payload).code).toBe('site_daily');
    await app.close();
  });

  it('the breaker opens after failing answers and answers 503 unavailable without calling n8n', async () => {
    const app = await appWith({ breakerFailures: 2 });
    for (const i of [10, 11]) {
      const got = lines((await app.inject(ask('#error', { sessionId: session(i) }))).payload);
      expect(got).toEqual([{ type: 'error', code: 'failed' }]);
    }
    const before = standIn.requests.length;
    const res = await app.inject(ask('hello', { sessionId: session(12) }));
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.payload).code).toBe('unavailable');
    expect(res.headers['retry-after']).toBeDefined();
    expect(standIn.requests.length).toBe(before);
    await app.close();
  });
});

describe('the pieces', () => {
  it("pastMessages keeps the visitor's and the agent's words, never tool traffic or the marker", () => {
    const message = (kind: string, content: unknown) => ({
      lc: 1,
      type: 'constructor',
      id: ['langchain_core', 'messages', kind],
      kwargs: { content },
    });
    expect(
      pastMessages({
        data: [
          message('HumanMessage', 'What does the AI agent cost?'),
          message('AIMessage', []),
          message('ToolMessage', '{"facts":"the whole knowledge file"}'),
          message('AIMessage', 'Starts at $250. [[handover]]'),
          message('AIMessage', ''),
        ],
      }),
    ).toEqual([
      { role: 'visitor', text: 'What does the AI agent cost?' },
      { role: 'agent', text: 'Starts at $250.' },
    ]);
  });

  it('MarkerFilter holds back only what could start the marker', () => {
    const f = new MarkerFilter();
    expect(f.push('Hello [')).toBe('Hello ');
    expect(f.push('x')).toBe('[x');
    expect(f.push(' done [[hand')).toBe(' done ');
    expect(f.push('over]]')).toBe('');
    expect(f.end()).toBe('');
    expect(f.found).toBe(true);
  });

  it('replyPieces reads chunks split anywhere and a pretty-printed whole answer', async () => {
    const bytes = (parts: string[]) =>
      (async function* () {
        for (const p of parts) yield new TextEncoder().encode(p);
      })();
    const read = async (parts: string[]) => {
      const out: string[] = [];
      for await (const piece of replyPieces(bytes(parts))) out.push(piece);
      return out;
    };
    expect(
      await read([
        '{"type":"begin"}\n{"type":"it',
        'em","content":"A"}\n{"type":"item","content":"B"}',
        '\n{"type":"end"}',
      ]),
    ).toEqual(['A', 'B']);
    expect(await read(['{\n  "output": "Whole"\n}'])).toEqual(['Whole']);
    expect(await read(['[{"output":"From an array"}]'])).toEqual(['From an array']);
    await expect(read(['<html>Bad gateway</html>'])).rejects.toThrow(/neither JSON/);
  });

  it('AgentBudget starts a new hour and a new day', () => {
    let now = Date.parse('2026-11-28T23:30:00Z');
    const budget = new AgentBudget(
      { messagesPerHour: 1, sessionTurns: 99, dailyMessages: 2 },
      () => now,
    );
    expect(budget.charge('192.0.2.1', 's1')).toBeNull();
    expect(budget.charge('192.0.2.1', 's1')).toBe('client_hourly');
    now += 3_600_000;
    expect(budget.charge('192.0.2.1', 's1')).toBeNull();
  });

  it('readAgentConfig names a malformed variable', () => {
    expect(() => readAgentConfig({ AGENT_SESSION_TURNS: 'many' })).toThrow(/^AGENT_SESSION_TURNS /);
    expect(() => readAgentConfig({ AGENT_WEBHOOK_URL: 'n8n/chat' })).toThrow(/^AGENT_WEBHOOK_URL /);
    expect(readAgentConfig({}).webhookUrl).toBe('');
  });
});

describe('launch:check and the live agent', () => {
  it('off without AGENT_WEBHOOK_URL; http refused; an answering https n8n is on', async () => {
    expect(await agentLaunchCheck({})).toEqual({
      status: 'Live agent on /work: off (AGENT_WEBHOOK_URL is empty).',
    });
    expect(await agentLaunchCheck({ AGENT_WEBHOOK_URL: standIn.url })).toEqual({
      problem: 'AGENT_WEBHOOK_URL is not https: messages would cross the network in clear',
    });
    // The stand-in listens on http: the https URL is sent to it through the test's own fetch.
    const https = standIn.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, 'https://n8n.example.com');
    const viaStandIn: typeof fetch = (input, init) =>
      fetch(String(input).replace('https://n8n.example.com', new URL(standIn.url).origin), init);
    expect(await agentLaunchCheck({ AGENT_WEBHOOK_URL: https }, viaStandIn)).toEqual({
      status: 'Live agent on /work: on, n8n answers at n8n.example.com.',
    });
    expect(standIn.requests.at(-1)).toMatchObject({ action: 'loadPreviousSession' });
    const notFound: typeof fetch = async () => new Response('', { status: 404 });
    expect(await agentLaunchCheck({ AGENT_WEBHOOK_URL: https }, notFound)).toEqual({
      problem: expect.stringMatching(
        /^AGENT_WEBHOOK_URL answered 404: is the agent workflow published/,
      ),
    });
  });
});
