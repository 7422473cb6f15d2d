// The texts of the staff area around the sign-in: the bar, the inbox "Aanvragen", and what a
// page says while it checks the session or when an enrolment link does not work.

/** A lead's statuses in Dutch, as the inbox and the staff tools name them. */
export const leadStatusNames = {
  new: 'Nieuw',
  in_progress: 'In behandeling',
  won: 'Gewonnen',
  lost: 'Verloren',
} as const;

/** Where a lead came from, in Dutch. */
export const leadSourceNames = {
  'callback-dialog': 'Terugbelverzoek',
  'contact-form': 'Contactformulier',
  chat: 'Chat',
} as const;

/** What a lead asks for, in Dutch: a call back (the callback dialog, or in the chat) or a project. */
export const leadKindNames = {
  callback: 'Bel me terug',
  project: 'Projectaanvraag',
} as const;

export const staffInboxTexts = {
  area: 'Beheer',
  signOut: 'Uitloggen',
  checking: 'Even kijken of je bent ingelogd...',
  loading: 'Aanvragen laden...',
  loadingPage: 'Pagina laden...',
  title: 'Aanvragen',
  tableCaption: 'Alle aanvragen, nieuwste eerst',
  statusFilter: 'Status',
  sourceFilter: 'Bron',
  all: 'Alle',
  search: 'Zoeken op naam, e-mail, telefoon, bericht of notitie',
  searchButton: 'Zoeken',
  empty: 'Geen aanvragen gevonden.',
  more: 'Oudere aanvragen',
  loadingMore: 'Oudere aanvragen laden...',
  filtersLabel: 'Aanvragen filteren en zoeken',
  nameless: 'Zonder naam',
  columns: { name: 'Naam', request: 'Aanvraag', source: 'Bron', time: 'Ontvangen', status: 'Status' },
  /** A row's link to the other leads of the same person (same e-mail address or phone). */
  samePerson: { one: 'Ook: 1 andere aanvraag', other: 'Ook: {count} andere aanvragen' },
  /** Above the list when it shows one person's leads (`?persoon=`). */
  samePersonList: 'Aanvragen van dezelfde persoon (zelfde e-mail of telefoon)',
  samePersonClear: 'Alle aanvragen tonen',
  statuses: leadStatusNames,
  sources: leadSourceNames,
  passkeySignInCancelled:
    'Er is niet ingelogd met een passkey. Probeer het opnieuw, of log in met je wachtwoord en code.',
  passkeyEnrolmentCancelled: 'Er is geen passkey gemaakt. Probeer het opnieuw, of kies de authenticator-app.',
  notFound: 'Deze pagina bestaat niet in het beheer.',
  backToInbox: 'Terug naar de aanvragen',
  phone: 'Telefoon',
  email: 'E-mail',
  notifications: 'Melding aan het bureau',
  notificationStates: { pending: 'wacht nog', sent: 'verstuurd', failed: 'mislukt' },
  notificationChannels: { email: 'E-mail', webhook: 'Webhook' },
  statusLabel: 'Status',
  statusSaved: 'Status opgeslagen: {status}.',
  message: 'Bericht',
  conversation: 'Chatgesprek vóór de vraag om terug te bellen',
  speakers: { user: 'Bezoeker', assistant: 'Assistent' },
  /** Where the visit that made the lead came from (a lead without one shows none of it). */
  visit: {
    heading: 'Herkomst',
    landing: 'Eerste pagina',
    source: 'Bron',
    medium: 'Medium',
    campaign: 'Campagne',
    referrer: 'Verwezen door',
  },
  notes: 'Notities',
  noNotes: 'Nog geen notities.',
  note: 'Notitie',
  saveNote: 'Notitie opslaan',
  savingNote: 'Bezig met opslaan...',
  noteMissing: 'Schrijf eerst een notitie.',
  enrolmentProblemTitle: 'Account instellen',
  enrolmentLinkMissing:
    'Open de volledige link uit het bericht dat je kreeg. Werkt die niet meer, vraag een collega om een nieuwe.',
} as const;
