import { staffEnrolmentTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fill } from '../../../../testing/formStory';
import { StaffEnrolment } from './StaffEnrolment';
import {
  failedPasskey,
  newPasswordFields,
  otpauthUri,
  recoveryCodes,
  refusedCode,
  refusedPassword,
  totpSecret,
} from '../../common/staffStory';

const goodPassword = 'fietsen langs de Vecht in de lente';

/**
 * Setting up a staff account, one story per step and state a designer reviews. The whole way
 * through, with a parent that answers like the api, is in Beheer/Account instellen/Flows
 * (StaffEnrolment.flows.stories.tsx), without screenshots.
 */
const meta = {
  title: 'Beheer/Account instellen',
  component: StaffEnrolment,
  args: {
    step: 'password',
    texts: staffEnrolmentTexts,
    otpauthUri,
    secret: totpSecret,
    recoveryCodes,
    inboxHref: '/beheer',
    onSubmitPassword: fn(),
    onChooseFactor: fn(),
    onSubmitTotp: fn(),
    onRecoveryCodesSaved: fn(),
  },
  argTypes: {
    onSubmitPassword: { control: false },
    onChooseFactor: { control: false },
    onSubmitTotp: { control: false },
    onRecoveryCodesSaved: { control: false },
  },
  parameters: {
    docs: { story: { inline: false, iframeHeight: 860 } },
  },
} satisfies Meta<typeof StaffEnrolment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: a new password, typed twice. */
export const Password: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kies een wachtwoord' })).toBeVisible();
    await expect(canvas.getByText('Account instellen')).toBeVisible();
    const { password, repeat, submit } = newPasswordFields(canvas);
    for (const field of [password, repeat]) {
      await expect(field).toHaveAttribute('type', 'password');
      await expect(field).toHaveAttribute('autocomplete', 'new-password');
      await expect(field).not.toHaveAttribute('maxlength');
    }
    await expect(password).toHaveAccessibleDescription(
      'Minstens 12 tekens. Een zin van een paar woorden onthoud je makkelijk.',
    );
    await expect(submit).toHaveAttribute('type', 'submit');
    await expect(args.onSubmitPassword).not.toHaveBeenCalled();
  },
};

/** Too short: said at the field, with how to put it right; focus there, nothing sent. */
export const PasswordTooShort: Story = {
  name: 'Password too short',
  play: async ({ canvas, args }) => {
    const { password, repeat, submit } = newPasswordFields(canvas);
    await userEvent.type(password, 'kort123');
    await userEvent.type(repeat, 'kort123');
    await userEvent.click(submit);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(
      'Minstens 12 tekens. Een zin van een paar woorden onthoud je makkelijk. Dit wachtwoord is te kort. Maak het minstens 12 tekens lang, bijvoorbeeld met een paar woorden extra.',
    );
    await expect(repeat).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmitPassword).not.toHaveBeenCalled();
  },
};

/** The two differ: said at the second field, which gets focus. */
export const PasswordMismatch: Story = {
  name: 'Passwords differ',
  play: async ({ canvas, args }) => {
    const { password, repeat, submit } = newPasswordFields(canvas);
    await fill(password, goodPassword);
    await fill(repeat, 'fietsen langs de Vecht in de zomer');
    await userEvent.click(submit);
    await waitFor(() => expect(repeat).toHaveFocus());
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
    await expect(repeat).toHaveAccessibleDescription(
      'De wachtwoorden zijn niet gelijk. Typ hier precies hetzelfde wachtwoord nog een keer.',
    );
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmitPassword).not.toHaveBeenCalled();
  },
};

/** Checked and sent: the callback has the password as typed; the button is busy. */
export const PasswordBusy: Story = {
  name: 'Password busy',
  args: { onSubmitPassword: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    const { password, repeat, submit } = newPasswordFields(canvas);
    await fill(password, goodPassword);
    await fill(repeat, goodPassword);
    await userEvent.click(submit);
    await expect(args.onSubmitPassword).toHaveBeenCalledOnce();
    await expect(args.onSubmitPassword).toHaveBeenCalledWith(goodPassword);
    await expect(submit).toHaveAccessibleName('Bezig met opslaan...');
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(password).toBeDisabled();
    await expect(repeat).toBeDisabled();
  },
};

/** The api refused the password (a common one): said at the first field, which gets focus. */
export const PasswordRefused: Story = {
  name: 'Password refused',
  args: { error: refusedPassword },
  play: async ({ canvas }) => {
    const { password } = newPasswordFields(canvas);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(
      `Minstens 12 tekens. Een zin van een paar woorden onthoud je makkelijk. ${refusedPassword}`,
    );
    // At the field, not twice: the alert region above stays empty.
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    // Changing the password takes the refusal away.
    await userEvent.type(password, 'x');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(password);
  },
};

/** The second factor to choose: two buttons, each with its line of explanation. */
export const Factor: Story = {
  args: { step: 'factor' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kies je tweede stap' })).toBeVisible();
    const passkey = canvas.getByRole('button', { name: 'Passkey gebruiken' });
    const app = canvas.getByRole('button', { name: 'Authenticator-app gebruiken' });
    await expect(passkey).toHaveAccessibleDescription(
      'Bevestig met je vingerafdruk, je gezicht of de pincode van je apparaat.',
    );
    await expect(app).toHaveAccessibleDescription(
      'Typ een code uit een app op je telefoon, zoals Google Authenticator of 1Password.',
    );
    await userEvent.click(app);
    await expect(args.onChooseFactor).toHaveBeenCalledWith('totp');
    await userEvent.click(passkey);
    await expect(args.onChooseFactor).toHaveBeenLastCalledWith('passkey');
  },
};

