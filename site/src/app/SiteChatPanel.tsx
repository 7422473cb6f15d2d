import { ChatAssistantPanel, type ChatAssistantPanelProps } from '@agency/ui/Chat/ChatPanel';
import { chatProtocol } from '@agency/api/contract';
import { chatTransport } from '../api/chat';

/** The live chat's requests: loaded only when a visitor asks for a person (or one resumes after a reload). */
const loadLive = () => import('../api/liveChat').then((module) => module.liveChatTransport);

export type SiteChatPanelProps = Omit<ChatAssistantPanelProps, 'transport' | 'limits'>;

/** The chat panel with the site's requests (the chat, the call back and the votes) and the api's limits. Loaded lazily. */
export default function SiteChatPanel(props: SiteChatPanelProps) {
  return <ChatAssistantPanel {...props} transport={chatTransport} limits={chatProtocol.limits} live={loadLive} />;
}
