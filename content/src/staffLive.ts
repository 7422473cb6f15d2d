// The staff area's live updates: what is said when a lead comes in while the inbox is open, and
// the switch for a browser notification. None of it names the lead: a notification can show on
// a locked screen.

export const staffLiveTexts = {
  /** Read out by screen readers when a lead comes in. */
  newLead: 'Er is een nieuwe aanvraag binnengekomen.',
  notificationsSwitch: 'Melding bij een nieuwe aanvraag',
  notificationsBlocked: 'Je browser staat geen meldingen toe. Zet ze aan in de instellingen van je browser.',
  notificationTitle: 'Nieuwe aanvraag',
  notificationBody: 'Er is een nieuwe aanvraag binnengekomen. Open het beheer om hem te bekijken.',
  /** Shown while the live connection is gone. */
  offline: 'Geen live verbinding: nieuwe aanvragen verschijnen zodra die er weer is.',
  /** The tab's title with the number of new leads in front: `(3) Beheer · Studio Legende`. */
  title: 'Beheer · Studio Legende',
  titleWithCount: '({count}) Beheer · Studio Legende',
  /** On the Chats pages the tab's title counts the visitors waiting instead: `(2) Chats · Beheer · Studio Legende`. */
  chatsTitle: 'Chats · Beheer · Studio Legende',
  chatsTitleWithCount: '({count}) Chats · Beheer · Studio Legende',
} as const;
