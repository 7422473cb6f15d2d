import express, { type Express } from 'express';
import type { Config } from './config';
import type { Database } from './data/database';
import type { FeedbackRepository } from './data/feedbackRepository';
import type { ChannelName } from './data/schema';
import type { QuestionStats } from './domain/chat/questionStats';
import type { ChatProvider } from './domain/chat/types';
import type { LeadInbox } from './domain/leads/inbox';
import type { LeadService } from './domain/leads/leadService';
import type { StaffAuth } from './domain/staff/staffAuth';
import type { StaffEventHub } from './domain/staff/staffEventHub';
import { errors } from './errors';
import { apiNotFound, errorHandler } from './http/errorHandler';
import type { SharedLimits } from './http/rateLimits';
import { requestLogging } from './http/requestLogging';
import { hstsOverHttps, originPolicy, readInlineHashes, securityHeaders } from './http/security';
import type { Logger } from './logger';
import { chatRoutes, type ActiveStreams } from './routes/chat';
import { chatFeedbackRoutes } from './routes/feedback';
import { healthRoutes } from './routes/health';
import { formPostRefusal } from './http/formPost';
import { leadRoutes } from './routes/leads';
import { siteRoutes } from './routes/site';
import { staffRoutes } from './routes/staff';
import type { StaffStreams } from './routes/staffEvents';
import type { StaffTools } from './domain/staff/staffTools';
import { wellKnownRoutes } from './routes/wellKnown';
import type { LiveChatHub } from './domain/liveChat/liveChatHub';
import type { LiveChatService } from './domain/liveChat/liveChatService';
import { liveChatRoutes } from './routes/liveChat';

export interface AppDeps {
  config: Config;
  logger: Logger;
  database: Database;
  leads: LeadService;
  /** The channels that tell the agency about each lead, in the outbox's order; empty: leads are only stored. */
  notifications: readonly ChannelName[];
  chat: ChatProvider;
  /** The chat's questions counted per day and topic (no question text). */
  questionStats: QuestionStats;
  /** The votes on the assistant's answers. */
  feedback: FeedbackRepository;
  /** Staff accounts, sign-in and sessions. */
  staff: StaffAuth;
  /** The staff area's inbox of leads. */
  inbox: LeadInbox;
  /** The inbox's tools: feedback, undelivered notifications, a person's data, export, chart. */
  staffTools: StaffTools;
  streams: ActiveStreams;
  /** The inbox's live events (a lead came in or changed), from the events table. */
  staffEvents: StaffEventHub;
  /** The open live streams of the staff area, closed when their session ends. */
  staffStreams: StaffStreams;
  /** How often a live stream checks its session (tests shorten it). */
  staffStreamCheckMs?: number | undefined;
  /** A person in the chat: the conversations, and their events fanned out to open streams. */
  liveChat: LiveChatService;
  liveHub: LiveChatHub;
  /** The per-IP counters shared by all instances (PostgreSQL); undefined: in this process's memory. */
  limits?: SharedLimits | undefined;
}

/** How often a live stream checks that its session is alive (and sends a keep-alive). */
const STAFF_STREAM_CHECK_MS = 15_000;

/** The Express app, without listening: `server.ts` listens, tests listen on port 0. */
export function createApp(deps: AppDeps): Express {
  const { config } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);

  app.use(requestLogging(deps.logger));
  // While stopping, a request on a kept-alive connection is answered and the connection closed.
  app.use((_req, res, next) => {
    if (deps.streams.closing) res.setHeader('connection', 'close');
    next();
  });
  app.use(securityHeaders(readInlineHashes(config.siteDir)));
  app.use(hstsOverHttps);

  // The staff area before the public api: its own origin rule, never the public CORS allowance.
  app.use(
    '/api/staff',
    staffRoutes(
      config,
      deps.staff,
      deps.inbox,
      deps.staffTools,
      {
        hub: deps.staffEvents,
        staffStreams: deps.staffStreams,
        streams: deps.streams,
        checkEveryMs: deps.staffStreamCheckMs ?? STAFF_STREAM_CHECK_MS,
        present: (userId) => {
          deps.liveChat.seen([userId]).catch(() => undefined);
        },
      },
      { service: deps.liveChat, hub: deps.liveHub },
      deps.limits,
    ),
  );

  const api = express.Router();
  api.use(originPolicy(config.allowedOrigins));
  api.use(
    healthRoutes({
      database: deps.database,
      provider: deps.chat,
      notifications: deps.notifications,
      alertAfterMs: config.outbox.alertAfterMs,
      isStopping: () => deps.streams.closing,
    }),
  );
  api.use(leadRoutes(config, deps.leads, deps.limits));
  api.use(chatRoutes(config, deps.chat, deps.streams, deps.questionStats, deps.limits, deps.liveChat));
  api.use(
    liveChatRoutes(config, { service: deps.liveChat, hub: deps.liveHub, streams: deps.streams, shared: deps.limits }),
  );
  api.use(chatFeedbackRoutes(config, deps.feedback, deps.logger, deps.limits));
  // A refusal of the contact form's own post (its fields, its limit, the origin rule) is a page.
  api.use(formPostRefusal(deps.logger));
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(wellKnownRoutes());
  app.use(siteRoutes(config.siteDir));
  app.use((req, _res, next) =>
    next(req.method === 'GET' || req.method === 'HEAD' ? errors.notFound() : errors.methodNotAllowed()),
  );
  app.use(errorHandler(deps.logger));
  return app;
}
