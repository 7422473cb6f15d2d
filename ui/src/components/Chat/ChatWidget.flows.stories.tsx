import { chatPanelTexts, promises } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChatWidget } from './ChatWidget';
import { conversation } from './chatStoryData';
import {
  ask,
  chatWidgetStoryDefaults,
  dialog,
  errorPlay,
  input,
  kept,
  keptMessages,
  launcher,
  liveRegion,
  messageItems,
  phoneField,
  retryButton,
  STORY_STORAGE_KEY,
  stopButton,
  type WidgetStoryArgs,
} from './chatWidgetStory';
import { answerFor } from './storyTransports';

/**
 * What a visitor does with the chat, end to end against a fake backend: a streamed answer,
 * stop, Opnieuw, errors, a kept conversation, 'Nieuw gesprek', the call back and the votes.
 * Each ends in a state that Patronen/ChatWidget or Componenten/ChatPanel already shows, so
 * these run as tests without screenshots (tag `no-visual`).
 */
const meta = {
  title: 'Patronen/ChatWidget/Flows',
  tags: ['no-visual'],
  component: ChatWidget as unknown as ComponentType<WidgetStoryArgs>,
  ...chatWidgetStoryDefaults,
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const callbackForm = () => screen.getByRole('form', { name: chatPanelTexts.callback.title });

export const QuickReply: Story = {
  name: 'Quick reply (streamed answer)',
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const expected = answerFor([{ role: 'user', content: 'Prijzen' }]).join('');
    // Record everything the live region says while the reply streams in.
    const region = liveRegion();
    const announced: string[] = [];
    const observer = new MutationObserver(() => announced.push(region.textContent ?? ''));
    observer.observe(region, { childList: true, characterData: true, subtree: true });

    // The chip's text shows in the input first; it is sent about 100 ms later. Read at once after
    // the click (no timer can run between microtasks), so a slow machine cannot miss it.
    screen.getByRole('button', { name: 'Prijzen' }).click();
    await Promise.resolve();
    const shownFirst = (input() as HTMLTextAreaElement).value;
    const requestsFirst = args.onRequest.mock.calls.length;
    await expect(shownFirst).toBe('Prijzen');
    await expect(requestsFirst).toBe(0);

    await waitFor(() => expect(args.onRequest).toHaveBeenCalledOnce());
    await expect(args.onRequest).toHaveBeenCalledWith({ messages: [{ role: 'user', content: 'Prijzen' }] });
    await expect(input()).toHaveValue('');
    await expect(messageItems()[0]).toHaveTextContent('Jij: Prijzen');

    // The reply streams into one assistant bubble, then loading ends.
    await waitFor(() => expect(messageItems()).toHaveLength(2));
    await waitFor(() => expect(input()).toBeEnabled());
    await expect(messageItems()).toHaveLength(2);
    await expect(messageItems()[1]).toHaveTextContent(`Assistent: ${expected}`, { normalizeWhitespace: false });
    await expect(within(messageItems()[1]!).getByText(expected)).toBeVisible();
    // Screen readers hear 'Aan het typen...' and then the whole reply once, never a partial one.
    await expect(liveRegion()).toHaveTextContent(expected);
    observer.disconnect();
    await expect(announced.filter(Boolean)).toEqual(['Aan het typen...', expected]);
    await expect(screen.queryByText('Aan het typen...')).toBeNull();
  },
};

export const Waiting: Story = {
  name: 'Waiting for a reply',
  args: { defaultOpen: true, backend: 'pending', initialMessages: conversation.slice(0, 2) },
  play: async ({ args }) => {
    await userEvent.type(input(), 'Hoe snel kunnen jullie beginnen?');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequest).toHaveBeenCalledOnce();
    const scroller = within(dialog()).getByRole('region', { name: 'Gesprek' });
    await expect(within(scroller).getByText('Aan het typen...')).toBeVisible();
    await expect(input()).toBeDisabled();
    // The send button has made way for the stop button.
    await expect(screen.queryByRole('button', { name: 'Versturen' })).toBeNull();
    await expect(stopButton()).toBeEnabled();
    await expect(messageItems().at(-1)).toHaveTextContent('Jij: Hoe snel kunnen jullie beginnen?');
    await expect(liveRegion()).toHaveTextContent('Aan het typen...');
    // Focus waits on the conversation, so Escape still reaches the panel.
    await expect(scroller).toHaveFocus();
  },
};

