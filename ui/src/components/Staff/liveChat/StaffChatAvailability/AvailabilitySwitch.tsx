import field from '../../common/staffField.module.css';
import card from '../../common/staffSection.module.css';
import styles from './AvailabilitySwitch.module.css';

export type AvailabilitySwitchProps = {
  /** Id of the switch, which its label names. */
  id: string;
  label: string;
  /** The line under the label, which describes the switch; none when left out. */
  hint?: string;
  checked: boolean;
  /** Its change is being saved. */
  busy?: boolean;
  /** The id of more that describes it, after the hint (e.g. that the office is closed). */
  alsoDescribedBy?: string | undefined;
  onToggle: () => void;
};

/** A setting of the chat as a switch (`role="switch"`): its label, and a line under it, beside the track. */
export function AvailabilitySwitch({
  id,
  label,
  hint,
  checked,
  busy,
  alsoDescribedBy,
  onToggle,
}: AvailabilitySwitchProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, alsoDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.setting}>
      <div className={styles.settingText}>
        <label htmlFor={id} className={field.label}>
          {label}
        </label>
        {hint ? (
          <p id={hintId} className={card.meta}>
            {hint}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        id={id}
        className={styles.switch}
        aria-checked={checked}
        aria-busy={busy ? true : undefined}
        aria-describedby={describedBy}
        onClick={onToggle}
      />
    </div>
  );
}
