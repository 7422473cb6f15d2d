import { createElement, useCallback, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { staffReauthPurposes, staffReauthTexts } from '@agency/content';
import { StaffReauth, type StaffActionAnswer } from '@agency/ui/Staff';
import { staffCall, type StaffAnswer } from '../staffApi';
import { signInReturningTo } from '../staffPaths';
import { staffAccessApi } from '@agency/contract/staffAccess';

/** The api's answer when a sensitive change needs the password or a factor asked again. */
export const REAUTH_REQUIRED = 'staff_reauth_required';

/** A staff call's answer as the ui components take it: the data, or the api's Dutch message. */
export const forUi = <T>(answer: StaffAnswer<T>): StaffActionAnswer<T> =>
  answer.ok ? { ok: true, data: answer.data } : { ok: false, message: answer.message };

/** What a re-authentication is asked for: the dialog says so ("Voor deze export", "Voor deze wijziging"). */
export type ReauthPurpose = keyof typeof staffReauthPurposes;

/**
 * Runs a sensitive staff call (a factor added or removed, new recovery codes, an export, an
 * erasure); when the api answers `staff_reauth_required`, asks the password, a code or a
 * passkey again (`dialog`, to be rendered by the page) and repeats the call after it. The
 * dialog names what it is for (`purpose`: a change unless said). Closed without confirming: the
 * call's answer says that nothing changed (or nothing was exported).
 *
 *     const { run, dialog } = useReauth();
 *     const exporting = useReauth('export');
 *     const answer = await run(() => staffCall(staffAccessApi.newRecoveryCodes));
 *     return <>{...}{dialog}</>;
 */
export function useReauth(purpose: ReauthPurpose = 'change'): {
  run: <T>(call: () => Promise<StaffAnswer<T>>) => Promise<StaffAnswer<T>>;
  dialog: ReactNode;
} {
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Everyone waiting for the dialog's outcome (two calls may need it at once: one dialog). A
  // queue kept as long as the page, never rendered.
  const [waiting] = useState<((confirmed: boolean) => void)[]>(() => []);

  const settle = useCallback(
    (confirmed: boolean) => {
      setOpen(false);
      for (const resolve of waiting.splice(0)) resolve(confirmed);
    },
    [waiting],
  );

  /** The session ended (too many wrong tries, or elsewhere): to the sign-in, and back here after. */
  const signedOut = useCallback(() => {
    settle(false);
    const back = `${location.pathname}${location.search}`;
    navigate(signInReturningTo(back), { replace: true });
  }, [location.pathname, location.search, navigate, settle]);

  const run = useCallback(
    async <T>(call: () => Promise<StaffAnswer<T>>): Promise<StaffAnswer<T>> => {
      const first = await call();
      if (first.ok || first.error !== REAUTH_REQUIRED) return first;
      setOpen(true);
      const confirmed = await new Promise<boolean>((resolve) => waiting.push(resolve));
      if (!confirmed) return { ...first, message: staffReauthPurposes[purpose].cancelled };
      return call();
    },
    [waiting, purpose],
  );

  /** One way of asking again: ok closes the dialog and lets the waiting calls go on. */
  const ask = useCallback(
    async (send: () => Promise<StaffAnswer<unknown>>): Promise<StaffActionAnswer> => {
      const answer = await send();
      if (answer.ok) settle(true);
      else if (answer.status === 401) signedOut();
      return forUi(answer);
    },
    [settle, signedOut],
  );

  const dialog = createElement(StaffReauth, {
    open,
    texts: { ...staffReauthTexts, intro: staffReauthPurposes[purpose].intro },
    onCancel: () => settle(false),
    onPassword: (password: string) => ask(() => staffCall(staffAccessApi.reauth, { password })),
    onCode: (code: string) => ask(() => staffCall(staffAccessApi.reauth, { code })),
    onPasskey: () =>
      ask(async () => {
        const options = await staffCall(staffAccessApi.reauthPasskeyOptions);
        if (!options.ok) return options;
        let response;
        try {
          response = await startAuthentication({ optionsJSON: options.data as PublicKeyCredentialRequestOptionsJSON });
        } catch {
          // Cancelled, timed out, or no passkey for this site on this device.
          return { ok: false, status: 0, error: 'passkey_cancelled', message: staffReauthTexts.passkeyCancelled };
        }
        return staffCall(staffAccessApi.reauthPasskey, { response });
      }),
  });

  return { run, dialog };
}
