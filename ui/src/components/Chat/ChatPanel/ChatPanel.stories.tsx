import { agency, chatPanelTexts, promises } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToastHost } from '../../Toast';
import { conversation } from '../chatStoryData';
import type { ChatThreadMessage } from '../chatTypes';
import { ChatPanel } from './ChatPanel';
import { chatPanelStoryDefaults, input, sendButton } from './chatPanelStory';

/** The panel with its conversation in state, as a `ChatSession` would hold it: notices join it. */
function StatefulPanel({ messages: initial, onNotice, ...props }: ComponentProps<typeof ChatPanel>) {
  const [messages, setMessages] = useState<readonly ChatThreadMessage[]>(initial);
  return (
    <ChatPanel
      {...props}
      messages={messages}
      onNotice={(content) => {
        onNotice?.(content);
        setMessages((current) => [...current, { role: 'notice', content }]);
      }}
    />
  );
}

/**
 * The chat panel on its own, driven by props: one story per state a designer reviews. On the
 * site it sits inside `ChatWidget` (see Patronen/ChatWidget) as `ChatAssistantPanel`, which
 * connects it to a `ChatSession`; the entry `@agency/ui/Chat/ChatPanel` is meant to be loaded lazily,
 * when the chat is first opened. Interactions that end in a state shown here are in
 * Componenten/ChatPanel/Flows (ChatPanel.flows.stories.tsx), without screenshots.
 */
