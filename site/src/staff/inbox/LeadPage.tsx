import { Link, Navigate, useParams } from 'react-router-dom';
import { type InboxLeadDetail, staffInbox, staffInboxApi } from '@agency/contract/inbox';
import { staffInboxTexts as texts } from '@agency/content';
import { StaffLeadDetail, type StaffLeadDetailProps } from '@agency/ui/Staff';
import { useStaffUser } from '../StaffFrame';
import { staffCall } from '../staffApi';
import { chatPath, staffPaths } from '../staffPaths';
import { useStaffGet } from '../useStaffGet';
import { useStaffLive } from '../StaffLive';
import { LeadLiveChats } from '../liveChat';
import { fieldAnswer } from './fieldAnswer';
import { samePersonPath } from './InboxPage';

type Actions = Pick<StaffLeadDetailProps, 'onStatus' | 'onNote' | 'onReply' | 'onAssign' | 'onFollowUp'>;

/**
 * What a colleague does on a lead's page, each through its call; the page shows the lead as the
 * api answered (its timeline too, until the live stream's reload brings the api's own).
 */
function leadActions(
  detail: InboxLeadDetail,
  setDetail: (detail: InboxLeadDetail) => void,
  me: { id: string; name: string },
): Actions {
  const id = detail.lead.id;
  const now = () => new Date().toISOString();
  return {
    onStatus: async (status) => {
      const saved = await staffCall(staffInboxApi.setStatus(id), { status });
      if (saved.ok) setDetail({ ...detail, lead: { ...detail.lead, status: saved.data.status } });
      return saved;
    },
    onNote: async (text) => {
      const saved = await staffCall(staffInboxApi.addNote(id), { text });
      if (saved.ok) setDetail({ ...detail, notes: [...detail.notes, saved.data] });
      return saved;
    },
    onReply: async (input) => {
      const sent = await staffCall(staffInboxApi.reply(id), input);
      if (sent.ok) {
        const reply = sent.data;
        setDetail({
          ...detail,
          replies: [...detail.replies, reply],
          timeline: [
            ...detail.timeline,
            { kind: 'reply', at: reply.createdAt, by: reply.author, replyId: reply.id, subject: reply.subject },
          ],
        });
      }
      return fieldAnswer(sent, ['subject', 'body'] as const);
    },
    onAssign: async (staffUserId) => {
      const saved = await staffCall(staffInboxApi.assign(id), { staffUserId });
      if (saved.ok) {
        const { assignee } = saved.data;
        setDetail({
          ...detail,
          lead: { ...detail.lead, assignee },
          timeline: [...detail.timeline, { kind: 'assigned', at: now(), by: me, assignee }],
        });
      }
      return saved.ok ? { ok: true, data: saved.data } : { ok: false, message: saved.message };
    },
    onFollowUp: async (input) => {
      const saved = await staffCall(staffInboxApi.setFollowUp(id), input ?? { at: null });
      if (saved.ok) {
        const { followUp } = saved.data;
        setDetail({
          ...detail,
          followUp,
          lead: { ...detail.lead, followUpAt: followUp?.at ?? null },
          timeline: [...detail.timeline, { kind: 'follow_up', at: now(), by: me, followUpAt: followUp?.at ?? null }],
        });
      }
      return fieldAnswer(saved, ['at', 'text'] as const);
    },
  };
}

/**
 * `/beheer/aanvragen/:id`: everything stored about one lead (the message, or the chat before
 * the hand-over), its status, who it is assigned to and its follow-up, replying by e-mail (from
 * a saved reply), the colleagues' notes and the timeline. Every text is shown as text.
 */
export function LeadPage() {
  const { id = '' } = useParams();
  const user = useStaffUser();
  // Read again when the live stream reports a change (a colleague's status, note or reply).
  const { version } = useStaffLive();
  const [answer, setDetail] = useStaffGet(staffInboxApi.lead(id), version);
  const [colleagues] = useStaffGet(staffInboxApi.colleagues);
  const [savedReplies] = useStaffGet(staffInboxApi.savedReplies);

  if ('loading' in answer) return <p role="status">{texts.loading}</p>;
  if ('signedOut' in answer) return <Navigate replace to={staffPaths.signIn} />;
  if ('problem' in answer) {
    return (
      <>
        <p role="alert">{answer.problem}</p>
        <Link to={staffPaths.inbox}>{texts.backToInbox}</Link>
      </>
    );
  }
  const detail = answer.data;

  return (
    <StaffLeadDetail
      detail={detail}
      backHref={staffPaths.inbox}
      samePersonHref={samePersonPath(detail.lead.id)}
      noteMaxChars={staffInbox.limits.noteMaxChars}
      {...('data' in colleagues ? { colleagues: colleagues.data.colleagues } : {})}
      {...('data' in savedReplies ? { savedReplies: savedReplies.data.savedReplies } : {})}
      chatHref={chatPath}
      liveChats={<LeadLiveChats leadId={detail.lead.id} />}
      texts={texts}
      {...leadActions(detail, setDetail, { id: user.id, name: user.name })}
    />
  );
}
