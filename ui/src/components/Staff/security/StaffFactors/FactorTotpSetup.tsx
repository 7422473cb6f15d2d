import type { FormEvent, RefObject } from 'react';
import { Button } from '../../../Button';
import { Field, Input } from '../../../Form';
import { QrCode } from '../../common/QrCode/QrCode';
import card from '../../common/staffSection.module.css';
import { secretGroups } from '../../common/staffTexts';
import row from '../securitySection.module.css';
import styles from './StaffFactors.module.css';
import type { StaffFactorsTexts } from './staffFactorsTexts';

export type FactorTotpSetupProps = {
  /** The new app's key and its `otpauth://` URI. */
  totp: { secret: string; uri: string };
  /** The code as typed. */
  code: string;
  /** At the code field: blank, or the api's refusal. */
  codeError?: string;
  /** The code is being checked. */
  confirming: boolean;
  codeRef: RefObject<HTMLInputElement | null>;
  onCodeChange: (code: string) => void;
  onConfirm: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  texts: StaffFactorsTexts;
};

/** An authenticator app being added: its QR code, the key as text, and the first code to confirm it. */
export function FactorTotpSetup({
  totp,
  code,
  codeError,
  confirming,
  codeRef,
  onCodeChange,
  onConfirm,
  onCancel,
  texts,
}: FactorTotpSetupProps) {
  return (
    <div className={styles.setup}>
      <h3 className={card.subtitle}>{texts.totpTitle}</h3>
      <p className={card.muted}>{texts.totpIntro}</p>
      <QrCode value={totp.uri} label={texts.qrLabel} size={176} />
      <p>
        <span className={card.meta}>{texts.secretLabel}: </span>
        <span className={styles.secret} translate="no">
          {secretGroups(totp.secret).join(' ')}
        </span>
      </p>
      <form className={row.form} onSubmit={onConfirm} noValidate>
        <Field label={texts.codeLabel} error={codeError} disabled={confirming}>
          <Input
            ref={codeRef}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => onCodeChange(event.target.value)}
          />
        </Field>
        <div className={card.actions}>
          <Button type="submit" variant="primary" loading={confirming}>
            {confirming ? texts.confirming : texts.confirm}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}
