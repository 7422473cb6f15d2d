// The shapes the inbox's components show: a lead as the api's inbox answers it
// (`@agency/contract/inbox`), its notes and its conversation, with only what they show.
import type { ChatMessage } from '@agency/contract/chat';
import type { InboxLead, InboxLeadDetail, InboxNote, InboxNotification } from '@agency/contract/inbox';
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

/**
 * A lead's record, as its page shows it: the lead (with the visit it came from, or null:
 * `LeadVisit` of `@agency/contract/analytics`), its conversation, notes and notifications.
 */
export type StaffLeadRecord = {
  lead: StaffLeadRow & Pick<InboxLeadDetail['lead'], 'message'>;
  conversation: readonly StaffLeadMessage[] | null;
  notes: readonly StaffLeadNote[];
  notifications: readonly StaffLeadNotification[];
};

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
