import { useEffect, useRef, useState, type RefObject } from 'react';
import type { SignInAction, StaffSignInStep } from './signInStep';

/**
 * What `StaffSignIn` keeps of its fields: the e-mail address, the password, the code, and the
 * button whose request runs. A new step forgets what the last one needed: the password once it
 * was right, a code going back.
 */
export function useSignInFields(step: StaffSignInStep) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // The button whose request runs, for its busy text; the step's submit when the parent alone says busy.
  const [action, setAction] = useState<SignInAction | null>(null);

  const [stepShown, setStepShown] = useState(step);
  if (stepShown !== step) {
    setStepShown(step);
    setPassword('');
    setCode('');
    setAction(null);
  }

  return { email, setEmail, password, setPassword, code, setCode, action, setAction };
}

/**
 * A new step: focus in its first field to fill in (not on the first render: the page decides
 * that). Back at the password, that is the password when the e-mail address is still there.
 */
export function useFocusOnNewStep(
  step: StaffSignInStep,
  fields: {
    emailRef: RefObject<HTMLInputElement | null>;
    passwordRef: RefObject<HTMLInputElement | null>;
    codeRef: RefObject<HTMLInputElement | null>;
  },
) {
  const shownStep = useRef(step);
  const { emailRef, passwordRef, codeRef } = fields;
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (step === 'code') codeRef.current?.focus();
    else (emailRef.current?.value ? passwordRef : emailRef).current?.focus();
  }, [step, emailRef, passwordRef, codeRef]);
}
