import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AgentConfig } from '../../shared/config';
import { defaultLocale, isLocale, type Locale } from '../../shared/i18n/locales';
import { CircuitBreaker } from '../translate/breaker';
import { ProviderError } from '../translate/errors';
import { AgentBudget, type AgentRefusal } from './limits';
import { HANDOVER_MARKER } from '../../shared/agent-knowledge';
import { MarkerFilter, replyPieces } from './reply';

/**
 * What the browser receives for a message, one JSON object a line (`application/x-ndjson`), as
 * the reply arrives: `{"type":"text","text":"..."}` pieces, then `{"type":"end","handover":bool}`,
 * or `{"type":"error","code":...}` when the reply failed or took too long. `handover`: the agent
 * asked to pass the visitor to a person (its marker is never shown).
 */
export type AgentLine =
  | { type: 'text'; text: string }
  | { type: 'end'; handover: boolean }
  | { type: 'error'; code: 'timeout' | 'unavailable' | 'failed' };

/** Codes of a message refused before it reaches n8n (the chat words each in the visitor's language). */
export type AgentRequestCode = AgentRefusal | 'too_long' | 'invalid_request' | 'unavailable';

/** The longest reply passed on; a longer one is cut off as failed (a runaway model). */
export const MAX_REPLY_CHARS = 20_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type AgentRequest =
  | { action: 'sendMessage'; sessionId: string; message: string; language: Locale }
  | { action: 'loadPreviousSession'; sessionId: string };

/**
 * A request body of `POST /api/agent`: `{action?, sessionId, message, language}` (action
 * `sendMessage`, the default, or `loadPreviousSession`). `sessionId` is the tab's own UUID.
 * @example parseAgentRequest({ sessionId: '0b6f…', message: 'Hi', language: 'de' }, 500)
 */
export function parseAgentRequest(
  body: unknown,
  maxMessageChars: number,
):
  | { ok: true; value: AgentRequest }
  | { ok: false; status: number; code: AgentRequestCode; error: string } {
  const bad = (error: string) => ({
    ok: false as const,
    status: 400,
    code: 'invalid_request' as const,
    error,
  });
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return bad('Body must be a JSON object');
  }
  const data = body as Record<string, unknown>;
  const action = data.action ?? 'sendMessage';
  if (action !== 'sendMessage' && action !== 'loadPreviousSession') {
    return bad('action must be sendMessage or loadPreviousSession');
  }
  if (typeof data.sessionId !== 'string' || !UUID.test(data.sessionId)) {
    return bad('sessionId must be a lower-case UUID');
  }
  if (action === 'loadPreviousSession') {
    return { ok: true, value: { action, sessionId: data.sessionId } };
  }
  if (typeof data.message !== 'string' || !data.message.trim()) {
    return bad('message must be a non-empty text');
  }
  const message = data.message.trim();
  if (message.length > maxMessageChars) {
    return {
      ok: false,
      status: 413,
      code: 'too_long',
      error: `message must be at most ${maxMessageChars} characters`,
    };
  }
  const language = isLocale(data.language) ? data.language : defaultLocale;
  return { ok: true, value: { action, sessionId: data.sessionId, message, language } };
}

const REFUSED: Record<AgentRefusal, string> = {
  client_hourly: 'Message limit of your address reached for this hour',
  session_turns: 'Message limit of this chat reached',
  site_daily: "The site's message limit for today is reached",
};

/** One past message of a restored chat. */
export interface PastMessage {
  role: 'visitor' | 'agent';
  text: string;
}

/** n8n's `loadPreviousSession` answer (LangChain messages) as the chat's messages. */
export function pastMessages(answer: unknown): PastMessage[] {
  const data = (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown): PastMessage[] => {
    const { id, kwargs } = (item ?? {}) as { id?: unknown; kwargs?: { content?: unknown } };
    const kind = Array.isArray(id) ? id.at(-1) : undefined;
    const content = kwargs?.content;
    if (typeof content !== 'string') return [];
    if (kind === 'HumanMessage') return [{ role: 'visitor', text: content }];
    // The agent's tool calls are AIMessages with no text (their content an array or empty), and
    // tool results are ToolMessages: neither is shown.
    const text = kind === 'AIMessage' ? content.split(HANDOVER_MARKER).join('').trim() : '';
    if (text) return [{ role: 'agent', text }];
    return [];
  });
}

