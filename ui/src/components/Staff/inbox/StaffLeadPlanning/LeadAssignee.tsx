import { useState } from 'react';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import answerStyle from '../../common/staffAnswer.module.css';
import field from '../../common/staffField.module.css';
import { fillIn } from '../../common/staffTexts';
import type { StaffColleague } from '../staffLeads';
import type { StaffLeadPlanningTexts } from './StaffLeadPlanning';
import styles from './StaffLeadPlanning.module.css';

/** The colleague the api now has the lead assigned to (null: nobody), or its message. */
export type StaffLeadAssignAnswer = StaffActionAnswer<{ assignee: StaffColleague | null }>;

type LeadAssigneeProps = {
  id: string;
  assignee: StaffColleague | null;
  colleagues?: readonly StaffColleague[];
  onAssign: (staffUserId: string | null) => Promise<StaffLeadAssignAnswer>;
  texts: StaffLeadPlanningTexts;
};

const NOBODY = '';

/**
 * "Toegewezen aan": a native select of the colleagues with "Niemand" first, saved as soon as
 * one is chosen; the answer is said beside it ("Toegewezen aan Sanne de Vries.", or the api's
 * message). An assignee no longer in the list (blocked since) stays shown as an option.
 */
export function LeadAssignee({ id, assignee, colleagues, onAssign, texts }: LeadAssigneeProps) {
  const [saving, setSaving] = useState<string>();
  const [said, setSaid] = useState<{ text: string; problem: boolean }>();
  const options = [...(colleagues ?? [])];
  if (assignee && !options.some((colleague) => colleague.id === assignee.id)) options.unshift(assignee);
  const selectId = `${id}-assignee`;

  return (
    <div className={styles.assignRow}>
      <label htmlFor={selectId} className={field.label}>
        {texts.assignee}
      </label>
      <select
        id={selectId}
        className={`${field.control} ${styles.assignSelect}`}
        value={saving ?? assignee?.id ?? NOBODY}
        disabled={saving !== undefined || !colleagues}
        aria-describedby={`${id}-assigned`}
        onChange={async (event) => {
          const chosen = event.target.value;
          setSaving(chosen);
          setSaid(undefined);
          try {
            const answer = await onAssign(chosen === NOBODY ? null : chosen);
            setSaid(
              answer.ok
                ? {
                    text: answer.data.assignee
                      ? fillIn(texts.assigned, { name: answer.data.assignee.name })
                      : texts.unassigned,
                    problem: false,
                  }
                : { text: answer.message, problem: true },
            );
          } finally {
            setSaving(undefined);
          }
        }}
      >
        <option value={NOBODY}>{texts.nobody}</option>
        {options.map((colleague) => (
          <option key={colleague.id} value={colleague.id}>
            {colleague.name}
          </option>
        ))}
      </select>
      <p id={`${id}-assigned`} role="status" className={said?.problem ? answerStyle.errorText : styles.said}>
        {colleagues ? said?.text : texts.loadingColleagues}
      </p>
    </div>
  );
}
