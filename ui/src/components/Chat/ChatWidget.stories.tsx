import { chatErrorTexts, chatLauncherTexts, chatPanelTexts, chatQuickReplies, promises } from '@agency/content';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToastHost, dismissToast, toast } from '../Toast';
import { ChatAssistantPanel, type ChatAssistantPanelProps } from './ChatPanel';
import { ChatWidget, type ChatWidgetProps } from './ChatWidget';
import { chatErrorNotice } from './chatErrors';
import { conversation } from './chatStoryData';
import type { ChatError, ChatMessage, ChatRequest, ChatTransport } from './chatTypes';
import { hasKeptConversation } from './keptConversation';
import {
  answerFor,
  firstThenTransport,
  pendingTransport,
  shut,
  statusTransport,
  storyLimits,
  streamingTransport,
} from './storyTransports';

/** How the fake chat backend of a story answers. */
type Backend = 'stream' | 'pending' | '429' | '402' | '500' | 'held-once' | '500-once' | '429-once' | 'offer-callback';

// Factories: a story gets its own backend, so one that counts requests starts at zero.
const backends: Record<Backend, () => ChatTransport> = {
  stream: () => streamingTransport({ delay: 40 }),
  pending: () => pendingTransport,
  // Retry-After 0: 'Opnieuw' works at once (the countdown has a story of its own).
  '429': () => statusTransport(429, 0),
  '402': () => statusTransport(402),
  '500': () => statusTransport(500),
  // The first answer holds after its first words (until stopped); later ones stream.
  'held-once': () =>
    firstThenTransport(streamingTransport({ delay: 40, gate: shut }), streamingTransport({ delay: 40 })),
  '500-once': () => firstThenTransport(statusTransport(500), streamingTransport({ delay: 40 })),
  '429-once': () => firstThenTransport(statusTransport(429, 2), streamingTransport({ delay: 40 })),
  'offer-callback': () => streamingTransport({ delay: 40, actions: ['offer_callback'] }),
};

/** Where the stories keep their conversation (sessionStorage), when `storageKey` is on. */
const STORY_STORAGE_KEY = 'agency-chat-story';

type WidgetStoryArgs = Omit<ChatWidgetProps, 'renderPanel'> &
  Pick<ChatAssistantPanelProps, 'storageKey' | 'onNavigate'> & {
    /** The transport's call-back request (`ChatTransport.requestCallback`). */
    onRequestCallback?: ChatTransport['requestCallback'];
    /** The transport's vote (`ChatTransport.sendFeedback`). */
    onFeedback?: ChatTransport['sendFeedback'];
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
    /** Let the launcher say a conversation is waiting when one is kept under `storageKey`, as the site does on page load. */
    waitingFromStorage?: boolean;
  };

// As on the site: the panel's module is imported only when the widget first renders it.
const LazyChatAssistantPanel = lazy(() =>
  import('./ChatPanel').then((module) => ({ default: module.ChatAssistantPanel })),
);

