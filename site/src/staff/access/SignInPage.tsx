import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { staffInboxTexts, staffSignInTexts } from '@agency/content';
import { StaffSignIn, type StaffSignInStep } from '@agency/ui/Staff';
import { staffCall } from '../staffApi';
import styles from '../staff.module.css';
import { returnPath, staffPaths } from '../staffPaths';
import { staffAccessApi } from '@agency/contract/staffAccess';

type Answer = { error?: string; retryAfterSeconds?: number };

/** `/beheer/inloggen`: the password, then the code from the app or a recovery code. */
export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<StaffSignInStep>('password');
  const [answer, setAnswer] = useState<Answer>({});

  const show = (failed: { error: string; message: string; retryAfterSeconds?: number }) => {
    // The half session ended (too many codes, or 5 minutes): start again with the password.
    if (step === 'code' && failed.error === 'session_required') setStep('password');
    setAnswer({
      error: failed.message,
      ...(failed.retryAfterSeconds ? { retryAfterSeconds: failed.retryAfterSeconds } : {}),
    });
  };

  return (
    <main className={styles.page}>
      <StaffSignIn
        step={step}
        texts={staffSignInTexts}
        {...answer}
        onSubmitPassword={async ({ email, password }) => {
          const result = await staffCall(staffAccessApi.signIn, { email, password });
          if (!result.ok) return show(result);
          // Still setting up the account: the set-up goes on where it stopped.
          if (result.data.step === 'enrolment') return navigate(staffPaths.enrolment, { replace: true });
          setAnswer({});
          setStep('code');
        }}
        onSubmitCode={async (code) => {
          const result = await staffCall(staffAccessApi.signInCode, { code });
          if (!result.ok) return show(result);
          navigate(returnPath(location.search), { replace: true });
        }}
        onPasskey={async () => {
          const options = await staffCall(staffAccessApi.signInPasskeyOptions);
          if (!options.ok) return show(options);
          let response;
          try {
            response = await startAuthentication({
              optionsJSON: options.data as PublicKeyCredentialRequestOptionsJSON,
            });
          } catch {
            // Cancelled, timed out, or no passkey for this site on this device.
            return setAnswer({ error: staffInboxTexts.passkeySignInCancelled });
          }
          const result = await staffCall(staffAccessApi.signInPasskey, { response });
          if (!result.ok) return show(result);
          navigate(returnPath(location.search), { replace: true });
        }}
        onBack={() => {
          setAnswer({});
          setStep('password');
        }}
      />
    </main>
  );
}
