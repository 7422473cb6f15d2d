import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { Field, Input } from '../Form';
import { fillIn } from './staffTexts';
import type { StaffActionAnswer } from './staffAnswer';
import { staffMoment } from './staffMoment';
import type { StaffLeadSource, StaffLeadStatus } from './staffTools';
import styles from './StaffPersonErase.module.css';
import lists from './StaffToolList.module.css';

export type StaffPersonTexts = {
  /** The page's heading, e.g. 'Gegevens van een persoon'. */
  title: string;
  intro: string;
  emailLabel: string;
  phoneLabel: string;
  phoneHint: string;
  /** Neither field filled in. */
  required: string;
  search: string;
  searching: string;
  resultTitle: string;
  nothingFound: string;
  /** {leads} and {feedback}: how many of each were found. */
  foundSummary: string;
  leadsTitle: string;
  received: string;
  status: string;
  source: string;
  email: string;
  phone: string;
  message: string;
  notes: string;
  noNotes: string;
  /** {count}: the messages of the chat before the hand-over. */
  conversation: string;
  /** {count}: the lead's notifications to the agency. */
  notifications: string;
  feedbackTitle: string;
  question: string;
  answer: string;
  statuses: Record<StaffLeadStatus, string>;
  sources: Record<StaffLeadSource, string>;
  nameless: string;
  /** The button under what was found, e.g. 'Gegevens wissen'. */
  erase: string;
  confirmTitle: string;
  confirmIntro: string;
  /** The checkbox that confirms, e.g. 'Ja, wis deze gegevens definitief'. */
  confirmLabel: string;
  confirmRequired: string;
  confirmErase: string;
  erasing: string;
  cancel: string;
  /** After erasing: {leads}, {notes} and {feedback}, how many were erased. */
  erased: string;
  again: string;
};

/** Whom to look for, as typed (the api reads the number as the lead forms do). */
export type StaffPersonQuery = { email?: string; phone?: string };

/** Everything stored about a person, as the api gives it. */
export type StaffPersonFound = {
  leads: {
    id: string;
    name: string | null;
    source: StaffLeadSource;
    createdAt: string;
    status: StaffLeadStatus;
    email: string | null;
    phone: string | null;
    message: string | null;
    notes: { id: string; text: string; createdAt: string }[];
    conversationMessages: number;
    notifications: number;
  }[];
  feedback: { id: string; question: string; answer: string; createdAt: string }[];
};

/** What was erased, as the api gives it: ids and rows per table. */
export type StaffPersonErased = { leadIds: string[]; feedbackIds: string[]; counts: Record<string, number> };

export type StaffPersonEraseProps = {
  /** "Zoeken": returns the api's answer (what is stored, or its message). */
  onSearch: (query: StaffPersonQuery) => Promise<StaffActionAnswer<StaffPersonFound>>;
  /** "Definitief wissen", after the confirmation: returns the api's answer. */
  onErase: (query: StaffPersonQuery) => Promise<StaffActionAnswer<StaffPersonErased>>;
  texts: StaffPersonTexts;
};

type Stage =
  | { step: 'search' }
  | { step: 'found'; query: StaffPersonQuery; found: StaffPersonFound }
  | { step: 'confirm'; query: StaffPersonQuery; found: StaffPersonFound }
  | { step: 'erased'; erased: StaffPersonErased };

/**
 * Finding and erasing a person's data: an e-mail address or phone number, then everything stored
 * about them (leads with status, message, notes, chat and notifications, and chat votes that
 * mention them), then "Gegevens wissen" with an explicit confirmation (a checkbox and
 * "Definitief wissen"), then what was erased. Focus follows each step; answers are announced.
 */
