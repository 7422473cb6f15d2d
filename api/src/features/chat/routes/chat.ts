import { Router } from 'express';
import type { Config } from '../../../shared/config';
import { parseChatRequest } from '../../../shared/chatInput';
import type { QuestionStats } from '../domain/questionStats';
import type { ChatActionType, ChatProvider } from '../domain/types';
import { errors, HttpError } from '../../../shared/errors';
import { chatProtocol } from '@agency/contract/chat';
import { liveChat } from '@agency/contract/liveChat';
import type { LiveChatService } from '../../liveChat';
import type { SharedLimits } from '../../../shared/http/rateLimits';
import { SHUTTING_DOWN, startChunkStream, type ActiveStreams, type ChunkStreamWriter } from '../../../shared/http/sse';
import { publicChatGuards } from './publicChatGuards';

export function chatRoutes(
  config: Config,
  provider: ChatProvider,
  streams: ActiveStreams,
  stats: QuestionStats,
  shared?: SharedLimits,
  live?: Pick<LiveChatService, 'personHolds'>,
): Router {
  const router = Router();
  const model = config.openai?.model ?? 'studio-legende-assistent';

  router.post(
    '/chat',
    ...publicChatGuards(config, { name: 'chat', perWindow: config.rateLimits.chat }, shared),
    async (req, res) => {
      if (streams.closing) throw errors.shuttingDown();
      // A person holds (or is asked for) this conversation: the assistant keeps out.
      if (live && (await live.personHolds(req.get(liveChat.capabilityHeader)))) throw errors.livePersonInChat();
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
      let stream: ChunkStreamWriter | undefined;
      // Actions are sent after the whole text of the answer, once each, before the finish chunk.
      const actions = new Set<ChatActionType>();
      try {
        const pieces = provider.stream(messages, controller.signal)[Symbol.asyncIterator]();
        // Errors before the first piece (429, 402, 502 …) still become an HTTP status.
        let next = await pieces.next();
        // Gone before the answer began: nothing to write to.
        if (visitorLeft) return;
        stream = startChunkStream(res, model);
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
        if (controller.signal.reason === SHUTTING_DOWN) {
          // The visitor sees the answer broke off, and asks again (another instance answers).
          await stream.fail(chatProtocol.errorCodes.shuttingDown);
          return;
        }
        for (const action of actions) await stream.writeAction(action);
        await stream.finish();
      } catch (error) {
        if (controller.signal.reason === SHUTTING_DOWN) {
          // The provider threw on the shutdown's abort: not an error of the answer.
          if (!stream) throw errors.shuttingDown();
          await stream.fail(chatProtocol.errorCodes.shuttingDown);
          return;
        }
        // Broken off after the answer began: say so in the stream, then let the error handler log and end it.
        if (stream && !visitorLeft)
          await stream.fail(error instanceof HttpError ? error.code : chatProtocol.errorCodes.internal);
        throw error;
      } finally {
        release();
        // A question whose answer began is counted, once the response is over: the count never
        // delays the answer, and a failing count never fails it.
        if (stream)
          stats.record(messages, { offeredPerson: actions.has('offer_callback') || actions.has('offer_person') });
      }
    },
  );

  return router;
}
