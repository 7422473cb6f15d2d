import { once } from 'node:events';
import type { Response } from 'express';
import { chatProtocol, type ChatActionType } from '@agency/contract/chat';

/** Headers of every event stream; `x-accel-buffering: no` stops nginx from buffering it. */
export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
} as const;

export interface ChunkStreamWriter {
  /** Writes one OpenAI chat-completion chunk; waits for `drain` when the socket is full. */
  writeContent(content: string): Promise<boolean>;
  /**
   * Writes a named event `event: action` with `data: {"type":"…"}` (e.g. offer_callback).
   * Parsers that only read unnamed events skip it; the OpenAI chunks stay as they are.
   */
  writeAction(type: ChatActionType): Promise<boolean>;
  /** Sends the finish chunk (`finish_reason: "stop"`) and `data: [DONE]`, then ends the response. */
  finish(): Promise<void>;
  /**
   * Ends the stream with `event: error` and `data: {"error":"…"}` instead of `[DONE]`: the
   * answer broke off (the server is stopping, the model failed), and the chat says so.
   */
  fail(code: string): Promise<void>;
}

/**
 * The bytes of one server-sent event, the only place the api writes them: `id:` when it has
 * one, `event:` when it is named, and `data:` (a string as it is, anything else as JSON).
 */
export function sseFrame(frame: { event?: string; id?: number; data: unknown }): string {
  const id = frame.id === undefined ? '' : `id: ${frame.id}\n`;
  const event = frame.event === undefined ? '' : `event: ${frame.event}\n`;
  const data = typeof frame.data === 'string' ? frame.data : JSON.stringify(frame.data);
  return `${id}${event}data: ${data}\n\n`;
}

/** The bytes of an error event: `event: error\ndata: {"error":"shutting_down"}\n\n`. */
export function errorEvent(code: string): string {
  return sseFrame({ event: chatProtocol.events.error, data: { error: code } });
}

/** The bytes of an action event: `event: action\ndata: {"type":"offer_callback"}\n\n`. */
export function actionEvent(type: ChatActionType): string {
  return sseFrame({ event: chatProtocol.events.action, data: { type } });
}

/** A live event stream (a conversation's, the staff area's) as its route writes it. */
export interface EventStream {
  /** Writes bytes (frames from `sseFrame`), unless the stream ended or the client left. */
  write(text: string): void;
  /** A comment line that keeps proxies from closing an idle stream. */
  ping(): void;
}

/**
 * Starts a live event stream: its headers (never cached, not even by the browser), sent at once
 * and without Nagle's delay, then `retry:`, how long a browser waits before reconnecting.
 * `isEnded` says when the route has ended it: nothing is written after that.
 */
export function openEventStream(res: Response, retryMs: number, isEnded: () => boolean): EventStream {
  res.status(200);
  res.set({ ...SSE_HEADERS, 'cache-control': 'no-store, no-transform' });
  res.flushHeaders();
  res.socket?.setNoDelay(true);
  const write = (text: string) => {
    if (!isEnded() && !res.destroyed) res.write(text);
  };
  write(`retry: ${retryMs}\n\n`);
  return { write, ping: () => write(': ping\n\n') };
}

/**
 * Streams in the OpenAI chat-completion chunk format, so the official client's parser
 * and eventsource-parser both read it. Returns false from writes once the client is gone.
 */
export function startChunkStream(res: Response, model: string): ChunkStreamWriter {
  res.status(200);
  res.set(SSE_HEADERS);
  res.flushHeaders();
  res.socket?.setNoDelay(true);
  const id = `chatcmpl-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const created = Math.floor(Date.now() / 1000);
  let first = true;

  const gone = () => res.destroyed || res.writableEnded;

  async function write(text: string): Promise<boolean> {
    if (gone()) return false;
    if (res.write(text)) return true;
    // Backpressure: wait until the socket drained, or give up when the client left.
    const closed = once(res, 'close').then(() => false);
    const drained = once(res, 'drain').then(() => true);
    return Promise.race([drained, closed]);
  }

  function chunk(delta: Record<string, string>, finishReason: string | null): string {
    return sseFrame({
      data: {
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: [{ index: 0, delta, finish_reason: finishReason }],
      },
    });
  }

  return {
    writeContent(content) {
      const delta: Record<string, string> = first ? { role: 'assistant', content } : { content };
      first = false;
      return write(chunk(delta, null));
    },
    writeAction(type) {
      return write(actionEvent(type));
    },
    async finish() {
      if (gone()) return;
      await write(chunk({}, 'stop'));
      await write(sseFrame({ data: chatProtocol.doneMarker }));
      if (!gone()) res.end();
    },
    async fail(code) {
      if (gone()) return;
      await write(errorEvent(code));
      if (!gone()) res.end();
    },
  };
}

/** Why a stream was aborted by the server itself: it is stopping. */
export const SHUTTING_DOWN = Symbol('shutting down');

/** Streams that are running, so a shutdown can end them cleanly. */
export class ActiveStreams {
  private readonly controllers = new Set<AbortController>();
  /** True once the server is stopping: no new streams, and `/api/ready` answers 503. */
  closing = false;

  add(controller: AbortController): () => void {
    this.controllers.add(controller);
    return () => this.controllers.delete(controller);
  }

  get size(): number {
    return this.controllers.size;
  }

  /** Ends every running stream with the error event `shutting_down`, and refuses new ones. */
  abortAll(): void {
    this.closing = true;
    for (const controller of this.controllers) controller.abort(SHUTTING_DOWN);
  }
}
