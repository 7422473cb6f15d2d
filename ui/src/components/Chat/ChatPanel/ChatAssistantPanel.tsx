import { CHAT_LIMITS } from '../keptConversation';
import { useChat, type UseChatOptions } from '../useChat';
import { ChatPanel, type ChatPanelProps } from './ChatPanel';

export type ChatAssistantPanelProps = Omit<
  ChatPanelProps,
  | 'messages'
  | 'loading'
  | 'value'
  | 'defaultValue'
  | 'onValueChange'
  | 'onSend'
  | 'onStop'
  | 'onRetry'
  | 'onNewConversation'
  | 'onNotice'
  | 'error'
  | 'maxLength'
> &
  UseChatOptions;

/**
 * `ChatPanel` connected to `useChat`: give it a transport and an error
 * handler and it holds the whole conversation, with stop, retry and 'Nieuw
 * gesprek'. With `storageKey` the conversation is kept in the tab's
 * sessionStorage; with `onRequestCallback` (and `texts.handoff`) a visitor can ask
 * to be called back, and the confirmation joins the conversation; with
 * `onFeedback` (and `texts.feedback`) answers can be voted on; `onNavigate` is
 * called when a link in an answer is chosen. This is what the site renders
 * (lazily) inside `ChatWidget`.
 */
export function ChatAssistantPanel({
  transport,
  onError,
  initialMessages,
  storageKey,
  ...panelProps
}: ChatAssistantPanelProps) {
  const chat = useChat({ transport, onError, initialMessages, storageKey });
  return (
    <ChatPanel
      {...panelProps}
      messages={chat.messages}
      loading={chat.loading}
      error={chat.error}
      value={chat.input}
      maxLength={CHAT_LIMITS.maxMessageChars}
      onValueChange={chat.setInput}
      onSend={(text) => void chat.send(text)}
      onStop={chat.stop}
      onRetry={() => void chat.retry()}
      onNewConversation={chat.clear}
      onNotice={chat.addNotice}
    />
  );
}
