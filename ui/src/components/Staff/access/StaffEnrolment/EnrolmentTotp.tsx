import { useRef, useState, type FormEvent } from 'react';
import { joinIds } from '../../../Form/FieldContext';
import { Field, Input } from '../../../Form';
import { useFieldErrors } from '../../../Form/useFieldErrors';
import styles from './EnrolmentTotp.module.css';
import { QrCode } from '../../common/QrCode/QrCode';
import { StaffForm } from '../../common/StaffForm/StaffForm';
import { stepForm, type StaffFirstFieldRef, type StaffStepRequest } from './staffStep';
import { secretGroups } from '../../common/staffTexts';

/** The texts of linking an authenticator app in `StaffEnrolment`. */
export type EnrolmentTotpTexts = {
  /** The heading, e.g. 'Koppel je authenticator-app'. */
  title: string;
  /** The line under it: scan the code, or type the key. */
  intro: string;
  /** The QR code's accessible name, e.g. 'QR-code voor je authenticator-app'. */
  qrLabel: string;
  /** The label of the key typed by hand, e.g. 'Sleutel'. */
  secretLabel: string;
  /** Label of the code field, e.g. 'Code'. */
  codeLabel: string;
  /** The hint under it. */
  codeHint: string;
  /** At the code field when it is not six digits. */
  codeInvalid: string;
  /** The submit button, e.g. 'Bevestigen'. */
  submit: string;
  /** That button while the code is checked. */
  submitting: string;
};

export type EnrolmentTotpProps = {
  texts: EnrolmentTotpTexts;
  /** The `otpauth://totp/…` URI the QR code holds. */
  otpauthUri: string;
  /** The same key in base32, shown in groups of four for typing it over. */
  secret: string;
  /** Id of the heading that names the form. */
  headingId: string;
  request: StaffStepRequest;
  /** Focus goes to this field when an answer brings an error or a wait. */
  firstFieldRef: StaffFirstFieldRef;
  /** Checks the app's first code: six digits, spaces left out. */
  onSubmit: (code: string) => unknown;
};

/** Digits of an authenticator app's code. */
const CODE_DIGITS = 6;
const fieldNames = ['code'] as const;

/**
 * Linking an authenticator app: the QR code of `otpauthUri`, the `secret` to type over by hand
 * (selected whole with one click, copied without the spaces between its groups), and the
 * app's first code, which must be six digits before it is sent.
 */
export function EnrolmentTotp({
  texts,
  otpauthUri,
  secret,
  headingId,
  request,
  firstFieldRef,
  onSubmit,
}: EnrolmentTotpProps) {
  const [code, setCode] = useState('');
  const submitRef = useRef<HTMLButtonElement>(null);
  const checks = useFieldErrors(fieldNames);
  const { working, waiting, error, errorId, timerId } = request;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working || waiting) return;
    const digits = code.replace(/\s/g, '');
    if (!new RegExp(`^\\d{${CODE_DIGITS}}$`).test(digits)) {
      checks.show(event.currentTarget, { code: texts.codeInvalid });
      return;
    }
    checks.clearAll();
    submitRef.current?.focus();
    void request.run(() => onSubmit(digits));
  }

  return (
    <>
      <div className={styles.setup}>
        <div className={styles.qr}>
          <QrCode value={otpauthUri} label={texts.qrLabel} size={200} />
        </div>
        <dl className={styles.secret}>
          <dt className={styles.secretLabel}>{texts.secretLabel}</dt>
          {/* Groups by margin, not by spaces: a copied key is the key itself. */}
          <dd className={styles.secretValue} translate="no">
            {secretGroups(secret).map((group, index) => (
              <span key={index} className={styles.group}>
                {group}
              </span>
            ))}
          </dd>
        </dl>
      </div>
      <StaffForm
        {...stepForm(request, headingId)}
        describedBy={error ? errorId : undefined}
        submitLabel={texts.submit}
        busyLabel={texts.submitting}
        submitRef={submitRef}
        onSubmit={submit}
      >
        <Field label={texts.codeLabel} hint={texts.codeHint} error={checks.errors.code} disabled={working}>
          <Input
            ref={firstFieldRef}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            className={styles.code}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              checks.clear('code');
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={joinIds(error && errorId, waiting && timerId)}
          />
        </Field>
      </StaffForm>
    </>
  );
}
