import { fn } from 'storybook/test';
import { sampleSavedReplies } from '../../inbox/staffLeadsStory';
import { activeDetail, noor } from '../staffChatsStory';
import type { StaffChatConversationProps } from './StaffChatConversation';

const later = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

/**
 * A conversation the viewer holds, with the agency's saved replies and a visitor who gave a name
 * (the stories add the texts of `@agency/content`).
 */
export const savedReplyArgs = {
  detail: activeDetail,
  viewerId: noor.id,
  savedReplies: sampleSavedReplies,
  visitorName: 'Anna de Boer',
  savedRepliesHref: '/beheer/antwoorden',
  onTake: fn<StaffChatConversationProps['onTake']>(async () => ({ takenBy: 'me' as const })),
  onSend: fn<StaffChatConversationProps['onSend']>(later),
  onTyping: fn(),
  onEnd: fn<StaffChatConversationProps['onEnd']>(later),
  onRelease: fn<StaffChatConversationProps['onRelease']>(later),
  onRead: fn(),
} satisfies Omit<StaffChatConversationProps, 'texts'>;

export const savedReplyArgTypes = {
  onTake: { control: false },
  onSend: { control: false },
  onTyping: { control: false },
  onEnd: { control: false },
  onRelease: { control: false },
  onRead: { control: false },
} as const;
