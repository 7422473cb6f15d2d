import { once } from 'node:events';
import type { Response } from 'express';
import { chatProtocol, type ChatActionType } from '../../contract';

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

/** The bytes of an error event: `event: error\ndata: {"error":"shutting_down"}\n\n`. */
export function errorEvent(code: string): string {
  return `event: ${chatProtocol.events.error}\ndata: ${JSON.stringify({ error: code })}\n\n`;
}

/** The bytes of an action event: `event: action\ndata: {"type":"offer_callback"}\n\n`. */
export function actionEvent(type: ChatActionType): string {
  return `event: ${chatProtocol.events.action}\ndata: ${JSON.stringify({ type })}\n\n`;
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
    return `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    })}\n\n`;
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
      await write(`data: ${chatProtocol.doneMarker}\n\n`);
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
