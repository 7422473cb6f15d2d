import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ChatMessage } from '@agency/contract/chat';
import type { LeadLiveChat, LeadLiveChatMessage } from '@agency/contract/liveChat';
import type { DatabaseSchema, LiveChatsTable } from '../../../shared/data/schema';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
type ChatRow = Selectable<LiveChatsTable>;

/** A transcript as `lead_live_chats.transcript` holds it (JSON). */
interface StoredTranscript {
  assistant: ChatMessage[];
  messages: LeadLiveChatMessage[];
}

/** How a person is found among the leads: the e-mail address lowercased, the phone in E.164 (as stored). */
export interface PersonKeys {
  email: string | null;
  phone: string | null;
}

/**
 * The chat's transcript as a lead keeps it: the conversation with the assistant before the
 * hand-over, then every message of the live part with who wrote it (a colleague by the name the
 * visitor saw) and when.
 */
async function transcriptOf(db: Db, chat: ChatRow): Promise<string> {
  const rows = await db
    .selectFrom('live_chat_events')
    .select(['author', 'name', 'text', 'at'])
    .where('chat_id', '=', chat.id)
    .where('type', '=', 'message')
    .orderBy('id')
    .execute();
  const transcript: StoredTranscript = {
    assistant: JSON.parse(chat.transcript) as ChatMessage[],
    messages: rows.map((row) => ({
      from: row.author ?? 'visitor',
      name: row.author === 'person' ? row.name : null,
      text: row.text ?? '',
      at: row.at,
    })),
  };
  return JSON.stringify(transcript);
}

const isOver = (chat: ChatRow) => chat.status === 'ended' || chat.status === 'missed';

/**
 * In the transaction that holds the chat's row: links the lead to the chat with the transcript
 * so far (complete when the chat is over already). Linking again takes the transcript anew.
 */
export async function linkLeadInTransaction(trx: Transaction<DatabaseSchema>, chat: ChatRow, leadId: string, at: string) {
  const transcript = await transcriptOf(trx, chat);
  const endedAt = isOver(chat) ? chat.ended_at : null;
  await trx
    .insertInto('lead_live_chats')
    .values({ lead_id: leadId, chat_id: chat.id, reference: chat.reference, transcript, linked_at: at, ended_at: endedAt })
    .onConflict((conflict) => conflict.columns(['lead_id', 'chat_id']).doUpdateSet({ transcript, ended_at: endedAt }))
    .execute();
}

/** In the transaction that ends the chat: the transcripts of the leads it is linked to are completed. */
export async function completeLeadTranscriptsInTransaction(trx: Transaction<DatabaseSchema>, chat: ChatRow) {
  const linked = await trx.selectFrom('lead_live_chats').select('lead_id').where('chat_id', '=', chat.id).execute();
  if (linked.length === 0) return;
  const transcript = await transcriptOf(trx, chat);
  await trx
    .updateTable('lead_live_chats')
    .set({ transcript, ended_at: chat.ended_at })
    .where('chat_id', '=', chat.id)
    .execute();
}

/** What the live chat reads of the leads: the person's lead, and a lead's live chats. */
export interface LeadLinksTable {
  /**
   * The newest lead of the same person: the same e-mail address in any capitals, or the same
   * phone number (the rule of the inbox's "Ook: … andere aanvragen",
   * api/src/features/inbox/data/leadInboxRepository.ts). Undefined when they have none.
   */
  personLead(person: PersonKeys): Promise<string | undefined>;
  leadExists(leadId: string): Promise<boolean>;
  /** The live chats of the lead with their transcripts, oldest first. */
  liveChatsOfLead(leadId: string): Promise<LeadLiveChat[]>;
}

export function leadLinks(db: Kysely<DatabaseSchema>): LeadLinksTable {
  return {
    async personLead({ email, phone }) {
      if (email === null && phone === null) return undefined;
      const row = await db
        .selectFrom('leads')
        .select('id')
        .where((eb) =>
          eb.or([
            ...(email !== null ? [eb(sql`lower(email)`, '=', email.toLowerCase())] : []),
            ...(phone !== null ? [eb('phone', '=', phone)] : []),
          ]),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },

    async leadExists(leadId) {
      return (await db.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst()) !== undefined;
    },

    async liveChatsOfLead(leadId) {
      const rows = await db
        .selectFrom('lead_live_chats')
        .selectAll()
        .where('lead_id', '=', leadId)
        .orderBy('linked_at')
        .orderBy('chat_id')
        .execute();
      return rows.map((row) => {
        const transcript = JSON.parse(row.transcript) as StoredTranscript;
        return {
          chatId: row.chat_id,
          reference: row.reference,
          linkedAt: row.linked_at,
          endedAt: row.ended_at,
          assistant: transcript.assistant,
          messages: transcript.messages,
        };
      });
    },
  };
}
