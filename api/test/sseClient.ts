import { createParser } from 'eventsource-parser';

export interface SseFrame {
  event: string | undefined;
  id: string | undefined;
  data: string;
}

/**
 * An open event stream as a browser reads it with fetch: every frame so far, the raw text, and
 * a wait for the next frame that matches. Non-200 answers are kept in `response` unread.
 */
export async function openSse(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const frames: SseFrame[] = [];
  let raw = '';
  let closed = response.status !== 200;
  const waiting = new Set<() => void>();
  const wakeAll = () => {
    for (const wake of waiting) wake();
  };
  const parser = createParser({
    onEvent: ({ event, id, data }) => {
      frames.push({ event, id, data });
      wakeAll();
    },
  });
  const reading = (async () => {
    if (response.status !== 200 || !response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        raw += text;
        parser.feed(text);
      }
    } catch {
      // Aborted by the test, or the server went away.
    }
    closed = true;
    wakeAll();
  })();

  /** The first frame (from index `from` on) that matches, within `ms`. */
  async function next(match: (frame: SseFrame) => boolean, ms = 3000, from = 0): Promise<SseFrame> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = frames.slice(from).find(match);
      if (found) return found;
      if (closed) throw new Error(`the stream ended without it; frames: ${JSON.stringify(frames)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such frame within ${ms} ms; frames: ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiting.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiting.add(wake);
      });
    }
  }

  return {
    response,
    frames,
    get raw() {
      return raw;
    },
    get closed() {
      return closed;
    },
    next,
    /** Resolves true once the server ended the stream (false after `ms`). */
    async ended(ms = 3000) {
      const deadline = Date.now() + ms;
      while (!closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      return closed;
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

export type SseStream = Awaited<ReturnType<typeof openSse>>;
