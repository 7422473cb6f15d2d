import { staffLeadChatTexts } from '@agency/content';
import { staffChatsApi } from '@agency/contract/liveChat';
import { StaffLeadLiveChats } from '@agency/ui/Staff';
import { chatPath } from '../staffPaths';
import { useStaffGet } from '../useStaffGet';
import { useStaffLive } from '../StaffLive';

/**
 * On a lead's page (`/beheer/aanvragen/:id`): the live chats the lead was made from or joined,
 * with their transcripts, read again when the live stream reports a change (a chat linked to
 * the lead, its transcript completed when it ended). Nothing while it loads or when it cannot
 * be read: the lead's page says the rest.
 */
export function LeadLiveChats({ leadId }: { leadId: string }) {
  const { version } = useStaffLive();
  const [answer] = useStaffGet(staffChatsApi.ofLead(leadId), version);
  if (!('data' in answer)) return null;
  return <StaffLeadLiveChats chats={answer.data.chats} chatHref={chatPath} texts={staffLeadChatTexts} />;
}
