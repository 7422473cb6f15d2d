// The texts of the staff area's "Beveiliging" page: one's own sessions, password, second factors
// and recovery codes, the team's audit trail, and the question "is it you?" before a sensitive
// change (also asked before an export or an erasure). The site hands them to the ui components
// `StaffSessions`, `StaffPasswordChange`, `StaffFactors`, `StaffAuditList` and `StaffReauth`
// (`texts` prop). Placeholders in braces ({time}, {count}, {browser}, {system}, {min}, {max}) are
// filled in by the components.

import { staffRecoveryCodeActionTexts } from './staff';

/** The page itself. */
export const staffSecurityPageTexts = {
  title: 'Beveiliging',
  intro: 'Je sessies, je wachtwoord en je tweede stappen, en wat er in het beheer is gebeurd.',
  link: 'Beveiliging',
  loading: 'Beveiliging laden...',
} as const;

/** One's open sessions (ui `StaffSessionsTexts`). */
export const staffSessionsTexts = {
  title: 'Waar je bent ingelogd',
  intro: 'Herken je een sessie niet? Beëindig hem en verander je wachtwoord.',
  loading: 'Sessies laden...',
  empty: 'Geen andere sessies.',
  listLabel: 'Actieve sessies',
  browser: '{browser} op {system}',
  unknownBrowser: 'Onbekende browser',
  current: 'Deze sessie',
  signedIn: 'Ingelogd: {time}',
  lastSeen: 'Laatst actief: {time}',
  end: 'Beëindigen',
  ending: 'Bezig met beëindigen...',
  ended: 'Sessie beëindigd.',
  endAll: 'Overal uitloggen',
  endingAll: 'Bezig met uitloggen...',
  endAllHint: 'Beëindigt al je sessies, ook deze. Daarna log je opnieuw in.',
} as const;

/** Changing one's own password (ui `StaffPasswordChangeTexts`). */
export const staffPasswordChangeTexts = {
  title: 'Wachtwoord wijzigen',
  intro: 'Je andere sessies worden daarna beëindigd; in deze blijf je ingelogd.',
  currentLabel: 'Huidig wachtwoord',
  newLabel: 'Nieuw wachtwoord',
  newHint: 'Minstens {min} tekens. Een zin van een paar woorden werkt goed.',
  repeatLabel: 'Herhaal wachtwoord',
  currentRequired: 'Vul je huidige wachtwoord in.',
  newRequired: 'Kies een nieuw wachtwoord.',
  tooShort: 'Je nieuwe wachtwoord is te kort: minstens {min} tekens.',
  tooLong: 'Je nieuwe wachtwoord is te lang: hoogstens {max} tekens.',
  mismatch: 'De twee wachtwoorden zijn niet hetzelfde.',
  submit: 'Wachtwoord wijzigen',
  submitting: 'Bezig met opslaan...',
  saved: 'Je wachtwoord is gewijzigd. Je andere sessies zijn beëindigd.',
} as const;

/** Second factors and recovery codes (ui `StaffFactorsTexts`). */
export const staffFactorsTexts = {
  title: 'Tweede stap',
  intro: 'Na je wachtwoord bevestig je met een passkey of met een code uit een authenticator-app.',
  listLabel: 'Je tweede stappen',
  kinds: { totp: 'Authenticator-app', webauthn: 'Passkey', phone: 'Telefoon' },
  added: 'Toegevoegd: {time}',
  lastUsed: 'Laatst gebruikt: {time}',
  neverUsed: 'Nog niet gebruikt',
  remove: 'Verwijderen',
  removing: 'Bezig met verwijderen...',
  removed: 'Verwijderd.',
  lastFactor: 'Dit is je enige tweede stap: voeg eerst een andere toe voordat je deze verwijdert.',
  addPasskey: 'Passkey toevoegen',
  addingPasskey: 'Wachten op je passkey...',
  addTotp: 'Authenticator-app toevoegen',
  startingTotp: 'Bezig...',
  passkeyAdded: 'Passkey toegevoegd.',
  totpTitle: 'Authenticator-app toevoegen',
  totpIntro: 'Scan de QR-code met je app, of typ de sleutel over. Vul daarna de code uit de app in.',
  qrLabel: 'QR-code voor je authenticator-app',
  secretLabel: 'Sleutel',
  codeLabel: 'Code',
  codeRequired: 'Vul de code uit je app in.',
  confirm: 'Bevestigen',
  confirming: 'Bezig met bevestigen...',
  cancel: 'Annuleren',
  totpAdded: 'Authenticator-app toegevoegd.',
  recoveryTitle: 'Herstelcodes',
  recoveryLeft: 'Je hebt nog {count} herstelcodes over.',
  recoveryLeftOne: 'Je hebt nog 1 herstelcode over.',
  recoveryNone: 'Je hebt geen herstelcodes meer. Maak nieuwe.',
  newCodes: 'Nieuwe herstelcodes maken',
  makingCodes: 'Bezig met maken...',
  codesOnce:
    'Bewaar ze nu, bijvoorbeeld in je wachtwoordmanager: ze worden maar één keer getoond. Je oude codes werken niet meer.',
  codesLabel: 'Nieuwe herstelcodes',
  codeActions: staffRecoveryCodeActionTexts,
  codesSaved: 'Ik heb ze bewaard',
} as const;

