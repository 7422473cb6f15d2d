import { useId } from 'react';
import { SiteLink } from '../../../LinkProvider';
import styles from './StaffLeadDetail.module.css';
import { StaffLeadNotes, type StaffLeadNotesTexts } from '../StaffLeadNotes/StaffLeadNotes';
import { StaffLeadStatusChoice, type StaffLeadStatusChoiceTexts } from '../StaffLeadStatusChoice/StaffLeadStatusChoice';
import {
  leadTitle,
  type StaffLeadDetailData,
  type StaffLeadNote,
  type StaffLeadStatus as Status,
  type StaffLeadWords,
} from '../staffLeads';
import { staffMoment } from '../../common/staffMoment';
import type { StaffActionAnswer } from '../../common/staffAnswer';

/** Every text of `StaffLeadDetail`; the site passes `staffInboxTexts` of `@agency/content`. */
export type StaffLeadDetailTexts = StaffLeadWords &
  StaffLeadStatusChoiceTexts &
  StaffLeadNotesTexts & {
    /** The link back, e.g. 'Terug naar de aanvragen'. */
    backToInbox: string;
    columns: { source: string; time: string };
    phone: string;
    email: string;
    /** The notifications' term, e.g. 'Melding aan het bureau'. */
    notifications: string;
    notificationStates: Readonly<Record<'pending' | 'sent' | 'failed', string>>;
    /** The message's heading (h2), 'Bericht'. */
    message: string;
    /** The transcript's heading (h2). */
    conversation: string;
    speakers: Readonly<Record<'user' | 'assistant', string>>;
  };

export type StaffLeadDetailProps = {
  detail: StaffLeadDetailData;
  /** The inbox's address, for the link back. */
  backHref: string;
  /** The most characters a note may have. */
  noteMaxChars: number;
  onStatus: (status: Status) => Promise<StaffActionAnswer<{ status: Status }>>;
  onNote: (text: string) => Promise<StaffActionAnswer<StaffLeadNote>>;
  texts: StaffLeadDetailTexts;
};

/**
 * A lead's page: who (with a phone link and a mail link), where it came from and when, the
 * notifications to the agency, its "Status", the message or the chat before the hand-over,
 * and the notes. Everything the visitor wrote is shown as text, never as markup.
 */
export function StaffLeadDetail({ detail, backHref, noteMaxChars, onStatus, onNote, texts }: StaffLeadDetailProps) {
  const id = useId();
  const { lead, conversation, notes, notifications } = detail;
  return (
    <article className={styles.lead}>
      <SiteLink href={backHref} className={styles.back}>
        {texts.backToInbox}
      </SiteLink>
      <h1>{leadTitle(lead, texts)}</h1>
      <dl className={styles.facts}>
        <dt>{texts.columns.source}</dt>
        <dd>{texts.sources[lead.source] ?? lead.source}</dd>
        <dt>{texts.columns.time}</dt>
        <dd>
          <time dateTime={lead.createdAt}>{staffMoment(lead.createdAt)}</time>
        </dd>
        {lead.phone ? (
          <>
            <dt>{texts.phone}</dt>
            <dd>
              <a href={`tel:${lead.phone}`}>{lead.phone}</a>
            </dd>
          </>
        ) : null}
        {lead.email ? (
          <>
            <dt>{texts.email}</dt>
            <dd>
              <a href={`mailto:${lead.email}`}>{lead.email}</a>
            </dd>
          </>
        ) : null}
        {notifications.length ? (
          <>
            <dt>{texts.notifications}</dt>
            <dd>
              {notifications.map((sent) => `${sent.channel}: ${texts.notificationStates[sent.status]}`).join(', ')}
            </dd>
          </>
        ) : null}
      </dl>

      <StaffLeadStatusChoice status={lead.status} onChange={onStatus} texts={texts} />

      {lead.message ? (
        <section aria-labelledby={`${id}-message`} className={styles.section}>
          <h2 id={`${id}-message`}>{texts.message}</h2>
          <p className={styles.text}>{lead.message}</p>
        </section>
      ) : null}

      {conversation ? (
        <section aria-labelledby={`${id}-chat`} className={styles.section}>
          <h2 id={`${id}-chat`}>{texts.conversation}</h2>
          <ol className={styles.transcript}>
            {conversation.map((message, index) => (
              <li key={index} data-role={message.role}>
                <span className={styles.speaker}>{texts.speakers[message.role]}</span>
                <p className={styles.text}>{message.content}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <StaffLeadNotes notes={notes} maxChars={noteMaxChars} onAdd={onNote} texts={texts} />
    </article>
  );
}
