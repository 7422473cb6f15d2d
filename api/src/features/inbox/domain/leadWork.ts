import { randomUUID } from 'node:crypto';
import {
  staffInbox,
  type InboxColleague,
  type InboxFollowUp,
  type InboxReply,
  type SavedReply,
} from '@agency/contract/inbox';
import { agency } from '@agency/content';
import { errors } from '../../../shared/errors';
import type { Logger } from '../../../shared/logger';
import type { Jobs } from '../../../shared/jobs';
import type { LeadInboxRepository } from '../data/leadInboxRepository';
import type { LeadWorkRepository, StoredReply, StoredSavedReply } from '../data/leadWorkRepository';
import type { ReplyMailer } from './replyMail';

const HOUR_MS = 60 * 60_000;
/** How far ahead a follow-up may be set. */
const FOLLOW_UP_MAX_AHEAD_MS = 2 * 366 * 24 * HOUR_MS;
export const FOLLOW_UP_AT_PROBLEM = 'Kies een datum en tijd in de toekomst, binnen twee jaar.';

/** The job that alerts a colleague when a lead's follow-up falls due. */
export const FOLLOW_UP_JOB = 'inbox.follow_up';
export const followUpJobKey = (leadId: string) => `follow-up:${leadId}`;

/** Tells colleagues that a lead's follow-up fell due (the alerts feature; ids only). */
export type FollowUpAlert = (alert: { leadId: string; staffUserIds: readonly string[] }) => Promise<void>;

export interface LeadWorkOptions {
  repository: Pick<LeadInboxRepository, 'lead'>;
  work: LeadWorkRepository;
  now: () => Date;
  onChanged: () => void;
  logger: Logger;
  jobs?: Pick<Jobs, 'schedule' | 'cancel' | 'register'> | undefined;
  /** Set when SMTP is: replies go out by it. */
  mailer?: ReplyMailer | undefined;
  /** Replies one colleague may send in an hour. */
  repliesPerHour: number;
  followUpAlert?: FollowUpAlert | undefined;
}

export const replyOf = (stored: StoredReply): InboxReply => ({
  id: stored.id,
  to: stored.to_address,
  subject: stored.subject,
  body: stored.body,
  createdAt: stored.created_at,
  author: { id: stored.author_id, name: stored.author_name },
});

const savedReplyOf = (stored: StoredSavedReply): SavedReply => ({
  id: stored.id,
  title: stored.title,
  body: stored.body,
  updatedAt: stored.updated_at,
});

/**
 * Working a lead from its page: assigning it, a follow-up with its alert (a job in the
 * database, so it goes out once across instances and restarts), replying by e-mail, and the
 * agency's saved replies.
 */
export function createLeadWork(options: LeadWorkOptions) {
  const { work, now } = options;

  options.jobs?.register(FOLLOW_UP_JOB, async (job) => {
    const { leadId, at } = job.payload as { leadId: string; at: string };
    const due = await work.followUpFellDue(leadId, at, now());
    // Moved, cleared or erased since: nothing is due.
    if (!due) return;
    options.onChanged();
    const staffUserIds = [due.assignedTo ?? due.setBy].filter((id): id is string => id !== null);
    await options.followUpAlert?.({ leadId, staffUserIds });
  });

  return {
    colleagues: (): Promise<InboxColleague[]> => work.colleagues(),

    /** Undefined when there is no such lead; throws when the colleague is no active one. */
    async assign(
      leadId: string,
      staffUserId: string | null,
      actorId: string,
    ): Promise<InboxColleague | null | undefined> {
      const result = await work.assign(leadId, staffUserId, actorId, now());
      if (!result.colleague) throw errors.validation({ staffUserId: 'Kies een collega uit de lijst.' });
      if (!result.lead) return undefined;
      options.onChanged();
      return result.assignee;
    },

    /** Sets or clears the follow-up and its alert; undefined when there is no such lead. */
    async setFollowUp(
      leadId: string,
      followUp: { at: Date; text: string | null } | null,
      actorId: string,
    ): Promise<{ followUp: InboxFollowUp | null } | undefined> {
      const at = now();
      const ahead = followUp ? followUp.at.getTime() - at.getTime() : 1;
      if (!(ahead > 0 && ahead <= FOLLOW_UP_MAX_AHEAD_MS)) throw errors.validation({ at: FOLLOW_UP_AT_PROBLEM });
      if (!(await work.setFollowUp(leadId, followUp, actorId, at))) return undefined;
      const key = followUpJobKey(leadId);
      if (followUp) {
        await options.jobs?.schedule({
          kind: FOLLOW_UP_JOB,
          key,
          runAt: followUp.at,
          payload: { leadId, at: followUp.at.toISOString() },
        });
      } else {
        await options.jobs?.cancel(key);
      }
      options.onChanged();
      return { followUp: followUp ? { at: followUp.at.toISOString(), text: followUp.text } : null };
    },

    /**
     * Sends the reply by e-mail to the lead's address and keeps it on the lead once the SMTP
     * server accepted it. Throws `reply_unavailable`, `reply_limit` or `reply_refused`;
     * undefined when there is no such lead.
     */
    async reply(
      leadId: string,
      author: { id: string; name: string; email: string },
      mail: { subject: string; body: string },
    ): Promise<InboxReply | undefined> {
      const lead = await options.repository.lead(leadId);
      if (!lead) return undefined;
      if (!options.mailer) throw errors.replyUnavailable('no_smtp');
      if (!lead.email) throw errors.replyUnavailable('no_email');
      const at = now();
      const sent = await work.repliesSince(author.id, new Date(at.getTime() - HOUR_MS));
      if (sent.count >= options.repliesPerHour) {
        const freeAt = (sent.first ?? at).getTime() + HOUR_MS;
        throw errors.replyLimit(options.repliesPerHour, Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)));
      }
      const id = randomUUID();
      const messageId = `<${id}@${options.mailer.from.split('@').pop() ?? 'localhost'}>`;
      try {
        await options.mailer({
          to: lead.email,
          subject: mail.subject,
          text: mail.body,
          fromName: `${author.name} (${agency.name})`,
          replyTo: author.email,
          messageId,
        });
      } catch (error) {
        options.logger.warn(
          { event: 'inbox.reply_refused', leadId, reason: error instanceof Error ? error.message : String(error) },
          'the SMTP server did not accept a reply',
        );
        throw errors.replyRefused();
      }
      const stored = {
        id,
        lead_id: leadId,
        author_id: author.id,
        to_address: lead.email,
        subject: mail.subject,
        body: mail.body,
        message_id: messageId,
      };
      // Erased while the mail went out: it was sent, but nothing of the lead is kept.
      if (!(await work.addReply({ ...stored, at }))) return undefined;
      options.onChanged();
      return replyOf({ ...stored, created_at: at.toISOString(), author_name: author.name });
    },

    async savedReplies(): Promise<SavedReply[]> {
      return (await work.savedReplies()).map(savedReplyOf);
    },

    async addSavedReply(input: { title: string; body: string }): Promise<SavedReply> {
      const max = staffInbox.limits.savedRepliesMax;
      if ((await work.savedReplyCount()) >= max) throw errors.savedRepliesFull(max);
      return savedReplyOf(await work.addSavedReply({ ...input, at: now() }));
    },

    async changeSavedReply(id: string, input: { title: string; body: string }): Promise<SavedReply | undefined> {
      const changed = await work.changeSavedReply(id, { ...input, at: now() });
      return changed && savedReplyOf(changed);
    },

    removeSavedReply: (id: string): Promise<boolean> => work.removeSavedReply(id),
  };
}