/** The team's audit trail (ui `StaffAuditListTexts`). */
export const staffAuditTexts = {
  title: 'Logboek',
  intro: 'Wie wat deed in het beheer, nieuwste eerst. Twee jaar bewaard; zonder gegevens van klanten.',
  caption: 'Logboek van het beheer, nieuwste eerst',
  loading: 'Logboek laden...',
  empty: 'Nog niets gebeurd.',
  columns: { time: 'Tijd', who: 'Wie', event: 'Gebeurtenis', lead: 'Aanvraag' },
  system: 'Beheerder (npm run staff)',
  noLead: '—',
  openLead: 'Aanvraag bekijken',
  more: 'Meer laden',
  loadingMore: 'Bezig met laden...',
  unknownEvent: 'Andere gebeurtenis',
  events: {
    SIGNED_IN: 'Ingelogd',
    SIGNED_OUT: 'Uitgelogd',
    TOKEN_REFRESHED: 'Sessie verlengd',
    USER_UPDATED: 'Account gewijzigd',
    PASSWORD_RECOVERY: 'Account opnieuw ingesteld',
    MFA_CHALLENGE_VERIFIED: 'Tweede stap bevestigd',
    SIGN_IN_FAILED: 'Inloggen mislukt',
    MFA_CHALLENGE_FAILED: 'Tweede stap mislukt',
    STAFF_ADDED: 'Collega toegevoegd',
    STAFF_DISABLED: 'Collega uitgeschakeld',
    ROLE_CHANGED: 'Rol gewijzigd',
    ENROLMENT_STARTED: 'Account instellen begonnen',
    ENROLMENT_RESUMED: 'Account instellen hervat na het wachtwoord',
    LEAD_VIEWED: 'Aanvraag bekeken',
    LEAD_STATUS_CHANGED: 'Status gewijzigd',
    LEAD_NOTE_ADDED: 'Notitie toegevoegd',
    LEAD_REPLY_SENT: 'Antwoord per e-mail verstuurd',
    LEAD_ASSIGNED: 'Aanvraag toegewezen',
    LEAD_FOLLOW_UP_SET: 'Opvolgmoment gewijzigd',
    SAVED_REPLY_ADDED: 'Standaardantwoord toegevoegd',
    SAVED_REPLY_CHANGED: 'Standaardantwoord gewijzigd',
    SAVED_REPLY_REMOVED: 'Standaardantwoord verwijderd',
    REAUTHENTICATED: 'Opnieuw bevestigd',
    REAUTH_FAILED: 'Opnieuw bevestigen mislukt',
    LEADS_EXPORTED: 'Aanvragen geëxporteerd',
    PERSON_LOOKED_UP: 'Gegevens van een persoon gezocht',
    PERSON_ERASED: 'Gegevens van een persoon gewist',
    NOTIFICATION_RETRIED: 'Melding opnieuw verstuurd',
    LIVE_CHAT_TAKEN: 'Chat overgenomen',
    LIVE_CHAT_VIEWED: 'Chat bekeken',
    LIVE_CHAT_CONTACT_ASKED: 'Contactgegevens gevraagd in de chat',
    LEAD_CHATS_VIEWED: 'Chats van een aanvraag bekeken',
    ALERT_CHOICES_CHANGED: 'Meldingen gekozen',
    ALERT_DEVICE_ADDED: 'Meldingen aangezet op een toestel',
    ALERT_DEVICE_REMOVED: 'Toestel voor meldingen verwijderd',
    ALERT_TEST_SENT: 'Testmelding verstuurd',
  },
} as const;

/** "Is it you?" before a sensitive change (ui `StaffReauthTexts`). */
/**
 * What the re-authentication is for, by what was asked: its line under the heading, and what is
 * said where it was asked when the dialog was closed without confirming. A change (a factor, new
 * recovery codes, an erasure) or an export.
 */
export const staffReauthPurposes = {
  change: {
    intro: 'Voor deze wijziging vragen we je wachtwoord of een code nog een keer.',
    cancelled: 'Niet bevestigd: er is niets gewijzigd.',
  },
  export: {
    intro: 'Voor deze export vragen we je wachtwoord of een code nog een keer.',
    cancelled: 'Niet bevestigd: er is niets geëxporteerd.',
  },
} as const;

export const staffReauthTexts = {
  title: 'Bevestig dat jij het bent',
  /** For a change; an export says so (`staffReauthPurposes`). */
  intro: staffReauthPurposes.change.intro,
  passwordLabel: 'Wachtwoord',
  passwordRequired: 'Vul je wachtwoord in.',
  codeLabel: 'Code',
  codeHint: 'De code uit je authenticator-app, of een herstelcode.',
  codeRequired: 'Vul een code in.',
  submit: 'Bevestigen',
  submitting: 'Bezig met bevestigen...',
  useCode: 'Liever een code gebruiken',
  usePassword: 'Liever je wachtwoord gebruiken',
  or: 'of',
  passkey: 'Met een passkey',
  passkeyBusy: 'Wachten op je passkey...',
  passkeyCancelled: 'Er is niet bevestigd met een passkey. Probeer het opnieuw, of gebruik je wachtwoord.',
  cancel: 'Annuleren',
  close: 'Sluiten',
  /** Said where the action was asked, when the dialog was closed without confirming (a change). */
  cancelled: staffReauthPurposes.change.cancelled,
} as const;
