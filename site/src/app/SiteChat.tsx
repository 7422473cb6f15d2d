import { chatErrorTexts, chatLauncherTexts, chatPanelTexts, chatQuickReplies } from '@agency/content';
import { ChatWidget, chatErrorNotice, type ChatError } from '@agency/ui/Chat';
import { hasKeptConversation } from '@agency/ui/Chat/keptConversation';
import { toast } from '@agency/ui/toast-store';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { preloadNotices } from './Notices';

/** Where the tab keeps the conversation (sessionStorage: it ends with the tab). */
export const CHAT_STORAGE_KEY = 'studio-legende-chat';

// The panel, with the requests it makes, loads when the chat is opened for the first time; the
// notices' code comes along, since an answer may fail just when the server no longer answers.
const SiteChatPanel = lazy(() => {
  preloadNotices().catch(() => undefined);
  return import('./SiteChatPanel');
});

const showChatError = (error: ChatError) => {
  toast(chatErrorNotice(error, chatErrorTexts));
};

const noSubscription = () => () => {};
const keptConversation = () => hasKeptConversation(CHAT_STORAGE_KEY);
const nothingKeptOnTheServer = () => false;

const isSmallScreen = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches;

/**
 * The floating AI assistant, on every page (the spec puts it on the home page; a visitor who
 * lands on /shopify from a search engine has questions too). It stays mounted across
 * client-side navigation, so an open panel stays open (on a phone, choosing a link closes it:
 * the page is behind it). The launcher shows when the tab keeps a conversation.
 */
export function SiteChat() {
  // Read on every render (a navigation re-renders): false on the server and in the first,
  // hydrating render, then what the tab keeps.
  const kept = useSyncExternalStore(noSubscription, keptConversation, nothingKeptOnTheServer);
  const [open, setOpen] = useState(false);
  return (
    <ChatWidget
      open={open}
      onOpenChange={setOpen}
      conversationWaiting={kept && !open}
      texts={chatLauncherTexts}
      renderPanel={(panel) => (
        <Suspense fallback={null}>
          <SiteChatPanel
            {...panel}
            storageKey={CHAT_STORAGE_KEY}
            texts={chatPanelTexts}
            quickReplies={chatQuickReplies}
            onError={showChatError}
            onNavigate={() => {
              if (isSmallScreen()) setOpen(false);
            }}
          />
        </Suspense>
      )}
    />
  );
}
