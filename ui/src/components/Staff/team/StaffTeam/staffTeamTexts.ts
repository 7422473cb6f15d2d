import type { StaffRole, StaffTeamMember } from '@agency/contract/staffAccess';
import type { StaffTeamLinkTexts } from './TeamLink';

/** The texts of "Collega uitnodigen". */
export type StaffTeamInviteTexts = {
  /** The heading (h2), e.g. 'Collega uitnodigen', and the line under it. */
  title: string;
  intro: string;
  nameLabel: string;
  emailLabel: string;
  roleLabel: string;
  /** Under the role: what a beheerder may. */
  roleHint: string;
  /** The form's own checks, said at their field (the api's say the same). */
  nameRequired: string;
  emailInvalid: string;
  submit: string;
  submitting: string;
  /** Said above the link, e.g. '{name} is uitgenodigd.' */
  done: string;
};

/**
 * Every text of `StaffTeam`; the site passes `staffTeamTexts` of `@agency/content`. Placeholders:
 * `{name}`, `{email}`, `{role}` (a role's name), `{date}` and `{time}`.
 */
export type StaffTeamTexts = {
  /** The list's heading (h2) and the line under it. */
  title: string;
  intro: string;
  /** While the list is on its way. */
  loading: string;
  /** The list's accessible name, e.g. 'Alle accounts'. */
  listLabel: string;
  /** The roles' names: 'beheerder', 'collega'. */
  roles: Readonly<Record<StaffRole, string>>;
  /** 'Uitgenodigd, nog niet ingesteld', 'Actief', 'Geblokkeerd'. */
  statuses: Readonly<Record<StaffTeamMember['status'], string>>;
  /** 'Rol: {role}'. */
  roleLabel: string;
  /** Since when the account exists, 'Sinds {date}'. */
  since: string;
  /** The mark of one's own account, e.g. 'Jij'. */
  you: string;
  /** The actions' group, 'Acties voor {name}'. */
  actionsLabel: string;
  makeAdmin: string;
  makeMember: string;
  changingRole: string;
  /** '{name} is nu {role}.' */
  roleChanged: string;
  /** 'Nieuwe start', while it runs, and what it did (said above the new link). */
  reset: string;
  resetting: string;
  resetDone: string;
  /** 'Blokkeren', then the question in the row ('{name} blokkeren?') with what it does. */
  block: string;
  blockQuestion: string;
  blockExplained: string;
  blockConfirm: string;
  blocking: string;
  blockCancel: string;
  /** '{name} is geblokkeerd.' */
  blocked: string;
  link: StaffTeamLinkTexts;
  invite: StaffTeamInviteTexts;
};