export const RateLimited: Story = {
  name: 'Error 429 (too many requests)',
  args: { defaultOpen: true, backend: '429' },
  play: errorPlay('rate-limited', 'Te veel verzoeken', 'Probeer het later opnieuw.'),
};

export const Unavailable: Story = {
  name: 'Error 402 (unavailable)',
  args: { defaultOpen: true, backend: '402' },
  play: errorPlay('unavailable', 'Service tijdelijk niet beschikbaar', 'Neem direct contact met ons op.'),
};

export const StopWhileStreaming: Story = {
  name: 'Stop while the answer streams, then Opnieuw',
  args: { defaultOpen: true, backend: 'held-once', initialMessages: conversation.slice(0, 2) },
  play: async ({ args }) => {
    const question = 'Werken jullie ook met Shopify?';
    const [firstWords] = answerFor([{ role: 'user', content: question }]);
    const expected = answerFor([{ role: 'user', content: question }]).join('');
    await ask(question);
    // The first words arrive; the answer holds there. The list is busy; the send button is 'Stop'.
    await waitFor(() => expect(messageItems()).toHaveLength(4));
    await expect(messageItems()[3]).toHaveTextContent(`Assistent: ${firstWords!.trim()}`);
    await expect(screen.getByRole('list', { name: 'Berichten' })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.queryByRole('button', { name: 'Versturen' })).toBeNull();

    // Stop: at once, the partial answer stays, marked; the input works again and has focus.
    await userEvent.click(stopButton());
    await expect(input()).toBeEnabled();
    await expect(input()).toHaveFocus();
    await expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    await expect(screen.getByRole('list', { name: 'Berichten' })).toHaveAttribute('aria-busy', 'false');
    const stopped = within(messageItems()[3]!);
    await expect(stopped.getByText('gestopt')).toBeVisible();
    await expect(stopped.queryByRole('button', { name: 'Nuttig' })).toBeNull();
    await expect(args.onError).not.toHaveBeenCalled();
    await expect(liveRegion()).toHaveTextContent('gestopt');

    // Opnieuw asks the same question again and replaces the partial answer.
    await userEvent.click(stopped.getByRole('button', { name: 'Opnieuw' }));
    await expect(args.onRequest).toHaveBeenCalledTimes(2);
    await expect(args.onRequest).toHaveBeenLastCalledWith({
      messages: [...conversation.slice(0, 2), { role: 'user', content: question }],
    });
    await waitFor(() => expect(input()).toBeEnabled());
    const items = messageItems();
    await expect(items).toHaveLength(4);
    await expect(items[3]).toHaveTextContent(`Assistent: ${expected}`);
    await expect(screen.queryByText('gestopt')).toBeNull();
    await expect(within(items[3]!).getByRole('button', { name: 'Nuttig' })).toBeEnabled();
    // Focus did not get lost: back in the input.
    await expect(input()).toHaveFocus();
  },
};

