import { useId, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { InboxLeadDetail, InboxNote, InboxStatus } from '@agency/api/contract';
import { staffInbox } from '@agency/api/contract';
import { staffInboxTexts as texts } from '@agency/content';
import { Button } from '@agency/ui/Button';
import { staffCall } from './staffApi';
import styles from './staff.module.css';
import { staffPaths } from './staffPaths';
import { useStaffGet } from './useStaffGet';
import { useStaffLive } from './StaffLive';
import { when } from './when';

/**
 * `/beheer/aanvragen/:id`: everything stored about one lead (the message, or the chat before
 * the hand-over), its status, and the colleagues' notes. Every text is shown as text.
 */
export function LeadPage() {
  const { id = '' } = useParams();
  // Read again when the live stream reports a change (a colleague's status or note).
  const { version } = useStaffLive();
  const [answer, setDetail] = useStaffGet<InboxLeadDetail>(`/leads/${encodeURIComponent(id)}`, version);
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState<string>();
  const [noteProblem, setNoteProblem] = useState<string>();
  const statusId = useId();
  const noteId = useId();
  const noteProblemId = useId();

  if ('loading' in answer) return <p role="status">{texts.loading}</p>;
  if ('signedOut' in answer) return <Navigate replace to={staffPaths.signIn} />;
  if ('problem' in answer) {
    return (
      <>
        <p role="alert">{answer.problem}</p>
        <Link to={staffPaths.inbox}>{texts.backToInbox}</Link>
      </>
    );
  }
  const detail = answer.data;
  const { lead, conversation, notes, notifications } = detail;

  return (
    <article className={styles.lead}>
      <Link to={staffPaths.inbox} className={styles.back}>
        {texts.backToInbox}
      </Link>
      <h1>{lead.name ?? lead.email ?? lead.phone ?? texts.nameless}</h1>
      <dl className={styles.facts}>
        <dt>{texts.columns.source}</dt>
        <dd>{texts.sources[lead.source]}</dd>
        <dt>{texts.columns.time}</dt>
        <dd>
          <time dateTime={lead.createdAt}>{when.format(new Date(lead.createdAt))}</time>
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

      <div className={styles.statusRow}>
        <label htmlFor={statusId}>{texts.columns.status}</label>
        <select
          id={statusId}
          value={lead.status}
          onChange={async (event) => {
            const status = event.target.value as InboxStatus;
            const result = await staffCall<{ status: InboxStatus }>('POST', `/leads/${lead.id}/status`, { status });
            if (!result.ok) return setSaved(result.message);
            setDetail({ ...detail, lead: { ...lead, status: result.data.status } });
            setSaved(texts.statusSaved.replace('{status}', texts.statuses[result.data.status]));
          }}
        >
          {staffInbox.statuses.map((status) => (
            <option key={status} value={status}>
              {texts.statuses[status]}
            </option>
          ))}
        </select>
        <p role="status" className={styles.saved}>
          {saved}
        </p>
      </div>

      {lead.message ? (
        <section aria-labelledby={`${noteId}-message`}>
          <h2 id={`${noteId}-message`}>{texts.message}</h2>
          <p className={styles.text}>{lead.message}</p>
        </section>
      ) : null}

      {conversation ? (
        <section aria-labelledby={`${noteId}-chat`}>
          <h2 id={`${noteId}-chat`}>{texts.conversation}</h2>
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

      <section aria-labelledby={`${noteId}-notes`}>
        <h2 id={`${noteId}-notes`}>{texts.notes}</h2>
        {notes.length ? (
          <ol className={styles.notes}>
            {notes.map((item: InboxNote) => (
              <li key={item.id}>
                <p className={styles.text}>{item.text}</p>
                <p className={styles.noteMeta}>
                  {item.author.name} · <time dateTime={item.createdAt}>{when.format(new Date(item.createdAt))}</time>
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p>{texts.noNotes}</p>
        )}
        <form
          className={styles.noteForm}
          onSubmit={async (event) => {
            event.preventDefault();
            const result = await staffCall<InboxNote>('POST', `/leads/${lead.id}/notes`, { text: note });
            if (!result.ok) return setNoteProblem(result.message);
            setNoteProblem(undefined);
            setNote('');
            setDetail({ ...detail, notes: [...notes, result.data] });
          }}
        >
          <label htmlFor={noteId}>{texts.note}</label>
          <textarea
            id={noteId}
            value={note}
            rows={3}
            maxLength={staffInbox.limits.noteMaxChars}
            aria-invalid={noteProblem ? true : undefined}
            aria-describedby={noteProblem ? noteProblemId : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          {noteProblem ? (
            <p id={noteProblemId} role="alert" className={styles.problem}>
              {noteProblem}
            </p>
          ) : null}
          <Button type="submit">{texts.saveNote}</Button>
        </form>
      </section>
    </article>
  );
}
