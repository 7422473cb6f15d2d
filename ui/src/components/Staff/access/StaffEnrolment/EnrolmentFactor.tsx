import { useId, useState } from 'react';
import { Icon, type IconName } from '../../../Icon';
import styles from './EnrolmentFactor.module.css';
import type { StaffFirstFieldRef, StaffStepRequest } from './staffStep';

/** The second factor a colleague sets up. */
export type StaffFactor = 'passkey' | 'totp';

/** The texts of the choice of a second factor in `StaffEnrolment`. */
export type EnrolmentFactorTexts = {
  /** The heading, e.g. 'Kies je tweede stap'. */
  title: string;
  /** The line under it. */
  intro: string;
  /** The passkey button, e.g. 'Passkey gebruiken'. */
  passkey: string;
  /** Its line of explanation. */
  passkeyText: string;
  /** The passkey button while the browser makes the passkey. */
  passkeyBusy: string;
  /** The app button, e.g. 'Authenticator-app gebruiken'. */
  totp: string;
  /** Its line of explanation. */
  totpText: string;
};

export type EnrolmentFactorProps = {
  texts: EnrolmentFactorTexts;
  request: StaffStepRequest;
  /** Focus goes to this field when an answer brings an error or a wait. */
  firstFieldRef: StaffFirstFieldRef;
  /** Called with the chosen factor. */
  onChoose: (factor: StaffFactor) => unknown;
};

const icons: Record<StaffFactor, IconName> = { passkey: 'shield', totp: 'phone' };

/**
 * The choice of a second factor: two large buttons, each named by its title and described by
 * its line of explanation. While a choice is being set up, that button is busy and the other
 * disabled.
 */
export function EnrolmentFactor({ texts, request, firstFieldRef, onChoose }: EnrolmentFactorProps) {
  const uid = useId().replace(/:/g, '');
  const [chosen, setChosen] = useState<StaffFactor | null>(null);
  const { working } = request;
  const options = [
    {
      factor: 'passkey',
      title: working && chosen === 'passkey' ? texts.passkeyBusy : texts.passkey,
      text: texts.passkeyText,
    },
    { factor: 'totp', title: texts.totp, text: texts.totpText },
  ] as const;
  // Busy without a choice of ours (the parent says so): the first option carries the spinner.
  const busyFactor = working ? (chosen ?? 'passkey') : null;

  return (
    <ul className={styles.options}>
      {options.map(({ factor, title, text }, index) => {
        const busy = busyFactor === factor;
        return (
          <li
            key={factor}
            className={styles.option}
            data-busy={busy || undefined}
            data-disabled={(working && !busy) || undefined}
          >
            <span className={styles.icon} aria-hidden="true">
              <Icon name={icons[factor]} />
            </span>
            <span className={styles.words}>
              {/* The button is named by its title alone; its ::after makes the whole card its target. */}
              <button
                ref={index === 0 ? firstFieldRef : undefined}
                type="button"
                className={styles.button}
                aria-describedby={`${uid}-${factor}-text`}
                aria-busy={busy || undefined}
                disabled={working && !busy}
                onClick={() => {
                  if (working) return;
                  setChosen(factor);
                  void request.run(() => onChoose(factor));
                }}
              >
                {title}
              </button>
              <span id={`${uid}-${factor}-text`} className={styles.text}>
                {text}
              </span>
            </span>
            {busy ? (
              <span className={styles.spinner} aria-hidden="true" />
            ) : (
              <Icon name="chevron-right" className={styles.chevron} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
