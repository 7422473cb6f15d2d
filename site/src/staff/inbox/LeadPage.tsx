import { Link, Navigate, useParams } from 'react-router-dom';
import { staffInbox, staffInboxApi } from '@agency/contract/inbox';
import { staffInboxTexts as texts } from '@agency/content';
import { StaffLeadDetail } from '@agency/ui/Staff';
import { staffCall } from '../staffApi';
import { staffPaths } from '../staffPaths';
import { useStaffGet } from '../useStaffGet';
import { useStaffLive } from '../StaffLive';
import { samePersonPath } from './InboxPage';

/**
 * `/beheer/aanvragen/:id`: everything stored about one lead (the message, or the chat before
 * the hand-over), its status, and the colleagues' notes. Every text is shown as text.
 */
export function LeadPage() {
  const { id = '' } = useParams();
  // Read again when the live stream reports a change (a colleague's status or note).
  const { version } = useStaffLive();
  const [answer, setDetail] = useStaffGet(staffInboxApi.lead(id), version);

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
      texts={texts}
      onStatus={async (status) => {
        const saved = await staffCall(staffInboxApi.setStatus(detail.lead.id), { status });
        if (saved.ok) setDetail({ ...detail, lead: { ...detail.lead, status: saved.data.status } });
        return saved;
      }}
      onNote={async (text) => {
        const saved = await staffCall(staffInboxApi.addNote(detail.lead.id), { text });
        if (saved.ok) setDetail({ ...detail, notes: [...detail.notes, saved.data] });
        return saved;
      }}
    />
  );
}
