import { useChat, type UseChatOptions } from '../useChat';
import { ChatPanel, type ChatPanelProps } from './ChatPanel';

export type ChatAssistantPanelProps = Omit<
  ChatPanelProps,
  'messages' | 'loading' | 'value' | 'defaultValue' | 'onValueChange' | 'onSend' | 'error'
> &
  UseChatOptions;

/**
 * `ChatPanel` connected to `useChat`: give it a transport and an error
 * handler and it holds the whole conversation. This is what the site renders
 * (lazily) inside `ChatWidget`.
 */
export function ChatAssistantPanel({ transport, onError, initialMessages, ...panelProps }: ChatAssistantPanelProps) {
  const chat = useChat({ transport, onError, initialMessages });
  return (
    <ChatPanel
      {...panelProps}
      messages={chat.messages}
      loading={chat.loading}
      error={chat.error}
      value={chat.input}
      onValueChange={chat.setInput}
      onSend={(text) => void chat.send(text)}
    />
  );
}
