import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'stream' | '429' | '402' | 'quota' | '500' | 'break' | 'slow';

export interface FakeOpenAI {
  url: string;
  mode: FakeMode;
  requests: {
    body: { model: string; messages: { role: string; content: string }[]; stream: boolean };
    authorization?: string;
  }[];
  /** How many upstream requests were closed by the caller before the fake finished them. */
  abortedByClient: number;
  /** Delay before the first chunk. */
  firstChunkDelayMs: number;
  close(): Promise<void>;
}

const chunk = (content: string | undefined, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'fake-model',
    choices: [{ index: 0, delta: content === undefined ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

/** A local OpenAI-compatible server: streams, fails on demand, or breaks mid-stream. */
export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const fake: FakeOpenAI = {
    url: '',
    mode: 'stream',
    requests: [],
    abortedByClient: 0,
    firstChunkDelayMs: 0,
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      fake.requests.push({ body: JSON.parse(raw), authorization: req.headers.authorization });
      const error = (status: number, type: string, code: string) =>
        res
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: `fake ${code}`, type, code } }));
      switch (fake.mode) {
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
      let finished = false;
      res.on('close', () => {
        if (!finished) fake.abortedByClient += 1;
      });
      const send = () => {
        res.write(chunk('Hallo, '));
        res.write(chunk('ik ben '));
        if (fake.mode === 'break') {
          finished = true;
          // Let the first chunks reach the caller, then drop the connection.
          setTimeout(() => res.socket?.destroy(), 30);
          return;
        }
        if (fake.mode === 'slow') {
          const timer = setInterval(() => {
            if (res.destroyed) return clearInterval(timer);
            res.write(chunk('nog '));
          }, 20);
          return;
        }
        res.write(chunk('de assistent.'));
        res.write(chunk(undefined, 'stop'));
        res.end('data: [DONE]\n\n');
        finished = true;
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
