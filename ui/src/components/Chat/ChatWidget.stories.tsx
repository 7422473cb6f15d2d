import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChatWidget } from './ChatWidget';
import { conversation } from './chatStoryData';
import {
  chatWidgetStoryDefaults,
  dialog,
  errorPlay,
  input,
  launcher,
  messageItems,
  sendButton,
  type WidgetStoryArgs,
} from './chatWidgetStory';
import { answerFor } from './storyTransports';

/**
 * The chat assistant as the site uses it. `ChatWidget` is light (launcher and
 * state); the panel comes from its own entry and is rendered through
 * `renderPanel` only once the chat is first opened, so the site loads it lazily:
 *
 * ```tsx
 * import { lazy, Suspense } from 'react';
 * import { chatErrorTexts, chatPanelTexts, chatQuickReplies } from '@agency/content';
 * import { ChatWidget, chatErrorNotice } from '@agency/ui/Chat';
 * import { toast } from '@agency/ui/Toast';
 *
 * const ChatAssistantPanel = lazy(() =>
 *   import('@agency/ui/Chat/ChatPanel').then((m) => ({ default: m.ChatAssistantPanel })),
 * );
 *
 * <ChatWidget
 *   texts={chatLauncherTexts}
 *   conversationWaiting={hasKeptConversation('chat')} // from '@agency/ui/Chat/keptConversation', on page load
 *   renderPanel={(panel) => (
 *     <Suspense fallback={null}>
 *       <ChatAssistantPanel
 *         {...panel}
 *         texts={chatPanelTexts}
 *         quickReplies={chatQuickReplies}
 *         transport={chatTransport} // { reply, sendFeedback?, requestCallback? }: see ChatTransport
 *         limits={chatProtocol.limits} // the api's limits on a request, from '@agency/contract/chat'
 *         storageKey="chat"
 *         onNavigate={closeOnPhones} // (href, event) => void, when a link in an answer is chosen
 *         onError={(error) => toast(chatErrorNotice(error, chatErrorTexts))}
 *       />
 *     </Suspense>
 *   )}
 * />
 * ```
 *
 * `chatTransport` is the site's (site/src/features/chat/chat.ts): its `reply` POSTs the conversation with
 * the public key and yields the streamed reply as typed events (text, actions), throwing a
 * `ChatReplyFailure` for a 429 or 402; the chat itself knows no network.
 * The panel stays mounted after the first open, so the conversation survives closing.
 * In these stories the backend is a fake that streams Dutch answers in chunks, and the
 * texts are the site's own, from `@agency/content`. Interactions that end in a state shown here
 * or in Componenten/ChatPanel are in Patronen/ChatWidget/Flows (ChatWidget.flows.stories.tsx),
 * without screenshots.
 */