const meta = {
  title: 'Componenten/ChatPanel',
  component: ChatPanel,
  ...chatPanelStoryDefaults,
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const stopButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Stop' });
const messageItems = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Berichten' })).getAllByRole('listitem');
const callbackForm = (canvas: Canvas) => canvas.getByRole('form', { name: chatPanelTexts.callback.title });
const phoneField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Telefoonnummer' });
const nameField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Naam (optioneel)' });
/** Fills a field the way autofill or pasting does. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
const question = 'En hoe lang duurt het bouwen?';

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
    // Nothing to ask a call back for or clear yet.
    await expect(canvas.queryByRole('button', { name: 'Bel me terug' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Nieuw gesprek' })).toBeNull();
    // Escape asks to close.
    await userEvent.click(input(canvas));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
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
    // The send button has made way for the stop button.
    await expect(canvas.queryByRole('button', { name: 'Versturen' })).toBeNull();
    await expect(stopButton(canvas)).toBeEnabled();
    await userEvent.type(input(canvas), '{Enter}', { pointerEventsCheck: 0 });
    await expect(args.onSend).not.toHaveBeenCalled();
    // The list is busy while the reply is awaited; the finished answer before it keeps its votes.
    await expect(canvas.getByRole('list', { name: 'Berichten' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(messageItems(canvas)[1]!).getByRole('button', { name: 'Nuttig' })).toBeEnabled();
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
    await expect(canvas.queryByRole('button', { name: 'Versturen' })).toBeNull();
    await userEvent.type(input(canvas), '{Enter}', { pointerEventsCheck: 0 });
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(args.onStop).not.toHaveBeenCalled();
  },
};

export const Streaming: Story = {
  name: 'Reply streaming in (Stop)',
  args: {
    loading: true,
    messages: [
      { role: 'user', content: 'Prijzen' },
      { role: 'assistant', content: 'Elk project krijgt een prijs op maat. Je ontvangt eerst' },
    ],
  },
  play: async ({ args, canvas }) => {
    // Once the reply has started, the bubble grows and the typing indicator is gone.
    await expect(canvas.queryByText('Aan het typen...')).toBeNull();
    await expect(input(canvas)).toBeDisabled();
    // The list is busy while the answer streams; no votes on an answer that is not finished.
    await expect(canvas.getByRole('list', { name: 'Berichten' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Nuttig' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Opnieuw' })).toBeNull();
    // The stop button (named exactly 'Stop') takes the send button's place, reachable by keyboard.
    await expect(canvas.queryByRole('button', { name: 'Versturen' })).toBeNull();
    stopButton(canvas).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

export const Stopped: Story = {
  name: 'Stopped answer (Opnieuw)',
  args: {
    messages: [
      ...conversation.slice(0, 2),
      { role: 'user', content: question },
      { role: 'assistant', content: 'Een WordPress- of Shopify-site staat meestal', stopped: true },
    ],
  },
  play: async ({ args, canvas }) => {
    const items = messageItems(canvas);
    await expect(items).toHaveLength(4);
    const stopped = within(items[3]!);
    // The partial answer stays, marked as stopped, with 'Opnieuw' and without votes.
    await expect(stopped.getByText('gestopt')).toBeVisible();
    await expect(stopped.queryByRole('button', { name: 'Nuttig' })).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Berichten' })).toHaveAttribute('aria-busy', 'false');
    // The finished answer before it can still be voted on.
    await expect(within(items[1]!).getByRole('button', { name: 'Nuttig' })).toBeEnabled();
    await expect(input(canvas)).toBeEnabled();
    const retry = stopped.getByRole('button', { name: 'Opnieuw' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const StoppedBeforeReply: Story = {
  name: 'Stopped before the first word',
  args: { messages: [...conversation.slice(0, 2), { role: 'user', content: question }] },
  play: async ({ args, canvas }) => {
    // The question stays; no empty answer; 'gestopt' and 'Opnieuw' under it.
    await expect(messageItems(canvas)).toHaveLength(3);
    await expect(messageItems(canvas)[2]).toHaveTextContent(`Jij: ${question}`);
    await expect(canvas.getByText('gestopt')).toBeVisible();
    await expect(canvas.queryByText('Aan het typen...')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Opnieuw' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Failed: Story = {
  name: 'Failed reply (Opnieuw)',
  args: {
    messages: [{ role: 'user', content: 'Hallo, ik wil een webshop laten maken.' }],
    error: { kind: 'failed', status: 500 },
  },
  play: async ({ args, canvas }) => {
    await expect(messageItems(canvas)).toHaveLength(1);
    await expect(canvas.getByText('Er ging iets mis. Probeer het opnieuw.')).toBeVisible();
    await expect(canvas.queryByText('gestopt')).toBeNull();
    const retry = canvas.getByRole('button', { name: 'Opnieuw' });
    await expect(retry).toBeEnabled();
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Votes: Story = {
  name: 'Votes on finished answers',
  args: { messages: conversation },
  play: async ({ args, canvas }) => {
    const items = messageItems(canvas);
    // Every finished answer has its two votes; the visitor's messages have none.
    await expect(within(items[0]!).queryByRole('button', { name: 'Nuttig' })).toBeNull();
    for (const index of [1, 3, 5]) {
      const group = within(items[index]!).getByRole('group', { name: 'Was dit antwoord nuttig?' });
      await expect(within(group).getByRole('button', { name: 'Nuttig' })).toHaveAttribute('aria-pressed', 'false');
      await expect(within(group).getByRole('button', { name: 'Niet nuttig' })).toHaveAttribute('aria-pressed', 'false');
    }

    // A click votes once: pressed, both buttons disabled, thanks.
    const first = within(items[1]!);
    await userEvent.click(first.getByRole('button', { name: 'Nuttig' }));
    await expect(args.onFeedback).toHaveBeenCalledOnce();
    await expect(args.onFeedback).toHaveBeenCalledWith(
      { vote: 'useful', question: conversation[0]!.content, answer: conversation[1]!.content },
      1,
    );
    await waitFor(() => expect(first.getByText('Bedankt voor je feedback!')).toBeVisible());
    await expect(first.getByRole('button', { name: 'Nuttig' })).toHaveAttribute('aria-pressed', 'true');
    await expect(first.getByRole('button', { name: 'Nuttig' })).toBeDisabled();
    await expect(first.getByRole('button', { name: 'Niet nuttig' })).toHaveAttribute('aria-pressed', 'false');
    await expect(first.getByRole('button', { name: 'Niet nuttig' })).toBeDisabled();

    // By keyboard: focus moves from the (now disabled) button to the thanks.
    const last = within(items[5]!);
    last.getByRole('button', { name: 'Niet nuttig' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(last.getByText('Bedankt voor je feedback!')).toHaveFocus());
    await expect(args.onFeedback).toHaveBeenLastCalledWith(
      { vote: 'not_useful', question: conversation[4]!.content, answer: conversation[5]!.content },
      5,
    );
    await expect(args.onFeedback).toHaveBeenCalledTimes(2);
    // The answer in between has not been voted on.
    await expect(within(items[3]!).getByRole('button', { name: 'Nuttig' })).toBeEnabled();
  },
};

export const Links: Story = {
  name: 'Answer with links',
  args: {
    messages: [
      { role: 'user', content: 'Hoe kan ik jullie bereiken?' },
      {
        role: 'assistant',
        content: `Stuur een bericht via [de contactpagina](/contact), mail ${agency.email} of bel ${agency.phone.display}.`,
      },
    ],
  },
  play: async ({ args, canvas }) => {
    const answer = within(messageItems(canvas)[1]!);
    await expect(answer.getByRole('link', { name: 'de contactpagina' })).toHaveAttribute('href', '/contact');
    await expect(answer.getByRole('link', { name: agency.email })).toHaveAttribute('href', `mailto:${agency.email}`);
    await expect(answer.getByRole('link', { name: agency.phone.display })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+31/),
    );
    await userEvent.click(answer.getByRole('link', { name: 'de contactpagina' }));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
    await expect(args.onNavigate).toHaveBeenCalledWith('/contact', expect.anything());
  },
};

/** Steps as a numbered list and services as points with their links, then the "Meer lezen" line. */
export const Lists: Story = {
  name: 'Answer with steps and points',
  args: {
    messages: [
      { role: 'user', content: 'Hoe werkt het en wat doen jullie?' },
      {
        role: 'assistant',
        content: [
          'Zo werken we:',
          '1. Kennismaking: we bespreken je doelen.',
          `2. Gratis ontwerp: binnen ${promises.freeDesignHours} uur zie je je nieuwe website.`,
          '3. Bouw en lancering.',
          '',
          'We doen drie dingen:',
          '- [WordPress Development](/wordpress): een website die je zelf bijhoudt.',
          '- [Shopify E-commerce](/shopify): een webshop die verkoopt.',
          '',
          'Meer lezen: [Diensten](/services)',
        ].join('\n'),
      },
    ],
  },
  play: async ({ canvas }) => {
    const answer = within(messageItems(canvas)[1]!);
    const [steps, points] = answer.getAllByRole('list');
    await expect(within(steps!).getAllByRole('listitem')).toHaveLength(3);
    await expect(steps!.tagName).toBe('OL');
    await expect(within(steps!).getAllByRole('listitem')[0]).toHaveTextContent('Kennismaking: we bespreken je doelen.');
    await expect(points!.tagName).toBe('UL');
    await expect(within(points!).getByRole('link', { name: 'WordPress Development' })).toHaveAttribute(
      'href',
      '/wordpress',
    );
    await expect(answer.getByRole('link', { name: 'Diensten' })).toHaveAttribute('href', '/services');
    // No raw path or list marker is left as text.
    await expect(messageItems(canvas)[1]).not.toHaveTextContent('(/');
    await expect(messageItems(canvas)[1]).not.toHaveTextContent(/^\s*-\s/m);
  },
};

/**
 * A person of the agency answers in the chat: the bubble of an answer, under their name,
 * without votes. Screen readers hear the name as the speaker.
 */
export const PersonMessage: Story = {
  name: 'A person of the agency answers',
  args: {
    messages: [
      ...conversation.slice(0, 2),
      { role: 'user', content: 'Kan ik ook iemand van jullie spreken?' },
      {
        role: 'person',
        name: 'Mila',
        content: `Hoi, ik ben Mila van ${agency.name}. Ik lees even mee: wat voor website heb je in gedachten?`,
      },
    ],
  },
  play: async ({ canvas }) => {
    const items = messageItems(canvas);
    await expect(items).toHaveLength(4);
    const person = within(items[3]!);
    await expect(items[3]).toHaveAttribute('data-role', 'person');
    // The speaker for screen readers is the name, never the assistant.
    await expect(person.getByText('Mila:')).toHaveClass('visually-hidden');
    await expect(items[3]).not.toHaveTextContent('Assistent:');
    // The eye sees the name above the bubble (screen readers hear it once, as the speaker).
    const name = person.getByText('Mila', { exact: true });
    await expect(name).toBeVisible();
    await expect(name).toHaveAttribute('aria-hidden', 'true');
    const bubble = items[3]!.querySelector('p')!.getBoundingClientRect();
    await expect(name.getBoundingClientRect().bottom).toBeLessThanOrEqual(bubble.top);
    // On the left, like the assistant's answers.
    const user = items[2]!.querySelector('p')!.getBoundingClientRect();
    await expect(bubble.left).toBeLessThan(user.left);
    // No votes on a person's answer, and no 'Opnieuw': the question has its answer.
    await expect(person.queryByRole('group', { name: 'Was dit antwoord nuttig?' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Opnieuw' })).toBeNull();
    // The assistant's answer before it keeps its votes.
    await expect(within(items[1]!).getByRole('button', { name: 'Nuttig' })).toBeEnabled();
  },
};

export const CallbackRequest: Story = {
  name: 'Call me back: the form',
  args: { messages: conversation.slice(0, 2) },
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Bel me terug' });
    await userEvent.click(opener);
    // The form takes the input's place; focus on the phone field.
    await expect(callbackForm(canvas)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Je vraag' })).toBeNull();
    const phone = phoneField(canvas);
    await expect(phone).toHaveFocus();
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('autocomplete', 'tel');
    await expect(nameField(canvas)).toHaveAttribute('autocomplete', 'name');
    const form = within(callbackForm(canvas));
    await expect(form.getByRole('link', { name: 'privacyverklaring' })).toHaveAttribute('href', '/privacy');
    await expect(form.getByText(/We sturen dit gesprek mee en gebruiken je nummer alleen/)).toBeVisible();
    await expect(
      form.getByText(`Laat je nummer achter, dan bellen we je binnen ${promises.contactWithinHours} uur terug.`, {
        exact: false,
      }),
    ).toBeVisible();

    // Back to the conversation: focus returns to the button that opened the form.
    await userEvent.click(form.getByRole('button', { name: 'Annuleren' }));
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Bel me terug' })).toHaveFocus();

    // By keyboard: Enter opens it, Escape closes the form (not the panel).
    await userEvent.keyboard('{Enter}');
    await expect(phoneField(canvas)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Bel me terug' })).toHaveFocus();

    // Open for the screenshot.
    await userEvent.keyboard('{Enter}');
    await expect(phoneField(canvas)).toHaveFocus();
    await expect(args.onRequestCallback).not.toHaveBeenCalled();
  },
};

export const CallbackRequestPhoneMissing: Story = {
  name: 'Call me back: phone number missing',
  args: { messages: conversation.slice(0, 2) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bel me terug' }));
    await fill(nameField(canvas), 'Sanne');
    await fill(phoneField(canvas), '   ');
    // The form's own submit button is the only 'Bel me terug' now.
    await userEvent.click(within(callbackForm(canvas)).getByRole('button', { name: 'Bel me terug' }));
    // The callback dialog's notice; nothing is sent; focus on the phone field, which says it too.
    const notices = within(screen.getByRole('region', { name: 'Meldingen (F8)' }));
    const notice = await notices.findByText('Telefoonnummer vereist');
    await waitFor(() => expect(notice).toBeVisible());
    await waitFor(() => expect(notices.getByText('Vul alstublieft je telefoonnummer in.')).toBeVisible());
    await expect(args.onRequestCallback).not.toHaveBeenCalled();
    await waitFor(() => expect(phoneField(canvas)).toHaveFocus());
    await expect(phoneField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(phoneField(canvas)).toHaveAccessibleDescription('Vul alstublieft je telefoonnummer in.');
    await expect(nameField(canvas)).toHaveValue('Sanne');
  },
};

export const CallbackRequestFailed: Story = {
  name: 'Call me back: request failed',
  args: {
    messages: conversation.slice(0, 2),
    onRequestCallback: fn(async () => {
      throw new Error('Netwerkfout');
    }),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bel me terug' }));
    await fill(phoneField(canvas), '06 12345678');
    await fill(nameField(canvas), 'Sanne');
    await userEvent.click(within(callbackForm(canvas)).getByRole('button', { name: 'Bel me terug' }));
    const notice = await screen.findByText('Er ging iets mis');
    await waitFor(() => expect(notice).toBeVisible());
    await waitFor(() => expect(screen.getByText('Probeer het later opnieuw of bel ons direct.')).toBeVisible());
    await expect(args.onRequestCallback).toHaveBeenCalledOnce();
    // The form stays, with what was typed; nothing joins the conversation.
    await waitFor(() => expect(phoneField(canvas)).toBeEnabled());
    await expect(phoneField(canvas)).toHaveValue('06 12345678');
    await expect(nameField(canvas)).toHaveValue('Sanne');
    await expect(args.onNotice).not.toHaveBeenCalled();
    await expect(messageItems(canvas)).toHaveLength(2);
  },
};

export const CallbackRequestSent: Story = {
  name: 'Call me back: confirmation in the conversation',
  args: { messages: conversation.slice(0, 2) },
  render: (args) => (
    <>
      <StatefulPanel {...args} />
      <ToastHost duration={600_000} />
    </>
  ),
  play: async ({ args, canvas }) => {
    const confirmation = `Je verzoek is ontvangen. We bellen je binnen ${promises.contactWithinHours} uur terug.`;
    await userEvent.click(canvas.getByRole('button', { name: 'Bel me terug' }));
    await fill(phoneField(canvas), ' 06 12345678 ');
    await userEvent.click(within(callbackForm(canvas)).getByRole('button', { name: 'Bel me terug' }));
    // The request carries the number (trimmed), no name and the empty honeypot (the session adds the conversation).
    await expect(args.onRequestCallback).toHaveBeenCalledOnce();
    await expect(args.onRequestCallback).toHaveBeenCalledWith({
      phone_number: '06 12345678',
      name: null,
      website: '',
    });
    // The form closes; the confirmation joins the conversation, as a notice of the site.
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
    await expect(args.onNotice).toHaveBeenCalledOnce();
    await expect(args.onNotice).toHaveBeenCalledWith(confirmation);
    const items = messageItems(canvas);
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveTextContent(`Melding: ${confirmation}`);
    await expect(items[2]).toHaveAttribute('data-role', 'notice');
    await expect(within(canvas.getByRole('dialog')).getByRole('status')).toHaveTextContent(confirmation);
    await expect(input(canvas)).toHaveFocus();
    // No notice besides: the conversation says it.
    await expect(
      within(screen.getByRole('region', { name: 'Meldingen (F8)' })).queryAllByRole('listitem'),
    ).toHaveLength(0);
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
