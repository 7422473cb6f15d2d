import { chatPanelTexts, chatQuickReplies } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { conversation } from '../chatStoryData';
import { ChatPanel } from './ChatPanel';

/**
 * The chat panel on its own, driven by props. On the site it sits inside
 * `ChatWidget` (see Patronen/ChatWidget) as `ChatAssistantPanel`, which
 * connects it to `useChat`; the entry `@agency/ui/Chat/ChatPanel` is meant to
 * be loaded lazily, when the chat is first opened.
 */
const meta = {
  title: 'Componenten/ChatPanel',
  component: ChatPanel,
  args: {
    messages: [],
    onSend: fn(),
    onClose: fn(),
    onValueChange: fn(),
    // The site's own copy, so the story shows what the site shows.
    texts: chatPanelTexts,
    quickReplies: chatQuickReplies,
  },
  globals: { viewport: { value: 'large', isRotated: false } },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvas: ReturnType<typeof within>) => canvas.getByRole('textbox', { name: 'Je vraag' });
const sendButton = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Versturen' });

export const EmptyState: Story = {
  name: 'Empty state',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'AI Assistent' })).toBeVisible();
    await expect(canvas.getByText('Online')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Hoe kunnen we helpen?' })).toBeVisible();
    await expect(canvas.getByText('Stel je vraag en ontvang direct antwoord!')).toBeVisible();
    // Before the first message: an AI, answers can be wrong, no sensitive data, the privacy statement.
    const disclosure = canvas.getByText(/Je praat met een AI-assistent/);
    await expect(disclosure).toHaveTextContent(
      'Je praat met een AI-assistent, geen mens. Zijn antwoorden kunnen fout zijn. Deel geen gevoelige persoonsgegevens. Lees meer in onze privacyverklaring.',
    );
    await expect(within(disclosure).getByRole('link', { name: 'privacyverklaring' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    for (const chip of ['Prijzen', 'WordPress', 'Shopify', 'Contact']) {
      await expect(canvas.getByRole('button', { name: chip })).toBeEnabled();
    }
    await expect(input(canvas)).toHaveAttribute('placeholder', 'Typ je vraag...');
    await expect(canvas.getByText('Powered by AI • Beantwoordt direct')).toBeVisible();
    await expect(sendButton(canvas)).toBeDisabled();
    // Escape asks to close.
    await userEvent.click(input(canvas));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Typing: Story = {
  name: 'Typing a question (Enter sends, Shift+Enter adds a line)',
  play: async ({ args, canvas }) => {
    // Blank text cannot be sent.
    await userEvent.type(input(canvas), '  ');
    await expect(sendButton(canvas)).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(input(canvas));

    // Shift+Enter makes a new line and does not send.
    await userEvent.type(input(canvas), 'Hebben jullie ervaring met WooCommerce?{Shift>}{Enter}{/Shift}En met Mollie?');
    await expect(input(canvas)).toHaveValue('Hebben jullie ervaring met WooCommerce?\nEn met Mollie?');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(sendButton(canvas)).toBeEnabled();

    // Enter sends the text and clears the input.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('Hebben jullie ervaring met WooCommerce?\nEn met Mollie?');
    await expect(input(canvas)).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');

    // The send button sends too (trimmed).
    await userEvent.type(input(canvas), '  Wat kost hosting?  ');
    await userEvent.click(sendButton(canvas));
    await expect(args.onSend).toHaveBeenLastCalledWith('Wat kost hosting?');
    await expect(input(canvas)).toHaveValue('');
  },
};

export const QuickReply: Story = {
  name: 'Quick reply',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'WordPress' }));
    // The text shows in the input first and is sent about 100 ms later.
    await expect(input(canvas)).toHaveValue('WordPress');
    await expect(args.onSend).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSend).toHaveBeenCalledOnce());
    await expect(args.onSend).toHaveBeenCalledWith('WordPress');
    await expect(input(canvas)).toHaveValue('');
  },
};

export const Conversation: Story = {
  args: { messages: conversation },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Berichten' })).getAllByRole('listitem');
    await expect(items).toHaveLength(conversation.length);
    await expect(items[0]).toHaveTextContent('Jij: Hoi! Wat kost een nieuwe website?');
    await expect(items[1]).toHaveTextContent(/^Assistent: Elk project krijgt een prijs op maat\./);
    // User bubbles right, assistant bubbles left.
    const user = items[0]!.querySelector('p')!.getBoundingClientRect();
    const assistant = items[1]!.querySelector('p')!.getBoundingClientRect();
    await expect(user.right).toBeGreaterThan(assistant.right);
    await expect(assistant.left).toBeLessThan(user.left);
    // The message list is not a live region (replies are announced once, separately).
    await expect(canvas.getByRole('list', { name: 'Berichten' })).not.toHaveAttribute('aria-live');
    await expect(canvas.queryByRole('log')).toBeNull();
    await expect(canvas.queryByText('Aan het typen...')).toBeNull();
  },
};

export const Waiting: Story = {
  name: 'Waiting for a reply',
  args: {
    loading: true,
    messages: [...conversation.slice(0, 2), { role: 'user', content: 'Hoe snel kunnen jullie beginnen?' }],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Aan het typen...')).toBeVisible();
    await expect(input(canvas)).toBeDisabled();
    await expect(sendButton(canvas)).toBeDisabled();
    await userEvent.click(sendButton(canvas), { pointerEventsCheck: 0 });
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const WaitingWithText: Story = {
  name: 'Waiting, text already typed',
  args: {
    loading: true,
    defaultValue: 'En wat kost onderhoud?',
    messages: [{ role: 'user', content: 'Hoe snel kunnen jullie beginnen?' }],
  },
  play: async ({ args, canvas }) => {
    // While a reply loads nothing can be sent, even with text in the input.
    await expect(input(canvas)).toHaveValue('En wat kost onderhoud?');
    await expect(input(canvas)).toBeDisabled();
    await expect(sendButton(canvas)).toBeDisabled();
    await userEvent.click(sendButton(canvas), { pointerEventsCheck: 0 });
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Streaming: Story = {
  name: 'Reply streaming in',
  args: {
    loading: true,
    messages: [
      { role: 'user', content: 'Prijzen' },
      { role: 'assistant', content: 'Elk project krijgt een prijs op maat. Je ontvangt eerst' },
    ],
  },
  play: async ({ canvas }) => {
    // Once the reply has started, the bubble grows and the typing indicator is gone.
    await expect(canvas.queryByText('Aan het typen...')).toBeNull();
    await expect(input(canvas)).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { messages: conversation.slice(0, 4) },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ args, canvas }) => {
    // Small screens only (the test runner opens this story at 375 px).
    if (window.matchMedia('(min-width: 768px)').matches) return;
    const close = canvas.getByRole('button', { name: 'Chat sluiten' });
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Desktop: Story = {
  name: 'Desktop (no close button)',
  args: { messages: conversation.slice(0, 4) },
  play: async ({ canvas }) => {
    // Medium and large screens only (the test runner opens this story at 1280 px).
    if (!window.matchMedia('(min-width: 768px)').matches) return;
    // On larger screens the launcher closes the panel, so the header has no close button.
    await expect(canvas.queryByRole('button', { name: 'Chat sluiten' })).toBeNull();
    const rect = canvas.getByRole('dialog', { name: 'AI Assistent' }).getBoundingClientRect();
    await expect(Math.round(rect.width)).toBe(420);
    await expect(Math.round(rect.height)).toBe(680);
  },
};