const meta = {
  title: 'Patronen/ChatWidget',
  // The story args replace `renderPanel` with the fake backend's settings; the
  // docs still read ChatWidget's own props.
  component: ChatWidget as unknown as ComponentType<WidgetStoryArgs>,
  ...chatWidgetStoryDefaults,
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  name: 'Closed (launcher)',
  args: { lazyPanel: true },
  play: async ({ args }) => {
    const button = launcher('Chat openen');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The panel's slot exists (aria-controls points to it) but nothing is rendered before the first open.
    const slot = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await expect(slot).not.toBeNull();
    await expect(slot).toBeEmptyDOMElement();
    await expect(screen.queryByRole('dialog')).toBeNull();

    // Open with the launcher: the (lazily loaded) panel appears and focus moves to its input.
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // (Its name; on small screens the open panel covers it and it hides.)
    await expect(button).toHaveAttribute('aria-label', 'Chat sluiten');
    await expect(await screen.findByRole('dialog', { name: 'AI Assistent' })).toBeVisible();
    await expect(dialog()).not.toHaveAttribute('aria-modal');
    await waitFor(() => expect(input()).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    // The launcher toggles it closed again.
    await userEvent.click(launcher('Chat sluiten'));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // Escape closes it too and returns focus to the launcher.
    await userEvent.click(button);
    await waitFor(() => expect(input()).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(launcher('Chat openen')).toHaveAttribute('aria-expanded', 'false');
    await expect(launcher('Chat openen')).toHaveFocus();
  },
};

export const OpenEmptyState: Story = {
  name: 'Open (empty state)',
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const panel = within(dialog());
    await expect(panel.getByRole('heading', { name: 'AI Assistent' })).toBeVisible();
    await expect(panel.getByText('Online')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Hoe kunnen we helpen?' })).toBeVisible();
    await expect(panel.getByText('Stel je vraag en ontvang direct antwoord!')).toBeVisible();
    const chips = within(panel.getByRole('list', { name: 'Snelle vragen' })).getAllByRole('button');
    await expect(chips.map((chip) => chip.textContent)).toEqual(['Prijzen', 'WordPress', 'Shopify', 'Contact']);
    await expect(input()).toHaveAttribute('placeholder', 'Typ je vraag...');
    await expect(panel.getByText('Powered by AI • Beantwoordt direct')).toBeVisible();

    // Blank text cannot be sent: the button stays disabled and Enter does nothing.
    await expect(sendButton()).toBeDisabled();
    await userEvent.type(input(), '   ');
    await expect(sendButton()).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequest).not.toHaveBeenCalled();
    await expect(screen.queryByRole('list', { name: 'Berichten' })).toBeNull();
    await userEvent.clear(input());
  },
};

export const Conversation: Story = {
  args: { defaultOpen: true, initialMessages: conversation },
  play: async ({ args }) => {
    const question = 'Werken jullie ook met Shopify?';
    const expected = answerFor([{ role: 'user', content: question }]).join('');
    await expect(messageItems()).toHaveLength(conversation.length);
    // User bubbles on the right, assistant bubbles on the left.
    const [userBubble, assistantBubble] = messageItems().map((item) =>
      item.querySelector('p')!.getBoundingClientRect(),
    );
    await expect(userBubble!.right).toBeGreaterThan(assistantBubble!.right);
    await expect(assistantBubble!.left).toBeLessThan(userBubble!.left);

    // Shift+Enter makes a new line; Enter sends.
    await userEvent.click(input());
    await userEvent.keyboard('Werken jullie ook{Shift>}{Enter}{/Shift}');
    await expect(input()).toHaveValue('Werken jullie ook\n');
    await expect(args.onRequest).not.toHaveBeenCalled();
    await userEvent.clear(input());
    await userEvent.type(input(), question);
    await expect(sendButton()).toBeEnabled();
    await userEvent.keyboard('{Enter}');

    // The transport receives the whole conversation, including the new message.
    await expect(args.onRequest).toHaveBeenCalledOnce();
    await expect(args.onRequest).toHaveBeenCalledWith({
      messages: [...conversation, { role: 'user', content: question }],
    });
    await expect(input()).toHaveValue('');

    await waitFor(() => expect(input()).toBeEnabled());
    const items = messageItems();
    await expect(items).toHaveLength(conversation.length + 2);
    await expect(items.at(-1)).toHaveTextContent(`Assistent: ${expected}`);
    // Focus is back in the input for the next question.
    await expect(input()).toHaveFocus();
    // The list scrolled to the newest message.
    const scroller = within(dialog()).getByRole('region', { name: 'Gesprek' });
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    await expect(scroller.scrollTop + scroller.clientHeight).toBeGreaterThanOrEqual(scroller.scrollHeight - 2);
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true, initialMessages: conversation.slice(0, 4) },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ args }) => {
    // Small screens only (the test runner opens this story at 375 px); wider
    // screenshots of this story keep its initial state.
    if (window.matchMedia('(min-width: 768px)').matches) return;
    // The panel covers the launcher and has its own close button.
    await expect(screen.queryByRole('button', { name: 'Chat openen' })).toBeNull();
    const panel = dialog();
    // Layout size (offset*, not the bounding box, which the opening animation scales).
    await expect(panel.offsetWidth).toBeGreaterThan(window.innerWidth - 40);
    await expect(panel.offsetHeight).toBe(Math.round(window.innerHeight * 0.85));

    await userEvent.click(within(panel).getByRole('button', { name: 'Chat sluiten' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(launcher('Chat openen')).toHaveFocus();

    // Reopened, the conversation is still there.
    await userEvent.click(launcher('Chat openen'));
    await expect(messageItems()).toHaveLength(4);
    await waitFor(() => expect(input()).toHaveFocus());
  },
};

/** One failed reply with its notice over the open widget; the other errors are flows. */
export const Failed: Story = {
  name: 'Error 500 (other failure)',
  args: { defaultOpen: true, backend: '500' },
  play: errorPlay('failed', 'Fout', 'Er ging iets mis. Probeer het opnieuw.'),
};

export const LauncherWaiting: Story = {
  name: 'Closed, a conversation waiting',
  args: { conversationWaiting: true },
  play: async () => {
    const button = launcher('Chat openen, gesprek wacht');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The dot, to the eye.
    const dot = button.querySelector('[aria-hidden="true"]:not(svg)');
    await expect(dot).not.toBeNull();
    await expect(dot).toBeVisible();
  },
};
