// The texts of the staff area around the sign-in: the bar, the inbox "Aanvragen", and what a
// page says while it checks the session or when an enrolment link does not work. A lead's page
// also replies by e-mail, assigns, follows up and shows what happened (`reply`, `planning`,
// `timeline`); the list has the follow-ups due (`followUps`). Placeholders in braces ({name},
// {time}, {email}, {phone}, {status}, {subject}) are filled in by the ui components; `{naam}`
// is the saved replies' own (`staffInbox.namePlaceholder` of the contract).
import { agency } from './agency';

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
  columns: {
    name: 'Naam',
    request: 'Aanvraag',
    source: 'Bron',
    time: 'Ontvangen',
    planning: 'Opvolging',
    status: 'Status',
  },
  /** A row's follow-up date, and the mark of one whose time has passed. */
  rowFollowUp: 'Opvolgen: {time}',
  overdue: 'verlopen',
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
  /** "Beantwoorden per e-mail" on a lead's page (ui `StaffLeadReply`). */
  reply: {
    title: 'Beantwoorden per e-mail',
    intro: 'Een antwoord in platte tekst. Het komt in de geschiedenis van deze aanvraag.',
    to: 'Aan',
    from: 'Van',
    savedReply: 'Standaardantwoord',
    savedReplyNone: 'Zelf schrijven',
    savedReplyHint: 'Vult het bericht in, met de naam van de aanvrager. Je kunt het daarna nog aanpassen.',
    subject: 'Onderwerp',
    defaultSubject: `Je aanvraag bij ${agency.name}`,
    body: 'Bericht',
    send: 'Versturen',
    sending: 'Bezig met versturen...',
    sent: 'Verstuurd naar {email}.',
    subjectMissing: 'Vul een onderwerp in.',
    bodyMissing: 'Schrijf eerst een bericht.',
    noEmail: 'Deze aanvraag heeft geen e-mailadres, dus antwoorden per e-mail kan niet.',
    noEmailCall: 'Bel in plaats daarvan: {phone}.',
    noSmtp:
      'Antwoorden per e-mail staat uit: de server heeft geen e-mail ingesteld. Wie de server beheert, zet het aan met SMTP_URL en LEADS_EMAIL_TO; een antwoord gaat dan uit van LEADS_REPLY_FROM (anders LEADS_EMAIL_FROM).',
    sentTitle: 'Verstuurde antwoorden',
    sentMeta: 'Aan {email} · {name} · {time}',
  },
  /** Assigning a lead and its follow-up (ui `StaffLeadPlanning`). */
  planning: {
    title: 'Toewijzen en opvolgen',
    assignee: 'Toegewezen aan',
    nobody: 'Niemand',
    loadingColleagues: "Collega's laden...",
    assigned: 'Toegewezen aan {name}.',
    unassigned: 'Aan niemand toegewezen.',
    followUp: 'Opvolgen',
    current: 'Opvolgen op {time}',
    none: 'Er staat geen opvolging gepland.',
    overdue: 'verlopen',
    date: 'Datum',
    time: 'Tijd',
    zoneHint: 'Nederlandse tijd.',
    text: 'Waarvoor',
    optional: '(optioneel)',
    set: 'Opvolgen instellen',
    setting: 'Bezig met opslaan...',
    remove: 'Verwijderen',
    removing: 'Bezig met verwijderen...',
    saved: 'Opvolgen ingesteld op {time}.',
    removed: 'Opvolgen verwijderd.',
    missing: 'Kies een datum en een tijd.',
    noSuchTime: 'Die tijd bestaat niet op die dag: de klok gaat dan een uur vooruit. Kies een andere tijd.',
  },
  /** What happened to a lead, oldest first (ui `StaffLeadTimeline`). */
  timeline: {
    title: 'Geschiedenis',
    empty: 'Er is nog niets gebeurd.',
    received: 'Aanvraag ontvangen',
    status: 'Status gewijzigd naar {status}',
    note: 'Notitie toegevoegd',
    reply: 'E-mail verstuurd: {subject}',
    assigned: 'Toegewezen aan {name}',
    unassigned: 'Toewijzing weggehaald',
    followUpSet: 'Opvolgen ingesteld op {time}',
    followUpCleared: 'Opvolgen verwijderd',
    followUpDue: 'Tijd om op te volgen',
    chat: 'Chatgesprek met een collega',
    openChat: 'Gesprek bekijken',
    by: 'door {name}',
    visitor: 'de bezoeker',
  },
  /** The follow-ups due today and overdue, above the list (ui `StaffFollowUps`). */
  followUps: {
    title: 'Opvolgen',
    intro: 'Aanvragen om vandaag op te volgen; wat verlopen is staat bovenaan.',
    listLabel: 'Op te volgen aanvragen',
    overdue: 'verlopen',
    assignee: 'Toegewezen aan {name}',
    nobody: 'Aan niemand toegewezen',
  },
  enrolmentProblemTitle: 'Account instellen',
  enrolmentLinkMissing:
    'Open de volledige link uit het bericht dat je kreeg. Werkt die niet meer, vraag een collega om een nieuwe.',
} as const;
