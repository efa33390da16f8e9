/**
 * The chat's side of `POST /api/agent`: sends a message and reads the answer as it arrives (one
 * JSON object a line), and keeps the chat's session id in the tab (sessionStorage: gone when the
 * tab closes, never a cookie).
 */

/**
 * Every reason the chat can give for a missing answer, each worded in `agent.error.<code>`: the
 * codes `/api/agent` answers with (refusals before n8n and failures while streaming), and three
 * for answers that carry no code of the agent's own (`rate_limited`: the limit all `/api/*`
 * routes share; `forbidden`: a post the site took for another site's).
 */
export const AGENT_ERROR_CODES = [
  'timeout',
  'failed',
  'unavailable',
  'client_hourly',
  'session_turns',
  'site_daily',
  'too_long',
  'invalid_request',
  'rate_limited',
  'forbidden',
] as const;
export type AgentErrorCode = (typeof AGENT_ERROR_CODES)[number];

const isErrorCode = (code: unknown): code is AgentErrorCode =>
  (AGENT_ERROR_CODES as readonly unknown[]).includes(code);

/**
 * The reason to show for a refused `POST /api/agent`: its own `code` when the chat knows it, else
 * what the HTTP status means (a 404: the agent was switched off since the page was built; a 502
 * or 504: a proxy in front of the site found it down).
 * @example refusalCode(429, undefined) // 'rate_limited'
 */
export function refusalCode(status: number, code: unknown): AgentErrorCode {
  if (isErrorCode(code)) return code;
  if (status === 429) return 'rate_limited';
  if (status === 413) return 'too_long';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 502 || status === 503 || status === 504) return 'unavailable';
  if (status >= 400 && status < 500) return 'invalid_request';
  return 'failed';
}

/** What the chat shows next: a piece of the answer, its end, or why there is no (more) answer. */
export type AgentEvent =
  | { type: 'text'; text: string }
  | { type: 'end'; handover: boolean }
  | { type: 'error'; code: AgentErrorCode };

export interface PastMessage {
  role: 'visitor' | 'agent';
  text: string;
}

const SESSION_KEY = 'agent:session';
let memorySession: string | undefined;

/** The tab's chat session id; `existing`: only one the tab already has (else null). */
export function sessionId(existing = false): string | null {
  try {
    const kept = sessionStorage.getItem(SESSION_KEY);
    if (kept || existing) return kept;
    const id = crypto.randomUUID();
    sessionStorage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    // Storage blocked: the session lasts as long as the page.
    if (!memorySession && !existing) memorySession = crypto.randomUUID();
    return memorySession ?? null;
  }
}

const post = (body: Record<string, unknown>, signal?: AbortSignal) =>
  fetch('/api/agent', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
    body: JSON.stringify(body),
    signal,
  });

/** The answer to `message`, in order; always ends with an `end` or an `error` event. */
export async function* askAgent(
  message: string,
  language: string,
  signal?: AbortSignal,
): AsyncGenerator<AgentEvent> {
  let response: Response;
  try {
    response = await post({ sessionId: sessionId(), message, language }, signal);
  } catch {
    yield { type: 'error', code: 'failed' };
    return;
  }
  if (!response.ok || !response.body) {
    const answer = (await response.json().catch(() => ({}))) as { code?: unknown };
    yield { type: 'error', code: refusalCode(response.status, answer.code) };
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      buffer += read.value;
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        if (!line.trim()) continue;
        const event = JSON.parse(line) as AgentEvent;
        if (event.type === 'error') {
          yield { type: 'error', code: refusalCode(500, event.code) };
          return;
        }
        yield event;
        if (event.type !== 'text') return;
      }
    }
  } catch {
    // The connection broke off: said below.
  }
  yield { type: 'error', code: 'failed' };
}

/** The messages n8n remembers for the tab's session, when the tab has one. */
export async function previousMessages(): Promise<PastMessage[]> {
  const id = sessionId(true);
  if (!id) return [];
  try {
    const response = await post({ action: 'loadPreviousSession', sessionId: id });
    const answer = (await response.json()) as { messages?: PastMessage[] };
    return response.ok && Array.isArray(answer.messages) ? answer.messages : [];
  } catch {
    return [];
  }
}
