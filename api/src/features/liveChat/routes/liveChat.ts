import { Router, type Request, type Response } from 'express';
import type { Config } from '../../../shared/config';
import { liveChat, type LiveChatEvent } from '@agency/contract/liveChat';
import { parseConversation } from '../../../shared/chatInput';
import type { LiveChatHub } from '../domain/liveChatHub';
import type { LiveChatService } from '../domain/liveChatService';
import { CONTROL_CHARACTERS } from '../../../shared/textRules';
import { errors } from '../../../shared/errors';
import { jsonBody } from '../../../shared/http/jsonBody';
import { perIpLimit, type SharedLimits } from '../../../shared/http/rateLimits';
import { openEventStream, sseFrame, type ActiveStreams } from '../../../shared/http/sse';

/** A Last-Event-ID as this api writes them: a positive integer. */
const EVENT_ID = /^\d{1,15}$/;
/** A keep-alive comment, so proxies keep an idle stream open. */
const KEEP_ALIVE_MS = 15_000;
/** A path of this site: "/", "/shopify", "/contact#formulier". */
const PAGE = /^\/[\w\-./#?=&%]*$/;

/** What a message or page gets wrong, in Dutch. */
const problems = {
  textMissing: 'Schrijf eerst een bericht.',
  textTooLong: `Een bericht mag hoogstens ${liveChat.limits.maxMessageChars} tekens hebben.`,
  textControl: 'Dit bericht bevat tekens die we niet kunnen verwerken. Typ het opnieuw.',
  page: 'Dit is geen pagina van deze site.',
} as const;

/** A message's text: trimmed, 1 to 2,000 characters, no control characters; else 400. */
export function readMessageText(body: unknown): string {
  const text = (body as { text?: unknown } | undefined)?.text;
  if (typeof text !== 'string' || text.trim() === '') throw errors.validation({ text: problems.textMissing });
  const trimmed = text.trim();
  if (trimmed.length > liveChat.limits.maxMessageChars) throw errors.validation({ text: problems.textTooLong });
  if (CONTROL_CHARACTERS.test(trimmed)) throw errors.validation({ text: problems.textControl });
  return trimmed;
}

function readPage(value: unknown, required: boolean): string | undefined {
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || value.length > liveChat.limits.maxPageChars || !PAGE.test(value))
    throw errors.validation({ page: problems.page });
  return value;
}

const frame = (event: LiveChatEvent): string => {
  const { id, type, ...data } = event;
  return sseFrame({ id, event: type, data: { id, ...data } });
};

/**
 * An event as the visitor's stream carries it: which lead their contact details made or joined
 * stays with the staff side, so an address typed in tells nobody whether it was known.
 */
const forVisitor = (event: LiveChatEvent): LiveChatEvent =>
  event.type === 'contact_left' ? { type: event.type, id: event.id, at: event.at } : event;

/** Open live streams per IP in this process. */
class StreamCounts {
  private readonly byIp = new Map<string, number>();
  total = 0;
  add(ip: string): () => void {
    this.byIp.set(ip, (this.byIp.get(ip) ?? 0) + 1);
    this.total += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.total -= 1;
      const left = (this.byIp.get(ip) ?? 1) - 1;
      if (left === 0) this.byIp.delete(ip);
      else this.byIp.set(ip, left);
    };
  }
  of(ip: string): number {
    return this.byIp.get(ip) ?? 0;
  }
}

export interface LiveStreamOptions {
  hub: LiveChatHub;
  streams: ActiveStreams;
  chatId: string;
  /**
   * The visitor's side: the stream ends after the conversation ended (its capability ends too),
   * and carries no lead's id.
   */
  endWithConversation: boolean;
  /** Ends the stream when it aborts (the staff session ended). */
  signal?: AbortSignal;
  onClose?: () => void;
}

/**
 * Streams one conversation's events (server-sent events) from the request's Last-Event-ID on:
 * a resume replays that conversation's later events, and nothing of another.
 */
