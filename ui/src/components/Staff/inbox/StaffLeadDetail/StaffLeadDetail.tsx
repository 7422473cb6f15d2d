import { Fragment, useId, type ReactNode } from 'react';
import { formatPhoneNumber } from '@agency/contract/phone';
import { SiteLink } from '../../../LinkProvider';
import { StaffTranscriptText } from '../../common/StaffTranscriptText/StaffTranscriptText';
import { fillIn } from '../../common/staffTexts';
import { StaffLeadNotes, type StaffLeadNotesTexts } from '../StaffLeadNotes/StaffLeadNotes';
import {
  StaffLeadPlanning,
  type StaffLeadPlanningProps,
  type StaffLeadPlanningTexts,
} from '../StaffLeadPlanning/StaffLeadPlanning';
import { StaffLeadReply, type StaffLeadReplyProps, type StaffLeadReplyTexts } from '../StaffLeadReply/StaffLeadReply';
import { StaffLeadStatusChoice, type StaffLeadStatusChoiceTexts } from '../StaffLeadStatusChoice/StaffLeadStatusChoice';
import { StaffLeadTimeline, type StaffLeadTimelineTexts } from '../StaffLeadTimeline/StaffLeadTimeline';
import {
  leadTitle,
  type StaffColleague,
  type StaffLeadRecord,
  type StaffLeadNote,
  type StaffLeadStatus as Status,
  type StaffLeadWords,
  type StaffSavedReply,
} from '../staffLeads';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import { staffMoment } from '../../common/staffMoment';
import card from '../../common/staffSection.module.css';
import inbox from '../inbox.module.css';
import styles from './StaffLeadDetail.module.css';

/** Every text of `StaffLeadDetail`; the site passes `staffInboxTexts` of `@agency/content`. */
export type StaffLeadDetailTexts = StaffLeadWords &
  StaffLeadStatusChoiceTexts &
  StaffLeadNotesTexts & {
    /** The link back, e.g. 'Terug naar de aanvragen'. */
    backToInbox: string;
    columns: { source: string; time: string };
    phone: string;
    email: string;
    /** The link to the person's other leads: 'Ook: 1 andere aanvraag', 'Ook: {count} andere aanvragen'. */
    samePerson: { one: string; other: string };
    /** The notifications' term, e.g. 'Melding aan het bureau'. */
    notifications: string;
    notificationStates: Readonly<Record<'pending' | 'sent' | 'failed', string>>;
    /** A notification's channel as the page names it, e.g. 'E-mail'. */
    notificationChannels: Readonly<Record<'email' | 'webhook', string>>;
    /** The message's heading (h2), 'Bericht'. */
    message: string;
    /** The transcript's heading (h2). */
    conversation: string;
    speakers: Readonly<Record<'user' | 'assistant', string>>;
    /** The visit's section: its heading (h2), 'Herkomst', and the label of each of its facts. */
    visit: {
      heading: string;
      landing: string;
      source: string;
      medium: string;
      campaign: string;
      referrer: string;
    };
    /** "Beantwoorden per e-mail", "Toewijzen en opvolgen" and "Geschiedenis". */
    reply: StaffLeadReplyTexts;
    planning: StaffLeadPlanningTexts;
    timeline: StaffLeadTimelineTexts;
  };

export type StaffLeadDetailProps = {
  detail: StaffLeadRecord;
  /** The inbox's address, for the link back. */
  backHref: string;
  /** The address of the list of this person's leads (shown when there are others). */
  samePersonHref?: string;
  /** The most characters a note may have. */
  noteMaxChars: number;
  onStatus: (status: Status) => Promise<StaffActionAnswer<{ status: Status }>>;
  onNote: (text: string) => Promise<StaffActionAnswer<StaffLeadNote>>;
  /** Who the lead can be assigned to; undefined while they load. */
  colleagues?: readonly StaffColleague[];
  /** The agency's saved replies to start a reply from; undefined while they load. */
  savedReplies?: readonly StaffSavedReply[];
  /** The moment a follow-up counts as past from (ISO-8601); now unless said (stories fix it). */
  now?: string;
  /** The address of a live conversation's page, for the chats in the timeline. */
  chatHref?: (chatId: string) => string;
  /** The live chats the lead was made from or joined, with their transcripts (`StaffLeadLiveChats`), after the chat. */
  liveChats?: ReactNode;
  /** Sends a reply by e-mail; on success the parent adds it to the replies and the timeline. */
  onReply: StaffLeadReplyProps['onSend'];
  /** Assigns the lead (null: nobody); the parent shows the answer's assignee. */
  onAssign: StaffLeadPlanningProps['onAssign'];
  /** Sets the follow-up (null: removes it); the parent shows the answer's follow-up. */
  onFollowUp: StaffLeadPlanningProps['onFollowUp'];
  texts: StaffLeadDetailTexts;
};

type Visit = NonNullable<StaffLeadRecord['lead']['visit']>;

/**
 * "Herkomst": the route the visit arrived on, its source, medium and campaign, and the website
 * that referred it; what it came without is left out. As text, like all the browser sent.
 */
