import type { LeadLiveChats } from '@agency/contract/liveChat';
import type { PersonKeys } from '../data/leadLiveChats';
import type { ChangeRefused, LiveChatRepository, LiveChatRow } from '../data/liveChatRepository';
import { errors } from '../../../shared/errors';
import type { Logger } from '../../../shared/logger';

/** The contact details a visitor left, as stored: the phone in E.164, the e-mail address lowercased, never both null. */
export interface LiveChatContactDetails extends PersonKeys {
  name: string | null;
}

/**
 * Where a live chat's contact details become a lead: the leads feature's rules and storage
 * (`readLiveChatContact` and `storeLiveChatLead` of its `LeadService`), passed in by
 * api/src/compose.ts so this feature stores no lead of its own.
 */
export interface LiveChatLeads {
  /** The details by the forms' rules (a 400 with Dutch fields otherwise); null when the honeypot was filled. */
  readContact(body: unknown): LiveChatContactDetails | null;
  /** A new lead of the chat, with its notifications, committed before it resolves. */
  store(contact: LiveChatContactDetails): Promise<{ id: string }>;
}

/** What of the live chat's core the contact details need. */
interface ContactCore {
  chats: LiveChatRepository;
  logger: Logger;
  committed: (chatId: string) => void;
  now: () => Date;
  holds: (colleague: { id: string; name: string }) => (chat: LiveChatRow) => ChangeRefused['refused'] | undefined;
}

/**
 * Every live chat a lead: the colleague asks for the visitor's contact details, and what the
 * visitor leaves becomes a lead, or joins the lead of the same person. The lead is stored when
 * the visitor sends the form (before they are told it arrived, so it cannot be lost with the
 * chat); the chat's transcript goes with it then and is completed in the commit that ends the
 * chat (`close` in api/src/features/liveChat/data/liveChatRepository.ts).
 */
export function contactSide(core: ContactCore, leads: LiveChatLeads) {
  const { chats, logger, committed, now, holds } = core;
  /** One visitor's sends of one chat in a row (a double click joins the lead the first made). */
  const inFlight = new Map<string, Promise<void>>();

  async function leave(chat: LiveChatRow, contact: LiveChatContactDetails): Promise<void> {
    const known = await chats.personLead(contact);
    const leadId = known ?? (await leads.store(contact)).id;
    const result = await chats.linkLead(chat.id, leadId, now());
    // Erased in the meantime (a conversation erased by its reference): the lead stays stored.
    if ('refused' in result) throw errors.liveEnded();
    committed(chat.id);
    logger.info(
      { event: 'live_chat.contact_left', chatId: chat.id, leadId, joined: known !== undefined },
      'a visitor left contact details in a live chat',
    );
  }

  return {
    async askContact(chatId: string, colleague: { id: string; name: string }): Promise<void> {
      const result = await chats.append(
        chatId,
        { type: 'contact_asked', name: colleague.name },
        now(),
        holds(colleague),
      );
      if ('refused' in result) throw result.refused === 'not_yours' ? errors.liveNotYours() : errors.liveEnded();
      committed(chatId);
      logger.info({ event: 'live_chat.contact_asked', chatId, staffId: colleague.id }, 'contact details asked');
    },

    async leaveContact(chat: LiveChatRow, body: unknown): Promise<void> {
      const contact = leads.readContact(body);
      // A bot that filled the honeypot is answered alike, and nothing is stored.
      if (!contact) return;
      const before = inFlight.get(chat.id) ?? Promise.resolve();
      const mine = before.catch(() => undefined).then(() => leave(chat, contact));
      inFlight.set(chat.id, mine);
      try {
        await mine;
      } finally {
        if (inFlight.get(chat.id) === mine) inFlight.delete(chat.id);
      }
    },

    async liveChatsOfLead(leadId: string): Promise<LeadLiveChats | undefined> {
      if (!(await chats.leadExists(leadId))) return undefined;
      return { chats: await chats.liveChatsOfLead(leadId) };
    },
  };
}