function WidgetStory({
  backend,
  initialMessages,
  onRequest,
  onError,
  lazyPanel,
  storageKey,
  onRequestCallback,
  onFeedback,
  onNavigate,
  waitingFromStorage,
  conversationWaiting,
  ...widgetProps
}: WidgetStoryArgs) {
  const base = useMemo(() => backends[backend](), [backend]);
  const transport: ChatTransport = {
    reply: (request, signal) => {
      onRequest(request);
      return base.reply(request, signal);
    },
    sendFeedback: onFeedback,
    requestCallback: onRequestCallback,
  };
  // Read once, on "page load", like the site.
  const [keptOnLoad] = useState(() => Boolean(waitingFromStorage && storageKey && hasKeptConversation(storageKey)));
  const waiting = conversationWaiting ?? keptOnLoad;
  const Panel = lazyPanel ? LazyChatAssistantPanel : ChatAssistantPanel;
  return (
    <>
      <ChatWidget
        {...widgetProps}
        texts={chatLauncherTexts}
        conversationWaiting={waiting}
        renderPanel={(panel) => (
          <Suspense fallback={null}>
            <Panel
              {...panel}
              texts={chatPanelTexts}
              quickReplies={chatQuickReplies}
              transport={transport}
              limits={storyLimits}
              initialMessages={initialMessages}
              storageKey={storageKey}
              onNavigate={onNavigate}
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
}

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
 *         limits={chatProtocol.limits} // the api's limits on a request, from '@agency/api/contract'
 *         storageKey="chat"
 *         onNavigate={closeOnPhones} // (href, event) => void, when a link in an answer is chosen
 *         onError={(error) => toast(chatErrorNotice(error, chatErrorTexts))}
 *       />
 *     </Suspense>
 *   )}
 * />
 * ```
 *
 * `chatTransport` is the site's (site/src/api/chat.ts): its `reply` POSTs the conversation with
 * the public key and yields the streamed reply as typed events (text, actions), throwing a
 * `ChatReplyFailure` for a 429 or 402; the chat itself knows no network.
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
    onRequestCallback: fn(async () => {}),
    onFeedback: fn(async () => {}),
    // A story never leaves its page.
    onNavigate: fn((_href, event) => event.preventDefault()),
  },
  argTypes: {
    backend: { control: 'inline-radio', options: Object.keys(backends) },
    onRequestCallback: { control: false },
    onFeedback: { control: false },
    onNavigate: { control: false },
  },
  // The toast store and the session storage are global: start and end every story without notices or a kept conversation.
  beforeEach: () => {
    dismissToast();
    sessionStorage.removeItem(STORY_STORAGE_KEY);
    return () => {
      dismissToast();
      sessionStorage.removeItem(STORY_STORAGE_KEY);
    };
  },
  render: (args) => <WidgetStory {...args} />,
  parameters: {
    layout: 'fullscreen',
    // Fixed to the corner of the window: each story in its own frame in the docs.
    docs: { story: { inline: false, iframeHeight: 820 } },
  },
  globals: { viewport: { value: 'large', isRotated: false } },
} satisfies Meta<WidgetStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const launcher = (name: 'Chat openen' | 'Chat sluiten' | 'Chat openen, gesprek wacht') =>
  screen.getByRole('button', { name });
const dialog = () => screen.getByRole('dialog', { name: 'AI Assistent' });
const input = () => screen.getByRole('textbox', { name: 'Je vraag' });
const sendButton = () => screen.getByRole('button', { name: 'Versturen' });
const stopButton = () => screen.getByRole('button', { name: 'Stop' });
const retryButton = () => screen.getByRole('button', { name: /^Opnieuw/ });
const phoneField = () => screen.getByRole('textbox', { name: 'Telefoonnummer' });
const handoffForm = () => screen.getByRole('form', { name: chatPanelTexts.handoff.title });
/** Types a question into the input and sends it with Enter. */
async function ask(text: string) {
  await userEvent.type(input(), text);
  await userEvent.keyboard('{Enter}');
}
/** The kept conversation, as the panel stored it. */
const kept = () => JSON.parse(sessionStorage.getItem(STORY_STORAGE_KEY) ?? 'null') as unknown;
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
    // The send button has made way for the stop button.
    await expect(screen.queryByRole('button', { name: 'Versturen' })).toBeNull();
    await expect(stopButton()).toBeEnabled();
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
    const notices = within(screen.getByRole('region', { name: 'Meldingen (F8)' }));
    const notice = await notices.findByText(title);
    await waitFor(() => expect(notice).toBeVisible());
    await expect(notices.getByText(description)).toBeVisible();
    await waitFor(() => expect(input()).toBeEnabled());
    await expect(screen.queryByText('Aan het typen...')).toBeNull();
    await expect(liveRegion()).toHaveTextContent(`${title}. ${description}`);
    // The question stays in the conversation; no empty assistant bubble.
    await expect(messageItems()).toHaveLength(1);
    // Under it, the reason and 'Opnieuw'.
    await expect(within(dialog()).getByText(description)).toBeVisible();
    await expect(retryButton()).toHaveAccessibleName('Opnieuw');
    await expect(retryButton()).toBeEnabled();
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

const keptMessages = conversation.slice(0, 4);

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

export const Handoff: Story = {
  name: 'Call me back from the chat',
  args: { defaultOpen: true, initialMessages: conversation.slice(0, 2) },
  play: async ({ args }) => {
    const confirmation = `Je verzoek is ontvangen. We bellen je binnen ${promises.contactWithinHours} uur terug.`;
    await userEvent.click(screen.getByRole('button', { name: 'Bel me terug' }));
    await expect(phoneField()).toHaveFocus();
    // Blank: the callback dialog's notice, nothing sent.
    await userEvent.click(within(handoffForm()).getByRole('button', { name: 'Bel me terug' }));
    const notice = await screen.findByText('Telefoonnummer vereist');
    await waitFor(() => expect(notice).toBeVisible());
    await expect(args.onRequestCallback).not.toHaveBeenCalled();
    await expect(phoneField()).toHaveFocus();

    await userEvent.paste('06 12345678');
    await userEvent.click(screen.getByRole('textbox', { name: 'Naam (optioneel)' }));
    await userEvent.paste('Sanne de Vries');
    await userEvent.click(within(handoffForm()).getByRole('button', { name: 'Bel me terug' }));
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
    await waitFor(() => expect(handoffForm()).toBeVisible());
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
