import { useId, useState } from 'react';
import { Button } from '../../../Button';
import { StaffTextArea, useStaffText } from '../../common/StaffTextArea/StaffTextArea';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import answerStyle from '../../common/staffAnswer.module.css';
import { staffMoment } from '../../common/staffMoment';
import card from '../../common/staffSection.module.css';
import inbox from '../inbox.module.css';
import type { StaffLeadNote } from '../staffLeads';
import styles from './StaffLeadNotes.module.css';

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
  const note = useStaffText(id);
  const [saving, setSaving] = useState(false);

  return (
    <section aria-labelledby={`${id}-title`} className={inbox.section}>
      <h2 id={`${id}-title`}>{texts.notes}</h2>
      {notes.length ? (
        <ol className={inbox.entries}>
          {notes.map((item) => (
            <li key={item.id}>
              <p className={card.typed}>{item.text}</p>
              <p className={inbox.entryMeta}>
                {item.author.name} · <time dateTime={item.createdAt}>{staffMoment(item.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className={inbox.empty}>{texts.noNotes}</p>
      )}
      <form
        className={styles.noteForm}
        aria-labelledby={`${id}-title`}
        onSubmit={async (event) => {
          event.preventDefault();
          if (saving) return;
          if (!note.text.trim()) {
            note.setProblem(texts.noteMissing);
            note.ref.current?.focus();
            return;
          }
          setSaving(true);
          try {
            const answer = await onAdd(note.text);
            if (answer.ok) {
              note.setProblem(undefined);
              note.setText('');
            } else {
              note.setProblem(answer.message);
              note.ref.current?.focus();
            }
          } finally {
            setSaving(false);
          }
        }}
      >
        <StaffTextArea {...note.field} label={texts.note} maxLength={maxChars} />
        <p id={`${id}-problem`} role="alert" className={answerStyle.errorText}>
          {note.problem}
        </p>
        <Button type="submit" disabled={saving}>
          {saving ? texts.savingNote : texts.saveNote}
        </Button>
      </form>
    </section>
  );
}
