import express, { type Express, type Router } from 'express';
import type { Config } from './shared/config';
import type { Database } from './shared/data/database';
import {
  type FeedbackRepository,
  type QuestionStats,
  type ChatProvider,
  chatRoutes,
  chatFeedbackRoutes,
} from './features/chat';
import type { ChannelName } from './shared/data/schema';
import {
  type LeadInbox,
  type StaffEventHub,
  staffEventStream,
  staffLeadRoutes,
  savedReplyRoutes,
  type StaffStreams,
} from './features/inbox';
import { type LeadService, formPostRefusal, leadRoutes } from './features/leads';
import {
  type InviteMailer,
  type StaffAuth,
  carriesStaffSession,
  staffRoutes,
  requireRecentAuth,
} from './features/staffAccess';
import { type Analytics, staffAnalyticsRoutes, visitRoutes } from './features/analytics';
import { errors } from './shared/errors';
import { apiNotFound, errorHandler } from './shared/http/errorHandler';
import type { SharedLimits } from './shared/http/rateLimits';
import { requestLogging } from './shared/http/requestLogging';
import { hstsOverHttps, originPolicy, readInlineHashes, securityHeaders } from './shared/http/security';
import type { Logger } from './shared/logger';
import type { ActiveStreams } from './shared/http/sse';
import { healthRoutes } from './features/health';
import { siteRoutes, wellKnownRoutes } from './features/site';
import { staffChatRoutes, type LiveChatHub, type LiveChatService, liveChatRoutes } from './features/liveChat';
import { staffToolRoutes, type StaffTools } from './features/staffTools';
import { staffAlertRoutes, type Alerts } from './features/alerts';

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
  /** Sends an invited colleague their link; undefined without SMTP (the link is only shown). */
  mailInvite?: InviteMailer | undefined;
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
  /** Visits and goals counted (no cookie, no lasting identifier), and the staff's overview of them. */
  analytics: Analytics;
  /** The alerts that reach a colleague (push and e-mail): their choices, devices and a test ("Meldingen"). */
  alerts: Alerts;
}

/** How often a live stream checks that its session is alive (and sends a keep-alive). */
const STAFF_STREAM_CHECK_MS = 15_000;

/**
 * `/api/staff`: staff access (sign-in, enrolment, sessions, the account) with the features that
 * work in the staff area mounted behind its session check: the inbox and its live stream, the
 * live chat, the tools.
 */
export function staffArea(
  deps: Pick<
    AppDeps,
    | 'config'
    | 'staff'
    | 'mailInvite'
    | 'inbox'
    | 'staffTools'
    | 'staffEvents'
    | 'staffStreams'
    | 'streams'
    | 'staffStreamCheckMs'
    | 'liveChat'
    | 'liveHub'
    | 'limits'
    | 'analytics'
    | 'alerts'
  >,
): Router {
  const auth = deps.staff;
  const checkEveryMs = deps.staffStreamCheckMs ?? STAFF_STREAM_CHECK_MS;
  return staffRoutes(
    deps.config,
    auth,
    {
      events: (sessionOf) =>
        staffEventStream({
          auth,
          sessionOf,
          hub: deps.staffEvents,
          staffStreams: deps.staffStreams,
          streams: deps.streams,
          checkEveryMs,
          present: (userId) => {
            deps.liveChat.seen([userId]).catch(() => undefined);
          },
        }),
      mailInvite: deps.mailInvite,
      signedIn: [
        { path: '/leads', router: staffLeadRoutes({ auth, inbox: deps.inbox }) },
        { path: '/saved-replies', router: savedReplyRoutes({ auth, inbox: deps.inbox }) },
        {
          path: '/',
          router: staffChatRoutes({
            service: deps.liveChat,
            hub: deps.liveHub,
            auth,
            streams: deps.streams,
            staffStreams: deps.staffStreams,
            checkEveryMs,
          }),
        },
        { path: '/analytics', router: staffAnalyticsRoutes({ analytics: deps.analytics }) },
        { path: '/alerts', router: staffAlertRoutes({ auth, alerts: deps.alerts }) },
        {
          path: '/tools',
          router: staffToolRoutes({ auth, tools: deps.staffTools, recentAuth: requireRecentAuth(auth) }),
        },
      ],
    },
    deps.limits,
  );
}

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
  app.use('/api/staff', staffArea(deps));

  const api = express.Router();
  api.use(originPolicy(config.allowedOrigins));
  api.use(visitRoutes(config, { analytics: deps.analytics, staffSignedIn: carriesStaffSession, shared: deps.limits }));
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
