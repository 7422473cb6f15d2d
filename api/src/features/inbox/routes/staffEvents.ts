import type { Request, RequestHandler } from 'express';
import { staffLive } from '@agency/contract/inbox';
import type { StaffEvent } from '../data/staffEventRepository';
import type { StaffEventHub } from '../domain/staffEventHub';
import type { StaffAuth, StaffContext } from '../../staffAccess';
import { errors } from '../../../shared/errors';
import { openEventStream, sseFrame, type ActiveStreams } from '../../../shared/http/sse';

/** A Last-Event-ID as this api writes them: a positive integer. */
const EVENT_ID = /^\d{1,15}$/;
/** The most missed events a reconnect is sent one by one; past that, "read everything again". */
const MOST_REPLAYED = 500;

interface OpenStream {
  context: StaffContext;
  /** Ends the stream when its session is no longer alive. */
  check(): Promise<void>;
}

/**
 * The open live streams of this process by staff member, so that ending a session (signing
 * out, "Overal uitloggen", `staff reset`, `staff disable`) closes its streams at once, not at
 * the next periodic check.
 */
export class StaffStreams {
  private readonly byUser = new Map<string, Set<OpenStream>>();

  add(stream: OpenStream): () => void {
    const set = this.byUser.get(stream.context.user.id) ?? new Set<OpenStream>();
    set.add(stream);
    this.byUser.set(stream.context.user.id, set);
    return () => {
      set.delete(stream);
      if (set.size === 0) this.byUser.delete(stream.context.user.id);
    };
  }

  /** One or all of a user's sessions ended: each of their streams checks its own. */
  sessionsEnded(userId: string): void {
    for (const stream of this.byUser.get(userId) ?? []) void stream.check();
  }
}

export interface StaffEventStreamDeps {
  auth: StaffAuth;
  hub: StaffEventHub;
  /** This process's open staff streams (ended with their sessions). */
  staffStreams: StaffStreams;
  /** Every open stream of the process, ended when the server stops. */
  streams: ActiveStreams;
  /** The request's full session, without counting the request as activity. */
  sessionOf(req: Request): Promise<StaffContext | undefined>;
  /** How often a stream checks that its session is still alive (idle, absolute, ended elsewhere). */
  checkEveryMs: number;
  /** Told at the stream's start and every check: this colleague has an inbox tab open ("Beschikbaar voor chat"). */
  present?: ((userId: string) => void) | undefined;
}

const frame = (event: string, data: unknown, id?: number): string =>
  sseFrame(id === undefined ? { event, data } : { id, event, data });

const eventFrame = (event: StaffEvent): string => {
  if (event.kind === 'analytics.counted') return frame(staffLive.events.analytics, { kind: event.kind }, event.id);
  return 'chatId' in event
    ? frame(staffLive.events.chat, { kind: event.kind, chatId: event.chatId }, event.id)
    : frame(staffLive.events.lead, { kind: event.kind, leadId: event.leadId }, event.id);
};

/**
 * `GET /api/staff/events`: the inbox's live stream (server-sent events). Only ids go out. An
 * open stream is not activity: it does not keep its session from its idle timeout, and it ends
 * (`event: signed-out`) when the session ends. A reconnect sends `Last-Event-ID` and gets every
 * event it missed.
 */
export function staffEventStream(deps: StaffEventStreamDeps): RequestHandler {
  return async (req, res) => {
    if (deps.streams.closing) throw errors.shuttingDown();
    const context = await deps.sessionOf(req);
    if (!context) throw errors.staffSessionRequired();
    const lastId = req.get('last-event-id');
    const since = lastId !== undefined && EVENT_ID.test(lastId) ? Number(lastId) : undefined;

    const controller = new AbortController();
    let ended = false;
    let cursor = 0;
    let backlog: StaffEvent[] | undefined = [];
    const { write, ping } = openEventStream(res, staffLive.retryMs, () => ended);
    const send = (events: StaffEvent[]) => {
      for (const event of events) {
        if (event.id <= cursor) continue;
        cursor = event.id;
        write(eventFrame(event));
      }
    };
    const listener = (events: StaffEvent[]) => {
      if (backlog) backlog.push(...events);
      else send(events);
    };

    const stream: OpenStream = {
      context,
      async check() {
        if (ended) return;
        if (!(await deps.auth.isStillSignedIn(context).catch(() => true))) end(frame(staffLive.events.signedOut, {}));
      },
    };
    const removeStream = deps.staffStreams.add(stream);
    const removeController = deps.streams.add(controller);
    const timer = setInterval(() => {
      ping();
      void stream.check();
      deps.present?.(context.user.id);
    }, deps.checkEveryMs);
    deps.present?.(context.user.id);

    function end(last?: string): void {
      if (ended) return;
      if (last) write(last);
      ended = true;
      clearInterval(timer);
      deps.hub.unsubscribe(listener);
      removeStream();
      removeController();
      res.end();
    }
    controller.signal.addEventListener('abort', () => end());
    res.on('close', () => end());

    try {
      const from = await deps.hub.subscribe(listener);
      // An id from before this database (or from the future) counts as none.
      cursor = since !== undefined && since <= from ? since : from;
      if (cursor < from) {
        const missed = await deps.hub.after(cursor, MOST_REPLAYED + 1);
        const replay = missed.filter((event) => event.id <= from);
        if (replay.length > MOST_REPLAYED) {
          // Too much was missed to send one by one: the page reads everything again.
          cursor = from;
          write(frame(staffLive.events.reload, {}, from));
        } else send(replay);
        cursor = Math.max(cursor, from);
      }
    } catch {
      end();
      return;
    }
    const waiting = backlog;
    backlog = undefined;
    write(frame(staffLive.events.ready, {}, cursor));
    send(waiting);
  };
}