export const StopBeforeFirstWord: Story = {
  name: 'Stop before the first word',
  args: { defaultOpen: true, backend: 'pending', initialMessages: conversation.slice(0, 2) },
  play: async ({ args }) => {
    await ask('Hoe snel kunnen jullie beginnen?');
    const scroller = within(dialog()).getByRole('region', { name: 'Gesprek' });
    await expect(within(scroller).getByText('Aan het typen...')).toBeVisible();
    stopButton().focus();
    await userEvent.keyboard('{Enter}');
    // The question stays; no empty answer; the input works and has focus.
    await expect(messageItems()).toHaveLength(3);
    await expect(messageItems()[2]).toHaveTextContent('Jij: Hoe snel kunnen jullie beginnen?');
    await expect(screen.queryByText('Aan het typen...')).toBeNull();
    await expect(input()).toBeEnabled();
    await expect(input()).toHaveFocus();
    await expect(within(scroller).getByText('gestopt')).toBeVisible();
    await expect(retryButton()).toBeEnabled();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const RetryAfterError: Story = {
  name: 'Error, then Opnieuw',
  args: { defaultOpen: true, backend: '500-once' },
  play: async ({ args }) => {
    const question = 'Wat kost een webshop?';
    await ask(question);
    await waitFor(() => expect(args.onError).toHaveBeenCalledOnce());
    await waitFor(() => expect(retryButton()).toBeEnabled());
    await expect(messageItems()).toHaveLength(1);

    // The same question again; its answer takes the failure's place.
    await userEvent.click(retryButton());
    await expect(args.onRequest).toHaveBeenCalledTimes(2);
    await expect(args.onRequest).toHaveBeenLastCalledWith({ messages: [{ role: 'user', content: question }] });
    await waitFor(() => expect(input()).toBeEnabled());
    await expect(messageItems()).toHaveLength(2);
    await expect(messageItems()[1]).toHaveTextContent(
      `Assistent: ${answerFor([{ role: 'user', content: question }]).join('')}`,
    );
    await expect(screen.queryByRole('button', { name: /^Opnieuw/ })).toBeNull();
    await expect(within(dialog()).queryByText('Er ging iets mis. Probeer het opnieuw.')).toBeNull();
    await expect(args.onError).toHaveBeenCalledOnce();
    await expect(input()).toHaveFocus();
  },
};

export const RateLimitedCountdown: Story = {
  name: 'Error 429 with Retry-After (Opnieuw waits)',
  args: { defaultOpen: true, backend: '429-once' },
  play: async ({ args }) => {
    await ask('Wat kost een webshop?');
    await waitFor(() => expect(args.onError).toHaveBeenCalledOnce());
    await expect(args.onError).toHaveBeenCalledWith({ kind: 'rate-limited', status: 429, retryAfter: 2 });
    // Retry-After: 2. Disabled, with the seconds left, then enabled.
    const retry = await within(dialog()).findByRole('button', { name: /^Opnieuw/ });
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAccessibleName(/^Opnieuw \([12] s\)$/);
    await userEvent.click(retry, { pointerEventsCheck: 0 });
    await expect(args.onRequest).toHaveBeenCalledOnce();
    await waitFor(() => expect(retry).toBeEnabled(), { timeout: 4000 });
    await expect(retry).toHaveAccessibleName('Opnieuw');
    await userEvent.click(retry);
    await expect(args.onRequest).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(messageItems()).toHaveLength(2));
    await waitFor(() => expect(input()).toBeEnabled());
  },
};

export const KeptConversation: Story = {
  name: 'Kept conversation (after a reload)',
  args: { storageKey: STORY_STORAGE_KEY, waitingFromStorage: true },
  // A conversation kept from an earlier page in this tab.
  beforeEach: () => {
    sessionStorage.setItem(STORY_STORAGE_KEY, JSON.stringify({ v: 1, messages: keptMessages }));
  },
  play: async ({ args }) => {
    // The launcher says a conversation is waiting.
    const button = launcher('Chat openen, gesprek wacht');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Chat sluiten');

    // The conversation is back, and goes on; the new turns are kept too.
    await waitFor(() => expect(messageItems()).toHaveLength(4));
    await expect(messageItems()[3]).toHaveTextContent(`Assistent: ${keptMessages[3]!.content}`);
    await ask('Werken jullie ook met Shopify?');
    await expect(args.onRequest).toHaveBeenCalledWith({
      messages: [...keptMessages, { role: 'user', content: 'Werken jullie ook met Shopify?' }],
    });
    await waitFor(() => expect(input()).toBeEnabled());
    await expect(messageItems()).toHaveLength(6);
    // Kept once the answer has ended.
    await waitFor(() => expect(kept()).toMatchObject({ messages: { length: 6 } }));
    await expect(kept()).toEqual({
      v: 1,
      messages: [
        ...keptMessages,
        { role: 'user', content: 'Werken jullie ook met Shopify?' },
        {
          role: 'assistant',
          content: answerFor([{ role: 'user', content: 'Werken jullie ook met Shopify?' }]).join(''),
        },
      ],
    });
  },
};

export const NewConversation: Story = {
  name: 'Nieuw gesprek',
  args: { defaultOpen: true, storageKey: STORY_STORAGE_KEY, backend: 'pending' },
  beforeEach: () => {
    sessionStorage.setItem(STORY_STORAGE_KEY, JSON.stringify({ v: 1, messages: keptMessages }));
  },
  play: async ({ args }) => {
    await expect(messageItems()).toHaveLength(4);
    // Even while a reply is awaited: it is stopped, and everything is forgotten.
    await ask('Hoe snel kunnen jullie beginnen?');
    await expect(stopButton()).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Nieuw gesprek' }));
    await expect(screen.queryByRole('list', { name: 'Berichten' })).toBeNull();
    await expect(screen.getByRole('heading', { name: 'Hoe kunnen we helpen?' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Nieuw gesprek' })).toBeNull();
    await expect(sessionStorage.getItem(STORY_STORAGE_KEY)).toBeNull();
    await expect(input()).toBeEnabled();
    await expect(input()).toHaveFocus();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const CallbackRequest: Story = {
  name: 'Call me back from the chat',
  args: { defaultOpen: true, initialMessages: conversation.slice(0, 2) },
  play: async ({ args }) => {
    const confirmation = `Je verzoek is ontvangen. We bellen je binnen ${promises.contactWithinHours} uur terug.`;
    await userEvent.click(screen.getByRole('button', { name: 'Bel me terug' }));
    await expect(phoneField()).toHaveFocus();
    // Blank: the callback dialog's notice, nothing sent.
    await userEvent.click(within(callbackForm()).getByRole('button', { name: 'Bel me terug' }));
    const notice = await screen.findByText('Telefoonnummer vereist');
    await waitFor(() => expect(notice).toBeVisible());
    await expect(args.onRequestCallback).not.toHaveBeenCalled();
    await expect(phoneField()).toHaveFocus();

    await userEvent.paste('06 12345678');
    await userEvent.click(screen.getByRole('textbox', { name: 'Naam (optioneel)' }));
    await userEvent.paste('Sanne de Vries');
    await userEvent.click(within(callbackForm()).getByRole('button', { name: 'Bel me terug' }));
    await expect(args.onRequestCallback).toHaveBeenCalledOnce();
    await expect(args.onRequestCallback).toHaveBeenCalledWith({
      phone_number: '06 12345678',
      name: 'Sanne de Vries',
      website: '',
      conversation: conversation.slice(0, 2),
    });
    // The confirmation joins the conversation; the form has closed.
    await waitFor(() => expect(messageItems()).toHaveLength(3));
    await expect(messageItems()[2]).toHaveTextContent(`Melding: ${confirmation}`);
    await expect(screen.queryByRole('form')).toBeNull();
    await expect(input()).toHaveFocus();
    await expect(liveRegion()).toHaveTextContent(confirmation);
  },
};

export const OfferFromStream: Story = {
  name: 'The assistant offers a call back',
  args: { defaultOpen: true, backend: 'offer-callback' },
  play: async ({ args }) => {
    const question = 'Kan iemand mij bellen over een webshop?';
    const expected = answerFor([{ role: 'user', content: question }]).join('');
    await ask(question);
    // When the answer (with the action offer_callback) has ended, the form opens in the input's place.
    await waitFor(() => expect(callbackForm()).toBeVisible());
    await expect(messageItems()[1]).toHaveTextContent(`Assistent: ${expected}`);
    await expect(liveRegion()).toHaveTextContent(expected);
    await expect(phoneField()).toHaveFocus();
    await expect(screen.queryByRole('textbox', { name: 'Je vraag' })).toBeNull();
    // Back to the chat: focus on the input (nothing had been pressed to open it).
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('form')).toBeNull();
    await expect(input()).toHaveFocus();
    await expect(dialog()).toBeVisible();
    // The button opens it again.
    await userEvent.click(screen.getByRole('button', { name: 'Bel me terug' }));
    await expect(phoneField()).toHaveFocus();
    await expect(args.onRequestCallback).not.toHaveBeenCalled();
  },
};

export const Votes: Story = {
  name: 'Votes on an answer',
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await ask('Wat kost een website?');
    await waitFor(() => expect(input()).toBeEnabled());
    const answer = within(messageItems()[1]!);
    await userEvent.click(answer.getByRole('button', { name: 'Niet nuttig' }));
    await expect(args.onFeedback).toHaveBeenCalledOnce();
    await expect(args.onFeedback).toHaveBeenCalledWith({
      vote: 'not_useful',
      question: 'Wat kost een website?',
      answer: answerFor([{ role: 'user', content: 'Wat kost een website?' }]).join(''),
    });
    await waitFor(() => expect(answer.getByText('Bedankt voor je feedback!')).toBeVisible());
    await expect(answer.getByRole('button', { name: 'Niet nuttig' })).toHaveAttribute('aria-pressed', 'true');
    await expect(answer.getByRole('button', { name: 'Nuttig' })).toBeDisabled();
  },
};
