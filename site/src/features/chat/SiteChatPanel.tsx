import { chatErrorTexts, chatLiveTexts, chatPanelTexts, chatQuickReplies } from '@agency/content';
import { chatErrorNotice, type ChatError } from '@agency/ui/Chat';
import { ChatAssistantPanel, type ChatAssistantPanelProps } from '@agency/ui/Chat/ChatPanel';
import { toast } from '@agency/ui/toast-store';
import { chatProtocol } from '@agency/contract/chat';
import { chatTransport } from './chat';
import { loadLiveChatTransport } from '../liveChat';

/** The live chat's requests: loaded only when a visitor asks for a person (or one resumes after a reload). */
const loadLive = loadLiveChatTransport;

/** The panel's texts, with those of a person in the chat. */
const texts = { ...chatPanelTexts, live: chatLiveTexts };

const showChatError = (error: ChatError) => {
  toast(chatErrorNotice(error, chatErrorTexts));
};

export type SiteChatPanelProps = Omit<
  ChatAssistantPanelProps,
  'transport' | 'limits' | 'texts' | 'quickReplies' | 'onError' | 'live'
>;

/**
 * The chat panel with the site's requests (the chat, the call back, the votes, a person in the
 * chat), the api's limits, its texts and its error notices. Loaded lazily, when the chat is
 * opened: its texts load with it, not with the launcher.
 */
export default function SiteChatPanel(props: SiteChatPanelProps) {
  return (
    <ChatAssistantPanel
      {...props}
      texts={texts}
      quickReplies={chatQuickReplies}
      onError={showChatError}
      transport={chatTransport}
      limits={chatProtocol.limits}
      live={loadLive}
    />
  );
}
