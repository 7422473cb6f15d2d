import { chatErrorTexts, chatPanelTexts, chatQuickReplies } from '@agency/content';
import { ChatWidget, chatErrorNotice, type ChatError } from '@agency/ui/Chat';
import { toast } from '@agency/ui/toast-store';
import { lazy, Suspense } from 'react';
import { chatTransport } from '../../api/chat';

// The panel's code loads when the chat is opened for the first time.
const ChatAssistantPanel = lazy(() =>
  import('@agency/ui/Chat/ChatPanel').then((module) => ({ default: module.ChatAssistantPanel })),
);

const showChatError = (error: ChatError) => {
  toast(chatErrorNotice(error, chatErrorTexts));
};

/** The floating AI assistant of the home page. */
export function HomeChat() {
  return (
    <ChatWidget
      renderPanel={(panel) => (
        <Suspense fallback={null}>
          <ChatAssistantPanel
            {...panel}
            texts={chatPanelTexts}
            quickReplies={chatQuickReplies}
            transport={chatTransport}
            onError={showChatError}
          />
        </Suspense>
      )}
    />
  );
}
