import type { StaffRole, StaffTeamLink, StaffTeamMember } from '@agency/contract/staffAccess';
import { useId, useState } from 'react';
import { StaffSection } from '../../common/StaffSection/StaffSection';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import card from '../../common/staffSection.module.css';
import styles from './StaffTeam.module.css';
import { TeamInvite, type StaffTeamInviteAnswer, type StaffTeamInviteInput } from './TeamInvite';
import { TeamMember } from './TeamMember';
import type { StaffTeamInviteTexts, StaffTeamTexts } from './staffTeamTexts';
import type { StaffTeamLinkTexts } from './TeamLink';

export type { StaffTeamInviteAnswer, StaffTeamInviteInput, StaffTeamInviteTexts, StaffTeamLinkTexts, StaffTeamTexts };

export type StaffTeamProps = {
  /** The accounts, as the api lists them; undefined while loading. */
  colleagues?: readonly StaffTeamMember[];
  /** Why the list could not be loaded (the api's message). */
  error?: string;
  /** The id of the beheerder who is signed in: their own account is marked "Jij". */
  currentUserId?: string;
  /** "Uitnodigen": the api's answer (the link), or its refusal with the fields it refused. */
  onInvite: (input: StaffTeamInviteInput) => Promise<StaffTeamInviteAnswer>;
  /** "Maak beheerder" / "Maak collega": the account as it is now, or the api's message. */
  onSetRole: (id: string, role: StaffRole) => Promise<StaffActionAnswer<{ colleague: StaffTeamMember }>>;
  /** "Nieuwe start": a new one-time link, or the api's message. */
  onReset: (id: string) => Promise<StaffActionAnswer<StaffTeamLink>>;
  /** "Ja, blokkeren", after the question: the blocked account, or the api's message. */
  onDisable: (id: string) => Promise<StaffActionAnswer<{ colleague: StaffTeamMember }>>;
  texts: StaffTeamTexts;
};

/**
 * "Collega's", for a beheerder: every account (name, e-mail address, role, status, since when)
 * with its actions (the other role, a new start, blocking after a question in the row), and
 * "Collega uitnodigen". Each answer is said where it was asked; an account an answer brings
 * back (invited, changed, blocked) is shown as the api answered it. A one-time link is shown
 * once, to copy, with whether it was e-mailed. Names and addresses are always text.
 */
export function StaffTeam({
  colleagues,
  error,
  currentUserId,
  onInvite,
  onSetRole,
  onReset,
  onDisable,
  texts,
}: StaffTeamProps) {
  const id = useId().replace(/:/g, '');
  // What the answers brought, by id, over the list as it came.
  const [answered, setAnswered] = useState<Record<string, StaffTeamMember>>({});
  const keep = (member: StaffTeamMember) => setAnswered((current) => ({ ...current, [member.id]: member }));
  const listed = colleagues?.map((member) => answered[member.id] ?? member);
  const added = Object.values(answered).filter((member) => !colleagues?.some((known) => known.id === member.id));
  const shown = listed ? [...listed, ...added] : undefined;

  return (
    <div className={styles.team}>
      <StaffSection id={id} texts={texts} loading={shown ? undefined : texts.loading} error={error}>
        {shown ? (
          <ul className={card.list} aria-label={texts.listLabel}>
            {shown.map((member) => (
              <TeamMember
                key={member.id}
                id={`${id}-${member.id}`}
                member={member}
                isYou={member.id === currentUserId}
                onSetRole={onSetRole}
                onReset={onReset}
                onDisable={onDisable}
                onChanged={keep}
                texts={texts}
              />
            ))}
          </ul>
        ) : null}
      </StaffSection>
      <TeamInvite id={id} onInvite={onInvite} onInvited={(link) => keep(link.colleague)} texts={texts} />
    </div>
  );
}
