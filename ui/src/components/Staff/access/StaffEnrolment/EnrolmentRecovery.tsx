import { Button } from '../../../Button';
import { Icon } from '../../../Icon';
import { RecoveryCodeList, type RecoveryCodeActionTexts } from '../../common/RecoveryCodeList/RecoveryCodeList';
import styles from './EnrolmentRecovery.module.css';
import type { StaffFirstFieldRef, StaffStepRequest } from './staffStep';

/** The texts of the recovery codes in `StaffEnrolment`. */
export type EnrolmentRecoveryTexts = {
  /** The heading, e.g. 'Bewaar je herstelcodes'. */
  title: string;
  /** The line under it: what a recovery code is for. */
  intro: string;
  /** That each code works once and this is the only time they are shown. */
  once: string;
  /** The list's accessible name, e.g. 'Herstelcodes'. */
  listLabel: string;
  /** Copy, download and print. */
  actions: RecoveryCodeActionTexts;
  /** The button, e.g. 'Ik heb ze bewaard'. */
  confirm: string;
  /** That button while the parent moves on. */
  confirming: string;
};

export type EnrolmentRecoveryProps = {
  texts: EnrolmentRecoveryTexts;
  /** The codes, shown once, in the order given. */
  codes: readonly string[];
  request: StaffStepRequest;
  /** Focus goes to this field when an answer brings an error or a wait. */
  firstFieldRef: StaffFirstFieldRef;
  /** The colleague has saved them. */
  onSaved: () => unknown;
};

/**
 * The recovery codes, shown this once: a numbered list in monospace (selected whole with one
 * click, for a password manager), the warning that each works once and will not be shown again,
 * and the button that says they were saved.
 */
export function EnrolmentRecovery({ texts, codes, request, firstFieldRef, onSaved }: EnrolmentRecoveryProps) {
  const { working } = request;
  return (
    <>
      <p className={styles.once}>
        <Icon name="clock" className={styles.onceIcon} />
        <span>{texts.once}</span>
      </p>
      <RecoveryCodeList codes={codes} label={texts.listLabel} actions={texts.actions} itemClassName={styles.item} />
      <Button
        ref={firstFieldRef}
        variant="cta"
        size="lg"
        fullWidth
        loading={working}
        startIcon={<Icon name="check" />}
        onClick={(event) => {
          if (working) return;
          // Safari does not focus a clicked button: focus stays here while the parent moves on.
          event.currentTarget.focus();
          void request.run(onSaved);
        }}
      >
        {working ? texts.confirming : texts.confirm}
      </Button>
    </>
  );
}
