import { callbackDialogTexts, chatPanelTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { column } from '../../testing/storyLayout';
import { withLinks } from '../../testing/StoryLink';
import { PrivacyNote } from './PrivacyNote';

const meta = {
  title: 'Componenten/PrivacyNote',
  component: PrivacyNote,
  // The site's own copy: the note of the "Bel me terug" dialog.
  args: { text: callbackDialogTexts.privacy, onNavigate: fn() },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'inverse'] } },
  // The first decorator is the innermost: the links' provider around a column.
  decorators: [column('26rem'), withLinks()],
} satisfies Meta<typeof PrivacyNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      'We gebruiken je nummer alleen om je terug te bellen. Lees meer in onze privacyverklaring.',
    );
    const link = canvas.getByRole('link', { name: 'privacyverklaring' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/privacy', expect.anything());
    link.blur();
  },
};

/** The chat's disclosure before the first message: an AI, answers can be wrong, no sensitive data. */
export const ChatDisclosure: Story = {
  name: 'Chat disclosure',
  args: { text: chatPanelTexts.disclosure },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveTextContent(/AI-assistent.*fout.*gevoelige persoonsgegevens/);
    await expect(within(canvasElement).getByRole('link', { name: 'privacyverklaring' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  },
};

export const OnDark: Story = {
  name: 'On a dark background',
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div
        style={{ background: 'var(--color-inverse-bg)', padding: 'var(--space-6)', borderRadius: 'var(--radius-md)' }}
      >
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toHaveAttribute('data-tone', 'inverse');
  },
};
