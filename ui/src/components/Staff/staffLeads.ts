// The shapes the inbox's components show: a lead as the api's inbox answers it, its notes and
// its conversation. Kept here so the design system needs nothing of the api.

import type { StaffLeadSource, StaffLeadStatus } from './staffTools';

export type { StaffLeadSource, StaffLeadStatus };

/** The statuses in the order the inbox offers them. */
export const STAFF_LEAD_STATUSES: readonly StaffLeadStatus[] = ['new', 'in_progress', 'won', 'lost'];

/** A row of the inbox. Times are ISO-8601. */
export type StaffLeadRow = {
  id: string;
  name: string | null;
  source: StaffLeadSource;
  createdAt: string;
  status: StaffLeadStatus;
  email: string | null;
  /** As stored: +31612345678. */
  phone: string | null;
};

export type StaffLeadNote = {
  id: string;
  text: string;
  createdAt: string;
  author: { name: string };
};

/** A message of the chat before the visitor asked to be called back. */
export type StaffLeadMessage = { role: 'user' | 'assistant'; content: string };

/** A notification of the lead to the agency and how far its delivery is. */
export type StaffLeadNotification = { channel: string; status: 'pending' | 'sent' | 'failed' };

/** What a lead's page shows. */
export type StaffLeadDetailData = {
  lead: StaffLeadRow & { message: string | null };
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

/** What a lead is called in a list or heading: its name, else its e-mail or phone. */
export const leadTitle = (lead: Pick<StaffLeadRow, 'name' | 'email' | 'phone'>, words: StaffLeadWords): string =>
  lead.name ?? lead.email ?? lead.phone ?? words.nameless;
