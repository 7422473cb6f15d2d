import { staffInbox } from '@agency/contract/inbox';
import { formatPhoneNumber } from '@agency/contract/phone';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../Button';
import { Field, Input, Textarea, useFieldControl } from '../../../Form';
import { useFieldErrors } from '../../../Form/useFieldErrors';
import { StaffAnswerNotices } from '../../common/StaffAnswerNotices/StaffAnswerNotices';
import { fillIn } from '../../common/staffTexts';
import field from '../../common/staffField.module.css';
import inbox from '../inbox.module.css';
import { savedReplyText } from '../savedReplyText';
import type { StaffFieldAnswer, StaffLeadReplySent, StaffReplyState, StaffSavedReply } from '../staffLeads';
import { SentReplies } from './SentReplies';
import styles from './StaffLeadReply.module.css';

/** Every text of `StaffLeadReply`; the site passes `staffInboxTexts.reply` of `@agency/content`. */
export type StaffLeadReplyTexts = {
  /** The heading (h2), 'Beantwoorden per e-mail', and the line under it. */
  title: string;
  intro: string;
  /** The terms of the addresses: 'Aan', 'Van'. */
  to: string;
  from: string;
  /** The saved replies' choice, its first option (no saved reply) and the line under it. */
  savedReply: string;
  savedReplyNone: string;
  savedReplyHint: string;
  subject: string;
  /** The subject the form starts with, e.g. 'Je aanvraag bij Studio Legende'. */
  defaultSubject: string;
  body: string;
  send: string;
  sending: string;
  /** Said once the mail server took it: 'Verstuurd naar {email}.' */
  sent: string;
  subjectMissing: string;
  bodyMissing: string;
  /** No e-mail address on the lead, and what to do instead ('Bel in plaats daarvan: {phone}.'). */
  noEmail: string;
  noEmailCall: string;
  /** No mail server set: which settings turn it on. */
  noSmtp: string;
  /** The replies sent: their heading (h3) and each one's line, 'Aan {email} · {name} · {time}'. */
  sentTitle: string;
  sentMeta: string;
};

/** What "Versturen" sends: the subject on one line (trimmed) and the text as typed. */
export type StaffLeadReplyInput = { subject: string; body: string };

/** The reply as sent, or the api's refusal (refused by the mail server, the limit, a field). */
export type StaffLeadReplyAnswer = StaffFieldAnswer<StaffLeadReplySent, keyof StaffLeadReplyInput>;

export type StaffLeadReplyProps = {
  /** The lead's e-mail address, where the reply goes; null without one. */
  to: string | null;
  /** The lead's name, for `{naam}` in a saved reply; null without one. */
  name: string | null;
  /** The lead's phone (E.164), offered instead when there is no e-mail address. */
  phone: string | null;
  /** Whether a reply can be sent (and from which address), else why not. */
  state: StaffReplyState;
  /** The replies sent so far, oldest first. */
  replies: readonly StaffLeadReplySent[];
  /** The agency's saved replies to start from; undefined while they load (or without any). */
  savedReplies?: readonly StaffSavedReply[];
  /** Sends it; on success the parent adds it to `replies`. */
  onSend: (input: StaffLeadReplyInput) => Promise<StaffLeadReplyAnswer>;
  texts: StaffLeadReplyTexts;
};

const fieldNames = ['subject', 'body'] as const;
// A subject is one line: a line break or any other control character typed or pasted becomes a
// space, so nothing in it can start a header of its own.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
const oneLine = (text: string) => text.replace(CONTROL, ' ');

/**
 * "Beantwoorden per e-mail" on a lead's page: to the lead's address (shown, not typed), from
 * the agency's, a saved reply to start from (its `{naam}` the lead's name), a subject on one
 * line, the text, and "Versturen". Sent only when the mail server took it: then "Verstuurd
 * naar …" is said and the form empties; a refusal (the mail server's, the limit per hour) is
 * said and keeps what was typed. Without an e-mail address or a mail server it says why, and
 * what to do instead. Everything is text, never markup.
 */
export function StaffLeadReply({ to, name, phone, state, replies, savedReplies, onSend, texts }: StaffLeadReplyProps) {
  const id = useId().replace(/:/g, '');
  return (
    <section aria-labelledby={`${id}-title`} className={`${inbox.section} ${styles.reply}`}>
      <h2 id={`${id}-title`}>{texts.title}</h2>
      {replies.length ? <SentReplies id={id} replies={replies} texts={texts} /> : null}
      {state.available && to ? (
        <ReplyForm
          id={id}
          to={to}
          from={state.from}
          name={name}
          savedReplies={savedReplies}
          onSend={onSend}
          texts={texts}
        />
      ) : (
        <ReplyUnavailable reason={state.available ? 'no_email' : state.reason} phone={phone} texts={texts} />
      )}
    </section>
  );
}

