import { Router, type Request } from 'express';
import { liveChat, type StaffChatAvailability, type StaffChatPresence } from '@agency/contract/liveChat';
import type { LiveChatHub } from '../domain/liveChatHub';
import type { Colleague, LiveChatService } from '../domain/liveChatService';
import type { Caller, StaffAuth } from '../../staffAccess';
import { errors } from '../../../shared/errors';
import { jsonBody } from '../../../shared/http/jsonBody';
import { CONTROL_CHARACTERS, INVISIBLE_IN_NAMES, invisibleCharactersProblem } from '../../../shared/textRules';
import type { ActiveStreams } from '../../../shared/http/sse';
import { readMessageText, streamConversation } from './liveChat';
import type { StaffStreams } from '../../inbox';

export interface StaffChatDeps {
  auth: StaffAuth;
  service: LiveChatService;
  hub: LiveChatHub;
  streams: ActiveStreams;
  /** This process's open staff streams: a conversation's stream ends with its session too. */
  staffStreams: StaffStreams;
  /** How often an open stream checks its session. */
  checkEveryMs: number;
}

/** A lead id as the api makes them (UUIDs; at most 64 characters): anything else is no lead. */
const LEAD_ID = /^[\w-]{1,64}$/;

/** A chat id as the api makes them (UUIDs): anything else is no chat. */
const CHAT_ID = /^[\da-f-]{36}$/;
const EVENT_ID = /^\d{1,15}$/;

const callerOf = (req: Request): Caller => ({ ip: req.ip, userAgent: req.get('user-agent') });

function chatIdOf(req: Request): string {
  const id = req.params.id;
  if (typeof id !== 'string' || !CHAT_ID.test(id)) throw errors.notFound();
  return id;
}

const problems = {
  displayName: `Kies een naam van 1 tot ${liveChat.limits.maxDisplayNameChars} tekens.`,
  displayNameInvisible: invisibleCharactersProblem('Naam'),
  available: 'Kies aan of uit.',
  upTo: 'Dit bericht bestaat niet.',
} as const;

/**
 * `/api/staff/chats` and `/api/staff/chat-availability`: the inbox's side of the live chat.
 * Behind the staff router's full-session check and its same-origin rule for changes. Logs no
 * message text.
 */
