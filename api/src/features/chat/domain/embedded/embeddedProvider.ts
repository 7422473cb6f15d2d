import { setTimeout as sleep } from 'node:timers/promises';
import type { ChatMessage, ChatProvider } from '../types';
import { answer } from './assistant';

/** Splits an answer into pieces of a few words, the way a model streams tokens. */
function toChunks(text: string, wordsPerChunk = 3): string[] {
  const pieces = text.match(/\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < pieces.length; i += wordsPerChunk) chunks.push(pieces.slice(i, i + wordsPerChunk).join(''));
  const leading = text.match(/^\s+/)?.[0];
  if (leading && chunks.length > 0) chunks[0] = leading + chunks[0];
  return chunks;
}

export function createEmbeddedProvider(options: { chunkDelayMs: number }): ChatProvider {
  return {
    name: 'embedded',
    async *stream(messages: readonly ChatMessage[], signal: AbortSignal) {
      const reply = answer(messages);
      const chunks = toChunks(reply.text);
      for (const [i, chunk] of chunks.entries()) {
        if (signal.aborted) return;
        if (i > 0 && options.chunkDelayMs > 0) {
          try {
            await sleep(options.chunkDelayMs, undefined, { signal });
          } catch {
            return; // aborted while waiting
          }
        }
        yield chunk;
      }
      if (reply.action && !signal.aborted) yield { action: reply.action };
    },
  };
}
