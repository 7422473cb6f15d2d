import { ChatAssistantPanel, type ChatAssistantPanelProps } from '@agency/ui/Chat/ChatPanel';
import { chatTransport, sendChatFeedback } from '../api/chat';
import { requestCallbackFromChat } from '../api/leads';

export type SiteChatPanelProps = Omit<ChatAssistantPanelProps, 'transport' | 'onRequestCallback' | 'onFeedback'>;

/** The chat panel with the site's requests: the chat, the call back and the votes. Loaded lazily. */
export default function SiteChatPanel(props: SiteChatPanelProps) {
  return (
    <ChatAssistantPanel
      {...props}
      transport={chatTransport}
      onRequestCallback={requestCallbackFromChat}
      onFeedback={sendChatFeedback}
    />
  );
}
