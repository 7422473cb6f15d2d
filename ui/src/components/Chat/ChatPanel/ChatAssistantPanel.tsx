import { useEffect } from 'react';
import type { ChatError, ChatLimits, ChatThreadMessage, ChatTransport, LiveChatTransport } from '../chatTypes';
import { useChatSession, useOwnChatSession } from '../session';
import { ChatPanel, type ChatLiveControls, type ChatPanelOptions } from './ChatPanel';

export type ChatAssistantPanelProps = ChatPanelOptions & {
  /** How the chat talks to its backend: replies, and (when it has them) votes and call-back requests. */
  transport: ChatTransport;
  /** The backend's limits on a request; the input takes at most `maxMessageChars` characters. */
  limits: ChatLimits;
  /** Called once per failed reply, e.g. `(error) => toast(chatErrorNotice(error, chatErrorTexts))`. */
  onError?: (error: ChatError) => void;
  /** The conversation to start with (read on the first render only), when none is kept under `storageKey`. */
  initialMessages?: readonly ChatThreadMessage[];
  /** Keeps the conversation in the tab's `sessionStorage` under this key (read on the first render only). */
  storageKey?: string;
  /**
   * Loads how the chat talks to a person of the agency (read on the first render only), e.g.
   * `() => import('./liveChat').then((m) => m.liveChatTransport)`: called only when a person is
   * asked for or a kept live conversation resumes. With it (and `texts.live`) the visitor can
   * ask for a colleague. See `ChatSessionOptions.live`.
   */
  live?: () => Promise<LiveChatTransport>;
  /** The page the visitor is on, sent when a person is asked for (read on the first render only). Default: the location's path. */
  page?: () => string;
};

/**
 * `ChatPanel` connected to a `ChatSession`: give it a transport and the backend's limits and it
 * holds the whole conversation, with stop, retry and 'Nieuw gesprek'. With `storageKey` the
 * conversation is kept in the tab's sessionStorage; when the transport takes call-back requests
 * (and `texts.callback` is given) a visitor can ask to be called back, and the confirmation joins
 * the conversation; when it takes votes (and `texts.feedback` is given) answers can be voted on;
 * `onNavigate` is called when a link in an answer is chosen. With `live` (and `texts.live`) the
 * visitor can ask for a colleague, who takes the conversation over live in the same panel. This
 * is what the site renders (lazily) inside `ChatWidget`.
 */
export function ChatAssistantPanel({
  transport,
  limits,
  onError,
  initialMessages,
  storageKey,
  live,
  page,
  ...panelProps
}: ChatAssistantPanelProps) {
  const liveTexts = panelProps.texts.live;
  const session = useOwnChatSession({
    transport,
    limits,
    onError,
    initialMessages,
    storageKey,
    live: liveTexts ? live : undefined,
    page,
    liveTexts,
  });
  useEffect(() => {
    session.setLiveTexts(liveTexts);
  }, [session, liveTexts]);
  const chat = useChatSession(session);
  const person: ChatLiveControls | undefined = session.canAskPerson
    ? {
        mode: chat.mode,
        ask: () => void session.askPerson(),
        start: () => void session.startLive(),
        cancel: session.cancelOffer,
        end: () => void session.endLive(),
        typing: session.liveTyping,
        callbackOfferSeen: session.dismissCallbackOffer,
        leaveContact: session.leaveContact,
        dismissContact: session.dismissContact,
      }
    : undefined;
  return (
    <ChatPanel
      {...panelProps}
      messages={chat.messages}
      loading={chat.loading}
      error={chat.error}
      maxLength={limits.maxMessageChars}
      onSend={(text) => void session.send(text)}
      onStop={session.stop}
      onRetry={() => void session.retry()}
      onNewConversation={session.newConversation}
      onNotice={session.addNotice}
      onRequestCallback={session.canRequestCallback ? session.requestCallback : undefined}
      onFeedback={session.canVote ? session.vote : undefined}
      live={person}
    />
  );
}
