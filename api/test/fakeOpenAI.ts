import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * - `stream`: "Hallo, ik ben de assistent." in three chunks;
 * - `tool`: "Ik regel het." and then a streamed call of the tool `offer_callback`;
 * - `tool-only`: only the tool call (no text), as models often do;
 * - `person-only`: only a call of the tool `offer_person` (no text);
 * - `slow`: two chunks, then one more every `chunkIntervalMs` until the caller goes away;
 * - `break`: two chunks, then the connection drops;
 * - `no-tools`: 400 "does not support tools" (as Ollama) when the request has tools, else `stream`;
 * - `429`, `402`, `quota`, `500`: that error before any chunk.
 */
export type FakeMode =
  'stream' | 'tool' | 'tool-only' | 'person-only' | 'no-tools' | '429' | '402' | 'quota' | '500' | 'break' | 'slow';

export interface FakeOpenAI {
  url: string;
  mode: FakeMode;
  requests: {
    body: {
      model: string;
      messages: { role: string; content: string }[];
      stream: boolean;
      tools?: { type: string; function: { name: string; description: string; parameters: unknown } }[];
    };
    authorization?: string;
  }[];
  /** How many upstream requests were closed by the caller before the fake finished them. */
  abortedByClient: number;
  /** How many chunks the fake wrote (all requests together). */
  chunksWritten: number;
  /**
   * In `slow` mode: how many streams found, at the moment their next chunk was due, that the
   * caller had gone, and stopped (all requests together).
   */
  slowStreamsStopped: number;
  /** Delay before the first chunk. */
  firstChunkDelayMs: number;
  /** In `slow` mode: the pause between chunks after the first two (default 20 ms). */
  chunkIntervalMs: number;
  /** Send the response headers at once, before the first chunk's delay (otherwise with it). */
  headersFirst: boolean;
  close(): Promise<void>;
}

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

const text = (content: string | undefined, finish: string | null = null) =>
  chunk(content === undefined ? {} : { content }, finish);

/** A tool call as OpenAI streams it: the first delta names the function, later ones carry the arguments. */
const toolCallChunks = (name: string) => [
  chunk({
    tool_calls: [{ index: 0, id: 'call_fake', type: 'function', function: { name, arguments: '' } }],
  }),
  chunk({ tool_calls: [{ index: 0, function: { arguments: '{' } }] }),
  chunk({ tool_calls: [{ index: 0, function: { arguments: '}' } }] }),
  chunk({}, 'tool_calls'),
];

/** A local OpenAI-compatible server: streams, calls a tool, fails on demand, or breaks mid-stream. */
export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const fake: FakeOpenAI = {
    url: '',
    mode: 'stream',
    requests: [],
    abortedByClient: 0,
    chunksWritten: 0,
    slowStreamsStopped: 0,
    firstChunkDelayMs: 0,
    chunkIntervalMs: 20,
    headersFirst: false,
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as FakeOpenAI['requests'][number]['body'];
      fake.requests.push({ body, authorization: req.headers.authorization });
      const error = (status: number, type: string, code: string, message = `fake ${code}`) =>
        res
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message, type, code } }));
      switch (fake.mode) {
        case 'no-tools':
          if (body.tools)
            return error(400, 'invalid_request_error', 'bad_request', 'fake-model does not support tools');
          break;
        case '429':
          return error(429, 'requests', 'rate_limit_exceeded');
        case 'quota':
          return error(429, 'insufficient_quota', 'insufficient_quota');
        case '402':
          return error(402, 'billing', 'payment_required');
        case '500':
          return error(500, 'server_error', 'server_error');
        default:
          break;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (fake.headersFirst) res.flushHeaders();
      let finished = false;
      res.on('close', () => {
        if (!finished) fake.abortedByClient += 1;
      });
      const write = (data: string) => {
        fake.chunksWritten += 1;
        res.write(data);
      };
      const end = () => {
        res.end('data: [DONE]\n\n');
        finished = true;
      };
      const send = () => {
        if (res.destroyed) return;
        if (fake.mode === 'tool' || fake.mode === 'tool-only' || fake.mode === 'person-only') {
          if (fake.mode === 'tool') write(text('Ik regel het.'));
          for (const piece of toolCallChunks(fake.mode === 'person-only' ? 'offer_person' : 'offer_callback'))
            write(piece);
          return end();
        }
        write(text('Hallo, '));
        write(text('ik ben '));
        if (fake.mode === 'break') {
          finished = true;
          // Let the first chunks reach the caller, then drop the connection.
          setTimeout(() => res.socket?.destroy(), 30);
          return;
        }
        if (fake.mode === 'slow') {
          const timer = setInterval(() => {
            if (res.destroyed) {
              fake.slowStreamsStopped += 1;
              return clearInterval(timer);
            }
            write(text('nog '));
          }, fake.chunkIntervalMs);
          return;
        }
        write(text('de assistent.'));
        write(text(undefined, 'stop'));
        end();
      };
      if (fake.firstChunkDelayMs > 0) setTimeout(send, fake.firstChunkDelayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
