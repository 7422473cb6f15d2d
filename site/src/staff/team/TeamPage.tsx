import { staffTeamPageTexts as texts, staffTeamTexts } from '@agency/content';
import { staffAccessApi, type StaffTeamLink } from '@agency/contract/staffAccess';
import { StaffTeam, type StaffTeamInviteAnswer, type StaffTeamInviteInput } from '@agency/ui/Staff';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { forUi, useReauth } from '../access';
import { useStaffUser } from '../StaffFrame';
import { staffCall, type StaffAnswer } from '../staffApi';
import { signInReturningTo } from '../staffPaths';
import { useStaffGet } from '../useStaffGet';
import { SettingsPage } from '../SettingsPage';

/** The fields of an invitation the api names in a refusal (`400 validation_failed`). */
const inviteFields = ['name', 'email', 'role'] as const;

/**
 * An invitation's answer for the form: the link, or the refusal with its messages per field;
 * an address already in use (`409 email_taken`) is said at the e-mail field.
 */
function inviteAnswer(answer: StaffAnswer<StaffTeamLink>): StaffTeamInviteAnswer {
  if (answer.ok) return { ok: true, data: answer.data };
  if (answer.error === 'email_taken') return { ok: false, message: answer.message, fields: { email: answer.message } };
  const given = (answer.body as { fields?: Record<string, unknown> } | undefined)?.fields ?? {};
  const fields = Object.fromEntries(
    inviteFields.flatMap((name) => (typeof given[name] === 'string' ? [[name, given[name]]] : [])),
  ) as Partial<Record<keyof StaffTeamInviteInput, string>>;
  return { ok: false, message: answer.message, fields };
}

/**
 * `/beheer/collegas` ("Collega's", a beheerder only): the accounts, and inviting a colleague,
 * a new start, blocking and a role. Every change asks the password or a code again first
 * (`useReauth`, "Voor deze wijziging") and is repeated after it.
 */
export function TeamPage() {
  const user = useStaffUser();
  const location = useLocation();
  const [state] = useStaffGet(staffAccessApi.team);
  const navigate = useNavigate();
  const reauth = useReauth('change');
  /** A change, asking again when the api wants it; the session gone: to the sign-in and back here. */
  async function run<T>(call: () => Promise<StaffAnswer<T>>): Promise<StaffAnswer<T>> {
    const answer = await reauth.run(call);
    if (!answer.ok && answer.status === 401) {
      navigate(signInReturningTo(location.pathname), { replace: true });
    }
    return answer;
  }

  if ('signedOut' in state) {
    return <Navigate replace to={signInReturningTo(location.pathname)} />;
  }

  return (
    <SettingsPage title={texts.title} intro={texts.intro}>
      <StaffTeam
        colleagues={'data' in state ? state.data.colleagues : undefined}
        error={'problem' in state ? state.problem : undefined}
        currentUserId={user.id}
        texts={staffTeamTexts}
        onInvite={async (input) => inviteAnswer(await run(() => staffCall(staffAccessApi.invite, input)))}
        onSetRole={async (id, role) => forUi(await run(() => staffCall(staffAccessApi.setRole(id), { role })))}
        onReset={async (id) => forUi(await run(() => staffCall(staffAccessApi.resetColleague(id))))}
        onDisable={async (id) => forUi(await run(() => staffCall(staffAccessApi.disableColleague(id))))}
      />
      {reauth.dialog}
    </SettingsPage>
  );
}
