import { staffPersonTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { StaffPersonErase, type StaffPersonEraseProps } from './StaffPersonErase';
import { personEmail, personErased, personFound } from '../../common/staffStory';

/** Finding and erasing a person's data in the staff area (`/beheer/persoon`). */
const meta = {
  title: 'Beheer/Persoon wissen',
  component: StaffPersonErase,
  args: {
    texts: staffPersonTexts,
    onSearch: fn<StaffPersonEraseProps['onSearch']>(async () => ({ ok: true as const, data: personFound })),
    onErase: fn<StaffPersonEraseProps['onErase']>(async () => ({ ok: true as const, data: personErased })),
  },
  argTypes: { onSearch: { control: false }, onErase: { control: false } },
  parameters: { docs: { story: { inline: false, iframeHeight: 900 } } },
} satisfies Meta<typeof StaffPersonErase>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const searchFields = (canvas: Canvas) => ({
  email: canvas.getByRole('textbox', { name: 'E-mailadres' }),
  phone: canvas.getByRole('textbox', { name: 'Telefoonnummer' }),
  search: canvas.getByRole('button', { name: /^(Zoeken|Bezig met zoeken\.\.\.)$/ }),
});

async function searchPerson(canvas: Canvas) {
  const { email, search } = searchFields(canvas);
  await userEvent.type(email, personEmail);
  await userEvent.click(search);
  await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Opgeslagen gegevens' })).toHaveFocus());
}

/** The search as a colleague finds it; with neither field, it says so and sends nothing. */
export const Search: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gegevens van een persoon' })).toBeVisible();
    const { email, phone, search } = searchFields(canvas);
    await expect(email).toHaveAttribute('type', 'email');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAccessibleDescription('Zoals de bezoeker het invulde, bijvoorbeeld 06 12345678.');
    await userEvent.click(search);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Vul een e-mailadres of een telefoonnummer in.');
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Found: the leads with status, message and notes, and the chat vote that mentions the person. */
export const Found: Story = {
  play: async ({ canvas, args }) => {
    await searchPerson(canvas);
    await expect(args.onSearch).toHaveBeenCalledWith({ email: personEmail });
    await expect(canvas.getByText('2 aanvragen en 1 chatbeoordelingen gevonden.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Aanvragen' })).toBeVisible();
    await expect(canvas.getByText('Teruggebeld: wil in januari starten.', { exact: false })).toBeVisible();
    await expect(canvas.getByText('Gewonnen')).toBeVisible();
    // The stored +31611223344, as the inbox shows phones.
    await expect(canvas.getByText('06 11 22 33 44', { exact: true })).toBeVisible();
    await expect(canvas.getByText('Bel mij op 06 11223344 over de prijs')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Gegevens wissen' })).toBeEnabled();
    await expect(args.onErase).not.toHaveBeenCalled();
  },
};

/**
 * "Gegevens wissen" asks first: without the checkbox nothing is erased; with it, "Definitief
 * wissen" erases and says what.
 */
export const Confirm: Story = {
  play: async ({ canvas, args }) => {
    await searchPerson(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Gegevens wissen' }));
    const question = canvas.getByRole('heading', { level: 2, name: 'Weet je het zeker?' });
    await waitFor(() => expect(question).toHaveFocus());
    const confirm = canvas.getByRole('checkbox', { name: 'Ja, wis deze gegevens definitief' });
    const erase = canvas.getByRole('button', { name: 'Definitief wissen' });
    await userEvent.click(erase);
    await expect(args.onErase).not.toHaveBeenCalled();
    await expect(confirm).toHaveFocus();
    await expect(confirm).toHaveAccessibleDescription('Vink eerst aan dat je deze gegevens definitief wilt wissen.');
    await userEvent.click(confirm);
    await expect(confirm).toBeChecked();
  },
};

/** Confirmed and erased: what went, said and focused; the search is empty again. */
export const Erased: Story = {
  play: async ({ canvas, args }) => {
    await searchPerson(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Gegevens wissen' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ja, wis deze gegevens definitief' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Definitief wissen' }));
    await expect(args.onErase).toHaveBeenCalledWith({ email: personEmail });
    const done = await canvas.findByText('Gewist: 2 aanvragen, 1 notities en 1 chatbeoordelingen.');
    await waitFor(() => expect(done).toHaveFocus());
    await expect(canvas.queryByRole('heading', { name: 'Opgeslagen gegevens' })).toBeNull();
    await expect(searchFields(canvas).email).toHaveValue('');
  },
};

/** Nobody by that address: said, and nothing to erase. */
export const NothingFound: Story = {
  name: 'Nothing found',
  args: {
    onSearch: fn<StaffPersonEraseProps['onSearch']>(async () => ({
      ok: true as const,
      data: { leads: [], feedback: [] },
    })),
  },
  play: async ({ canvas }) => {
    await searchPerson(canvas);
    await expect(canvas.getByText('Niets opgeslagen over deze persoon.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Gegevens wissen' })).toBeNull();
  },
};
