// What the CallbackDialog story files share (the states in CallbackDialog.stories.tsx, the
// flows in CallbackDialog.flows.stories.tsx). Not exported from the package.
import type { Meta } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { wait } from '../../testing/formStory';
import { RejectedFields } from '../Form/rejectedFields';
import { Button } from '../Button';
import { ToastHost } from '../Toast';
import { dismissToast } from '../Toast/toastStore';
import { CallbackDialog, type CallbackRequest } from './CallbackDialog';

/** The api's messages (api/src/features/leads/domain/leadInput.ts). */
export const refusedNumber = 'Dit is geen geldig telefoonnummer. Bijvoorbeeld: 06 12345678.';
export const refusedName = 'Naam mag geen HTML bevatten. Haal de tekens < en > weg.';

/** A fake transport that refuses this number (as the api does "06123") and takes any other. */
export const refusingNumber = (number: string) => async (request: CallbackRequest) => {
  await wait(50);
  if (request.phone_number === number) throw new RejectedFields({ phone_number: refusedNumber });
};

/** The meta of every CallbackDialog story file, but for its title, tags and texts (the site's own copy, `callbackDialogTexts`). */
export const callbackDialogStoryDefaults = {
  component: CallbackDialog,
  args: {
    trigger: <Button variant="cta">Bel me terug</Button>,
    // A fake transport: answers after a short pause.
    onSubmit: fn(() => wait(50)),
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false }, onSubmit: { control: false } },
  // The dialog raises its notices through the toast store: start every story without any.
  beforeEach: () => {
    dismissToast();
    return () => dismissToast();
  },
  render: (args) => (
    <>
      <CallbackDialog {...args} />
      {/* Ten minutes: no notice closes by itself before the screenshot. */}
      <ToastHost duration={600_000} />
    </>
  ),
  parameters: {
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
} satisfies Omit<Meta<typeof CallbackDialog>, 'title'>;

export function fields(dialog: HTMLElement) {
  return {
    phone: within(dialog).getByRole('textbox', { name: 'Telefoonnummer' }),
    name: within(dialog).getByRole('textbox', { name: 'Naam (optioneel)' }),
    submit: within(dialog).getByRole('button', { name: /Bel me terug|Verzenden\.\.\./ }),
  };
}

export const openDialog = () => screen.findByRole('dialog', { name: 'Bel me terug' });
export const closedDialog = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
