import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an n8n Chat Trigger, speaking the protocol n8n's own chat widget speaks (the
 * request: `{"action":"sendMessage","sessionId","chatInput","metadata"}`; the answer: streamed
 * newline-delimited chunks `begin`/`item`/`end`/`error`, each with `metadata`, or a whole
 * `{"output"}`). What it answers is chosen by a word in the visitor's message:
 * - `#stream`: the first words at once, the rest only after `release()` (so a test sees the
 *   answer arrive in pieces without timing anything), then `end`;
 * - `#whole`: one JSON answer;
 * - `#handover`: a streamed answer ending with the hand-over marker, split between two chunks;
 * - `#links`: a streamed answer with links to the site, the booking page and another site;
 * - `#error`: HTTP 500; `#chunkerror`: a stream that ends with an `error` chunk;
 * - `#silent`: never answers (until the caller gives up).
 * Anything else: a short streamed answer quoting the message's language.
 */
export const STREAM_FIRST = 'The agent starts at $250';
export const STREAM_REST = ' and is live in two weeks.';
export const WHOLE_ANSWER = 'A whole answer, sent at once.';
export const HANDOVER_TEXT = 'I will pass you to a person.';

export interface StandIn {
  url: string;
  /** Every request body received, in order. */
  requests: Record<string, unknown>[];
  /** Lets every held `#stream` answer finish. */
  release(): void;
  close(): Promise<void>;
}

const meta = (nodeId = 'agent') => ({
  nodeId,
  nodeName: 'AI Agent',
  timestamp: 1,
  runIndex: 0,
  itemIndex: 0,
});

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const piece of request) text += piece;
  return JSON.parse(text) as Record<string, unknown>;
}

export async function startStandIn(port = 0): Promise<StandIn> {
  const requests: Record<string, unknown>[] = [];
  let waiting: (() => void)[] = [];
  let released = false;
  const held: ServerResponse[] = [];
  const gate = () =>
    released ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      requests.push(body);
      if (body.action === 'loadPreviousSession') {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ data: [] }));
        return;
      }
      const text = String(body.chatInput ?? '');
      const chunk = (value: Record<string, unknown>) =>
        response.write(`${JSON.stringify({ ...value, metadata: meta() })}\n`);
      if (text.includes('#silent')) {
        held.push(response);
        return;
      }
      if (text.includes('#error')) {
        response.statusCode = 500;
        response.end('{"message":"Error in workflow"}');
        return;
      }
      if (text.includes('#whole')) {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ output: WHOLE_ANSWER }));
        return;
      }
      response.setHeader('content-type', 'application/json; charset=utf-8');
      chunk({ type: 'begin' });
      if (text.includes('#stream')) {
        chunk({ type: 'item', content: STREAM_FIRST });
        await gate();
        chunk({ type: 'item', content: STREAM_REST });
      } else if (text.includes('#handover')) {
        chunk({ type: 'item', content: `${HANDOVER_TEXT} [[hand` });
        chunk({ type: 'item', content: 'over]]' });
      } else if (text.includes('#links')) {
        chunk({
          type: 'item',
          content:
            'Book at /talk-to-expert, read [our services](/services), or visit https://example.org/offer.',
        });
      } else if (text.includes('#chunkerror')) {
        chunk({ type: 'item', content: 'Half an answer' });
        chunk({ type: 'error', content: 'Model failed' });
        response.end();
        return;
      } else {
        chunk({
          type: 'item',
          content: `Answer in ${String((body.metadata as { language?: string })?.language)}.`,
        });
      }
      chunk({ type: 'end' });
      response.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/webhook/flowcraft-agent-demo/chat`,
    requests,
    release() {
      released = true;
      for (const resolve of waiting) resolve();
      waiting = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
