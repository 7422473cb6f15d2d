import type { InboxSource } from '@agency/contract/inbox';
import {
  staffTools,
  type LeadsPerWeek,
  type NotificationErrorKind,
  type NotUsefulPage,
  type PersonErased,
  type PersonFound,
  type UndeliveredList,
  type UndeliveredNotification,
  type WeekOfLeads,
} from '@agency/contract/staffTools';
import { leadVisitOf, type OutboxRepository, type UndeliveredJob } from '../../leads';
import type { PersonMatch, PersonalDataStore } from '../../privacy';
import type {
  LeadSource,
  LeadConversationsTable,
  LeadEventsTable,
  LeadNotesTable,
  LeadRepliesTable,
  OutboxTable,
} from '../../../shared/data/schema';
import type { ExportFilter, StaffToolsRepository } from '../data/staffToolsRepository';
import type { ChannelName } from '../../../shared/data/schema';
import type { ChatFeedback } from '../../chat';
import { dutchLeadsCsv } from './leadsExport';
import { amsterdamDay } from '../../../shared/days';
import { cursorAfter, readCursor } from '../../inbox';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date in Amsterdam at this moment: `2026-11-23` (the agency's calendar: weeks begin on Monday there). */
export const amsterdamDate = amsterdamDay;

const asUtcDay = (date: string) => new Date(`${date}T00:00:00Z`);
const dayString = (at: Date) => at.toISOString().slice(0, 10);

/** The Monday of the date's ISO week (dates as `YYYY-MM-DD`, no time zone). */
export function mondayOf(date: string): string {
  const day = asUtcDay(date);
  return dayString(new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS));
}

/** The ISO week of a Monday: `2026-W48` (the year of its Thursday). */
export function isoWeek(monday: string): string {
  const thursday = new Date(asUtcDay(monday).getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The leads of the last `weeks` ISO weeks in Amsterdam (this one included), per source, oldest
 * week first; weeks without leads count 0.
 */
export function leadsPerWeek(
  leads: readonly { created_at: string; source: LeadSource }[],
  now: Date,
  weeks: number = staffTools.chartWeeks,
): LeadsPerWeek {
  const thisMonday = asUtcDay(mondayOf(amsterdamDate(now)));
  const result: WeekOfLeads[] = [];
  const byStart = new Map<string, WeekOfLeads>();
  for (let i = weeks - 1; i >= 0; i--) {
    const start = dayString(new Date(thisMonday.getTime() - i * 7 * DAY_MS));
    const week: WeekOfLeads = {
      week: isoWeek(start),
      start,
      counts: { 'callback-dialog': 0, 'contact-form': 0, chat: 0 },
      total: 0,
    };
    result.push(week);
    byStart.set(start, week);
  }
  for (const lead of leads) {
    const week = byStart.get(mondayOf(amsterdamDate(new Date(lead.created_at))));
    if (!week) continue;
    week.counts[lead.source as InboxSource] += 1;
    week.total += 1;
  }
  return { weeks: result };
}

/**
 * What kind of failure a notification's last error was, without its text: the channels' errors
 * can hold a receiver's address or answer.
 */
export function errorKindOf(error: string | null): {
  errorKind: NotificationErrorKind | null;
  httpStatus: number | null;
} {
  if (error === null) return { errorKind: null, httpStatus: null };
  const http = /\bHTTP (\d{3})\b/.exec(error);
  if (http) return { errorKind: 'http', httpStatus: Number(http[1]) };
  if (/not configured/i.test(error)) return { errorKind: 'configuration', httpStatus: null };
  if (/time(d)? ?out|aborted|ETIMEDOUT/i.test(error)) return { errorKind: 'timeout', httpStatus: null };
  if (/ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|fetch failed|socket|network/i.test(error))
    return { errorKind: 'network', httpStatus: null };
  return { errorKind: 'other', httpStatus: null };
}

const undelivered = (job: UndeliveredJob): UndeliveredNotification => ({
  id: job.id,
  leadId: job.lead_id,
  channel: job.channel,
  status: job.status,
  attempts: Number(job.attempts),
  createdAt: job.created_at,
  nextAttemptAt: job.status === 'failed' ? null : job.next_attempt_at,
  ...errorKindOf(job.last_error),
});

/** What became of "Nu opnieuw versturen" (with the notification's lead, for the audit trail). */
export type RetryOutcome = { outcome: 'requeued' | 'delivered' | 'busy'; leadId: string } | { outcome: 'missing' };

const vote = (row: ChatFeedback) => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  createdAt: row.created_at,
});

export interface StaffToolsDeps {
  repository: StaffToolsRepository;
  outbox: OutboxRepository;
  personalData: PersonalDataStore;
  /** Wakes the outbox worker: a notification made due is sent at once, not at the next poll. */
  kickOutbox: () => void;
  /** The channels lead notifications go by (none set: an empty list). */
  channels: readonly ChannelName[];
  now?: () => Date;
}

