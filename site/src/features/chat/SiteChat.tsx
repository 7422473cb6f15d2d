import { chatLauncherTexts } from '@agency/content';
import { ChatWidget } from '@agency/ui/Chat';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { preloadNotices } from '../../app/Notices';
import { countGoal } from '../analytics';

/** Where the tab keeps the conversation (sessionStorage: it ends with the tab). */
export const CHAT_STORAGE_KEY = 'studio-legende-chat';

// The panel, with the requests it makes, loads when the chat is opened for the first time; the
// notices' code comes along, since an answer may fail just when the server no longer answers.
const SiteChatPanel = lazy(() => {
  preloadNotices().catch(() => undefined);
  return import('./SiteChatPanel');
});

/**
 * Whether the tab keeps a conversation. Most visitors have none: then only the key is looked
 * up, and the code that reads a kept conversation (and checks it) loads only when there is one.
 */
async function keptConversation(): Promise<boolean> {
  try {
    if (sessionStorage.getItem(CHAT_STORAGE_KEY) === null) return false;
  } catch {
    return false;
  }
  const { hasKeptConversation } = await import('@agency/ui/Chat/keptConversation');
  return hasKeptConversation(CHAT_STORAGE_KEY);
}

/**
 * Runs `work` once the browser is idle (within two seconds at most); returns a cancel. Reading
 * the tab's storage for the first time waits on the browser, so it stays out of the page's start.
 */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1);
  return () => clearTimeout(handle);
}

const isSmallScreen = () => typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches;

/**
 * The floating AI assistant, on every page (the spec puts it on the home page; a visitor who
 * lands on /shopify from a search engine has questions too). It stays mounted across
 * client-side navigation, so an open panel stays open (on a phone, choosing a link closes it:
 * the page is behind it). The launcher shows when the tab keeps a conversation.
 */
export function SiteChat() {
  const [open, setOpen] = useState(false);
  // False on the server and in the first, hydrating render; then what the tab keeps, read again
  // each time the panel closes (a conversation may have begun or been cleared in it).
  // The first look waits until the browser is idle; after the panel closed, it is at once.
  const [kept, setKept] = useState(false);
  const looked = useRef(false);
  useEffect(() => {
    if (open) return;
    let current = true;
    const look = () =>
      void keptConversation().then((value) => {
        if (current) setKept(value);
      });
    const cancel = looked.current ? (look(), undefined) : whenIdle(look);
    looked.current = true;
    return () => {
      current = false;
      cancel?.();
    };
  }, [open]);
  return (
    <ChatWidget
      open={open}
      onOpenChange={(next) => {
        if (next) countGoal('chat_opened');
        setOpen(next);
      }}
      conversationWaiting={kept && !open}
      texts={chatLauncherTexts}
      renderPanel={(panel) => (
        <Suspense fallback={null}>
          <SiteChatPanel
            {...panel}
            storageKey={CHAT_STORAGE_KEY}
            onNavigate={() => {
              if (isSmallScreen()) setOpen(false);
            }}
          />
        </Suspense>
      )}
    />
  );
}