export function staffChatRoutes(deps: StaffChatDeps): Router {
  const router = Router();
  const body = jsonBody('16kb');
  const { service } = deps;

  const colleague = async (req: Request): Promise<Colleague> => {
    const { user } = req.staff!;
    return { id: user.id, name: await service.displayName(user.id, user.name) };
  };

  /** The colleague's switch and name, with the office's hours as visitors are told them (one rule: `availability`). */
  const withOffice = async (presence: StaffChatAvailability): Promise<StaffChatPresence> => {
    const { open, nextOpening } = await service.availability();
    return { ...presence, open, nextOpening };
  };

  router.get('/chat-availability', async (req, res) => {
    const { user } = req.staff!;
    res.json(await withOffice(await service.presence(user.id, user.name)));
  });

  router.put('/chat-availability', ...body, async (req, res) => {
    const input = req.body as { available?: unknown; displayName?: unknown };
    const fields: Record<string, string> = {};
    if (typeof input.available !== 'boolean') fields.available = problems.available;
    const displayName = typeof input.displayName === 'string' ? input.displayName.trim() : '';
    if (displayName.length < 1 || displayName.length > liveChat.limits.maxDisplayNameChars)
      fields.displayName = problems.displayName;
    else if (CONTROL_CHARACTERS.test(displayName) || INVISIBLE_IN_NAMES.test(displayName))
      fields.displayName = problems.displayNameInvisible;
    if (Object.keys(fields).length > 0) throw errors.validation(fields);
    res.json(
      await withOffice(
        await service.setPresence(req.staff!.user.id, { available: input.available as boolean, displayName }),
      ),
    );
  });

  router.get('/chats', async (_req, res) => {
    res.json(await service.queue());
  });

  router.get('/chats/:id', async (req, res) => {
    const detail = await service.detail(chatIdOf(req));
    if (!detail) throw errors.notFound();
    await deps.auth.audit('LIVE_CHAT_VIEWED', callerOf(req), { userId: req.staff!.user.id, leadId: detail.chat.id });
    res.json(detail);
  });

  router.get('/chats/:id/events', async (req, res) => {
    const chatId = chatIdOf(req);
    if (!(await service.detail(chatId))) throw errors.notFound();
    if (deps.streams.closing) throw errors.shuttingDown();
    const context = req.staff!;
    const controller = new AbortController();
    const removeStream = deps.staffStreams.add({
      context,
      async check() {
        if (!(await deps.auth.isStillSignedIn(context).catch(() => true))) controller.abort();
      },
    });
    const timer = setInterval(
      () =>
        void deps.auth.isStillSignedIn(context).then(
          (alive) => alive || controller.abort(),
          () => undefined,
        ),
      deps.checkEveryMs,
    );
    timer.unref();
    streamConversation(req, res, {
      hub: deps.hub,
      streams: deps.streams,
      chatId,
      endWithConversation: false,
      signal: controller.signal,
      onClose: () => {
        clearInterval(timer);
        removeStream();
      },
    });
  });

  router.post('/chats/:id/take', async (req, res) => {
    const chatId = chatIdOf(req);
    const summary = await service.take(chatId, await colleague(req));
    await deps.auth.audit('LIVE_CHAT_TAKEN', callerOf(req), { userId: req.staff!.user.id, leadId: chatId });
    res.json(summary);
  });

  router.post('/chats/:id/messages', ...body, async (req, res) => {
    const chatId = chatIdOf(req);
    const text = readMessageText(req.body);
    res.status(201).json({ id: await service.staffMessage(chatId, await colleague(req), text) });
  });

  router.post('/chats/:id/typing', async (req, res) => {
    await service.staffTyping(chatIdOf(req), await colleague(req));
    res.status(204).end();
  });

  router.post('/chats/:id/read', ...body, async (req, res) => {
    const upTo = (req.body as { upTo?: unknown }).upTo;
    if (typeof upTo !== 'number' || !EVENT_ID.test(String(upTo))) throw errors.validation({ upTo: problems.upTo });
    await service.staffRead(chatIdOf(req), await colleague(req), upTo);
    res.status(204).end();
  });

  router.post('/chats/:id/end', async (req, res) => {
    await service.staffEnd(chatIdOf(req), await colleague(req));
    res.status(204).end();
  });

  // "Contactgegevens vragen": the visitor's panel opens its call-back form, with e-mail beside the phone.
  router.post('/chats/:id/ask-contact', async (req, res) => {
    const chatId = chatIdOf(req);
    await service.askContact(chatId, await colleague(req));
    await deps.auth.audit('LIVE_CHAT_CONTACT_ASKED', callerOf(req), { userId: req.staff!.user.id, leadId: chatId });
    res.status(204).end();
  });

  // The live chats a lead was made from or joined, with their transcripts (the lead's page).
  router.get('/leads/:id/chats', async (req, res) => {
    const leadId = req.params.id;
    if (typeof leadId !== 'string' || !LEAD_ID.test(leadId)) throw errors.notFound();
    const chats = await service.liveChatsOfLead(leadId);
    if (!chats) throw errors.notFound();
    await deps.auth.audit('LEAD_CHATS_VIEWED', callerOf(req), { userId: req.staff!.user.id, leadId });
    res.setHeader('cache-control', 'no-store');
    res.json(chats);
  });

  router.post('/chats/:id/release', async (req, res) => {
    await service.release(chatIdOf(req), await colleague(req));
    res.status(204).end();
  });

  return router;
}
