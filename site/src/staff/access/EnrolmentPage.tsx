import { useEffect, useRef, useState } from 'react';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { staffEnrolmentTexts, staffInboxTexts } from '@agency/content';
import { StaffEnrolment, type StaffEnrolmentStep } from '@agency/ui/Staff';
import { staffCall } from '../staffApi';
import styles from '../staff.module.css';
import { staffPaths } from '../staffPaths';

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
      const ongoing = await staffCall<{ step: 'password' | 'factor' | 'recovery' }>('GET', '/enrolment');
      if (ongoing.ok) return setStep(ongoing.data.step === 'recovery' ? 'factor' : ongoing.data.step);
      if (!token) return setStep({ problem: staffInboxTexts.enrolmentLinkMissing });
      const result = await staffCall('POST', '/enrolment', { token });
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
          const result = await staffCall('POST', '/enrolment/password', { password });
          if (!result.ok) return fail(result);
          setAnswer({});
          setStep('factor');
        }}
        onChooseFactor={async (factor) => {
          if (factor === 'passkey') {
            const options = await staffCall<PublicKeyCredentialCreationOptionsJSON>(
              'POST',
              '/enrolment/passkey/options',
            );
            if (!options.ok) return fail(options);
            let response;
            try {
              response = await startRegistration({ optionsJSON: options.data });
            } catch {
              return fail({ message: staffInboxTexts.passkeyEnrolmentCancelled });
            }
            const made = await staffCall<{ recoveryCodes: string[] }>('POST', '/enrolment/passkey', { response });
            if (!made.ok) return fail(made);
            setRecoveryCodes(made.data.recoveryCodes);
            setAnswer({});
            return setStep('recovery');
          }
          const result = await staffCall<{ secret: string; uri: string }>('POST', '/enrolment/totp');
          if (!result.ok) return fail(result);
          setTotp(result.data);
          setAnswer({});
          setStep('totp');
        }}
        onSubmitTotp={async (code) => {
          const result = await staffCall<{ recoveryCodes: string[] }>('POST', '/enrolment/totp/confirm', { code });
          if (!result.ok) return fail(result);
          setRecoveryCodes(result.data.recoveryCodes);
          setAnswer({});
          setStep('recovery');
        }}
        onRecoveryCodesSaved={async () => {
          const result = await staffCall('POST', '/enrolment/done');
          if (!result.ok) return fail(result);
          setAnswer({});
          setStep('done');
        }}
      />
    </main>
  );
}