export interface AgentHandlerDeps {
  /** The HTTP client (tests pass their own). */
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * `POST /api/agent`: checks the request and the limits, then forwards the message to n8n in its
 * chat protocol and streams the reply to the browser as it arrives (see `AgentLine`). Nothing of
 * the conversation is stored or logged. Refused before n8n: 400 malformed, 413 too long, 429 a
 * limit (`code` names it), 503 while the breaker is open after repeated n8n failures.
 */
export function agentHandler(config: AgentConfig, deps: AgentHandlerDeps = {}) {
  const { limits, webhookUrl } = config;
  const call = deps.fetch ?? fetch;
  const budget = new AgentBudget(limits, deps.now);
  const breaker = new CircuitBreaker('agent', {
    failureThreshold: limits.breakerFailures,
    resetTimeoutMs: limits.breakerResetMs,
  });

  /** POSTs `payload` to n8n; `signal` ends it. A non-2xx answer is a failure. */
  const post = async (payload: Record<string, unknown>, signal: AbortSignal) => {
    const response = await call(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/plain',
        ...(config.webhookAuth
          ? { authorization: `Basic ${Buffer.from(config.webhookAuth).toString('base64')}` }
          : {}),
      },
      body: JSON.stringify(payload),
      signal,
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new ProviderError('agent', 'http', `n8n answered ${response.status}`, response.status);
    }
    return response.body;
  };

  const unavailable = (reply: FastifyReply) =>
    reply
      .code(503)
      .header('retry-after', String(breaker.retryAfterSeconds || 1))
      .send({ error: 'The agent is unavailable right now', code: 'unavailable' });

  const restore = async (reply: FastifyReply, sessionId: string) => {
    if (breaker.state === 'open') return unavailable(reply);
    const signal = AbortSignal.timeout(limits.timeoutMs);
    try {
      const messages = await breaker.call(async () => {
        const body = await post({ action: 'loadPreviousSession', sessionId }, signal);
        return pastMessages(await new Response(body).json());
      });
      return reply.send({ messages });
    } catch {
      return reply.send({ messages: [] });
    }
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const input = parseAgentRequest(request.body, limits.maxMessageChars);
    if (!input.ok) return reply.code(input.status).send({ error: input.error, code: input.code });
    const value = input.value;
    if (value.action === 'loadPreviousSession') return restore(reply, value.sessionId);
    if (breaker.state === 'open') return unavailable(reply);
    const refusal = budget.charge(request.ip, value.sessionId);
    if (refusal) return reply.code(429).send({ error: REFUSED[refusal], code: refusal });

    const out = new PassThrough();
    const write = (line: AgentLine) => out.write(`${JSON.stringify(line)}\n`);
    const controller = new AbortController();
    let timedOut = false;
    let left = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, limits.timeoutMs);
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) {
        left = true;
        controller.abort();
      }
    });

    const pump = async () => {
      try {
        await breaker.call(async () => {
          try {
            const body = await post(
              {
                action: 'sendMessage',
                sessionId: value.sessionId,
                chatInput: value.message,
                metadata: { language: value.language },
              },
              controller.signal,
            );
            const filter = new MarkerFilter();
            let length = 0;
            for await (const piece of replyPieces(body)) {
              length += piece.length;
              if (length > MAX_REPLY_CHARS) throw new Error('reply too long');
              const text = filter.push(piece);
              if (text) write({ type: 'text', text });
            }
            const rest = filter.end();
            if (rest) write({ type: 'text', text: rest });
            write({ type: 'end', handover: filter.found });
          } catch (error) {
            // A visitor who closed the tab says nothing about n8n's health.
            if (left) throw new ProviderError('agent', 'circuit-open', 'visitor left');
            throw error;
          }
        });
      } catch (error) {
        const open = error instanceof ProviderError && error.kind === 'circuit-open' && !left;
        write({ type: 'error', code: timedOut ? 'timeout' : open ? 'unavailable' : 'failed' });
        if (!left && !timedOut && !open) request.log.warn(`agent: ${(error as Error).message}`);
      } finally {
        clearTimeout(timer);
        out.end();
      }
    };
    void pump();
    return reply
      .code(200)
      .type('application/x-ndjson; charset=utf-8')
      .header('x-accel-buffering', 'no')
      .send(out);
  };
}