/** The tools of the staff area around the inbox: feedback, undelivered notifications, a person's data, export, chart. */
export function createStaffTools({
  repository,
  outbox,
  personalData,
  kickOutbox,
  channels,
  now = () => new Date(),
}: StaffToolsDeps) {
  return {
    /** A page of the "Niet nuttig" votes, newest first; `before` as the last page's cursor gave it. */
    async notUseful(before: string | undefined, limit: number): Promise<NotUsefulPage | undefined> {
      const cursor = before === undefined ? undefined : readCursor(before);
      if (before !== undefined && !cursor) return undefined;
      const rows = await repository.notUseful(cursor, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return { answers: page.map(vote), nextCursor: rows.length > limit && last ? cursorAfter(last) : null };
    },

    /** The notifications not delivered, oldest first, with how many there are in all. */
    async undelivered(): Promise<UndeliveredList> {
      const { jobs, pending, failed } = await outbox.listUndelivered(staffTools.limits.outboxListed);
      return { channels: [...channels], notifications: jobs.map(undelivered), pending, failed };
    },

    /**
     * "Nu opnieuw versturen": a given-up notification back in the queue, or a waiting one (in a
     * back-off, however long) due now; then the worker is woken. The same as `leads retry --id`.
     */
    async retry(id: string): Promise<RetryOutcome> {
      const leadId = await repository.leadOfNotification(id);
      if (leadId === undefined) return { outcome: 'missing' };
      const at = now();
      const waiting = await outbox.makeWaitingDue(at, id);
      const givenUp = waiting === 0 ? await outbox.retryGivenUp(at, id) : 0;
      if (waiting + givenUp > 0) {
        kickOutbox();
        return { outcome: 'requeued', leadId };
      }
      const status = await outbox.findStatus(id);
      if (status === undefined) return { outcome: 'missing' };
      if (status === 'sent') return { outcome: 'delivered', leadId };
      // Due already, or in a worker's hands: nothing to change; the worker is woken all the same.
      kickOutbox();
      return { outcome: 'busy', leadId };
    },

    /** Everything stored about the person, as `leads find` finds it. */
    async find(match: PersonMatch): Promise<PersonFound> {
      const found = await personalData.find(match);
      const related = found.related as {
        outbox?: OutboxTable[];
        lead_conversations?: LeadConversationsTable[];
        lead_notes?: LeadNotesTable[];
        lead_replies?: LeadRepliesTable[];
        lead_events?: LeadEventsTable[];
        chat_feedback?: ChatFeedback[];
      };
      return {
        match: found.match,
        leads: found.leads.map((lead) => {
          const conversation = related.lead_conversations?.find((row) => row.lead_id === lead.id);
          return {
            id: lead.id,
            name: lead.name,
            source: lead.source,
            kind: lead.kind,
            createdAt: lead.created_at,
            status: lead.status ?? 'new',
            email: lead.email,
            phone: lead.phone,
            message: lead.message,
            visit: leadVisitOf(lead),
            notes: (related.lead_notes ?? [])
              .filter((note) => note.lead_id === lead.id)
              .map((note) => ({ id: note.id, text: note.text, createdAt: note.created_at })),
            replies: (related.lead_replies ?? [])
              .filter((reply) => reply.lead_id === lead.id)
              .map((reply) => ({
                id: reply.id,
                to: reply.to_address,
                subject: reply.subject,
                body: reply.body,
                createdAt: reply.created_at,
              })),
            followUp: lead.follow_up_at ? { at: lead.follow_up_at, text: lead.follow_up_text } : null,
            timelineEntries: (related.lead_events ?? []).filter((event) => event.lead_id === lead.id).length,
            conversationMessages: conversation ? countMessages(conversation.messages) : 0,
            notifications: (related.outbox ?? []).filter((job) => job.lead_id === lead.id).length,
          };
        }),
        feedback: (related.chat_feedback ?? []).map((row) => ({ ...vote(row), vote: row.vote })),
      };
    },

    /** Erases the person as `leads erase --yes` does: leads with all that belongs to them, and the votes that mention them. */
    async erase(match: PersonMatch): Promise<PersonErased> {
      const erased = await personalData.erase(match);
      return { leadIds: erased.leadIds, feedbackIds: erased.feedbackIds, counts: { ...erased.counts } };
    },

    /**
     * The leads of the filter (newest first) with their notes as CSV for Dutch Excel
     * (`dutchLeadsCsv`), with the one writer's spreadsheet-safe rules; and how many rows.
     */
    async exportCsv(filter: ExportFilter) {
      const leads = await repository.exported(filter);
      // A note written in between, of a lead not read above, is left out: each note goes with its lead.
      const notes = await repository.exportedNotes(filter);
      return { csv: dutchLeadsCsv(leads, notes), rows: leads.length };
    },

    /** The chart's numbers: leads per ISO week (Amsterdam) and source, the last 12 weeks. */
    async leadsPerWeek(): Promise<LeadsPerWeek> {
      const at = now();
      const firstMonday = asUtcDay(mondayOf(amsterdamDate(at))).getTime() - (staffTools.chartWeeks - 1) * 7 * DAY_MS;
      // Amsterdam is at most 2 hours ahead of UTC: from a day earlier, then each lead by its own week.
      return leadsPerWeek(await repository.createdSince(new Date(firstMonday - DAY_MS).toISOString()), at);
    },
  };
}

function countMessages(stored: string): number {
  try {
    const messages: unknown = JSON.parse(stored);
    return Array.isArray(messages) ? messages.length : 0;
  } catch {
    return 0;
  }
}

export type StaffTools = ReturnType<typeof createStaffTools>;
