import { Router } from 'express';
import type { Config } from '../config';
import { parseChatRequest } from '../domain/chat/chatInput';
import type { ChatActionType, ChatProvider } from '../domain/chat/types';
import { errors } from '../errors';
import { jsonBody } from '../http/jsonBody';
import { perIpLimit } from '../http/rateLimits';
import { requirePublicKey } from '../http/security';
import { startChunkStream } from '../http/sse';

/** Streams that are running, so a shutdown can end them cleanly. */
export class ActiveStreams {
  private readonly controllers = new Set<AbortController>();
  closing = false;

  add(controller: AbortController): () => void {
    this.controllers.add(controller);
    return () => this.controllers.delete(controller);
  }

  get size(): number {
    return this.controllers.size;
  }

  abortAll(): void {
    this.closing = true;
    for (const controller of this.controllers) controller.abort();
  }
}

export function chatRoutes(config: Config, provider: ChatProvider, streams: ActiveStreams): Router {
  const router = Router();
  const model = config.openai?.model ?? 'studio-legende-assistent';

  router.post(
    '/chat',
    perIpLimit(config.rateLimits.chat, config.rateLimits.windowMs),
    requirePublicKey({ key: config.publicApiKey, required: config.requireApiKey }),
    ...jsonBody(config.limits.chatBody),
    async (req, res) => {
      if (streams.closing) throw errors.shuttingDown();
      const messages = parseChatRequest(req.body, {
        maxMessages: config.limits.chatMaxMessages,
        maxMessageChars: config.limits.chatMaxMessageChars,
      });

      const controller = new AbortController();
      const release = streams.add(controller);
      // The visitor left (or the response ended): stop the provider, and the upstream request.
      let visitorLeft = false;
      res.on('close', () => {
        visitorLeft = !res.writableFinished;
        controller.abort();
      });
      try {
        const pieces = provider.stream(messages, controller.signal)[Symbol.asyncIterator]();
        // Errors before the first piece (429, 402, 502 …) still become an HTTP status.
        let next = await pieces.next();
        // Gone before the answer began: nothing to write to.
        if (visitorLeft) return;
        const stream = startChunkStream(res, model);
        // Actions are sent after the whole text of the answer, once each, before the finish chunk.
        const actions = new Set<ChatActionType>();
        while (!next.done) {
          const piece = next.value;
          if (typeof piece !== 'string') actions.add(piece.action);
          else if (!(await stream.writeContent(piece))) {
            controller.abort();
            await pieces.return?.();
            return;
          }
          next = await pieces.next();
        }
        for (const action of actions) await stream.writeAction(action);
        await stream.finish();
      } finally {
        release();
      }
    },
  );

  return router;
}