/** A passkey is being made by the browser: that button is busy, the other disabled. */
export const FactorPasskeyBusy: Story = {
  name: 'Factor, passkey busy',
  args: { step: 'factor', onChooseFactor: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Passkey gebruiken' }));
    const busy = canvas.getByRole('button', { name: 'Wachten op je passkey...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Authenticator-app gebruiken' })).toBeDisabled();
    await userEvent.click(busy);
    await expect(args.onChooseFactor).toHaveBeenCalledOnce();
    await expect(args.onChooseFactor).toHaveBeenCalledWith('passkey');
  },
};

/** Making the passkey failed: said in the alert region; focus on the first choice, to try again. */
export const FactorPasskeyFailed: Story = {
  name: 'Factor, passkey failed',
  args: { step: 'factor', error: failedPasskey },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(failedPasskey);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Passkey gebruiken' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Authenticator-app gebruiken' })).toBeEnabled();
  },
};

/**
 * Linking the app: the QR code (an image with a name), the key in groups of four to type over
 * (copied whole, without the spaces), and the app's first code: spaces are left out.
 */
export const Totp: Story = {
  name: 'Authenticator app',
  args: { step: 'totp' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Koppel je authenticator-app' })).toBeVisible();
    const qr = canvas.getByRole('img', { name: 'QR-code voor je authenticator-app' });
    await expect(qr.tagName.toLowerCase()).toBe('svg');
    await expect(qr).toHaveAttribute('viewBox', '0 0 61 61');
    const key = canvas.getByText('Sleutel').nextElementSibling as HTMLElement;
    await expect(key.textContent).toBe(totpSecret);
    await expect(Array.from(key.children, (group) => group.textContent)).toEqual([
      'JBSW',
      'Y3DP',
      'EHPK',
      '3PXP',
      'JBSW',
      'Y3DP',
      'EHPK',
      '3PXP',
    ]);
    const code = canvas.getByRole('textbox', { name: 'Code' });
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).not.toHaveAttribute('maxlength');
    await fill(code, '123 456');
    await userEvent.click(canvas.getByRole('button', { name: 'Bevestigen' }));
    await expect(args.onSubmitTotp).toHaveBeenCalledWith('123456');
  },
};

/** Not six digits: said at the field, nothing sent. */
export const TotpInvalidCode: Story = {
  name: 'Authenticator app, not six digits',
  args: { step: 'totp' },
  play: async ({ canvas, args }) => {
    const code = canvas.getByRole('textbox', { name: 'Code' });
    await userEvent.type(code, '12a45');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    await expect(code).toHaveAccessibleDescription(
      'De zes cijfers die je app nu laat zien. Vul de zes cijfers uit je app in, zonder letters of andere tekens.',
    );
    await expect(code).toHaveFocus();
    await expect(args.onSubmitTotp).not.toHaveBeenCalled();
  },
};

/** The api refused the code: in the alert region and at the field, which has focus. */
export const TotpRefused: Story = {
  name: 'Authenticator app, code refused',
  args: { step: 'totp', error: refusedCode },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: 'Code' });
    await expect(canvas.getByRole('alert')).toHaveTextContent(refusedCode);
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(`De zes cijfers die je app nu laat zien. ${refusedCode}`);
  },
};

/** Too many codes tried: how long to wait, and the button disabled. */
export const TotpThrottled: Story = {
  name: 'Authenticator app, throttled',
  args: { step: 'totp', retryAfterSeconds: 300 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Te veel pogingen. Probeer het over 5 minuten opnieuw.');
    const submit = canvas.getByRole('button', { name: 'Bevestigen' });
    await expect(submit).toBeDisabled();
    const code = canvas.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, '123456{Enter}');
    await expect(args.onSubmitTotp).not.toHaveBeenCalled();
  },
};

/** The code being checked: the `busy` prop alone makes the button busy. */
export const TotpBusy: Story = {
  name: 'Authenticator app, busy',
  args: { step: 'totp', busy: true },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Bezig met controleren...' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Code' })).toBeDisabled();
  },
};

/** The ten recovery codes, shown this once, and the button that says they were saved. */
export const Recovery: Story = {
  name: 'Recovery codes',
  args: { step: 'recovery' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bewaar je herstelcodes' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Herstelcodes' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([...recoveryCodes]);
    await expect(
      canvas.getByText(
        'Elke code werkt één keer. Dit is de enige keer dat je ze ziet: bewaar ze nu op een veilige plek, bijvoorbeeld in je wachtwoordmanager.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ik heb ze bewaard' }));
    await expect(args.onRecoveryCodesSaved).toHaveBeenCalledOnce();
  },
};

/** Done: a confirmation and the way to the inbox. */
export const Done: Story = {
  args: { step: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Je account is klaar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Naar de aanvragen' })).toHaveAttribute('href', '/beheer');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};
