/**
 * A stand-in for a model provider in `npm run test:n8n`: a small HTTP server that speaks the part
 * of OpenAI's chat-completions API n8n's "OpenAI Chat Model" node uses (`POST
 * /v1/chat/completions`, streamed as server-sent events or whole, with `tool_calls`; `GET
 * /v1/models`). These machines reach no model provider, and a real model would not answer the same
 * way twice; this one is deterministic:
 *
 * - a visitor message that asks for a person makes it call the tool whose name says "hand" (the
 *   workflow's "Hand over to a person"), any other message the tool whose name says "knowledge";
 * - once the tool's result is in the conversation, it answers from that result: the agent
 *   offer's price and the booking link from the knowledge, or the hand-over instruction's marker.
 *
 * Every request is kept (`requests`), so a test can show what n8n sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content?: string | { type: string; text?: string }[] | null;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
}
export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  tools?: { type: 'function'; function: { name: string; description?: string } }[];
}

/** What the fake model decides for one request: call a tool, or answer with text. */
export type Reply = { tool: string } | { text: string };

const textOf = (m: ChatMessage | undefined) =>
  typeof m?.content === 'string'
    ? m.content
    : (m?.content ?? []).map((part) => part.text ?? '').join('');

/** The knowledge (or one field of it) in a tool result, whatever wrapping n8n gave it. */
function parseToolResult(text: string): unknown {
  let value: unknown = text;
  // n8n may hand the result over as JSON text, inside an array, or as JSON text of JSON text.
  for (let i = 0; i < 3 && typeof value === 'string'; i++) {
    try {
      value = JSON.parse(value);
    } catch {
      break;
    }
  }
  return Array.isArray(value) && value.length === 1 ? value[0] : value;
}

/** The fake model's whole mind: which tool to call, or what to answer. */
export function decide(request: ChatRequest): Reply {
  const messages = request.messages;
  const lastUser = messages.map((m) => m.role).lastIndexOf('user');
  const visitor = textOf(messages[lastUser]);
  const results = messages.slice(lastUser + 1).filter((m) => m.role === 'tool');
  const tools = (request.tools ?? []).map((t) => t.function.name);
  const wantsPerson = /\b(person|human|someone)\b/i.test(visitor);
  if (results.length === 0 && tools.length > 0) {
    const tool = tools.find((name) => (wantsPerson ? /hand/i : /knowledge/i).test(name));
    if (tool) return { tool };
  }
  const result = parseToolResult(textOf(results.at(-1))) as Record<string, unknown> | undefined;
  if (result && typeof result === 'object') {
    if (typeof result.marker === 'string') {
      return { text: `A person from the team will answer you. ${result.marker}` };
    }
    const offer = result.agentOffer as { price?: string } | undefined;
    const booking = result.booking as { url?: string } | undefined;
    if (offer?.price) {
      return {
        text: `${offer.price}: that is what the AI agent costs, as the site says. Book a call: ${booking?.url ?? ''}`,
      };
    }
  }
  return { text: 'I could not find that on the site.' };
}

export interface FakeChatModel {
  /** The base URL to put into n8n's OpenAI credential: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  requests: ChatRequest[];
  /**
   * Holds the next text answer after its first word until `release()`: a test sees the first
   * word on screen while the rest has not been sent, which only a streamed path can show.
   */
  holdNext(): void;
  release(): void;
  close(): Promise<void>;
}

/** Starts the fake provider on a free port of 127.0.0.1. */
export async function startFakeChatModel(): Promise<FakeChatModel> {
  const requests: ChatRequest[] = [];
  let calls = 0;
  let hold = false;
  let released: () => void = () => undefined;
  let gate = Promise.resolve();
  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/v1/models') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: [{ id: 'fake-model', object: 'model' }] }));
      return;
    }
    if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `no route ${req.method} ${url.pathname}` } }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
    requests.push(request);
    const reply = decide(request);
    const id = `chatcmpl-fake-${++calls}`;
    const base = { id, object: 'chat.completion.chunk', created: 0, model: request.model };
    const toolCall =
      'tool' in reply
        ? { id: `call_fake_${calls}`, type: 'function' as const, function: { name: reply.tool } }
        : undefined;
    const usage = { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 };

    if (!request.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              message: toolCall
                ? {
                    role: 'assistant',
                    content: null,
                    tool_calls: [
                      { ...toolCall, function: { ...toolCall.function, arguments: '{}' } },
                    ],
                  }
                : { role: 'assistant', content: (reply as { text: string }).text },
              finish_reason: toolCall ? 'tool_calls' : 'stop',
            },
          ],
          usage,
        }),
      );
      return;
    }

    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const send = (delta: object, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    if (toolCall) {
      send({
        role: 'assistant',
        content: null,
        tool_calls: [{ index: 0, ...toolCall, function: { ...toolCall.function, arguments: '' } }],
      });
      send({ tool_calls: [{ index: 0, function: { arguments: '{}' } }] });
      send({}, 'tool_calls');
    } else {
      send({ role: 'assistant', content: '' });
      // Word by word, so the answer reaches n8n (and the visitor) in several pieces.
      const words = (reply as { text: string }).text.split(/(?<= )/);
      const held = hold;
      hold = false;
      for (const [i, word] of words.entries()) {
        send({ content: word });
        if (i === 0 && held) await gate;
      }
      send({}, 'stop');
    }
    res.write(`data: ${JSON.stringify({ ...base, choices: [], usage })}\n\n`);
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    holdNext: () => {
      hold = true;
      gate = new Promise((done) => (released = done));
    },
    release: () => released(),
    close: () => {
      released();
      return new Promise((done) => server.close(() => done()));
    },
  };
}