export function StaffPersonErase({ onSearch, onErase, texts }: StaffPersonEraseProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [stage, setStage] = useState<Stage>({ step: 'search' });
  const [busy, setBusy] = useState<'search' | 'erase'>();
  const [error, setError] = useState<string>();
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const erasedRef = useRef<HTMLParagraphElement>(null);
  const checkboxRef = useRef<HTMLInputElement>(null);

  // Focus to what the step shows: the result's heading, the question, or what was erased.
  useEffect(() => {
    if (stage.step === 'found') resultRef.current?.focus();
    else if (stage.step === 'confirm') confirmRef.current?.focus();
    else if (stage.step === 'erased') erasedRef.current?.focus();
  }, [stage.step]);

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const query: StaffPersonQuery = {
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(phone.trim() ? { phone: phone.trim() } : {}),
    };
    if (!query.email && !query.phone) {
      setError(texts.required);
      emailRef.current?.focus();
      return;
    }
    setBusy('search');
    setError(undefined);
    try {
      const answer = await onSearch(query);
      if (answer.ok) setStage({ step: 'found', query, found: answer.data });
      else {
        setError(answer.message);
        emailRef.current?.focus();
      }
    } finally {
      setBusy(undefined);
    }
  }

  async function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || stage.step !== 'confirm') return;
    if (!confirmed) {
      setConfirmError(texts.confirmRequired);
      checkboxRef.current?.focus();
      return;
    }
    setBusy('erase');
    setConfirmError(undefined);
    try {
      const answer = await onErase(stage.query);
      if (answer.ok) {
        setStage({ step: 'erased', erased: answer.data });
        setEmail('');
        setPhone('');
      } else setConfirmError(answer.message);
    } finally {
      setBusy(undefined);
    }
  }

  const found = stage.step === 'found' || stage.step === 'confirm' ? stage.found : undefined;
  const nothing = found !== undefined && found.leads.length === 0 && found.feedback.length === 0;
  const errorId = `${id}-error`;
  const confirmErrorId = `${id}-confirm-error`;

  return (
    <div className={styles.person}>
      <section className={lists.section} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={styles.pageTitle}>
          {texts.title}
        </h1>
        <p className={lists.intro}>{texts.intro}</p>
        <form
          className={styles.form}
          onSubmit={(event) => void search(event)}
          noValidate
          aria-labelledby={`${id}-title`}
          aria-describedby={error ? errorId : undefined}
          aria-busy={busy === 'search' || undefined}
        >
          <div className={styles.fields}>
            <Field label={texts.emailLabel}>
              <Input
                ref={emailRef}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                disabled={busy !== undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </Field>
            <Field label={texts.phoneLabel} hint={texts.phoneHint}>
              <Input
                type="tel"
                autoComplete="off"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                disabled={busy !== undefined}
              />
            </Field>
          </div>
          <div role="alert" id={errorId}>
            {error ? <p className={lists.error}>{error}</p> : null}
          </div>
          <div className={lists.actions}>
            <Button type="submit" variant="cta" loading={busy === 'search'} disabled={busy === 'erase'}>
              {busy === 'search' ? texts.searching : texts.search}
            </Button>
          </div>
        </form>
      </section>

      {stage.step === 'erased' ? (
        <section className={lists.section} aria-label={texts.resultTitle}>
          <div role="status">
            <p ref={erasedRef} tabIndex={-1} className={`${lists.done} ${styles.focusTarget}`}>
              {fillIn(texts.erased, {
                leads: stage.erased.counts.leads ?? stage.erased.leadIds.length,
                notes: stage.erased.counts.lead_notes ?? 0,
                feedback: stage.erased.counts.chat_feedback ?? stage.erased.feedbackIds.length,
              })}
            </p>
          </div>
          <div className={lists.actions}>
            <Button
              variant="secondary"
              onClick={() => {
                setStage({ step: 'search' });
                emailRef.current?.focus();
              }}
            >
              {texts.again}
            </Button>
          </div>
        </section>
      ) : null}

      {found ? (
        <section className={lists.section} aria-labelledby={`${id}-result`}>
          <h2 id={`${id}-result`} ref={resultRef} tabIndex={-1} className={`${lists.title} ${styles.focusTarget}`}>
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
              <ul className={lists.list}>
                {found.leads.map((lead) => (
                  <li key={lead.id} className={lists.item}>
                    <p>
                      <strong>{lead.name ?? texts.nameless}</strong>
                    </p>
                    <dl className={lists.pairs}>
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
                          <dd>{lead.phone}</dd>
                        </>
                      ) : null}
                      {lead.message ? (
                        <>
                          <dt>{texts.message}</dt>
                          <dd>{lead.message}</dd>
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
                                <time className={lists.meta} dateTime={note.createdAt}>
                                  ({staffMoment(note.createdAt)})
                                </time>
                              </li>
                            ))}
                          </ul>
                        )}
                      </dd>
                    </dl>
                    <p className={lists.meta}>
                      {lead.conversationMessages > 0
                        ? `${fillIn(texts.conversation, { count: lead.conversationMessages })} · `
                        : ''}
                      {fillIn(texts.notifications, { count: lead.notifications })}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {found.feedback.length > 0 ? (
            <>
              <h3 className={styles.subtitle}>{texts.feedbackTitle}</h3>
              <ul className={lists.list}>
                {found.feedback.map((vote) => (
                  <li key={vote.id} className={lists.item}>
                    <dl className={lists.pairs}>
                      <dt>{texts.question}</dt>
                      <dd>{vote.question}</dd>
                      <dt>{texts.answer}</dt>
                      <dd>{vote.answer}</dd>
                    </dl>
                    <p className={lists.meta}>
                      <time dateTime={vote.createdAt}>{staffMoment(vote.createdAt)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {!nothing && stage.step === 'found' ? (
            <div className={lists.actions}>
              <Button
                variant="secondary"
                onClick={() => {
                  setConfirmed(false);
                  setConfirmError(undefined);
                  setStage({ step: 'confirm', query: stage.query, found: stage.found });
                }}
              >
                {texts.erase}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}

      {stage.step === 'confirm' ? (
        <section className={`${lists.section} ${styles.danger}`} aria-labelledby={`${id}-confirm`}>
          <h2 id={`${id}-confirm`} ref={confirmRef} tabIndex={-1} className={`${lists.title} ${styles.focusTarget}`}>
            {texts.confirmTitle}
          </h2>
          <p id={`${id}-confirm-intro`}>{texts.confirmIntro}</p>
          <form
            className={styles.form}
            onSubmit={(event) => void erase(event)}
            noValidate
            aria-labelledby={`${id}-confirm`}
            aria-busy={busy === 'erase' || undefined}
          >
            <label className={styles.check}>
              <input
                ref={checkboxRef}
                type="checkbox"
                checked={confirmed}
                disabled={busy !== undefined}
                onChange={(event) => {
                  setConfirmed(event.target.checked);
                  if (event.target.checked) setConfirmError(undefined);
                }}
                aria-invalid={confirmError ? true : undefined}
                aria-describedby={confirmError ? confirmErrorId : undefined}
              />
              <span>{texts.confirmLabel}</span>
            </label>
            <div role="alert" id={confirmErrorId}>
              {confirmError ? <p className={lists.error}>{confirmError}</p> : null}
            </div>
            <div className={lists.actions}>
              <Button type="submit" variant="primary" loading={busy === 'erase'} className={styles.eraseButton}>
                {busy === 'erase' ? texts.erasing : texts.confirmErase}
              </Button>
              <Button
                variant="ghost"
                disabled={busy !== undefined}
                onClick={() => setStage({ step: 'found', query: stage.query, found: stage.found })}
              >
                {texts.cancel}
              </Button>
            </div>
          </form>
        </section>
      ) : null}
    </div>
  );
}
