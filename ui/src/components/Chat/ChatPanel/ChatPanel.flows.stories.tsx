import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { conversation } from '../chatStoryData';
import { ChatPanel } from './ChatPanel';
import { chatPanelStoryDefaults, input, sendButton } from './chatPanelStory';

/**
 * What the visitor does in the chat panel, and what the panel calls: typing and sending, a
 * quick reply, a vote that did not arrive, a vote kept from before a reload, 'Nieuw gesprek',
 * the size on larger screens. Each
 * ends in a state that Componenten/ChatPanel already shows, so these run as tests without
 * screenshots (tag `no-visual`).
 */
const meta = {
  title: 'Componenten/ChatPanel/Flows',
  component: ChatPanel,
  tags: ['no-visual'],
  ...chatPanelStoryDefaults,
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const VoteFailed: Story = {
  name: 'A vote that did not arrive',
  args: {
    messages: conversation.slice(0, 2),
    onFeedback: fn(async () => {
      throw new Error('Netwerkfout');
    }),
  },
  play: async ({ args, canvas }) => {
    const useful = canvas.getByRole('button', { name: 'Nuttig' });
    await userEvent.click(useful);
    await expect(args.onFeedback).toHaveBeenCalledOnce();
    // Silent: no notice, no thanks; the buttons work again.
    await waitFor(() => expect(useful).toHaveAttribute('aria-pressed', 'false'));
    await expect(useful).toBeEnabled();
    await expect(canvas.queryByText('Bedankt voor je feedback!')).toBeNull();
    await expect(
      within(screen.getByRole('region', { name: 'Meldingen (F8)' })).queryAllByRole('listitem'),
    ).toHaveLength(0);
    await userEvent.click(useful);
    await expect(args.onFeedback).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(useful).toHaveAttribute('aria-pressed', 'false'));
  },
};

export const VoteKept: Story = {
  name: 'An answer voted on before a reload',
  args: {
    messages: [conversation[0]!, { ...conversation[1]!, vote: 'not_useful' }, ...conversation.slice(2, 4)],
  },
  play: async ({ args, canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Berichten' })).getAllByRole('listitem');
    // The kept vote shows as cast, with the thanks; it cannot be cast again.
    const voted = within(items[1]!);
    await expect(voted.getByRole('button', { name: 'Niet nuttig' })).toHaveAttribute('aria-pressed', 'true');
    await expect(voted.getByRole('button', { name: 'Niet nuttig' })).toBeDisabled();
    await expect(voted.getByRole('button', { name: 'Nuttig' })).toBeDisabled();
    await expect(voted.getByText('Bedankt voor je feedback!')).toBeVisible();
    // The answer without a vote can still get one.
    await userEvent.click(within(items[3]!).getByRole('button', { name: 'Nuttig' }));
    await expect(args.onFeedback).toHaveBeenCalledOnce();
    await expect(args.onFeedback).toHaveBeenCalledWith(
      { vote: 'useful', question: conversation[2]!.content, answer: conversation[3]!.content },
      3,
    );
  },
};

export const NewConversation: Story = {
  name: 'Nieuw gesprek',
  args: { messages: conversation.slice(0, 2) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Nieuw gesprek' });
    await expect(button).toBeVisible();
    await userEvent.click(button);
    await expect(args.onNewConversation).toHaveBeenCalledOnce();
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

const conversationRegion = (canvas: ReturnType<typeof within>) => canvas.getByRole('region', { name: 'Gesprek' });
const nextFrames = () => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
const atLatest = (scroller: HTMLElement) => scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= 2;

export const StaysAtLatest: Story = {
  name: 'The latest message stays in view when the panel gets shorter, unless the visitor scrolled up',
  args: { messages: conversation },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('dialog', { name: 'AI Assistent' });
    const scroller = conversationRegion(canvas);
    await waitFor(() => expect(atLatest(scroller)).toBe(true));
    // The panel gets shorter (a phone's keyboard, a row of buttons under the conversation).
    panel.style.height = '420px';
    await waitFor(() => expect(atLatest(scroller)).toBe(true));
    // A scroll that is still to be reported when the panel gets shorter (the form opening
    // right after the conversation was scrolled to its end) does not count as scrolling up.
    scroller.scrollTop -= 1;
    panel.style.height = '400px';
    await nextFrames();
    await expect(atLatest(scroller)).toBe(true);
    // Taller and shorter again within one frame (a form closed and opened again): the browser
    // moved the end down in between, and nothing changed size by the time it is reported.
    panel.style.height = '600px';
    void scroller.scrollTop;
    panel.style.height = '400px';
    await nextFrames();
    await expect(atLatest(scroller)).toBe(true);
    // A visitor who scrolled up to read keeps their place.
    scroller.dispatchEvent(new WheelEvent('wheel', { deltaY: -400 }));
    scroller.scrollTop = 0;
    await nextFrames();
    panel.style.height = '360px';
    await nextFrames();
    await expect(scroller.scrollTop).toBe(0);
  },
};
