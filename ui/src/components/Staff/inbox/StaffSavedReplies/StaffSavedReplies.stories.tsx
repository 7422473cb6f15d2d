import { staffSavedRepliesTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  StaffSavedReplies,
  type StaffSavedRepliesProps,
  type StaffSavedReplyAnswer,
  type StaffSavedReplyInput,
} from './StaffSavedReplies';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import type { StaffSavedReply } from '../staffLeads';
import { answerLater, markupSavedReply, sampleSavedReplies } from '../staffLeadsStory';

const at = '2026-11-25T12:00:00.000Z';

/**
 * "Standaardantwoorden": the texts a reply by e-mail starts from. A beheerder adds, changes and
 * removes them; a colleague reads them.
 */
const meta = {
  title: 'Beheer/Standaardantwoorden',
  component: StaffSavedReplies,
  args: {
    savedReplies: sampleSavedReplies,
    canChange: true,
    texts: staffSavedRepliesTexts,
    onAdd: fn(async (input: StaffSavedReplyInput): Promise<StaffSavedReplyAnswer> => ({
      ok: true,
      data: { id: 'saved-new', ...input, updatedAt: at },
    })) as StaffSavedRepliesProps['onAdd'],
    onChange: fn(async (id: string, input: StaffSavedReplyInput): Promise<StaffSavedReplyAnswer> => ({
      ok: true,
      data: { id, ...input, updatedAt: at },
    })) as StaffSavedRepliesProps['onChange'],
    onRemove: fn(answerLater<StaffActionAnswer<unknown>>({ ok: true, data: undefined })),
  },
  argTypes: { onAdd: { control: false }, onChange: { control: false }, onRemove: { control: false } },
} satisfies Meta<typeof StaffSavedReplies>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A parent that keeps the list as the api answered, as the site's page does. */
function WithList(props: StaffSavedRepliesProps) {
  const [list, setList] = useState<readonly StaffSavedReply[]>(props.savedReplies ?? []);
  return (
    <StaffSavedReplies
      {...props}
      savedReplies={list}
      onAdd={async (input) => {
        const answer = await props.onAdd(input);
        if (answer.ok) setList((shown) => [...shown, answer.data]);
        return answer;
      }}
      onChange={async (id, input) => {
        const answer = await props.onChange(id, input);
        if (answer.ok) setList((shown) => shown.map((saved) => (saved.id === id ? answer.data : saved)));
        return answer;
      }}
      onRemove={async (id) => {
        const answer = await props.onRemove(id);
        if (answer.ok) setList((shown) => shown.filter((saved) => saved.id !== id));
        return answer;
      }}
    />
  );
}

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Standaardantwoorden' })).getAllByRole('listitem');

/** For a beheerder: on title, each with its text and actions; the form to add one explains {naam}. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const items = rows(canvasElement);
    await expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Eerste reactie',
      'Gratis ontwerp',
      'Niet bereikt',
    ]);
    await expect(items[0]).toHaveTextContent('Gewijzigd op 20 nov 2026, 10:00');
    await expect(items[0]).toHaveTextContent('Beste {naam},');
    await expect(within(items[0]!).getByRole('group', { name: 'Acties voor Eerste reactie' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Standaardantwoord toevoegen' })).toBeVisible();
    const body = canvas.getByRole('textbox', { name: 'Tekst' });
    await expect(body).toHaveAccessibleDescription('Platte tekst. {naam} wordt de naam van de aanvrager.');
    await expect(body).toHaveAttribute('maxlength', '5000');
    await expect(canvas.getByRole('textbox', { name: 'Titel' })).toHaveAttribute('maxlength', '80');
  },
};

/** For a colleague: read only, and who can change them. */
export const AsColleague: Story = {
  args: { canChange: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Alleen een beheerder kan standaardantwoorden/)).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(3);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Standaardantwoord toevoegen' })).toBeNull();
  },
};

