import { staffEnrolmentTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { fill, wait } from '../../../../testing/formStory';
import { StaffEnrolment, type StaffEnrolmentProps, type StaffEnrolmentStep } from './StaffEnrolment';
import { newPasswordFields, otpauthUri, recoveryCodes, refusedPassword, totpSecret } from '../../common/staffStory';

type FlowArgs = Pick<
  StaffEnrolmentProps,
  'texts' | 'onSubmitPassword' | 'onChooseFactor' | 'onSubmitTotp' | 'onRecoveryCodesSaved'
>;

/** A password the api refuses in this story (as it will refuse a common one). */
const commonPassword = 'welkom12345678';
const goodPassword = 'fietsen langs de Vecht in de lente';

/** A parent that answers like the api will, after a short pause. */
function EnrolAsTheSiteWill(args: FlowArgs) {
  const [step, setStep] = useState<StaffEnrolmentStep>('password');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function answer(refusal: string | undefined, next: StaffEnrolmentStep) {
    setBusy(true);
    await wait(80);
    setBusy(false);
    setError(refusal);
    if (!refusal) setStep(next);
  }

  return (
    <StaffEnrolment
      {...args}
      step={step}
      busy={busy}
      error={error}
      otpauthUri={otpauthUri}
      secret={totpSecret}
      recoveryCodes={recoveryCodes}
      inboxHref="/beheer"
      onSubmitPassword={async (password: string) => {
        args.onSubmitPassword(password);
        await answer(password === commonPassword ? refusedPassword : undefined, 'factor');
      }}
      onChooseFactor={async (factor) => {
        args.onChooseFactor(factor);
        await answer(undefined, factor === 'totp' ? 'totp' : 'recovery');
      }}
      onSubmitTotp={async (code: string) => {
        args.onSubmitTotp(code);
        await answer(undefined, 'recovery');
      }}
      onRecoveryCodesSaved={async () => {
        args.onRecoveryCodesSaved();
        await answer(undefined, 'done');
      }}
    />
  );
}

/**
 * Setting up an account the whole way through, with a parent that answers like the api. Each
 * step is a state Beheer/Account instellen shows, so this runs as a test without screenshots
 * (tag `no-visual`).
 */
const meta = {
  title: 'Beheer/Account instellen/Flows',
  component: EnrolAsTheSiteWill,
  tags: ['no-visual'],
  args: {
    texts: staffEnrolmentTexts,
    onSubmitPassword: fn(),
    onChooseFactor: fn(),
    onSubmitTotp: fn(),
    onRecoveryCodesSaved: fn(),
  },
} satisfies Meta<typeof EnrolAsTheSiteWill>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Too long, then a common password the api refuses, then a good one; the app, its code, the
 * recovery codes and done. At each new step focus is on its heading.
 */
export const WholeWay: Story = {
  name: 'From password to done',
  play: async ({ canvas, args }) => {
    const { password, repeat, submit } = newPasswordFields(canvas);
    // 129 characters: one too many. Pasting is never blocked or cut short.
    await fill(password, 'a'.repeat(129));
    await fill(repeat, 'a'.repeat(129));
    await userEvent.click(submit);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAccessibleDescription(
      /Dit wachtwoord is te lang\. Houd het op hoogstens 128 tekens\.$/,
    );
    // Characters, not UTF-16 units: twelve emoji are twelve characters.
    await userEvent.clear(password);
    await userEvent.clear(repeat);
    await fill(password, '🚲'.repeat(11));
    await fill(repeat, '🚲'.repeat(11));
    await userEvent.click(submit);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onSubmitPassword).not.toHaveBeenCalled();

    await userEvent.clear(password);
    await userEvent.clear(repeat);
    await fill(password, commonPassword);
    await fill(repeat, commonPassword);
    await userEvent.click(submit);
    await waitFor(() => expect(password).toHaveAccessibleDescription(new RegExp(`${refusedPassword}$`)));
    await waitFor(() => expect(password).toHaveFocus());

    await userEvent.clear(password);
    await userEvent.clear(repeat);
    await fill(password, goodPassword);
    await fill(repeat, goodPassword);
    await userEvent.click(submit);
    await expect(args.onSubmitPassword).toHaveBeenLastCalledWith(goodPassword);

    const factorHeading = await canvas.findByRole('heading', { level: 1, name: 'Kies je tweede stap' });
    await waitFor(() => expect(factorHeading).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Authenticator-app gebruiken' }));
    await expect(args.onChooseFactor).toHaveBeenCalledWith('totp');

    const appHeading = await canvas.findByRole('heading', { level: 1, name: 'Koppel je authenticator-app' });
    await waitFor(() => expect(appHeading).toHaveFocus());
    await fill(canvas.getByRole('textbox', { name: 'Code' }), '492 018');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmitTotp).toHaveBeenCalledWith('492018');

    const codesHeading = await canvas.findByRole('heading', { level: 1, name: 'Bewaar je herstelcodes' });
    await waitFor(() => expect(codesHeading).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Ik heb ze bewaard' }));
    await expect(args.onRecoveryCodesSaved).toHaveBeenCalledOnce();

    const doneHeading = await canvas.findByRole('heading', { level: 1, name: 'Je account is klaar' });
    await waitFor(() => expect(doneHeading).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'Naar de aanvragen' })).toHaveAttribute('href', '/beheer');
  },
};
