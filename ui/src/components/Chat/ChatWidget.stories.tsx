import { chatErrorTexts, chatPanelTexts, chatQuickReplies } from '@agency/content';
import { lazy, Suspense, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToastHost, dismissToast, toast } from '../Toast';
import { ChatAssistantPanel } from './ChatPanel';
import { ChatWidget, type ChatWidgetProps } from './ChatWidget';
import { chatErrorNotice } from './chatErrors';
import { conversation } from './chatStoryData';
import type { ChatError, ChatMessage, ChatRequest, ChatTransport } from './chatTypes';
import { answerFor, pendingTransport, statusTransport, streamingTransport } from './storyTransports';

/** How the fake chat backend of a story answers. */
type Backend = 'stream' | 'pending' | '429' | '402' | '500';

const backends: Record<Backend, ChatTransport> = {
  stream: streamingTransport({ delay: 40 }),
  pending: pendingTransport,
  '429': statusTransport(429),
  '402': statusTransport(402),
  '500': statusTransport(500),
};

type WidgetStoryArgs = Omit<ChatWidgetProps, 'renderPanel'> & {
  /** How the fake backend answers: a streamed Dutch reply, no reply at all, or an HTTP error. */
  backend: Backend;
  /** The conversation the panel starts with. */
  initialMessages?: ChatMessage[];
  /** Spy: every request the transport receives. */
  onRequest: (request: ChatRequest) => void;
  /** Spy: every failed reply; the story also shows its notice with `toast(chatErrorNotice(error, chatErrorTexts))`. */
  onError: (error: ChatError) => void;
  /** Load the panel with `React.lazy`, as the site does. */
  lazyPanel?: boolean;
};

// As on the site: the panel's module is imported only when the widget first renders it.
const LazyChatAssistantPanel = lazy(() =>
  import('./ChatPanel').then((module) => ({ default: module.ChatAssistantPanel })),
);

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
 *   renderPanel={(panel) => (
 *     <Suspense fallback={null}>
 *       <ChatAssistantPanel
 *         {...panel}
 *         texts={chatPanelTexts}
 *         quickReplies={chatQuickReplies}
 *         transport={chatTransport}
 *         onError={(error) => toast(chatErrorNotice(error, chatErrorTexts))}
 *       />
 *     </Suspense>
 *   )}
 * />
 * ```
 *
 * `chatTransport` is `(request, signal) => fetch(url, { method: 'POST', signal, headers: {
 * 'Content-Type': 'application/json', Authorization: 'Bearer …' }, body: JSON.stringify(request) })`.
 * The panel stays mounted after the first open, so the conversation survives closing.
 * In these stories the backend is a fake that streams Dutch answers in chunks, and the
 * texts are the site's own, from `@agency/content`.
 */
const meta = {
  title: 'Patronen/ChatWidget',
  // The story args replace `renderPanel` with the fake backend's settings; the
  // docs still read ChatWidget's own props.
  component: ChatWidget as unknown as ComponentType<WidgetStoryArgs>,
  args: {
    backend: 'stream',
    onRequest: fn(),
    onError: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    backend: { control: 'inline-radio', options: Object.keys(backends) },
  },
  // The toast store is global: start and end every story without notices.
  beforeEach: () => {
    dismissToast();
    return () => dismissToast();
  },
  render: ({ backend, initialMessages, onRequest, onError, lazyPanel, ...widgetProps }) => {
    const transport: ChatTransport = (request, signal) => {
      onRequest(request);
      return backends[backend](request, signal);
    };
    const Panel = lazyPanel ? LazyChatAssistantPanel : ChatAssistantPanel;
    return (
      <>
        <ChatWidget
          {...widgetProps}
          renderPanel={(panel) => (
            <Suspense fallback={null}>
              <Panel
                {...panel}
                texts={chatPanelTexts}
                quickReplies={chatQuickReplies}
                transport={transport}
                initialMessages={initialMessages}
                onError={(error) => {
                  onError(error);
                  toast(chatErrorNotice(error, chatErrorTexts));
                }}
              />
            </Suspense>
          )}
        />
        <ToastHost duration={600_000} />
      </>
    );
  },
  parameters: {
    layout: 'fullscreen',
    // Fixed to the corner of the window: each story in its own frame in the docs.
    docs: { story: { inline: false, iframeHeight: 820 } },
  },
  globals: { viewport: { value: 'large', isRotated: false } },
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const launcher = (name: 'Chat openen' | 'Chat sluiten') => screen.getByRole('button', { name });
const dialog = () => screen.getByRole('dialog', { name: 'AI Assistent' });
const input = () => screen.getByRole('textbox', { name: 'Je vraag' });
const sendButton = () => screen.getByRole('button', { name: 'Versturen' });
const messageItems = () => within(screen.getByRole('list', { name: 'Berichten' })).getAllByRole('listitem');
const liveRegion = () => within(dialog()).getByRole('status');

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

    await userEvent.click(screen.getByRole('button', { name: 'Prijzen' }));
    // The chip's text shows in the input first; it is sent about 100 ms later.
    await expect(input()).toHaveValue('Prijzen');
    await expect(args.onRequest).not.toHaveBeenCalled();

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
    await expect(sendButton()).toBeDisabled();
    await expect(messageItems().at(-1)).toHaveTextContent('Jij: Hoe snel kunnen jullie beginnen?');
    await expect(liveRegion()).toHaveTextContent('Aan het typen...');
    // Focus waits on the conversation, so Escape still reaches the panel.
    await expect(scroller).toHaveFocus();
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

const errorPlay =
  (kind: ChatError['kind'], title: string, description: string): Story['play'] =>
  async ({ args }) => {
    await userEvent.type(input(), 'Hallo, ik wil een webshop laten maken.');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onError).toHaveBeenCalledOnce());
    await expect(args.onError).toHaveBeenCalledWith(expect.objectContaining({ kind }));
    // The notice shows, and loading has ended: the input works again.
    const notice = await screen.findByText(title);
    await waitFor(() => expect(notice).toBeVisible());
    await expect(screen.getByText(description)).toBeVisible();
    await waitFor(() => expect(input()).toBeEnabled());
    await expect(screen.queryByText('Aan het typen...')).toBeNull();
    await expect(liveRegion()).toHaveTextContent(`${title}. ${description}`);
    // The question stays in the conversation; no empty assistant bubble.
    await expect(messageItems()).toHaveLength(1);
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

export const Failed: Story = {
  name: 'Error 500 (other failure)',
  args: { defaultOpen: true, backend: '500' },
  play: errorPlay('failed', 'Fout', 'Er ging iets mis. Probeer het opnieuw.'),
};
