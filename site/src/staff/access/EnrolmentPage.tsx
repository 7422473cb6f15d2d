import { useEffect, useRef, useState } from 'react';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { staffEnrolmentTexts, staffInboxTexts } from '@agency/content';
import { StaffEnrolment, type StaffEnrolmentStep } from '@agency/ui/Staff';
import { staffCall } from '../staffApi';
import styles from '../staff.module.css';
import { staffPaths } from '../staffPaths';
import { staffAccessApi } from '@agency/contract/staffAccess';

type Answer = { error?: string; retryAfterSeconds?: number };

/**
 * `/beheer/welkom#<token>`: the enrolment link. The token sits in the fragment, which the
 * browser never sends; this page posts it once, and takes it out of the address bar.
 */
export function EnrolmentPage() {
  const [step, setStep] = useState<StaffEnrolmentStep | 'claiming' | { problem: string }>('claiming');
  const [answer, setAnswer] = useState<Answer>({});
  const [totp, setTotp] = useState<{ secret: string; uri: string }>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const claimed = useRef(false);

  useEffect(() => {
    if (claimed.current) return;
    claimed.current = true;
    const token = window.location.hash.slice(1);
    if (token) window.history.replaceState(null, '', window.location.pathname);
    void (async () => {
      // A reload during the enrolment: this browser's enrolment session goes on.
      const ongoing = await staffCall(staffAccessApi.enrolment);
      if (ongoing.ok) return setStep(ongoing.data.step === 'recovery' ? 'factor' : ongoing.data.step);
      if (!token) return setStep({ problem: staffInboxTexts.enrolmentLinkMissing });
      const result = await staffCall(staffAccessApi.claimEnrolment, { token });
      setStep(result.ok ? 'password' : { problem: result.message });
    })();
  }, []);

  const fail = (result: { message: string; retryAfterSeconds?: number }) =>
    setAnswer({
      error: result.message,
      ...(result.retryAfterSeconds ? { retryAfterSeconds: result.retryAfterSeconds } : {}),
    });

  if (step === 'claiming') {
    return (
      <main className={styles.page}>
        <p role="status">{staffInboxTexts.checking}</p>
      </main>
    );
  }
  if (typeof step === 'object') {
    return (
      <main className={styles.page}>
        <h1 className={styles.problemTitle}>{staffInboxTexts.enrolmentProblemTitle}</h1>
        <p role="alert">{step.problem}</p>
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <StaffEnrolment
        step={step}
        texts={staffEnrolmentTexts}
        {...answer}
        {...(totp ? { otpauthUri: totp.uri, secret: totp.secret } : {})}
        {...(recoveryCodes ? { recoveryCodes } : {})}
        inboxHref={staffPaths.inbox}
        onSubmitPassword={async (password) => {
          const result = await staffCall(staffAccessApi.enrolmentPassword, { password });
          if (!result.ok) return fail(result);
          setAnswer({});
          setStep('factor');
        }}
        onChooseFactor={async (factor) => {
          if (factor === 'passkey') {
            const options = await staffCall(staffAccessApi.enrolmentPasskeyOptions);
            if (!options.ok) return fail(options);
            let response;
            try {
              response = await startRegistration({
                optionsJSON: options.data as PublicKeyCredentialCreationOptionsJSON,
              });
            } catch {
              return fail({ message: staffInboxTexts.passkeyEnrolmentCancelled });
            }
            const made = await staffCall(staffAccessApi.enrolmentPasskey, { response });
            if (!made.ok) return fail(made);
            setRecoveryCodes(made.data.recoveryCodes);
            setAnswer({});
            return setStep('recovery');
          }
          const result = await staffCall(staffAccessApi.enrolmentTotp);
          if (!result.ok) return fail(result);
          setTotp(result.data);
          setAnswer({});
          setStep('totp');
        }}
        onSubmitTotp={async (code) => {
          const result = await staffCall(staffAccessApi.enrolmentTotpConfirm, { code });
          if (!result.ok) return fail(result);
          setRecoveryCodes(result.data.recoveryCodes);
          setAnswer({});
          setStep('recovery');
        }}
        onRecoveryCodesSaved={async () => {
          const result = await staffCall(staffAccessApi.enrolmentDone);
          if (!result.ok) return fail(result);
          setAnswer({});
          setStep('done');
        }}
      />
    </main>
  );
}
