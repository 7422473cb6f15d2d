import { staffSignInTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fill, wait } from '../../../../testing/formStory';
import { StaffSignIn, type StaffCredentials, type StaffSignInProps, type StaffSignInStep } from './StaffSignIn';
import { refusedCode, refusedCredentials, signInFields, staffEmail, staffPassword } from '../../common/staffStory';

type FlowArgs = Pick<StaffSignInProps, 'texts' | 'onSubmitPassword' | 'onSubmitCode' | 'onPasskey' | 'onBack'>;

/**
 * A parent that answers like the api will, after a short pause: the right password leads to the
 * code step, a wrong one and a wrong code come back as `error`; the code 123456 signs in.
 */
function SignInAsTheSiteWill(args: FlowArgs) {
  const [step, setStep] = useState<StaffSignInStep>('password');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [signedIn, setSignedIn] = useState(false);

  async function answer(check: () => boolean, next: () => void, refusal: string) {
    setBusy(true);
    await wait(80);
    setBusy(false);
    if (check()) {
      setError(undefined);
      next();
    } else setError(refusal);
  }

  if (signedIn) return <p>Ingelogd</p>;
  return (
    <StaffSignIn
      {...args}
      step={step}
      busy={busy}
      error={error}
      onSubmitPassword={async (credentials: StaffCredentials) => {
        args.onSubmitPassword(credentials);
        await answer(
          () => credentials.password === staffPassword,
          () => setStep('code'),
          refusedCredentials,
        );
      }}
      onSubmitCode={async (code: string) => {
        args.onSubmitCode(code);
        await answer(
          () => code === '123456',
          () => setSignedIn(true),
          refusedCode,
        );
      }}
      onBack={() => {
        args.onBack();
        setError(undefined);
        setStep('password');
      }}
    />
  );
}

/**
 * Signing in from one step to the next, with a parent that answers like the api. Each ends in a
 * state Beheer/Inloggen shows, so these run as tests without screenshots (tag `no-visual`).
 */
const meta = {
  title: 'Beheer/Inloggen/Flows',
  component: SignInAsTheSiteWill,
  tags: ['no-visual'],
  args: {
    texts: staffSignInTexts,
    onSubmitPassword: fn(),
    onSubmitCode: fn(),
    onPasskey: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof SignInAsTheSiteWill>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A wrong password, the same wrong password again (announced again: the message leaves while
 * the api checks), the right one; then a wrong code, 'Terug' and forward, and the right code.
 */
export const SignInWithMistakes: Story = {
  name: 'A wrong password and a wrong code put right',
  play: async ({ canvas, args }) => {
    const { email, password, submit } = signInFields(canvas);
    const alert = canvas.getByRole('alert');
    await fill(email, staffEmail);
    await fill(password, 'verkeerd wachtwoord');
    await userEvent.click(submit);
    await waitFor(() => expect(alert).toHaveTextContent(refusedCredentials));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    // The same answer once more: gone while the api checks, back (and announced) after.
    await userEvent.click(submit);
    await expect(alert).toBeEmptyDOMElement();
    await expect(password).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(alert).toHaveTextContent(refusedCredentials));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onSubmitPassword).toHaveBeenCalledTimes(2);

    await userEvent.clear(password);
    await fill(password, staffPassword);
    await userEvent.click(submit);
    await expect(args.onSubmitPassword).toHaveBeenLastCalledWith({ email: staffEmail, password: staffPassword });

    // The code step: focus in the code field, no message left over.
    const code = await canvas.findByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.type(code, '654321{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(refusedCode));
    await expect(code).toHaveAttribute('aria-invalid', 'true');

    // Back: the address is kept, the password is not; focus on the password field.
    await userEvent.click(canvas.getByRole('button', { name: 'Terug' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    const again = signInFields(canvas);
    await expect(again.email).toHaveValue(staffEmail);
    await expect(again.password).toHaveValue('');
    await waitFor(() => expect(again.password).toHaveFocus());
    await fill(again.password, staffPassword);
    await userEvent.keyboard('{Enter}');

    const secondCode = await canvas.findByRole('textbox', { name: 'Code' });
    await expect(secondCode).toHaveValue('');
    await fill(secondCode, '123456');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Ingelogd')).toBeVisible();
    await expect(args.onSubmitCode).toHaveBeenLastCalledWith('123456');
  },
};
