import { staffChatTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StaffChatAvailability, type StaffChatAvailabilityProps } from './StaffChatAvailability';

/**
 * A colleague's availability for the live chat, above the inbox's "Chats": whether visitors can
 * be offered them, the name visitors see, and a sound when a visitor starts waiting.
 */
const meta = {
  title: 'Beheer/Chats/Beschikbaarheid',
  component: StaffChatAvailability,
  args: {
    available: false,
    displayName: '',
    texts: staffChatTexts,
    onChange: fn<StaffChatAvailabilityProps['onChange']>(() => new Promise<void>((resolve) => setTimeout(resolve, 50))),
    onSoundAlertChange: fn(),
  },
  argTypes: { onChange: { control: false }, onSoundAlertChange: { control: false } },
} satisfies Meta<typeof StaffChatAvailability>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Not available and no name yet: turning it on asks for the name first; with a name it is
 * saved and the switch is on.
 */
export const TurnOn: Story = {
  play: async ({ canvas, args }) => {
    const available = canvas.getByRole('switch', { name: 'Beschikbaar voor chat' });
    await expect(available).not.toBeChecked();
    await expect(available).toHaveAccessibleDescription(
      'Gaat vanzelf uit een minuut nadat je laatste tabblad met het beheer is gesloten.',
    );
    await userEvent.click(available);
    const name = canvas.getByRole('textbox', { name: 'Naam in de chat' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Vul eerst je naam in de chat in.');
    await expect(name).toHaveFocus();
    await expect(name).toBeInvalid();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(available).not.toBeChecked();

    await userEvent.type(name, 'Noor');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(available);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ available: true, displayName: 'Noor' });
    await expect(available).toBeChecked();
    await waitFor(() => expect(available).not.toHaveAttribute('aria-busy'));
    await expect(available).toBeChecked();
  },
};

/** Available as "Noor": the name is required now and described by its hint. */
export const Available: Story = {
  args: { available: true, displayName: 'Noor' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Beschikbaar voor chat' })).toBeChecked();
    const name = canvas.getByRole('textbox', { name: 'Naam in de chat' });
    await expect(name).toHaveValue('Noor');
    await expect(name).toBeRequired();
    await expect(name).toHaveAttribute('maxlength', '40');
    await expect(name).toHaveAccessibleDescription('Zo ziet de bezoeker je. Bijvoorbeeld je voornaam.');
    await expect(canvas.getByRole('switch', { name: 'Geluid bij een wachtende chat' })).not.toBeChecked();
  },
};

/** A new name is saved when Enter is pressed (or the field is left); emptied, it is refused. */
export const Rename: Story = {
  args: { available: true, displayName: 'Noor' },
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: 'Naam in de chat' });
    await userEvent.clear(name);
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Vul eerst je naam in de chat in.');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(name, 'Noor B.{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ available: true, displayName: 'Noor B.' });
    await waitFor(() =>
      expect(canvas.getByRole('switch', { name: 'Beschikbaar voor chat' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(name).toHaveValue('Noor B.');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** While saving the switch shows the new state and is busy; a second press waits for it. */
export const Saving: Story = {
  args: {
    displayName: 'Noor',
    onChange: fn<StaffChatAvailabilityProps['onChange']>(() => new Promise<void>(() => undefined)),
  },
  play: async ({ canvas, args }) => {
    const available = canvas.getByRole('switch', { name: 'Beschikbaar voor chat' });
    await userEvent.click(available);
    await expect(available).toBeChecked();
    await expect(available).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(available);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(available).toBeChecked();
  },
};

/** Saving failed: the switch goes back and the api's message is shown. */
export const SaveFails: Story = {
  args: {
    displayName: 'Noor',
    onChange: fn<StaffChatAvailabilityProps['onChange']>(() =>
      Promise.reject(new Error('De server is niet bereikbaar. Probeer het opnieuw.')),
    ),
  },
  play: async ({ canvas, args }) => {
    const available = canvas.getByRole('switch', { name: 'Beschikbaar voor chat' });
    await userEvent.click(available);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('De server is niet bereikbaar. Probeer het opnieuw.'),
    );
    await expect(available).not.toBeChecked();
    await expect(available).not.toHaveAttribute('aria-busy');
  },
};

/** The sound when a visitor starts waiting: a switch of its own, passed on at once. */
export const Sound: Story = {
  args: { available: true, displayName: 'Noor' },
  play: async ({ canvas, args }) => {
    const sound = canvas.getByRole('switch', { name: 'Geluid bij een wachtende chat' });
    await userEvent.click(sound);
    await expect(sound).toBeChecked();
    await expect(args.onSoundAlertChange).toHaveBeenCalledOnce();
    await expect(args.onSoundAlertChange).toHaveBeenCalledWith(true);
    await expect(args.onChange).not.toHaveBeenCalled();
    sound.focus();
    await userEvent.keyboard(' ');
    await expect(sound).not.toBeChecked();
    await expect(args.onSoundAlertChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * At 21:20 on a Wednesday, outside office hours: the switch can stay on, but visitors cannot ask
 * for a colleague; the page says so, with the words the visitors' chat panel shows instead.
 */
export const OfficeClosed: Story = {
  args: {
    available: true,
    displayName: 'Noor',
    office: { open: false, nextOpening: '2026-11-26T08:00:00.000Z' },
    now: () => Date.parse('2026-11-25T20:20:00.000Z'),
  },
  play: async ({ canvas }) => {
    const available = canvas.getByRole('switch', { name: 'Beschikbaar voor chat' });
    await expect(available).toBeChecked();
    await expect(available).toHaveAccessibleDescription(
      /^Gaat vanzelf uit .* Buiten kantoortijd: bezoekers kunnen nu geen collega vragen, ook niet als je beschikbaar bent\. Bezoekers lezen in de chat: We zijn er weer morgen om 9:00 Laat je nummer achter/,
    );
    await expect(canvas.getByText('We zijn er weer morgen om 9:00')).toBeVisible();
    await expect(canvas.getByText('Laat je nummer achter, dan bellen we je zo snel mogelijk terug.')).toBeVisible();
  },
};

/** Closed on a Friday evening: visitors are told the day ("maandag om 9:00"). */
export const OfficeClosedWeekend: Story = {
  name: 'Office closed for the weekend',
  tags: ['no-visual'],
  args: {
    available: false,
    displayName: 'Noor',
    office: { open: false, nextOpening: '2026-11-30T08:00:00.000Z' },
    now: () => Date.parse('2026-11-27T17:45:00.000Z'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We zijn er weer maandag om 9:00')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Beschikbaar voor chat' })).not.toBeChecked();
  },
};

/** Within office hours: nothing said about them. */
export const OfficeOpen: Story = {
  tags: ['no-visual'],
  args: { available: true, displayName: 'Noor', office: { open: true, nextOpening: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Buiten kantoortijd/)).toBeNull();
    await expect(canvas.queryByText(/We zijn er weer/)).toBeNull();
  },
};
