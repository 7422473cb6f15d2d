// What the ContactForm story files share (the states in ContactForm.stories.tsx, the flows in
// ContactForm.flows.stories.tsx). Not exported from the package.
import type { Meta } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { wait } from '../../testing/formStory';
import { ToastHost } from '../Toast';
import { dismissToast } from '../Toast/toastStore';
import { ContactForm, type ContactFormValues } from './ContactForm';

/** The api's messages (api/src/features/leads/domain/leadInput.ts). */
export const refusedNumber = 'Dit is geen geldig telefoonnummer. Bijvoorbeeld: 06 12345678.';
export const refusedEmail = 'Dit is geen geldig e-mailadres. Bijvoorbeeld: naam@bedrijf.nl.';

/** The meta of every ContactForm story file, but for its title, tags and texts (the site's own copy, `contactFormTexts`). */
export const contactFormStoryDefaults = {
  component: ContactForm,
  args: {
    'aria-label': 'Projectaanvraag',
    onSubmit: fn(async () => {
      await wait(50);
    }),
  },
  argTypes: { onSubmit: { control: false } },
  beforeEach: () => {
    dismissToast();
    return () => dismissToast();
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem', marginInline: 'auto' }}>
        <Story />
        {/* Long duration: no notice closes by itself before the screenshot. */}
        <ToastHost duration={600_000} />
      </div>
    ),
  ],
  parameters: {
    docs: { story: { inline: false, iframeHeight: 760 } },
  },
} satisfies Omit<Meta<typeof ContactForm>, 'title'>;

export const filled: ContactFormValues = {
  name: 'Sanne de Vries',
  email: 'sanne@bakkerijdevries.nl',
  phone: '06 12345678',
  message:
    'Wij zijn een ambachtelijke bakkerij in Utrecht en willen graag een webshop waar klanten taarten kunnen bestellen en een afhaalmoment kiezen.',
  website: '',
};

type Canvas = ReturnType<typeof within>;

export function fields(canvas: Canvas) {
  return {
    name: canvas.getByRole('textbox', { name: 'Naam' }),
    email: canvas.getByRole('textbox', { name: 'E-mailadres' }),
    phone: canvas.getByRole('textbox', { name: 'Telefoonnummer (optioneel)' }),
    message: canvas.getByRole('textbox', { name: 'Bericht' }),
  };
}

export async function fillIn(canvas: Canvas, values: Partial<ContactFormValues>) {
  const f = fields(canvas);
  // Typing the name, pasting the rest (as visitors often do; keeps the play function short).
  const entries: Array<[HTMLElement, string | undefined]> = [
    [f.email, values.email],
    [f.phone, values.phone],
    [f.message, values.message],
  ];
  if (values.name) await userEvent.type(f.name, values.name, { delay: 0 });
  for (const [field, value] of entries) {
    if (!value) continue;
    await userEvent.click(field);
    await userEvent.paste(value);
  }
}

export const send = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Verstuur aanvraag' }));

/** The status region next to the submit row, where the thank-you stays. */
export const status = (canvas: Canvas) =>
  within(canvas.getByRole('form', { name: 'Projectaanvraag' })).getByRole('status');
