import { staffInbox } from '@agency/contract/inbox';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../Button';
import { useFieldErrors } from '../../../Form/useFieldErrors';
import { StaffAnswerNotices } from '../../common/StaffAnswerNotices/StaffAnswerNotices';
import { StaffSection } from '../../common/StaffSection/StaffSection';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import answerStyle from '../../common/staffAnswer.module.css';
import card from '../../common/staffSection.module.css';
import { fillIn } from '../../common/staffTexts';
import { useFocusLater } from '../../security/staffSecurity';
import type { StaffSavedReply } from '../staffLeads';
import { missingFields, SavedReplyFields, savedReplyFieldNames, type StaffSavedReplyInput } from './SavedReplyFields';
import { SavedReplyItem, type StaffSavedReplyAnswer } from './SavedReplyItem';
import type { StaffSavedRepliesTexts } from './savedReplyTexts';
import styles from './StaffSavedReplies.module.css';

export type { StaffSavedRepliesTexts, StaffSavedReplyAnswer, StaffSavedReplyInput };

export type StaffSavedRepliesProps = {
  /** The saved replies, as the api lists them; undefined while loading. */
  savedReplies?: readonly StaffSavedReply[];
  /** Why they could not be loaded (the api's message). */
  error?: string;
  /** A beheerder may add, change and remove them; a colleague only reads them. */
  canChange: boolean;
  /** "Toevoegen": the saved reply as stored, or the refusal; on success the parent adds it to the list. */
  onAdd: (input: StaffSavedReplyInput) => Promise<StaffSavedReplyAnswer>;
  /** "Opslaan": the saved reply as stored, or the refusal; on success the parent shows it. */
  onChange: (id: string, input: StaffSavedReplyInput) => Promise<StaffSavedReplyAnswer>;
  /** "Ja, verwijderen": on success the parent takes it from the list. */
  onRemove: (id: string) => Promise<StaffActionAnswer<unknown>>;
  texts: StaffSavedRepliesTexts;
};

const byTitle = (a: StaffSavedReply, b: StaffSavedReply) => a.title.localeCompare(b.title, 'nl');

/**
 * "Standaardantwoorden": the agency's saved replies on title, each with its text as typed
 * (markup is text); for a beheerder "Wijzigen" and "Verwijderen" (asked in the row first) and
 * "Standaardantwoord toevoegen" (until the most there may be); a colleague reads them, with a
 * line saying a beheerder changes them.
 */
export function StaffSavedReplies({
  savedReplies,
  error,
  canChange,
  onAdd,
  onChange,
  onRemove,
  texts,
}: StaffSavedRepliesProps) {
  const id = useId().replace(/:/g, '');
  const [removed, setRemoved] = useState<string>();
  const removedRef = useRef<HTMLParagraphElement>(null);
  const focusLater = useFocusLater();
  const shown = savedReplies ? [...savedReplies].sort(byTitle) : undefined;

  return (
    <div className={styles.savedReplies}>
      <StaffSection id={id} texts={texts} loading={shown ? undefined : texts.loading} error={error}>
        {canChange ? null : <p className={styles.readOnly}>{texts.readOnly}</p>}
        <div role="status">
          {removed ? (
            <p ref={removedRef} className={answerStyle.doneBox} tabIndex={-1}>
              {fillIn(texts.removed, { title: removed })}
            </p>
          ) : null}
        </div>
        {shown?.length ? (
          <ul className={card.list} aria-label={texts.listLabel}>
            {shown.map((savedReply) => (
              <SavedReplyItem
                key={savedReply.id}
                id={`${id}-${savedReply.id}`}
                savedReply={savedReply}
                canChange={canChange}
                onChange={onChange}
                onRemove={onRemove}
                onRemoved={(title) => {
                  setRemoved(title);
                  focusLater(removedRef);
                }}
                texts={texts}
              />
            ))}
          </ul>
        ) : shown ? (
          <p className={card.muted}>{texts.empty}</p>
        ) : null}
      </StaffSection>
      {canChange && shown ? (
        <AddSavedReply id={id} full={shown.length >= staffInbox.limits.savedRepliesMax} onAdd={onAdd} texts={texts} />
      ) : null}
    </div>
  );
}

/** "Standaardantwoord toevoegen": a title and a text; once added the form empties and says so. */
function AddSavedReply({
  id,
  full,
  onAdd,
  texts,
}: {
  id: string;
  full: boolean;
  onAdd: StaffSavedRepliesProps['onAdd'];
  texts: StaffSavedRepliesTexts;
}) {
  const [values, setValues] = useState<StaffSavedReplyInput>({ title: '', body: '' });
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ error?: string; done?: string }>({});
  const checks = useFieldErrors(savedReplyFieldNames);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const input = { title: values.title.trim(), body: values.body.trim() };
    const missing = missingFields(input, texts);
    setSaid({});
    if (Object.keys(missing).length) return checks.show(form, missing);
    setBusy(true);
    const answer = await onAdd(input).catch(() => undefined);
    setBusy(false);
    if (!answer) return;
    if (answer.ok) {
      setValues({ title: '', body: '' });
      setSaid({ done: fillIn(texts.add.done, { title: answer.data.title }) });
    } else if (answer.fields && Object.keys(answer.fields).length) checks.show(form, answer.fields);
    else setSaid({ error: answer.message });
  }

  return (
    <StaffSection id={`${id}-add`} texts={texts.add}>
      {full ? (
        <p className={styles.readOnly}>{fillIn(texts.add.full, { max: staffInbox.limits.savedRepliesMax })}</p>
      ) : (
        <form
          className={styles.form}
          noValidate
          aria-labelledby={`${id}-add-title`}
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
          <StaffAnswerNotices errorId={`${id}-add-error`} error={said.error} done={said.done} />
          <Button type="submit" variant="primary" loading={busy} className={styles.ownWidth}>
            {busy ? texts.add.submitting : texts.add.submit}
          </Button>
        </form>
      )}
    </StaffSection>
  );
}
