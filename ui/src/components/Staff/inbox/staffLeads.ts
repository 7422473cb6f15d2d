// The shapes the inbox's components show: a lead as the api's inbox answers it
// (`@agency/contract/inbox`), its notes and its conversation, with only what they show.
import type { ChatMessage } from '@agency/contract/chat';
import type {
  InboxColleague,
  InboxFollowUp,
  InboxFollowUpRow,
  InboxLead,
  InboxLeadDetail,
  InboxNote,
  InboxNotification,
  InboxReply,
  InboxReplyState,
  InboxTimelineEntry,
  SavedReply,
} from '@agency/contract/inbox';
import { formatPhoneNumber } from '@agency/contract/phone';
import type { StaffLeadSource, StaffLeadStatus } from '../common/staffTools';

export type { StaffLeadSource, StaffLeadStatus };

/** The statuses in the order the inbox offers them. */
export { LEAD_STATUSES as STAFF_LEAD_STATUSES } from '@agency/contract/leads';

/** A row of the inbox. */
export type StaffLeadRow = Omit<InboxLead, 'kind'>;

export type StaffLeadNote = Omit<InboxNote, 'author'> & { author: Pick<InboxNote['author'], 'name'> };

/** A message of the chat before the visitor asked to be called back. */
export type StaffLeadMessage = ChatMessage;

/** A notification of the lead to the agency and how far its delivery is. */
export type StaffLeadNotification = Pick<InboxNotification, 'channel' | 'status'>;

/** A colleague as the inbox names them: who a lead is assigned to, who did what. */
export type StaffColleague = InboxColleague;

/** A reply sent to the lead by e-mail from its page (plain text). */
export type StaffLeadReplySent = Omit<InboxReply, 'author'> & { author: Pick<InboxColleague, 'name'> };

/** Whether a reply can be sent from the lead's page (with the address it goes from), and if not, why. */
export type StaffReplyState = InboxReplyState;

/** A lead's follow-up: when (ISO-8601 UTC) and what for. */
export type StaffFollowUp = InboxFollowUp;

/** A follow-up due today or overdue, with its lead. */
export type StaffFollowUpRow = Omit<InboxFollowUpRow, 'lead'> & { lead: StaffLeadRow };

/** What happened to a lead, with when and who (null: the visitor or the system). */
export type StaffTimelineEntry = InboxTimelineEntry;

/** A text the agency starts a reply from; `{naam}` becomes the lead's name. */
export type StaffSavedReply = SavedReply;

/**
 * A lead's record, as its page shows it: the lead (with the visit it came from, or null:
 * `LeadVisit` of `@agency/contract/analytics`, its assignee and follow-up date), its
 * conversation, notes, notifications, the replies sent, whether a reply can be sent, its
 * follow-up and its timeline.
 */
export type StaffLeadRecord = {
  lead: StaffLeadRow & Pick<InboxLeadDetail['lead'], 'message'>;
  conversation: readonly StaffLeadMessage[] | null;
  notes: readonly StaffLeadNote[];
  notifications: readonly StaffLeadNotification[];
  replies: readonly StaffLeadReplySent[];
  reply: StaffReplyState;
  followUp: StaffFollowUp | null;
  timeline: readonly StaffTimelineEntry[];
};

/**
 * An action's answer that may name what is wrong per field (`400 validation_failed`'s
 * `fields`, in Dutch): the form says it at that field.
 */
export type StaffFieldAnswer<T, Field extends string> =
  { ok: true; data: T } | { ok: false; message: string; fields?: Partial<Record<Field, string>> };

/** The words the lead components share: statuses, sources, and a lead without a name. */
export type StaffLeadWords = {
  statuses: Readonly<Record<StaffLeadStatus, string>>;
  sources: Readonly<Record<StaffLeadSource, string>>;
  /** A lead that left no name, e-mail or phone, e.g. 'Zonder naam'. */
  nameless: string;
};

/** What a lead is called in a list or heading: its name, else its e-mail or phone (in Dutch notation). */
export const leadTitle = (lead: Pick<StaffLeadRow, 'name' | 'email' | 'phone'>, words: StaffLeadWords): string =>
  lead.name ?? lead.email ?? (lead.phone === null ? words.nameless : formatPhoneNumber(lead.phone));
