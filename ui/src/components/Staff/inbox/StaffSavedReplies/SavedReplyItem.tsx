import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../Button';
import { useFieldErrors } from '../../../Form/useFieldErrors';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import answerStyle from '../../common/staffAnswer.module.css';
import { staffMoment } from '../../common/staffMoment';
import card from '../../common/staffSection.module.css';
import { fillIn } from '../../common/staffTexts';
import { useFocusLater } from '../../security/staffSecurity';
import type { StaffFieldAnswer, StaffSavedReply } from '../staffLeads';
import { missingFields, SavedReplyFields, savedReplyFieldNames, type StaffSavedReplyInput } from './SavedReplyFields';
import type { StaffSavedRepliesTexts } from './savedReplyTexts';
import styles from './StaffSavedReplies.module.css';

/** The saved reply as the api now has it, or its refusal, per field when it names one. */
export type StaffSavedReplyAnswer = StaffFieldAnswer<StaffSavedReply, keyof StaffSavedReplyInput>;

type SavedReplyItemProps = {
  id: string;
  savedReply: StaffSavedReply;
  canChange: boolean;
  onChange: (id: string, input: StaffSavedReplyInput) => Promise<StaffSavedReplyAnswer>;
  onRemove: (id: string) => Promise<StaffActionAnswer<unknown>>;
  /** It was removed: the list says so (this row is gone). */
  onRemoved: (title: string) => void;
  texts: StaffSavedRepliesTexts;
};

type Mode = 'view' | 'edit' | 'confirm';

/**
 * One saved reply: its title, when it was changed, and its text as typed; for a beheerder
 * "Wijzigen" (the form in its place) and "Verwijderen" (asked in the row first).
 */
export function SavedReplyItem({
  id,
  savedReply,
  canChange,
  onChange,
  onRemove,
  onRemoved,
  texts,
}: SavedReplyItemProps) {
  const [mode, setMode] = useState<Mode>('view');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ error?: string; done?: string }>({});
  const editRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLDivElement>(null);
  const focusLater = useFocusLater();
  const titleId = `${id}-title`;
  const names = { title: savedReply.title };

  const back = (to: typeof editRef) => {
    setMode('view');
    focusLater(to);
  };

  async function remove() {
    if (busy) return;
    setBusy(true);
    setSaid({});
    const answer = await onRemove(savedReply.id).catch(() => undefined);
    setBusy(false);
    if (!answer) return;
    if (answer.ok) onRemoved(savedReply.title);
    else setSaid({ error: answer.message });
  }

  return (
    <li className={styles.item} aria-label={savedReply.title}>
      {mode === 'edit' ? (
        <EditForm
          id={id}
          savedReply={savedReply}
          onChange={onChange}
          onDone={(saved) => {
            setSaid({ done: fillIn(texts.saved, { title: saved.title }) });
            back(editRef);
          }}
          onCancel={() => back(editRef)}
          texts={texts}
        />
      ) : (
        <>
          <p id={titleId} className={styles.title}>
            {savedReply.title}
          </p>
          <p className={card.meta}>
            <time dateTime={savedReply.updatedAt}>
              {fillIn(texts.updated, { time: staffMoment(savedReply.updatedAt) })}
            </time>
          </p>
          <p className={`${card.typed} ${styles.body}`}>{savedReply.body}</p>
        </>
      )}
      {canChange && mode !== 'edit' ? (
        <div className={card.actions} role="group" aria-label={fillIn(texts.actionsLabel, names)}>
          <Button
            ref={editRef}
            variant="secondary"
            disabled={busy || mode === 'confirm'}
            onClick={() => {
              setSaid({});
              setMode('edit');
            }}
          >
            {texts.edit}
          </Button>
          <Button
            ref={removeRef}
            variant="secondary"
            disabled={busy || mode === 'confirm'}
            aria-expanded={mode === 'confirm'}
            aria-controls={mode === 'confirm' ? `${id}-confirm` : undefined}
            onClick={() => {
              setSaid({});
              setMode('confirm');
              focusLater(questionRef);
            }}
          >
            {texts.remove}
          </Button>
        </div>
      ) : null}
      {mode === 'confirm' ? (
        <div
          ref={questionRef}
          id={`${id}-confirm`}
          className={styles.confirm}
          role="group"
          aria-labelledby={`${id}-question`}
          aria-describedby={`${id}-explained`}
          tabIndex={-1}
        >
          <p id={`${id}-question`} className={styles.title}>
            {fillIn(texts.removeQuestion, names)}
          </p>
          <p id={`${id}-explained`} className={card.muted}>
            {texts.removeExplained}
          </p>
          <div className={card.actions}>
            <Button variant="primary" loading={busy} onClick={() => void remove()}>
              {busy ? texts.removing : texts.removeConfirm}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => back(removeRef)}>
              {texts.cancel}
            </Button>
          </div>
        </div>
      ) : null}
      <div className={styles.answer}>
        <div role="alert">{said.error ? <p className={answerStyle.errorBox}>{said.error}</p> : null}</div>
        <div role="status">{said.done ? <p className={answerStyle.doneBox}>{said.done}</p> : null}</div>
      </div>
    </li>
  );
}

/** "Wijzigen": the title and text in place, "Opslaan" and "Annuleren"; a refusal at its field or above the buttons. */
function EditForm({
  id,
  savedReply,
  onChange,
  onDone,
  onCancel,
  texts,
}: {
  id: string;
  savedReply: StaffSavedReply;
  onChange: SavedReplyItemProps['onChange'];
  onDone: (saved: StaffSavedReply) => void;
  onCancel: () => void;
  texts: StaffSavedRepliesTexts;
}) {
  const [values, setValues] = useState({ title: savedReply.title, body: savedReply.body });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const checks = useFieldErrors(savedReplyFieldNames);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const input = { title: values.title.trim(), body: values.body.trim() };
    const missing = missingFields(input, texts);
    setError(undefined);
    if (Object.keys(missing).length) return checks.show(form, missing);
    setBusy(true);
    const answer = await onChange(savedReply.id, input).catch(() => undefined);
    setBusy(false);
    if (!answer) return;
    if (answer.ok) onDone(answer.data);
    else if (answer.fields && Object.keys(answer.fields).length) checks.show(form, answer.fields);
    else setError(answer.message);
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={fillIn(texts.actionsLabel, { title: savedReply.title })}
      aria-busy={busy || undefined}
      onSubmit={(event) => void submit(event)}
    >
      <SavedReplyFields
        values={values}
        errors={checks.errors}
        disabled={busy}
        onChange={(name, value) => {
          setValues((current) => ({ ...current, [name]: value }));
          checks.clear(name);
        }}
        texts={texts}
      />
      <div role="alert" id={`${id}-edit-error`}>
        {error ? <p className={answerStyle.errorBox}>{error}</p> : null}
      </div>
      <div className={card.actions}>
        <Button type="submit" variant="primary" loading={busy}>
          {busy ? texts.saving : texts.save}
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={onCancel}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