export function streamConversation(req: Request, res: Response, options: LiveStreamOptions): void {
  const lastId = req.get('last-event-id');
  const after = lastId !== undefined && EVENT_ID.test(lastId) ? Number(lastId) : 0;
  const controller = new AbortController();
  let ended = false;
  const { write, ping } = openEventStream(res, liveChat.retryMs, () => ended);
  const unsubscribe = options.hub.subscribe(options.chatId, after, (events) => {
    for (const event of events) {
      write(frame(options.endWithConversation ? forVisitor(event) : event));
      if (options.endWithConversation && (event.type === 'ended' || event.type === 'missed')) {
        end();
        return;
      }
    }
  });
  const removeController = options.streams.add(controller);
  const keepAlive = setInterval(ping, KEEP_ALIVE_MS);
  keepAlive.unref();

  function end(): void {
    if (ended) return;
    ended = true;
    clearInterval(keepAlive);
    unsubscribe();
    removeController();
    options.onClose?.();
    res.end();
  }
  controller.signal.addEventListener('abort', () => end());
  options.signal?.addEventListener('abort', () => end());
  res.on('close', () => end());
  write(sseFrame({ event: liveChat.events.ready, data: {} }));
}

export interface LiveChatRouteDeps {
  service: LiveChatService;
  hub: LiveChatHub;
  streams: ActiveStreams;
  shared?: SharedLimits | undefined;
}

/** `/api/live-chat/*`: the visitor's side of a conversation with a colleague. */
export function liveChatRoutes(config: Config, deps: LiveChatRouteDeps): Router {
  const router = Router();
  const { service } = deps;
  const settings = config.liveChat;
  const body = jsonBody(config.limits.callbackBody);
  const smallBody = jsonBody(config.limits.jsonBody);
  const counts = new StreamCounts();
  const capabilityOf = (req: Request) => req.get(liveChat.capabilityHeader);

  router.get('/live-chat/availability', async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json(await service.availability());
  });

  router.post(
    '/live-chat',
    perIpLimit({
      name: 'live-chat-start',
      limit: settings.startsPerIp,
      windowMs: 60 * 60_000,
      shared: deps.shared,
      whenStoreFails: 'refuse',
    }),
    ...body,
    async (req, res) => {
      if (deps.streams.closing) throw errors.shuttingDown();
      const input = req.body as { transcript?: unknown; page?: unknown } | undefined;
      const transcript = parseConversation(input?.transcript ?? [], {
        maxMessages: config.limits.chatMaxMessages,
        maxMessageChars: config.limits.chatMaxMessageChars,
      });
      const page = readPage(input?.page, true)!;
      const { reference, capability } = await service.start({ transcript, page });
      res.setHeader('cache-control', 'no-store');
      res.status(201).json({ reference, capability });
    },
  );

  router.get('/live-chat/events', async (req, res) => {
    if (deps.streams.closing) throw errors.shuttingDown();
    const chat = await service.byCapability(capabilityOf(req));
    const ip = req.ip ?? 'unknown';
    if (counts.of(ip) >= settings.streamsPerIp || counts.total >= settings.streamsPerInstance) {
      res.setHeader('retry-after', '10');
      throw errors.rateLimited();
    }
    // An ended conversation still replays what the browser missed (the end itself), then closes.
    streamConversation(req, res, {
      hub: deps.hub,
      streams: deps.streams,
      chatId: chat.id,
      endWithConversation: true,
      onClose: counts.add(ip),
    });
  });

  const openChat = async (req: Request) => {
    const chat = await service.byCapability(capabilityOf(req));
    if (chat.status !== 'waiting' && chat.status !== 'active') throw errors.liveEnded();
    return chat;
  };

  router.post('/live-chat/messages', ...smallBody, async (req, res) => {
    const chat = await openChat(req);
    const text = readMessageText(req.body);
    const page = readPage((req.body as { page?: unknown }).page, false);
    const id = await service.visitorMessage(chat, text, page);
    res.status(201).json({ id });
  });

  router.post('/live-chat/typing', async (req, res) => {
    await service.visitorTyping(await openChat(req));
    res.status(204).end();
  });

  // The visitor's contact details, after a colleague asked for them: a lead (or the person's lead
  // joined) before the 204. Also once the conversation ended: a form sent just after the colleague
  // ended it is no lead lost. Counted per IP as the lead endpoints are, and let through when the
  // limit store fails (a lost lead is worse than a spam lead).
  router.post(
    '/live-chat/contact',
    perIpLimit({
      name: 'live-chat-contact',
      limit: config.rateLimits.leads,
      windowMs: config.rateLimits.windowMs,
      shared: deps.shared,
      whenStoreFails: 'allow',
    }),
    ...smallBody,
    async (req, res) => {
      const chat = await service.byCapability(capabilityOf(req));
      await service.leaveContact(chat, req.body);
      res.setHeader('cache-control', 'no-store');
      res.status(204).end();
    },
  );

  router.post('/live-chat/end', async (req, res) => {
    await service.visitorEnd(await openChat(req));
    res.status(204).end();
  });

  return router;
}
