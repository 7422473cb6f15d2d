import { useState } from 'react';
import { chatErrorNotice } from '../chatErrors';
import type { ChatError, ChatThreadMessage } from '../chatTypes';
import { fillLiveText } from '../live/liveTexts';
import type { ChatPanelTexts } from './chatPanelTexts';
import { lastTurnIndex } from './thread';

export type UseAnnouncementOptions = {
  loading: boolean;
  messages: readonly ChatThreadMessage[];
  error: ChatError | null;
  texts: Pick<ChatPanelTexts, 'typing' | 'stopped' | 'errors' | 'live'>;
};

/**
 * What the panel's polite live region says. The conversation is not a live region: screen
 * readers hear `texts.typing` when a reply is awaited and the whole reply (or the error, or
 * 'gestopt') once it has ended, never each streamed piece. What a live conversation brings
 * (taken over, a person's message, ended) is heard once too. `announce` says something else,
 * e.g. the confirmation of a call-back request.
 */
export function useAnnouncement({ loading, messages, error, texts }: UseAnnouncementOptions) {
  const [announcedLoading, setAnnouncedLoading] = useState(loading);
  const [announcement, setAnnouncement] = useState('');
  if (loading !== announcedLoading) {
    setAnnouncedLoading(loading);
    setAnnouncement(loading ? texts.typing : announcementAfterReply(messages, error, texts));
  }
  const [seenMessages, setSeenMessages] = useState(messages);
  if (messages !== seenMessages) {
    setSeenMessages(messages);
    const added = messages.length > seenMessages.length ? messages.slice(seenMessages.length) : [];
    const news = added.findLast((message) => message.role === 'person' || (message.role === 'notice' && message.live));
    if (news) {
      setAnnouncement(
        news.role === 'person'
          ? `${fillLiveText(texts.live?.personSpeaker ?? '{name}: ', { name: news.name })}${news.content}`
          : news.content,
      );
    }
  }
  return { announcement, announce: setAnnouncement };
}

function announcementAfterReply(
  messages: readonly ChatThreadMessage[],
  error: ChatError | null,
  texts: UseAnnouncementOptions['texts'],
): string {
  if (error) {
    const notice = chatErrorNotice(error, texts.errors);
    return `${notice.title}. ${notice.description}`;
  }
  const last = messages[lastTurnIndex(messages)];
  if (!last) return '';
  switch (last.role) {
    // A question without an answer: the reply was stopped before its first word.
    case 'user':
      return texts.stopped ?? '';
    case 'assistant':
      return last.stopped ? (texts.stopped ?? '') : last.content;
    // Not the end of a reply of the assistant.
    case 'person':
    case 'notice':
      return '';
    default:
      return last satisfies never;
  }
}
