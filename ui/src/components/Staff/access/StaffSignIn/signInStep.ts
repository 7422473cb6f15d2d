import type { StaffFormProps } from '../../common/StaffForm/StaffForm';

/** What both steps of `StaffSignIn` pass to their `StaffForm`. */
export type SignInFormProps = Pick<StaffFormProps, 'headingId' | 'describedBy' | 'working' | 'timerId' | 'submitRef'>;

/** The server's answer on a step's fields: marked invalid and described by it (and the countdown). */
export type SignInAnswerProps = { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** The buttons whose request may run: the password, the passkey, the code. */
export type SignInAction = 'password' | 'passkey' | 'code';

/** The step of signing in: the password (or a passkey), then the code of the second factor. */
export type StaffSignInStep = 'password' | 'code';

/**
 * The button that shows it is busy while a request runs: the one pressed, else (the parent
 * alone says busy) the step's submit.
 */
export function busyActionOf(
  step: StaffSignInStep,
  working: boolean,
  action: SignInAction | null,
): SignInAction | null {
  const stepActions: readonly SignInAction[] = step === 'code' ? ['code'] : ['password', 'passkey'];
  return working ? (action && stepActions.includes(action) ? action : stepActions[0]!) : null;
}
