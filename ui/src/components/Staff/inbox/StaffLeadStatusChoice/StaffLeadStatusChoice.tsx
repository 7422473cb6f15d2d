import { useId, useState } from 'react';
import answerStyle from '../../common/staffAnswer.module.css';
import field from '../../common/staffField.module.css';
import styles from './StaffLeadStatusChoice.module.css';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import { STAFF_LEAD_STATUSES, type StaffLeadStatus as Status } from '../staffLeads';

/** Every text of `StaffLeadStatusChoice`; the site passes `staffInboxTexts` of `@agency/content`. */
export type StaffLeadStatusChoiceTexts = {
  /** The choice's label, 'Status'. */
  statusLabel: string;
  statuses: Readonly<Record<Status, string>>;
  /** Said once saved, where `{status}` is the new status, e.g. 'Status opgeslagen: {status}.' */
  statusSaved: string;
};

export type StaffLeadStatusChoiceProps = {
  status: Status;
  /** Saves the status chosen; the parent shows the lead with the status the api answered. */
  onChange: (status: Status) => Promise<StaffActionAnswer<{ status: Status }>>;
  texts: StaffLeadStatusChoiceTexts;
};

/**
 * A lead's "Status": saved as soon as it is chosen. What happened is said in a status region
 * next to it (saved, or the api's message); while saving, the choice waits.
 */
export function StaffLeadStatusChoice({ status, onChange, texts }: StaffLeadStatusChoiceProps) {
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState<{ text: string; problem: boolean }>();
  return (
    <div className={styles.statusRow}>
      <label htmlFor={id} className={field.label}>
        {texts.statusLabel}
      </label>
      <select
        id={id}
        className={field.control}
        value={status}
        disabled={saving}
        aria-describedby={said ? `${id}-said` : undefined}
        onChange={async (event) => {
          const chosen = event.target.value as Status;
          setSaving(true);
          setSaid(undefined);
          try {
            const answer = await onChange(chosen);
            setSaid(
              answer.ok
                ? { text: texts.statusSaved.replace('{status}', texts.statuses[answer.data.status]), problem: false }
                : { text: answer.message, problem: true },
            );
          } finally {
            setSaving(false);
          }
        }}
      >
        {STAFF_LEAD_STATUSES.map((value) => (
          <option key={value} value={value}>
            {texts.statuses[value]}
          </option>
        ))}
      </select>
      <p id={`${id}-said`} role="status" className={said?.problem ? answerStyle.errorText : styles.saved}>
        {said?.text}
      </p>
    </div>
  );
}
