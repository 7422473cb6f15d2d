import { formatPhoneNumber } from '@agency/contract/phone';
import type { RefObject } from 'react';
import { Button } from '../../../Button';
import { fillIn } from '../../common/staffTexts';
import { staffMoment } from '../../common/staffMoment';
import card from '../../common/staffSection.module.css';
import list from '../toolList.module.css';
import styles from './StaffPersonErase.module.css';
import type { StaffPersonFound, StaffPersonTexts } from './staffPerson';

export type PersonFoundProps = {
  /** The prefix of the ids in it. */
  id: string;
  found: StaffPersonFound;
  /** Its heading, where focus goes. */
  resultRef: RefObject<HTMLHeadingElement | null>;
  /** "Gegevens wissen" shows (something was found, and the confirmation is not open yet). */
  canErase: boolean;
  onErase: () => void;
  texts: StaffPersonTexts;
};

/**
 * Everything stored about the person (said as a status: how much): the leads with their
 * status, message, notes, chat and notifications, and the chat votes that mention them; then
 * "Gegevens wissen".
 */
export function PersonFound({ id, found, resultRef, canErase, onErase, texts }: PersonFoundProps) {
  const nothing = found.leads.length === 0 && found.feedback.length === 0;
  return (
    <section className={card.section} aria-labelledby={`${id}-result`}>
      <h2 id={`${id}-result`} ref={resultRef} tabIndex={-1} className={`${card.title} ${styles.focusTarget}`}>
        {texts.resultTitle}
      </h2>
      <p role="status">
        {nothing
          ? texts.nothingFound
          : fillIn(texts.foundSummary, { leads: found.leads.length, feedback: found.feedback.length })}
      </p>
      {found.leads.length > 0 ? (
        <>
          <h3 className={styles.subtitle}>{texts.leadsTitle}</h3>
          <ul className={card.list}>
            {found.leads.map((lead) => (
              <PersonLead key={lead.id} lead={lead} texts={texts} />
            ))}
          </ul>
        </>
      ) : null}
      {found.feedback.length > 0 ? (
        <>
          <h3 className={styles.subtitle}>{texts.feedbackTitle}</h3>
          <ul className={card.list}>
            {found.feedback.map((vote) => (
              <li key={vote.id} className={list.item}>
                <dl className={list.pairs}>
                  <dt>{texts.question}</dt>
                  <dd>{vote.question}</dd>
                  <dt>{texts.answer}</dt>
                  <dd>{vote.answer}</dd>
                </dl>
                <p className={card.meta}>
                  <time dateTime={vote.createdAt}>{staffMoment(vote.createdAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {!nothing && canErase ? (
        <div className={card.actions}>
          <Button variant="secondary" onClick={onErase}>
            {texts.erase}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

type Visit = NonNullable<StaffPersonFound['leads'][number]['visit']>;

/** "binnengekomen op /wordpress, bron nieuwsbrief, campagne najaar": the facts the visit has. */
function visitText(visit: Visit, texts: StaffPersonTexts['visit']): string {
  const parts: [string, string | null][] = [
    [texts.landing, visit.landing],
    [texts.source, visit.source],
    [texts.medium, visit.medium],
    [texts.campaign, visit.campaign],
    // The referrer named as the source already is not said twice.
    [texts.referrer, visit.referrerHost === visit.source ? null : visit.referrerHost],
  ];
  return parts.flatMap(([text, value]) => (value ? [text.replace('{value}', value)] : [])).join(', ');
}

type PersonLeadProps = { lead: StaffPersonFound['leads'][number]; texts: StaffPersonTexts };

/** A lead of the person: when, where from, its status, what they left, the notes, and what else is kept. */
function PersonLead({ lead, texts }: PersonLeadProps) {
  return (
    <li className={list.item}>
      <p>
        <strong>{lead.name ?? texts.nameless}</strong>
      </p>
      <dl className={list.pairs}>
        <dt>{texts.received}</dt>
        <dd>
          <time dateTime={lead.createdAt}>{staffMoment(lead.createdAt)}</time>
        </dd>
        <dt>{texts.source}</dt>
        <dd>{texts.sources[lead.source]}</dd>
        <dt>{texts.status}</dt>
        <dd>{texts.statuses[lead.status]}</dd>
        {lead.email ? (
          <>
            <dt>{texts.email}</dt>
            <dd>{lead.email}</dd>
          </>
        ) : null}
        {lead.phone ? (
          <>
            <dt>{texts.phone}</dt>
            <dd>{formatPhoneNumber(lead.phone)}</dd>
          </>
        ) : null}
        {lead.message ? (
          <>
            <dt>{texts.message}</dt>
            <dd>{lead.message}</dd>
          </>
        ) : null}
        {lead.visit ? (
          <>
            <dt>{texts.visit.label}</dt>
            <dd>{visitText(lead.visit, texts.visit)}</dd>
          </>
        ) : null}
        <dt>{texts.notes}</dt>
        <dd>
          {lead.notes.length === 0 ? (
            texts.noNotes
          ) : (
            <ul className={styles.notes}>
              {lead.notes.map((note) => (
                <li key={note.id}>
                  {note.text}{' '}
                  <time className={card.meta} dateTime={note.createdAt}>
                    ({staffMoment(note.createdAt)})
                  </time>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      <p className={card.meta}>
        {lead.conversationMessages > 0 ? `${fillIn(texts.conversation, { count: lead.conversationMessages })} · ` : ''}
        {fillIn(texts.notifications, { count: lead.notifications })}
      </p>
    </li>
  );
}