function LeadVisitSection({ visit, id, texts }: { visit: Visit; id: string; texts: StaffLeadDetailTexts['visit'] }) {
  const facts = [
    { label: texts.landing, value: visit.landing },
    { label: texts.source, value: visit.source },
    { label: texts.medium, value: visit.medium },
    { label: texts.campaign, value: visit.campaign },
    { label: texts.referrer, value: visit.referrerHost },
  ].filter((fact) => fact.value);
  return (
    <section aria-labelledby={id} className={inbox.section}>
      <h2 id={id}>{texts.heading}</h2>
      <dl className={styles.facts}>
        {facts.map(({ label, value }) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/**
 * Who (with a phone link and a mail link: the phone number shown in Dutch notation, dialled as
 * stored), where the lead came from and when, the person's other leads, and the notifications
 * to the agency.
 */
function LeadFacts({
  detail,
  samePersonHref,
  texts,
}: Pick<StaffLeadDetailProps, 'detail' | 'samePersonHref' | 'texts'>) {
  const { lead, notifications } = detail;
  const contacts = [
    { label: texts.phone, value: lead.phone && formatPhoneNumber(lead.phone), href: `tel:${lead.phone}` },
    { label: texts.email, value: lead.email, href: `mailto:${lead.email}` },
  ].filter((contact) => contact.value);
  return (
    <dl className={styles.facts}>
      <dt>{texts.columns.source}</dt>
      <dd>{texts.sources[lead.source] ?? lead.source}</dd>
      <dt>{texts.columns.time}</dt>
      <dd>
        <time dateTime={lead.createdAt}>{staffMoment(lead.createdAt)}</time>
      </dd>
      {contacts.map(({ label, href, value }) => (
        <Fragment key={href}>
          <dt>{label}</dt>
          <dd>
            <a href={href}>{value}</a>
          </dd>
        </Fragment>
      ))}
      {samePersonHref && lead.samePerson > 0 ? (
        <dd className={styles.more}>
          <SiteLink href={samePersonHref}>
            {lead.samePerson === 1 ? texts.samePerson.one : fillIn(texts.samePerson.other, { count: lead.samePerson })}
          </SiteLink>
        </dd>
      ) : null}
      {notifications.length ? (
        <>
          <dt>{texts.notifications}</dt>
          <dd>
            {notifications
              .map((sent) => `${texts.notificationChannels[sent.channel]}: ${texts.notificationStates[sent.status]}`)
              .join(', ')}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * A lead's page: who, where it came from and when, the notifications to the agency, its
 * "Status", who it is assigned to and its follow-up, the message or the chat before the
 * hand-over, the visit it came from ("Herkomst", none without one), "Beantwoorden per e-mail"
 * with the replies sent, the notes, and the timeline of what happened. Everything the visitor's
 * browser sent, and every colleague's text, is shown as text, never as markup.
 */
export function StaffLeadDetail({
  detail,
  backHref,
  samePersonHref,
  noteMaxChars,
  onStatus,
  onNote,
  colleagues,
  savedReplies,
  now,
  chatHref,
  liveChats,
  onReply,
  onAssign,
  onFollowUp,
  texts,
}: StaffLeadDetailProps) {
  const id = useId();
  const { lead, conversation, notes } = detail;
  return (
    <article className={styles.lead}>
      <SiteLink href={backHref} className={styles.back}>
        {texts.backToInbox}
      </SiteLink>
      <h1>{leadTitle(lead, texts)}</h1>
      <LeadFacts detail={detail} samePersonHref={samePersonHref} texts={texts} />

      <StaffLeadStatusChoice status={lead.status} onChange={onStatus} texts={texts} />

      <StaffLeadPlanning
        assignee={lead.assignee}
        colleagues={colleagues}
        followUp={detail.followUp}
        now={now}
        onAssign={onAssign}
        onFollowUp={onFollowUp}
        texts={texts.planning}
      />

      {lead.message ? (
        <section aria-labelledby={`${id}-message`} className={inbox.section}>
          <h2 id={`${id}-message`}>{texts.message}</h2>
          <p className={card.typed}>{lead.message}</p>
        </section>
      ) : null}

      {conversation ? (
        <section aria-labelledby={`${id}-chat`} className={inbox.section}>
          <h2 id={`${id}-chat`}>{texts.conversation}</h2>
          <ol className={`${inbox.entries} ${styles.transcript}`}>
            {conversation.map((message, index) => (
              <li key={index} data-role={message.role}>
                <span className={inbox.entryMeta}>{texts.speakers[message.role]}</span>
                <StaffTranscriptText role={message.role} content={message.content} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {liveChats}

      {lead.visit ? <LeadVisitSection visit={lead.visit} id={`${id}-visit`} texts={texts.visit} /> : null}

      <StaffLeadReply
        to={lead.email}
        name={lead.name}
        phone={lead.phone}
        state={detail.reply}
        replies={detail.replies}
        savedReplies={savedReplies}
        onSend={onReply}
        texts={texts.reply}
      />

      <StaffLeadNotes notes={notes} maxChars={noteMaxChars} onAdd={onNote} texts={texts} />

      <StaffLeadTimeline
        entries={detail.timeline}
        statuses={texts.statuses}
        chatHref={chatHref}
        texts={texts.timeline}
      />
    </article>
  );
}
