import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { actionEvent, SSE_HEADERS, startChunkStream } from '../src/shared/http/sse';

/** A response whose socket is "full": write() returns false until 'drain'. */
function fullResponse() {
  const emitter = new EventEmitter();
  const written: string[] = [];
  const res = Object.assign(emitter, {
    destroyed: false,
    writableEnded: false,
    headers: {} as Record<string, string>,
    statusCode: 0,
    socket: { setNoDelay() {} },
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    set(headers: Record<string, string>) {
      Object.assign(res.headers, headers);
      return res;
    },
    flushHeaders() {},
    write(text: string): boolean {
      written.push(text);
      return false;
    },
    end() {
      res.writableEnded = true;
    },
  });
  return { res, written };
}

describe('SSE writer', () => {
  it('when the stream starts, then the SSE headers constant is sent with status 200', () => {
    const { res } = fullResponse();
    startChunkStream(res as unknown as Response, 'm');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toEqual(SSE_HEADERS);
    expect(SSE_HEADERS['x-accel-buffering']).toBe('no');
  });

  it('when the socket is full, then the next write waits for drain', async () => {
    // Neither its promise's own turns nor a minute on the clock resolve it: only 'drain' does.
    vi.useFakeTimers();
    try {
      const { res, written } = fullResponse();
      const stream = startChunkStream(res as unknown as Response, 'm');
      let resolved = false;
      const pending = stream.writeContent('Hallo').then((ok) => {
        resolved = true;
        return ok;
      });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(written).toHaveLength(1);
      expect(resolved).toBe(false);
      res.emit('drain');
      expect(await pending).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the client goes away while the socket is full, then the write resolves false', async () => {
    const { res } = fullResponse();
    const stream = startChunkStream(res as unknown as Response, 'm');
    const pending = stream.writeContent('Hallo');
    res.destroyed = true;
    res.emit('close');
    expect(await pending).toBe(false);
    expect(await stream.writeContent('meer')).toBe(false);
  });

  it('when an action is written, then it is the named event `action` with {"type"} as data, byte for byte', async () => {
    expect(actionEvent('offer_callback')).toBe('event: action\ndata: {"type":"offer_callback"}\n\n');
    const { res, written } = fullResponse();
    res.write = (text: string) => {
      written.push(text);
      return true;
    };
    const stream = startChunkStream(res as unknown as Response, 'm');
    await stream.writeContent('Hallo');
    await stream.writeAction('offer_callback');
    await stream.finish();
    expect(written[1]).toBe('event: action\ndata: {"type":"offer_callback"}\n\n');
    expect(written.at(-1)).toBe('data: [DONE]\n\n');
  });
});
