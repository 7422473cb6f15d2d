import type { RefObject } from 'react';
import { Button } from '../../../Button';
import { RecoveryCodeList } from '../../common/RecoveryCodeList/RecoveryCodeList';
import card from '../../common/staffSection.module.css';
import { fillIn } from '../../common/staffTexts';
import row from '../securitySection.module.css';
import styles from './StaffFactors.module.css';
import type { StaffFactorsTexts } from './staffFactorsTexts';

export type FactorRecoveryCodesProps = {
  /** Recovery codes not yet used. */
  left: number;
  /** New codes to show this once; null when none are shown. */
  codes: readonly string[] | null;
  /** The line above new codes, where focus goes when they are shown. */
  codesRef: RefObject<HTMLParagraphElement | null>;
  /** New codes are being made. */
  making: boolean;
  /** "Nieuwe herstelcodes maken". */
  onNew: () => void;
  /** "Ik heb ze bewaard": hides them. */
  onSaved: () => void;
  texts: StaffFactorsTexts;
};

/** The recovery codes: how many are left, and "Nieuwe herstelcodes maken", which shows the new ones this once. */
export function FactorRecoveryCodes({
  left,
  codes,
  codesRef,
  making,
  onNew,
  onSaved,
  texts,
}: FactorRecoveryCodesProps) {
  return (
    <>
      <h3 className={card.subtitle}>{texts.recoveryTitle}</h3>
      <p className={card.meta}>
        {left === 0
          ? texts.recoveryNone
          : left === 1
            ? texts.recoveryLeftOne
            : fillIn(texts.recoveryLeft, { count: left })}
      </p>
      {codes ? (
        <div className={styles.setup}>
          <p ref={codesRef} tabIndex={-1} className={row.name}>
            {texts.codesOnce}
          </p>
          <RecoveryCodeList codes={codes} label={texts.codesLabel} actions={texts.codeActions} />
          <Button variant="primary" className={row.ownWidth} onClick={onSaved}>
            {texts.codesSaved}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" className={row.ownWidth} loading={making} onClick={onNew}>
          {making ? texts.makingCodes : texts.newCodes}
        </Button>
      )}
    </>
  );
}
