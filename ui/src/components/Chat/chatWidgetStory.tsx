// What the ChatWidget story files share (the states in ChatWidget.stories.tsx, the flows in
// ChatWidget.flows.stories.tsx): the widget with a fake backend, and how a play function finds
// its parts. Not exported from the package. The texts are the site's own (chatStoryData.ts).
import type { Meta } from '@storybook/react-vite';
import { lazy, Suspense, useMemo, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToastHost, dismissToast, toast } from '../Toast';
import { ChatAssistantPanel, type ChatAssistantPanelProps, type ChatPanelTexts } from './ChatPanel';
import { ChatWidget, type ChatWidgetProps } from './ChatWidget';
import { chatErrorNotice, type ChatErrorTexts } from './chatErrors';
import { chatStoryTexts, conversation } from './chatStoryData';
import type { ChatError, ChatMessage, ChatRequest, ChatTransport } from './chatTypes';
import { hasKeptConversation } from './keptConversation';
import {
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
export const STORY_STORAGE_KEY = 'agency-chat-story';

export type WidgetStoryArgs = Omit<ChatWidgetProps, 'renderPanel'> &
  Pick<ChatAssistantPanelProps, 'storageKey' | 'onNavigate'> & {
    /** The transport's call-back request (`ChatTransport.requestCallback`). */
    onRequestCallback?: ChatTransport['requestCallback'];
    /** The transport's vote (`ChatTransport.sendFeedback`). */
    onFeedback?: ChatTransport['sendFeedback'];
    /** The panel's texts (`ChatPanel texts`). */
    panelTexts: ChatPanelTexts;
    /** The chips of the panel's empty state. */
    quickReplies?: readonly string[];
    /** How a failed reply is told in a notice: `toast(chatErrorNotice(error, errorTexts))`. */
    errorTexts: ChatErrorTexts;
    /** How the fake backend answers: a streamed Dutch reply, no reply at all, or an HTTP error. */
    backend: Backend;
    /** The conversation the panel starts with. */
    initialMessages?: ChatMessage[];
    /** Spy: every request the transport receives. */
    onRequest: (request: ChatRequest) => void;
    /** Spy: every failed reply; the story also shows its notice with `toast(chatErrorNotice(error, errorTexts))`. */
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
  panelTexts,
  quickReplies,
  errorTexts,
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
        conversationWaiting={waiting}
        renderPanel={(panel) => (
          <Suspense fallback={null}>
            <Panel
              {...panel}
              texts={panelTexts}
              quickReplies={quickReplies}
              transport={transport}
              limits={storyLimits}
              initialMessages={initialMessages}
              storageKey={storageKey}
              onNavigate={onNavigate}
              onError={(error) => {
                onError(error);
                toast(chatErrorNotice(error, errorTexts));
              }}
            />
          </Suspense>
        )}
      />
      <ToastHost duration={600_000} />
    </>
  );
}

/** The meta of every ChatWidget story file, but for its title and tags. */
export const chatWidgetStoryDefaults = {
  args: {
    // The site's own copy, so the story shows what the site shows.
    texts: chatStoryTexts.launcher,
    panelTexts: chatStoryTexts.panel,
    quickReplies: chatStoryTexts.quickReplies,
    errorTexts: chatStoryTexts.errors,
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
} satisfies Omit<Meta<WidgetStoryArgs>, 'title'>;

export const launcher = (name: 'Chat openen' | 'Chat sluiten' | 'Chat openen, gesprek wacht') =>
  screen.getByRole('button', { name });
export const dialog = () => screen.getByRole('dialog', { name: 'AI Assistent' });
export const input = () => screen.getByRole('textbox', { name: 'Je vraag' });
export const sendButton = () => screen.getByRole('button', { name: 'Versturen' });
export const stopButton = () => screen.getByRole('button', { name: 'Stop' });
export const retryButton = () => screen.getByRole('button', { name: /^Opnieuw/ });
export const phoneField = () => screen.getByRole('textbox', { name: 'Telefoonnummer' });
/** Types a question into the input and sends it with Enter. */
export async function ask(text: string) {
  await userEvent.type(input(), text);
  await userEvent.keyboard('{Enter}');
}
/** The kept conversation, as the panel stored it. */
export const kept = () => JSON.parse(sessionStorage.getItem(STORY_STORAGE_KEY) ?? 'null') as unknown;
export const messageItems = () => within(screen.getByRole('list', { name: 'Berichten' })).getAllByRole('listitem');
export const liveRegion = () => within(dialog()).getByRole('status');

/** A conversation kept from an earlier page in this tab. */
export const keptMessages = conversation.slice(0, 4);

/** A failed reply: the notice, the live region, and under the question the reason and 'Opnieuw'. */
export const errorPlay =
  (kind: ChatError['kind'], title: string, description: string) =>
  async ({ args }: { args: Pick<WidgetStoryArgs, 'onError'> }) => {
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