/** "Toevoegen": sent trimmed; it joins the list in its place on title, the form empties and says so. */
export const Added: Story = {
  render: (args) => <WithList {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Titel' }), '  Afspraak bevestigen ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tekst' }), 'Beste {{naam},{enter}{enter}Tot dan!');
    await userEvent.click(canvas.getByRole('button', { name: 'Toevoegen' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ title: 'Afspraak bevestigen', body: 'Beste {naam},\n\nTot dan!' });
    await waitFor(() => expect(canvas.getByText('"Afspraak bevestigen" is toegevoegd.')).toBeVisible());
    await expect(rows(canvasElement).map((item) => item.getAttribute('aria-label'))).toEqual([
      'Afspraak bevestigen',
      'Eerste reactie',
      'Gratis ontwerp',
      'Niet bereikt',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Titel' })).toHaveValue('');
  },
};

/** Nothing typed: not sent; the title says so and gets focus. */
export const AddMissing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Toevoegen' }));
    const title = canvas.getByRole('textbox', { name: 'Titel' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAccessibleDescription('Geef het standaardantwoord een titel.');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** The api refused a field (a control character): said at that field, what was typed kept. */
export const AddRefused: Story = {
  args: {
    onAdd: fn(
      answerLater<StaffSavedReplyAnswer>({
        ok: false,
        message: 'Niet alle velden zijn goed ingevuld.',
        fields: { body: 'De tekst bevat tekens die niet zijn toegestaan.' },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Titel' }), 'Test');
    const body = canvas.getByRole('textbox', { name: 'Tekst' });
    await userEvent.type(body, 'Hallo');
    await userEvent.click(canvas.getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(body).toHaveAccessibleDescription(/De tekst bevat tekens die niet zijn toegestaan\./));
    await expect(body).toHaveValue('Hallo');
  },
};

/** "Wijzigen" opens the form in the row; "Opslaan" shows it changed, says so, and focus returns. */
export const Edited: Story = {
  render: (args) => <WithList {...args} />,
  play: async ({ canvasElement, args }) => {
    const first = rows(canvasElement)[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Wijzigen' }));
    const body = within(first).getByRole('textbox', { name: 'Tekst' });
    await userEvent.clear(body);
    await userEvent.type(body, 'Beste {{naam}, dank je wel.');
    await userEvent.click(within(first).getByRole('button', { name: 'Opslaan' }));
    await expect(args.onChange).toHaveBeenCalledWith('saved-1', {
      title: 'Eerste reactie',
      body: 'Beste {naam}, dank je wel.',
    });
    const row = () => rows(canvasElement)[0]!;
    await waitFor(() => expect(within(row()).getByRole('status')).toHaveTextContent('"Eerste reactie" is opgeslagen.'));
    await expect(row()).toHaveTextContent('Beste {naam}, dank je wel.');
    await waitFor(() => expect(within(row()).getByRole('button', { name: 'Wijzigen' })).toHaveFocus());
  },
};

/** "Verwijderen" asks in the row first; "Ja, verwijderen" takes it away and says so. */
export const Removed: Story = {
  render: (args) => <WithList {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const second = rows(canvasElement)[1]!;
    await userEvent.click(within(second).getByRole('button', { name: 'Verwijderen' }));
    const question = within(second).getByRole('group', { name: '"Gratis ontwerp" verwijderen?' });
    await waitFor(() => expect(question).toHaveFocus());
    await userEvent.click(within(question).getByRole('button', { name: 'Ja, verwijderen' }));
    await expect(args.onRemove).toHaveBeenCalledWith('saved-2');
    await waitFor(() => expect(canvas.getByText('"Gratis ontwerp" is verwijderd.')).toBeVisible());
    await expect(rows(canvasElement)).toHaveLength(2);
  },
};

/** "Annuleren" keeps it, and focus goes back to "Verwijderen". */
export const RemoveCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const first = rows(canvasElement)[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Verwijderen' }));
    await userEvent.click(within(first).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Verwijderen' })).toHaveFocus());
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** Markup in a saved reply's title or text, and as typed in a new one, shows as text. */
export const MarkupAsText: Story = {
  args: { savedReplies: [markupSavedReply] },
  render: (args) => <WithList {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<b onmouseover="window.hacked=1">Opmaak</b>')).toBeVisible();
    await expect(canvas.getByText('<script>window.hacked=1</script>Beste {naam},')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Titel' }), '<i>Cursief</i>');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tekst' }), '<img src=x onerror="window.hacked=1">');
    await userEvent.click(canvas.getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(canvas.getByText('<img src=x onerror="window.hacked=1">')).toBeVisible());
    await expect(canvasElement.querySelector('b, script, i, img')).toBeNull();
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { savedReplies: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Standaardantwoorden laden...');
    await expect(canvas.queryByRole('button', { name: 'Toevoegen' })).toBeNull();
  },
};

/** None yet. */
export const Empty: Story = {
  args: { savedReplies: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Er zijn nog geen standaardantwoorden.')).toBeVisible();
  },
};

/** At the most there may be: adding waits until one is removed. */
export const Full: Story = {
  args: {
    savedReplies: Array.from({ length: 100 }, (_, index) => ({
      id: `saved-${index}`,
      title: `Antwoord ${String(index + 1).padStart(3, '0')}`,
      body: 'Beste {naam},',
      updatedAt: at,
    })),
  },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Er zijn al 100 standaardantwoorden. Verwijder er eerst een.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Toevoegen' })).toBeNull();
  },
};

/** The list could not be loaded: the api's message. */
export const Problem: Story = {
  args: {
    savedReplies: undefined,
    error: 'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('De server is niet bereikbaar.');
  },
};
