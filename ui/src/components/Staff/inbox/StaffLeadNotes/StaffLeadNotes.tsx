import { useId, useRef, useState } from 'react';
import { Button } from '../../../Button';
import styles from './StaffLeadNotes.module.css';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import type { StaffLeadNote } from '../staffLeads';
import { staffMoment } from '../../common/staffMoment';

/** Every text of `StaffLeadNotes`; the site passes `staffInboxTexts` of `@agency/content`. */
export type StaffLeadNotesTexts = {
  /** The heading (h2), 'Notities'. */
  notes: string;
  /** No note yet, e.g. 'Nog geen notities.' */
  noNotes: string;
  /** The field, 'Notitie'. */
  note: string;
  /** The button, 'Notitie opslaan'. */
  saveNote: string;
  /** The button while saving, e.g. 'Bezig met opslaan...'. */
  savingNote: string;
  /** Said when the field is empty, e.g. 'Schrijf eerst een notitie.' */
  noteMissing: string;
};

export type StaffLeadNotesProps = {
  /** The notes, oldest first, each with its author and time. */
  notes: readonly StaffLeadNote[];
  /** The most characters a note may have. */
  maxChars: number;
  /** Saves a note; on success the parent adds it to `notes`. */
  onAdd: (text: string) => Promise<StaffActionAnswer<StaffLeadNote>>;
  texts: StaffLeadNotesTexts;
};

/**
 * The colleagues' notes on a lead, oldest first with author and time, and "Notitie" with
 * "Notitie opslaan". A note is text: shown as typed, line breaks kept. A refused note keeps
 * what was typed, and the field says why.
 */
export function StaffLeadNotes({ notes, maxChars, onAdd, texts }: StaffLeadNotesProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();

  return (
    <section aria-labelledby={`${id}-title`} className={styles.section}>
      <h2 id={`${id}-title`}>{texts.notes}</h2>
      {notes.length ? (
        <ol className={styles.notes}>
          {notes.map((item) => (
            <li key={item.id}>
              <p className={styles.text}>{item.text}</p>
              <p className={styles.noteMeta}>
                {item.author.name} · <time dateTime={item.createdAt}>{staffMoment(item.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>{texts.noNotes}</p>
      )}
      <form
        className={styles.noteForm}
        aria-labelledby={`${id}-title`}
        onSubmit={async (event) => {
          event.preventDefault();
          if (saving) return;
          if (!text.trim()) {
            setProblem(texts.noteMissing);
            field.current?.focus();
            return;
          }
          setSaving(true);
          try {
            const answer = await onAdd(text);
            if (answer.ok) {
              setProblem(undefined);
              setText('');
            } else {
              setProblem(answer.message);
              field.current?.focus();
            }
          } finally {
            setSaving(false);
          }
        }}
      >
        <label htmlFor={id} className={styles.label}>
          {texts.note}
        </label>
        <textarea
          id={id}
          className={styles.control}
          ref={field}
          value={text}
          rows={3}
          maxLength={maxChars}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-problem`} role="alert" className={styles.problem}>
          {problem}
        </p>
        <Button type="submit" disabled={saving}>
          {saving ? texts.savingNote : texts.saveNote}
        </Button>
      </form>
    </section>
  );
}
