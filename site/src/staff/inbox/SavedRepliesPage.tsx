import { staffSavedRepliesPageTexts as texts, staffSavedRepliesTexts } from '@agency/content';
import { staffInboxApi, type SavedReply } from '@agency/contract/inbox';
import { StaffSavedReplies } from '@agency/ui/Staff';
import { Navigate, useLocation } from 'react-router-dom';
import { useStaffUser } from '../StaffFrame';
import { staffCall } from '../staffApi';
import { signInReturningTo } from '../staffPaths';
import { useStaffGet } from '../useStaffGet';
import { SettingsPage } from '../SettingsPage';
import { fieldAnswer } from './fieldAnswer';

const fields = ['title', 'body'] as const;

/**
 * `/beheer/antwoorden` ("Standaardantwoorden"): the texts a reply by e-mail starts from, with
 * what `{naam}` does. Everyone reads them; a beheerder adds, changes and removes them (the api
 * refuses anyone else, `admin_only`). The list shows what the api answered after each change.
 */
export function SavedRepliesPage() {
  const user = useStaffUser();
  const location = useLocation();
  const [state, setList] = useStaffGet(staffInboxApi.savedReplies);
  const list: SavedReply[] = 'data' in state ? state.data.savedReplies : [];
  const keep = (savedReplies: SavedReply[]) => setList({ savedReplies });

  if ('signedOut' in state) {
    return <Navigate replace to={signInReturningTo(location.pathname)} />;
  }

  return (
    <SettingsPage title={texts.title} intro={texts.intro}>
      <StaffSavedReplies
        {...('data' in state ? { savedReplies: list } : {})}
        {...('problem' in state ? { error: state.problem } : {})}
        canChange={user.role === 'admin'}
        texts={staffSavedRepliesTexts}
        onAdd={async (input) => {
          const added = await staffCall(staffInboxApi.addSavedReply, input);
          if (added.ok) keep([...list, added.data]);
          return fieldAnswer(added, fields);
        }}
        onChange={async (id, input) => {
          const changed = await staffCall(staffInboxApi.changeSavedReply(id), input);
          if (changed.ok) keep(list.map((saved) => (saved.id === id ? changed.data : saved)));
          return fieldAnswer(changed, fields);
        }}
        onRemove={async (id) => {
          const removed = await staffCall(staffInboxApi.removeSavedReply(id));
          if (removed.ok) keep(list.filter((saved) => saved.id !== id));
          return removed.ok ? { ok: true, data: undefined } : { ok: false, message: removed.message };
        }}
      />
    </SettingsPage>
  );
}
