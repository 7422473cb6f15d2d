// The texts of the staff area's "Collega's" page (a beheerder only): the accounts, inviting a
// colleague, a new start, blocking an account and changing a role. The site hands them to the ui
// component `StaffTeam` (`texts` prop). Placeholders in braces ({name}, {email}, {role}, {date},
// {time}) are filled in by the component.

/** The page itself and its link in the bar (shown to a beheerder only). */
export const staffTeamPageTexts = {
  nav: "Collega's",
  title: "Collega's",
  intro: 'Wie er in het beheer kan, en met welke rol. Elke wijziging vraagt eerst je wachtwoord of een code.',
} as const;

/** The accounts and what a beheerder can do with them (ui `StaffTeamTexts`). */
export const staffTeamTexts = {
  title: 'Accounts',
  intro: "Een beheerder kan collega's uitnodigen, een nieuwe start geven en blokkeren; een collega niet.",
  loading: "Collega's laden...",
  listLabel: 'Alle accounts',
  roles: { admin: 'beheerder', member: 'collega' },
  statuses: {
    enrolling: 'Uitgenodigd, nog niet ingesteld',
    active: 'Actief',
    disabled: 'Geblokkeerd',
  },
  roleLabel: 'Rol: {role}',
  since: 'Sinds {date}',
  you: 'Jij',
  actionsLabel: 'Acties voor {name}',
  makeAdmin: 'Maak beheerder',
  makeMember: 'Maak collega',
  changingRole: 'Bezig met wijzigen...',
  roleChanged: '{name} is nu {role}.',
  reset: 'Nieuwe start',
  resetting: 'Bezig met een nieuwe start...',
  resetDone:
    'Nieuwe start voor {name}: het wachtwoord, de tweede stappen en de sessies zijn gewist. Met deze link stelt {name} alles opnieuw in.',
  block: 'Blokkeren',
  blockQuestion: '{name} blokkeren?',
  blockExplained: 'Alle sessies van dit account eindigen meteen en inloggen lukt niet meer.',
  blockConfirm: 'Ja, blokkeren',
  blocking: 'Bezig met blokkeren...',
  blockCancel: 'Annuleren',
  blocked: '{name} is geblokkeerd.',
  link: {
    label: 'Eenmalige link',
    copy: 'Kopiëren',
    copied: 'De link staat op je klembord.',
    copyFailed: 'Kopiëren lukte niet in deze browser: selecteer de link en kopieer hem zelf.',
    emailed: 'We hebben de link ook gemaild naar {email}.',
    notEmailed: 'Er is geen e-mail ingesteld: geef de link zelf door.',
    validUntil: 'De link werkt één keer, een dag lang: tot {time}.',
  },
  invite: {
    title: 'Collega uitnodigen',
    intro: 'Je krijgt een eenmalige link. Daarmee kiest de collega een wachtwoord en een tweede stap.',
    nameLabel: 'Naam',
    emailLabel: 'E-mailadres',
    roleLabel: 'Rol',
    roleHint: "Een beheerder kan ook collega's uitnodigen, een nieuwe start geven en blokkeren.",
    nameRequired: 'Vul de naam van de collega in.',
    emailInvalid: 'Vul een geldig e-mailadres in.',
    submit: 'Uitnodigen',
    submitting: 'Bezig met uitnodigen...',
    done: '{name} is uitgenodigd.',
  },
} as const;
