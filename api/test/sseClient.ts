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
  /** The comment lines (`: ping`) so far, as the server sends them to keep the stream open. */
  const comments: string[] = [];
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
    onComment: (comment) => {
      comments.push(comment);
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

  /** Until the next frame or comment arrives, or the stream ends, or `ms` have passed. */
  const nextArrival = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        waiting.delete(wake);
        clearTimeout(timer);
        resolve();
      };
      // allow-wait: the deadline of a wait for the stream; what arrives wakes it first
      const timer = setTimeout(wake, ms);
      waiting.add(wake);
    });

  /** The first frame (from index `from` on) that matches, within `ms`. */
  async function next(match: (frame: SseFrame) => boolean, ms = 3000, from = 0): Promise<SseFrame> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = frames.slice(from).find(match);
      if (found) return found;
      if (closed) throw new Error(`the stream ended without it; frames: ${JSON.stringify(frames)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such frame within ${ms} ms; frames: ${JSON.stringify(frames)}`);
      await nextArrival(left); // allow-wait: until the next frame; `left` is only the deadline
    }
  }

  /** Until `count` comments (`: ping`) have arrived in all, or the stream ended, within `ms`. */
  async function comment(count: number, ms = 3000): Promise<void> {
    const deadline = Date.now() + ms;
    while (comments.length < count && !closed) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${comments.length} comments within ${ms} ms, not ${count}`);
      await nextArrival(left); // allow-wait: until the next comment; `left` is only the deadline
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
    comments,
    next,
    comment,
    /** Resolves true once the server ended the stream (false after `ms`). */
    async ended(ms = 3000) {
      const deadline = Date.now() + ms;
      // allow-wait: until the stream ends (or the next arrival); the time is only the deadline
      while (!closed && Date.now() < deadline) await nextArrival(deadline - Date.now());
      return closed;
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

export type SseStream = Awaited<ReturnType<typeof openSse>>;
