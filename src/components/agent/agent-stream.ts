/**
 * The chat's side of `POST /api/agent`: sends a message and reads the answer as it arrives (one
 * JSON object a line), and keeps the chat's session id in the tab (sessionStorage: gone when the
 * tab closes, never a cookie).
 */

/** What the chat shows next: a piece of the answer, its end, or why there is no (more) answer. */
export type AgentEvent =
  | { type: 'text'; text: string }
  | { type: 'end'; handover: boolean }
  | { type: 'error'; code: string };

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
    const answer = (await response.json().catch(() => ({}))) as { code?: string };
    yield { type: 'error', code: answer.code ?? 'failed' };
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
