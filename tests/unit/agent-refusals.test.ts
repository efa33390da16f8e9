import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { agentRoutesWith } from '../../server/api';
import { createApp } from '../../server/app';
import type { AgentLine, AgentRequestCode } from '../../server/agent/handler';
import {
  AGENT_ERROR_CODES,
  askAgent,
  refusalCode,
  type AgentErrorCode,
} from '../../src/components/agent/agent-stream';
import { DEFAULT_AGENT_LIMITS, type AgentLimits } from '../../shared/config';
import { locales } from '../../shared/i18n/locales';
import { startStandIn, type StandIn } from '../e2e/support/n8n-chat';
import { makeRelease } from './support/release';

/**
 * Every reason `/api/agent` can give for not answering reaches the visitor as its own sentence in
 * their language, never as the generic "could not answer".
 */

type ServerCode = AgentRequestCode | Extract<AgentLine, { type: 'error' }>['code'];
/** Every code the server's types allow: the type check fails when one is added and not listed. */
const SERVER_CODES = {
  invalid_request: true,
  too_long: true,
  client_hourly: true,
  session_turns: true,
  site_daily: true,
  unavailable: true,
  timeout: true,
  failed: true,
} satisfies Record<ServerCode, true>;

const catalog = (locale: string) =>
  JSON.parse(readFileSync(`src/i18n/messages/${locale}/agent.json`, 'utf8')) as Record<
    string,
    string
  >;

describe("the chat's words for every refusal", () => {
  it('knows every code the server answers with', () => {
    for (const code of Object.keys(SERVER_CODES)) {
      expect(AGENT_ERROR_CODES).toContain(code);
      expect(refusalCode(400, code)).toBe(code);
    }
  });

  it.each(locales)('%s: a sentence of its own for each code', (locale) => {
    const messages = catalog(locale);
    for (const code of AGENT_ERROR_CODES) {
      const text = messages[`agent.error.${code}`];
      expect(text, `${locale} agent.error.${code}`).toMatch(/\S/);
      if (code !== 'failed') expect(text).not.toBe(messages['agent.error.failed']);
    }
    expect(new Set(AGENT_ERROR_CODES.map((c) => messages[`agent.error.${c}`])).size).toBe(
      AGENT_ERROR_CODES.length,
    );
  });

  it.each([
    [429, undefined, 'rate_limited'],
    [413, undefined, 'too_long'],
    [403, undefined, 'forbidden'],
    [415, undefined, 'invalid_request'],
    [405, undefined, 'invalid_request'],
    [404, undefined, 'unavailable'],
    [502, undefined, 'unavailable'],
    [504, undefined, 'unavailable'],
    [500, undefined, 'failed'],
    [500, 'something_new', 'failed'],
    [429, 'session_turns', 'session_turns'],
  ] as const)('HTTP %s with code %s -> %s', (status, code, expected) => {
    expect(refusalCode(status, code)).toBe(expected);
  });
});

const releaseDir = await makeRelease();

describe("the real proxy's refusals, as the chat reads them", () => {
  const SESSION = '0b6f1c2e-4a5d-4e6f-8a9b-0c1d2e3f4a5b';
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startStandIn();
  });
  afterAll(() => standIn.close());

  const appWith = (limits: Partial<AgentLimits> = {}, apiRateLimit = 10_000) =>
    createApp({
      releaseDir,
      env: {},
      apiRateLimit,
      apiRoutes: [
        agentRoutesWith({
          webhookUrl: standIn.url,
          webhookAuth: '',
          limits: { ...DEFAULT_AGENT_LIMITS, maxMessageChars: 20, ...limits },
        }),
      ],
    });

  const post = (
    body: string,
    headers: Record<string, string> = { 'content-type': 'application/json' },
  ) => ({ method: 'POST' as const, url: '/api/agent', headers, payload: body });
  const message = (text: string, session = SESSION) =>
    JSON.stringify({ sessionId: session, message: text, language: 'en' });

  /** The code the chat shows for the proxy's answer to `request` (after `before` requests). */
  async function shown(
    app: Awaited<ReturnType<typeof appWith>>,
    request: ReturnType<typeof post>,
    before = 0,
  ): Promise<AgentErrorCode> {
    for (let i = 0; i < before; i++) await app.inject(request);
    const res = await app.inject(request);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const body = res.json<{ code?: unknown }>();
    return refusalCode(res.statusCode, body.code);
  }

  it.each([
    ['a body that is not a chat message', 'invalid_request', {}, post('{"hello":1}'), 0],
    ['malformed JSON', 'invalid_request', {}, post('{'), 0],
    ['no content type', 'invalid_request', {}, post(message('Hi'), {}), 0],
    ['a message over the limit', 'too_long', {}, post(message('x'.repeat(21))), 0],
    [
      "another site's page",
      'forbidden',
      {},
      post(message('Hi'), { 'content-type': 'application/json', origin: 'https://evil.example' }),
      0,
    ],
    [
      'the hourly limit of the address',
      'client_hourly',
      { messagesPerHour: 1 },
      post(message('Hi')),
      1,
    ],
    ['the turns of the session', 'session_turns', { sessionTurns: 1 }, post(message('Hi')), 1],
    ["the site's day", 'site_daily', { dailyMessages: 1 }, post(message('Hi')), 1],
    ['the limit every API shares', 'rate_limited', { apiRateLimit: 1 }, post(message('Hi')), 1],
  ] as const)('%s -> %s', async (_what, expected, setup, request, before) => {
    const { apiRateLimit, ...limits } = setup as Partial<AgentLimits> & { apiRateLimit?: number };
    const server = await appWith(limits, apiRateLimit);
    try {
      expect(await shown(server, request, before)).toBe(expected);
    } finally {
      await server.close();
    }
  });
});

describe('askAgent reads refusals without a code of their own', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a plain 429 is the shared rate limit, a stream error with an unknown code is "failed"', async () => {
    const answers = [
      new Response(JSON.stringify({ error: 'Rate limit exceeded' }), { status: 429 }),
      new Response('{"type":"text","text":"Hi"}\n{"type":"error","code":"new_kind"}\n', {
        status: 200,
      }),
    ];
    vi.stubGlobal('fetch', async () => answers.shift()!);
    const events = async () => {
      const out = [];
      for await (const event of askAgent('Hi', 'en')) out.push(event);
      return out;
    };
    expect(await events()).toEqual([{ type: 'error', code: 'rate_limited' }]);
    expect(await events()).toEqual([
      { type: 'text', text: 'Hi' },
      { type: 'error', code: 'failed' },
    ]);
  });
});