/** Why no reply can be sent: no address (call them instead), or no mail server (which settings). */
function ReplyUnavailable({
  reason,
  phone,
  texts,
}: {
  reason: 'no_email' | 'no_smtp';
  phone: string | null;
  texts: StaffLeadReplyTexts;
}) {
  if (reason === 'no_smtp') return <p className={styles.unavailable}>{texts.noSmtp}</p>;
  const [before, after = ''] = texts.noEmailCall.split('{phone}');
  return (
    <p className={styles.unavailable}>
      {texts.noEmail}
      {phone ? (
        <>
          {' '}
          {before}
          <a href={`tel:${phone}`}>{formatPhoneNumber(phone)}</a>
          {after}
        </>
      ) : null}
    </p>
  );
}

/** The saved replies as a native select, wired to its `Field` (id, description). */
function SavedReplySelect({
  value,
  savedReplies,
  onChoose,
  none,
}: {
  value: string;
  savedReplies: readonly StaffSavedReply[];
  onChoose: (id: string) => void;
  none: string;
}) {
  const wired = useFieldControl();
  return (
    <select
      id={wired?.id}
      className={`${field.control} ${styles.select}`}
      value={value}
      disabled={wired?.disabled}
      aria-describedby={wired?.describedBy}
      onChange={(event) => onChoose(event.target.value)}
    >
      <option value="">{none}</option>
      {savedReplies.map((saved) => (
        <option key={saved.id} value={saved.id}>
          {saved.title}
        </option>
      ))}
    </select>
  );
}

type ReplyFormProps = Pick<StaffLeadReplyProps, 'name' | 'savedReplies' | 'onSend' | 'texts'> & {
  id: string;
  to: string;
  from: string;
};

/** The form itself: the addresses, a saved reply, the subject and the text, and what the api said. */
function ReplyForm({ id, to, from, name, savedReplies, onSend, texts }: ReplyFormProps) {
  const { limits } = staffInbox;
  const [chosen, setChosen] = useState('');
  const [subject, setSubject] = useState(texts.defaultSubject);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ error?: string; done?: string }>({});
  const checks = useFieldErrors(fieldNames);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const input = { subject: oneLine(subject).trim(), body };
    const missing = {
      ...(input.subject ? {} : { subject: texts.subjectMissing }),
      ...(input.body.trim() ? {} : { body: texts.bodyMissing }),
    };
    setSaid({});
    if (Object.keys(missing).length) return checks.show(form, missing);
    checks.clearAll();
    setBusy(true);
    const answer = await onSend(input).catch(() => undefined);
    setBusy(false);
    if (!answer) return;
    if (answer.ok) {
      setChosen('');
      setSubject(texts.defaultSubject);
      setBody('');
      setSaid({ done: fillIn(texts.sent, { email: answer.data.to }) });
    } else if (answer.fields && Object.keys(answer.fields).length) {
      checks.show(form, answer.fields);
    } else setSaid({ error: answer.message });
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro${said.error ? ` ${id}-error` : ''}`}
      aria-busy={busy || undefined}
      onSubmit={(event) => void submit(event)}
    >
      <p id={`${id}-intro`} className={inbox.empty}>
        {texts.intro}
      </p>
      <dl className={styles.addresses}>
        <dt>{texts.to}</dt>
        <dd translate="no">{to}</dd>
        <dt>{texts.from}</dt>
        <dd translate="no">{from}</dd>
      </dl>
      {savedReplies?.length ? (
        <Field label={texts.savedReply} hint={texts.savedReplyHint} disabled={busy}>
          <SavedReplySelect
            value={chosen}
            savedReplies={savedReplies}
            none={texts.savedReplyNone}
            onChoose={(savedId) => {
              setChosen(savedId);
              const saved = savedReplies.find((reply) => reply.id === savedId);
              if (saved) {
                setBody(savedReplyText(saved.body, name));
                checks.clear('body');
              }
            }}
          />
        </Field>
      ) : null}
      <Field label={texts.subject} error={checks.errors.subject} disabled={busy}>
        <Input
          name="subject"
          autoComplete="off"
          maxLength={limits.replySubjectMaxChars}
          value={subject}
          onChange={(event) => {
            setSubject(oneLine(event.target.value));
            checks.clear('subject');
          }}
        />
      </Field>
      <Field label={texts.body} error={checks.errors.body} disabled={busy}>
        <Textarea
          name="body"
          rows={8}
          maxLength={limits.replyBodyMaxChars}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            checks.clear('body');
          }}
        />
      </Field>
      <StaffAnswerNotices errorId={`${id}-error`} error={said.error} done={said.done} />
      <Button type="submit" variant="primary" loading={busy} className={styles.send}>
        {busy ? texts.sending : texts.send}
      </Button>
    </form>
  );
}
