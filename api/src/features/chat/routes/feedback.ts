import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { Config } from '../../../shared/config';
import type { FeedbackRepository } from '../data/feedbackRepository';
import { parseFeedback } from '../domain/feedback';
import type { SharedLimits } from '../../../shared/http/rateLimits';
import type { Logger } from '../../../shared/logger';
import { publicChatGuards } from './publicChatGuards';

/**
 * POST /api/chat/feedback: "Nuttig" / "Niet nuttig" on an answer of the assistant. The
 * same key and origin rules as the chat, its own per-IP limit; stores the vote with the
 * question and the answer and answers 201 {id}. The log carries the vote and lengths, never the texts.
 */
export function chatFeedbackRoutes(
  config: Config,
  feedback: FeedbackRepository,
  logger: Logger,
  shared?: SharedLimits,
): Router {
  const router = Router();

  router.post(
    '/chat/feedback',
    ...publicChatGuards(config, { name: 'chat-feedback', perWindow: config.rateLimits.feedback }, shared),
    async (req, res) => {
      const input = parseFeedback(req.body, { questionChars: config.limits.chatMaxMessageChars });
      const id = randomUUID();
      await feedback.insert({ id, ...input, created_at: new Date().toISOString() });
      logger.info(
        {
          event: 'chat.feedback',
          reqId: req.id,
          feedbackId: id,
          vote: input.vote,
          questionChars: input.question.length,
          answerChars: input.answer.length,
        },
        'chat feedback stored',
      );
      res.status(201).json({ id });
    },
  );

  return router;
}
