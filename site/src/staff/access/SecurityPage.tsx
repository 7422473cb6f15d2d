import type { Endpoint } from '@agency/contract/endpoint';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import {
  staffAuditTexts,
  staffFactorsTexts,
  staffInboxTexts,
  staffPasswordChangeTexts,
  staffSecurityPageTexts as texts,
  staffSessionsTexts,
} from '@agency/content';
import { LinkProvider } from '@agency/ui/LinkProvider';
import {
  StaffAuditList,
  StaffFactors,
  StaffPasswordChange,
  StaffSessions,
  type StaffAuditItem,
  type StaffFactorItem,
  type StaffActionAnswer,
  type StaffSessionItem,
} from '@agency/ui/Staff';
import { RouterLink } from '../../app/RouterLink';
import { SettingsPage } from '../SettingsPage';
import { staffCall, type StaffAnswer } from '../staffApi';
import { staffPaths, signInReturningTo } from '../staffPaths';
import { forUi, useReauth } from './useReauth';
import { staffAccessApi } from '@agency/contract/staffAccess';

/** The address of the page. */
const securityPath = staffPaths.security;

/** The length limits of a new password (the api's). */
const PASSWORD = { min: 12, max: 128 } as const;
const AUDIT_PAGE = 25;

type Me = { factors: StaffFactorItem[]; recoveryCodesLeft: number };
type Loaded<T> = { data?: T; problem?: string };

/**
 * `/beheer/beveiliging`: one's open sessions, password, second factors and recovery codes, and
 * the team's audit trail. A change that needs the password or a factor asked again opens the
 * dialog of `useReauth`, and is repeated after it.
 */
export function SecurityPage() {
  const navigate = useNavigate();
  const { run, dialog } = useReauth();
  const [me, setMe] = useState<Loaded<Me>>({});
  const [sessions, setSessions] = useState<Loaded<StaffSessionItem[]>>({});
  const [audit, setAudit] = useState<Loaded<StaffAuditItem[]>>({});
  const [next, setNext] = useState<string | null>(null);

  /** A read's answer: the data, the api's message, or (no session) to the sign-in and back. */
  const read = useCallback(
    async <T,>(endpoint: Endpoint<undefined, T>, keep: (loaded: Loaded<T>) => void): Promise<StaffAnswer<T>> => {
      const answer = await staffCall(endpoint);
      if (answer.ok) keep({ data: answer.data });
      else if (answer.status === 401) {
        navigate(signInReturningTo(securityPath), { replace: true });
      } else keep({ problem: answer.message });
      return answer;
    },
    [navigate],
  );

  const readMe = useCallback(() => read(staffAccessApi.me, setMe), [read]);
  const readSessions = useCallback(
    () => read(staffAccessApi.sessions, ({ data, problem }) => setSessions({ data: data?.sessions, problem })),
    [read],
  );

  useEffect(() => {
    void readMe();
    void readSessions();
    void read(staffAccessApi.audit({ limit: AUDIT_PAGE }), ({ data, problem }) => {
      setAudit({ data: data?.entries, problem });
      setNext(data?.next ?? null);
    });
  }, [read, readMe, readSessions]);

  /** A change's answer for the component; the account's data read again after it went through. */
  async function change<T>(answer: StaffAnswer<T>, after?: () => Promise<unknown>): Promise<StaffActionAnswer<T>> {
    if (!answer.ok && answer.status === 401) {
      navigate(signInReturningTo(securityPath), { replace: true });
    }
    if (answer.ok && after) await after();
    return forUi(answer);
  }

  return (
    <LinkProvider component={RouterLink}>
      <SettingsPage title={texts.title} intro={texts.intro}>
        <StaffSessions
          sessions={sessions.data}
          error={sessions.problem}
          texts={staffSessionsTexts}
          onEnd={async (id) => change(await staffCall(staffAccessApi.endSession, { id }), readSessions)}
          onEndAll={async () => {
            const answer = await staffCall(staffAccessApi.endAllSessions);
            if (answer.ok) navigate(staffPaths.signIn, { replace: true });
            return forUi(answer);
          }}
        />
        <StaffPasswordChange
          minLength={PASSWORD.min}
          maxLength={PASSWORD.max}
          texts={staffPasswordChangeTexts}
          onSubmit={async (input) => change(await staffCall(staffAccessApi.changePassword, input), readSessions)}
        />
        <StaffFactors
          factors={me.data?.factors}
          recoveryCodesLeft={me.data?.recoveryCodesLeft}
          error={me.problem}
          texts={staffFactorsTexts}
          onRemove={async (id) => change(await run(() => staffCall(staffAccessApi.removeFactor, { id })), readMe)}
          onAddPasskey={async () => {
            const options = await run(() => staffCall(staffAccessApi.addPasskeyOptions));
            if (!options.ok) return change(options);
            let response;
            try {
              response = await startRegistration({
                optionsJSON: options.data as PublicKeyCredentialCreationOptionsJSON,
              });
            } catch {
              return { ok: false, message: staffInboxTexts.passkeyEnrolmentCancelled };
            }
            return change(await run(() => staffCall(staffAccessApi.addPasskey, { response })), readMe);
          }}
          onStartTotp={async () => change(await run(() => staffCall(staffAccessApi.addTotp)))}
          onConfirmTotp={async (code) =>
            change(await run(() => staffCall(staffAccessApi.confirmTotp, { code })), readMe)
          }
          onNewRecoveryCodes={async () => change(await run(() => staffCall(staffAccessApi.newRecoveryCodes)), readMe)}
        />
        <StaffAuditList
          entries={audit.data}
          error={audit.problem}
          hasMore={next !== null}
          texts={staffAuditTexts}
          leadHref={(id) => `${staffPaths.inbox}/aanvragen/${encodeURIComponent(id)}`}
          onLoadMore={async () => {
            if (!next) return { ok: true, data: null };
            const answer = await staffCall(staffAccessApi.audit({ limit: AUDIT_PAGE, before: next }));
            if (answer.ok) {
              setAudit((current) => ({ data: [...(current.data ?? []), ...answer.data.entries] }));
              setNext(answer.data.next);
            }
            return change(answer);
          }}
        />
      </SettingsPage>
      {dialog}
    </LinkProvider>
  );
}
