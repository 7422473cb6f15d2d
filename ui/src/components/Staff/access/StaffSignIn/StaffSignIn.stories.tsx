import { staffSignInTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fill } from '../../../../testing/formStory';
import { StaffSignIn } from './StaffSignIn';
import { refusedCode, refusedCredentials, signInFields, staffEmail, staffPassword } from '../../common/staffStory';

/**
 * The staff area's sign-in, one story per step and state a designer reviews. What leads from
 * one step to the next, with a parent that answers like the api, is in Beheer/Inloggen/Flows
 * (StaffSignIn.flows.stories.tsx), without screenshots.
 */
const meta = {
  title: 'Beheer/Inloggen',
  component: StaffSignIn,
  args: {
    step: 'password',
    texts: staffSignInTexts,
    onSubmitPassword: fn(),
    onSubmitCode: fn(),
    onPasskey: fn(),
    onBack: fn(),
  },
  argTypes: {
    onSubmitPassword: { control: false },
    onSubmitCode: { control: false },
    onPasskey: { control: false },
    onBack: { control: false },
  },
  parameters: {
    docs: { story: { inline: false, iframeHeight: 720 } },
  },
} satisfies Meta<typeof StaffSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step as a colleague finds it: e-mail address and password, or a passkey. */
export const Password: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Inloggen' })).toBeInTheDocument();
    const { email, password, submit, passkey } = signInFields(canvas);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await expect(submit).toHaveAttribute('type', 'submit');
    await expect(submit).toBeEnabled();
    await expect(passkey).toHaveAttribute('type', 'button');
    // Nothing to say yet, but the alert region is there, so a message is announced when it comes.
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('timer')).toBeNull();
    // Tab order: e-mail, password, submit, passkey.
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.tab();
    await expect(passkey).toHaveFocus();
    await expect(args.onSubmitPassword).not.toHaveBeenCalled();
  },
};

/** Both fields blank: each says so, focus goes to the first, and nothing is sent. */
export const BlankFields: Story = {
  name: 'Blank fields',
  play: async ({ canvas, args }) => {
    const { email, password, submit } = signInFields(canvas);
    await userEvent.click(submit);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Vul je e-mailadres in.');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Vul je wachtwoord in.');
    await expect(args.onSubmitPassword).not.toHaveBeenCalled();
    // Typing removes a field's message.
    await userEvent.type(email, 'noor');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(email);
  },
};

/**
 * Sent and waiting for the api: the callback has the trimmed address and the password as
 * typed (pasted: never blocked), the fields are disabled and the button says it is busy.
 */
export const Busy: Story = {
  args: { onSubmitPassword: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    const { email, password, submit, passkey } = signInFields(canvas);
    await userEvent.type(email, `  ${staffEmail} `);
    await fill(password, staffPassword);
    await expect(password).toHaveValue(staffPassword);
    await userEvent.click(submit);

    await expect(args.onSubmitPassword).toHaveBeenCalledOnce();
    await expect(args.onSubmitPassword).toHaveBeenCalledWith({ email: staffEmail, password: staffPassword });
    await expect(submit).toHaveAccessibleName('Bezig met inloggen...');
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toHaveFocus();
    await expect(canvas.getByRole('form', { name: 'Inloggen' })).toHaveAttribute('aria-busy', 'true');
    await expect(email).toBeDisabled();
    await expect(password).toBeDisabled();
    await expect(passkey).toBeDisabled();
    // A second click sends nothing more.
    await userEvent.click(submit);
    await expect(args.onSubmitPassword).toHaveBeenCalledOnce();
  },
};

/**
 * The api refused the address or password: its message in the alert region, both fields
 * marked and described by it (which of the two is wrong is not told), focus on the first.
 */
export const WrongPassword: Story = {
  name: 'Wrong password',
  args: { error: refusedCredentials },
  play: async ({ canvas }) => {
    const { email, password, submit } = signInFields(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent(refusedCredentials);
    await expect(canvas.getByRole('form', { name: 'Inloggen' })).toHaveAccessibleDescription(refusedCredentials);
    await waitFor(() => expect(email).toHaveFocus());
    for (const field of [email, password]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(refusedCredentials);
    }
    await expect(submit).toBeEnabled();
  },
};

/**
 * Too many attempts: the form says how long to wait and keeps its button disabled; the fields
 * can still be filled in. Ten minutes, so the text stays the same while the screenshot is taken.
 */
export const Throttled: Story = {
  args: { retryAfterSeconds: 600 },
  play: async ({ canvas, args }) => {
    const { email, password, submit } = signInFields(canvas);
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent('Te veel pogingen. Probeer het over 10 minuten opnieuw.');
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('Te veel pogingen. Probeer het over 10 minuten opnieuw.');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Te veel pogingen. Probeer het over 10 minuten opnieuw.');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.type(email, staffEmail);
    await fill(password, staffPassword);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmitPassword).not.toHaveBeenCalled();
  },
};

