import { staffInbox } from '@agency/contract/inbox';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../Button';
import { Field, Input } from '../../../Form';
import { useFieldErrors } from '../../../Form/useFieldErrors';
import { StaffAnswerNotices } from '../../common/StaffAnswerNotices/StaffAnswerNotices';
import { amsterdamInstant, amsterdamParts, staffMoment } from '../../common/staffMoment';
import card from '../../common/staffSection.module.css';
import { fillIn } from '../../common/staffTexts';
import type { StaffFieldAnswer, StaffFollowUp } from '../staffLeads';
import type { StaffLeadPlanningTexts } from './StaffLeadPlanning';
import styles from './StaffLeadPlanning.module.css';

/** What "Opvolgen instellen" sends: the moment (ISO-8601 UTC) and the text, when one was typed. */
export type StaffLeadFollowUpInput = { at: string; text?: string };

/** The follow-up the api now has (null: removed), or its refusal, per field when it names one. */
export type StaffLeadFollowUpAnswer = StaffFieldAnswer<{ followUp: StaffFollowUp | null }, 'at' | 'text'>;

type LeadFollowUpProps = {
  id: string;
  followUp: StaffFollowUp | null;
  now?: string;
  onFollowUp: (followUp: StaffLeadFollowUpInput | null) => Promise<StaffLeadFollowUpAnswer>;
  texts: StaffLeadPlanningTexts;
};

const fieldNames = ['date', 'time', 'text'] as const;
type Busy = 'set' | 'remove' | undefined;

/** The form's fields as a follow-up fills them: its date and time in Amsterdam, its text. */
const fieldsOf = (followUp: StaffFollowUp | null) =>
  followUp ? { ...amsterdamParts(followUp.at), text: followUp.text ?? '' } : { date: '', time: '', text: '' };

/**
 * "Opvolgen": what is planned (when, its text, "verlopen" once past), then a date and a time
 * (native inputs, read as Amsterdam's time whatever the browser's zone), a short text, and
 * "Opvolgen instellen" / "Verwijderen". A time the clock skips that day is refused here.
 */
export function LeadFollowUp({ id, followUp, now, onFollowUp, texts }: LeadFollowUpProps) {
  const [values, setValues] = useState(() => fieldsOf(followUp));
  const [busy, setBusy] = useState<Busy>();
  const [said, setSaid] = useState<{ error?: string; done?: string }>({});
  const checks = useFieldErrors(fieldNames);
  const overdue = followUp !== null && Date.parse(followUp.at) < Date.parse(now ?? new Date().toISOString());

  async function save(which: 'set' | 'remove', form: HTMLFormElement) {
    if (busy) return;
    setSaid({});
    let input: StaffLeadFollowUpInput | null = null;
    if (which === 'set') {
      if (!values.date || !values.time) return checks.show(form, { [values.date ? 'time' : 'date']: texts.missing });
      const at = amsterdamInstant(values.date, values.time);
      if (!at) return checks.show(form, { time: texts.noSuchTime });
      const text = values.text.trim();
      input = text ? { at, text } : { at };
    }
    checks.clearAll();
    setBusy(which);
    const answer = await onFollowUp(input).catch(() => undefined);
    setBusy(undefined);
    if (!answer) return;
    if (answer.ok) {
      const saved = answer.data.followUp;
      setValues(fieldsOf(saved));
      setSaid({ done: saved ? fillIn(texts.saved, { time: staffMoment(saved.at) }) : texts.removed });
    } else if (answer.fields?.at || answer.fields?.text) {
      const { at, text } = answer.fields;
      checks.show(form, { ...(at ? { date: at } : {}), ...(text ? { text } : {}) });
    } else setSaid({ error: answer.message });
  }

  const change = (name: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    checks.clear(name);
  };
  return (
    <form
      className={styles.followUp}
      noValidate
      aria-labelledby={`${id}-follow-up`}
      aria-busy={busy ? true : undefined}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void save('set', event.currentTarget);
      }}
    >
      <h3 id={`${id}-follow-up`} className={card.subtitle}>
        {texts.followUp}
      </h3>
      <p className={styles.current}>
        {followUp ? (
          <>
            <time dateTime={followUp.at}>{fillIn(texts.current, { time: staffMoment(followUp.at) })}</time>
            {overdue ? <span className={styles.overdue}>{texts.overdue}</span> : null}
            {followUp.text ? <span className={`${card.typed} ${styles.currentText}`}>{followUp.text}</span> : null}
          </>
        ) : (
          <span className={card.muted}>{texts.none}</span>
        )}
      </p>
      <div className={styles.when}>
        <Field label={texts.date} error={checks.errors.date} disabled={busy !== undefined}>
          <Input
            name="date"
            type="date"
            aria-describedby={`${id}-zone`}
            value={values.date}
            onChange={(event) => change('date')(event.target.value)}
          />
        </Field>
        <Field label={texts.time} error={checks.errors.time} disabled={busy !== undefined}>
          <Input
            name="time"
            type="time"
            aria-describedby={`${id}-zone`}
            value={values.time}
            onChange={(event) => change('time')(event.target.value)}
          />
        </Field>
        <p id={`${id}-zone`} className={`${card.meta} ${styles.zone}`}>
          {texts.zoneHint}
        </p>
      </div>
      <Field label={texts.text} optional={texts.optional} error={checks.errors.text} disabled={busy !== undefined}>
        <Input
          name="text"
          autoComplete="off"
          maxLength={staffInbox.limits.followUpTextMaxChars}
          value={values.text}
          onChange={(event) => change('text')(event.target.value)}
        />
      </Field>
      <StaffAnswerNotices errorId={`${id}-follow-up-error`} error={said.error} done={said.done} />
      <div className={card.actions}>
        <Button type="submit" variant="primary" loading={busy === 'set'} disabled={busy === 'remove'}>
          {busy === 'set' ? texts.setting : texts.set}
        </Button>
        {followUp ? (
          <Button
            type="button"
            variant="secondary"
            loading={busy === 'remove'}
            disabled={busy === 'set'}
            onClick={(event) => {
              const form = event.currentTarget.form;
              if (form) void save('remove', form);
            }}
          >
            {busy === 'remove' ? texts.removing : texts.remove}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
