/**
 * n8n's answer to the site's chat, read as it arrives. n8n's Chat Trigger answers in one of two
 * ways (what its own chat widget, `@n8n/chat`, reads): with streaming on, newline-delimited JSON
 * chunks `{"type":"begin"}`, `{"type":"item","content":"..."}` ..., `{"type":"end"}` (an `error`
 * chunk when the run fails; each chunk also carries `metadata`); without it, one JSON answer
 * `{"output":"..."}`.
 */

import { HANDOVER_MARKER } from '../../shared/agent-knowledge';

/** n8n answered, but not with a reply the chat can show. */
export class ReplyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplyError';
  }
}

const CHUNK_TYPES = new Set(['begin', 'item', 'end', 'error']);

interface Chunk {
  type: string;
  content?: unknown;
}

/** A line as a streamed chunk, or null when it is none. */
function chunkOf(line: string): Chunk | null {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const type = (value as { type?: unknown }).type;
    return typeof type === 'string' ? (value as Chunk) : null;
  } catch {
    return null;
  }
}

/** The reply text of a whole JSON answer (`{"output"}`, also in a one-item array). */
function wholeAnswer(text: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ReplyError('the answer is neither JSON nor newline-delimited chunks');
  }
  const first = Array.isArray(value) ? (value[0] as unknown) : value;
  const output =
    typeof first === 'object' && first !== null
      ? ((first as Record<string, unknown>).output ?? (first as Record<string, unknown>).text)
      : undefined;
  if (typeof output !== 'string') throw new ReplyError('the answer has no "output" text');
  return output;
}

/**
 * The reply's text pieces in order, as n8n sends them: each streamed `item` as soon as its line
 * is complete, or a whole answer's `output` once the body ended. Which of the two the body is
 * shows in its first line. Unknown chunk types (tool calls, in newer n8n) are skipped; a line
 * that is not JSON in a stream is text, as n8n's widget shows it.
 * @throws ReplyError for an `error` chunk or an answer without text
 */
export async function* replyPieces(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let streamed: boolean | undefined;
  const piece = (line: string): string => {
    const chunk = chunkOf(line);
    if (!chunk) return line;
    if (chunk.type === 'error') {
      throw new ReplyError(`n8n reported an error: ${String(chunk.content ?? '').slice(0, 200)}`);
    }
    return chunk.type === 'item' && typeof chunk.content === 'string' ? chunk.content : '';
  };
  for await (const bytes of body) {
    buffer += decoder.decode(bytes, { stream: true });
    if (streamed === false) continue;
    const lines = buffer.split('\n');
    buffer = lines.pop()!;
    for (const [i, line] of lines.entries()) {
      if (!line.trim()) continue;
      if (streamed === undefined) {
        const chunk = chunkOf(line);
        streamed = chunk !== null && CHUNK_TYPES.has(chunk.type);
        if (!streamed) {
          buffer = [...lines.slice(i), buffer].join('\n');
          break;
        }
      }
      const text = piece(line);
      if (text) yield text;
    }
  }
  buffer += decoder.decode();
  if (streamed) {
    if (buffer.trim()) {
      const text = piece(buffer);
      if (text) yield text;
    }
    return;
  }
  // No complete line before the end: one line of chunks (`{"type":"begin"}` alone) or a whole answer.
  const only = chunkOf(buffer.trim());
  if (streamed === undefined && only && CHUNK_TYPES.has(only.type)) {
    const text = piece(buffer.trim());
    if (text) yield text;
    return;
  }
  const text = wholeAnswer(buffer);
  if (text) yield text;
}

/**
 * Takes the hand-over marker out of a reply that arrives in pieces: the marker may be split
 * between two pieces, so the end of each piece that could start it is held back until the next
 * one shows whether it does.
 * @example const f = new MarkerFilter(); f.push('Sure [[hand'); f.push('over]]'); f.end(); f.found // true
 */
export class MarkerFilter {
  private held = '';
  found = false;

  /** The text of `piece` that can be shown now. */
  push(piece: string): string {
    let text = this.held + piece;
    let out = '';
    for (let at = text.indexOf(HANDOVER_MARKER); at >= 0; at = text.indexOf(HANDOVER_MARKER)) {
      out += text.slice(0, at);
      text = text.slice(at + HANDOVER_MARKER.length);
      this.found = true;
    }
    let keep = Math.min(text.length, HANDOVER_MARKER.length - 1);
    while (keep > 0 && !HANDOVER_MARKER.startsWith(text.slice(text.length - keep))) keep -= 1;
    this.held = text.slice(text.length - keep);
    return out + text.slice(0, text.length - keep);
  }

  /** What was held back, once the reply has ended. */
  end(): string {
    const rest = this.held;
    this.held = '';
    return rest;
  }
}