/**
 * The last seconds of a wait: the countdown is the form's own. At 0 the button is enabled
 * again and a status line says so; then a submit goes through.
 */
export const ThrottledCountdown: Story = {
  name: 'Throttled, countdown to zero',
  args: { retryAfterSeconds: 3 },
  play: async ({ canvas, args }) => {
    const { email, password, submit } = signInFields(canvas);
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent(/^Te veel pogingen\. Probeer het over [23] seconden opnieuw\.$/);
    await expect(submit).toBeDisabled();
    await waitFor(() => expect(timer).toHaveTextContent('Probeer het over 1 seconde opnieuw.'), { timeout: 4000 });
    await expect(submit).toBeDisabled();
    await waitFor(() => expect(submit).toBeEnabled(), { timeout: 4000 });
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Je kunt het nu opnieuw proberen.');
    await userEvent.type(email, staffEmail);
    await fill(password, staffPassword);
    await userEvent.click(submit);
    await expect(args.onSubmitPassword).toHaveBeenCalledWith({ email: staffEmail, password: staffPassword });
  },
};

/** A passkey asked for: that button is busy, the password's button waits. */
export const PasskeyBusy: Story = {
  name: 'Passkey busy',
  args: { onPasskey: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    const { submit, passkey } = signInFields(canvas);
    await userEvent.click(passkey);
    await expect(args.onPasskey).toHaveBeenCalledOnce();
    await expect(passkey).toHaveAccessibleName('Wachten op je passkey...');
    await expect(passkey).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toBeDisabled();
    await userEvent.click(passkey);
    await expect(args.onPasskey).toHaveBeenCalledOnce();
    await expect(args.onSubmitPassword).not.toHaveBeenCalled();
  },
};

/**
 * The second step: the code of the authenticator app, or a recovery code (letters allowed:
 * the field does not ask for digits). The code is sent trimmed; 'Terug' leads back.
 */
export const Code: Story = {
  args: { step: 'code' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
    const code = canvas.getByRole('textbox', { name: 'Code' });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('autocapitalize', 'off');
    await expect(code).toHaveAttribute('spellcheck', 'false');
    await expect(code).not.toHaveAttribute('inputmode');
    await expect(code).not.toHaveAttribute('pattern');
    await expect(code).not.toHaveAttribute('maxlength');
    await expect(code).toHaveAccessibleDescription(
      'Zes cijfers uit je app. Telefoon niet bij de hand? Een herstelcode werkt ook.',
    );
    await userEvent.click(code);
    await userEvent.paste(' k7hq-3mxa-p2dn ');
    await userEvent.click(canvas.getByRole('button', { name: 'Bevestigen' }));
    await expect(args.onSubmitCode).toHaveBeenCalledWith('k7hq-3mxa-p2dn');
    await userEvent.click(canvas.getByRole('button', { name: 'Terug' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** The code is being checked: the `busy` prop alone makes the step's button busy. */
export const CodeBusy: Story = {
  name: 'Code busy',
  args: { step: 'code', busy: true },
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Bezig met controleren...' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Code' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Terug' })).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
  },
};

/** The api refused the code: said in the alert region and at the field, which has focus. */
export const CodeRefused: Story = {
  name: 'Code refused',
  args: { step: 'code', error: refusedCode },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Code' });
    await expect(canvas.getByRole('alert')).toHaveTextContent(refusedCode);
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(
      `Zes cijfers uit je app. Telefoon niet bij de hand? Een herstelcode werkt ook. ${refusedCode}`,
    );
  },
};

/** The code field left blank: said at the field, nothing sent. */
export const CodeBlank: Story = {
  name: 'Code blank',
  args: { step: 'code' },
  play: async ({ canvas, args }) => {
    const code = canvas.getByRole('textbox', { name: 'Code' });
    await userEvent.type(code, '   ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText('Vul de code uit je app of een herstelcode in.')).toBeVisible();
    await expect(code).toHaveFocus();
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
  },
};
