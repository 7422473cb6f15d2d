import { promises } from './facts';
import { callbackDialogTexts, privacyPath } from './forms';
import { staffSavedRepliesPageTexts } from './staffSavedReplies';

// A person in the chat: the agency's office hours, and what the chat panel and the inbox say
// when a visitor asks for a colleague. The api decides from `officeHours` (unless
// CHAT_HOURS=always); the panel shows the next opening in words.

/** A day of the week, 1 = Monday ... 7 = Sunday (ISO). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface OfficeHours {
  /** The time zone the hours are in. */
  timeZone: string;
  /** Opening and closing time ("HH:MM", 24 h) per weekday; a day left out is closed. */
  week: Partial<Record<IsoWeekday, { opens: string; closes: string }>>;
  /** Whole days closed, "YYYY-MM-DD" in `timeZone` (public holidays, the office's own days). */
  closedDays: readonly string[];
}

const workday = { opens: '09:00', closes: '17:30' } as const;

/** When a colleague can be offered in the chat: Monday to Friday 9:00-17:30, Amsterdam time. */
export const officeHours: OfficeHours = {
  timeZone: 'Europe/Amsterdam',
  week: { 1: workday, 2: workday, 3: workday, 4: workday, 5: workday },
  // Dutch public holidays on weekdays, and the days between Christmas and New Year.
  closedDays: [
    '2026-12-24',
    '2026-12-25',
    '2026-12-28',
    '2026-12-29',
    '2026-12-30',
    '2026-12-31',
    '2027-01-01',
    '2027-03-26',
    '2027-03-29',
    '2027-04-27',
    '2027-05-05',
    '2027-05-06',
    '2027-05-17',
    '2027-12-24',
    '2027-12-27',
    '2027-12-28',
    '2027-12-29',
    '2027-12-30',
    '2027-12-31',
  ],
};

/** Days a live chat nobody took over is kept (the api deletes it then; the privacy statement says so). */
export const missedLiveChatDays = 7;

/** The chat panel's texts for a person in the chat (ui `ChatLiveTexts`). `{name}`, `{when}` and `{reference}` are filled in. */
export const chatLiveTexts = {
  /** The button in the panel, and the offer's first choice. */
  askPerson: 'Chat met een collega',
  /** The offer when a person can be offered. */
  offer: 'Wil je verder met een collega? Kies hoe.',
  /** Said before the conversation goes to a person; links to the privacy statement. */
  disclosure: 'Een collega leest het gesprek tot nu toe mee, zodat je niets hoeft te herhalen.',
  disclosureLink: 'Wat we bewaren',
  nobodyAvailable: 'Er is nu niemand beschikbaar',
  nobodyAvailableHint: 'Laat je nummer achter, dan bellen we je terug.',
  /** Outside office hours; `{when}` is e.g. "maandag om 9:00". */
  closed: 'We zijn er weer {when}',
  closedHint: 'Laat je nummer achter, dan bellen we je zo snel mogelijk terug.',
  today: 'vandaag',
  tomorrow: 'morgen',
  /** `{day} om {time}`: "maandag om 9:00". */
  whenFormat: '{day} om {time}',
  waiting: 'We zoeken een collega voor je. Dat duurt meestal niet langer dan twee minuten.',
  taken: '{name} neemt het gesprek over',
  chattingWith: 'Je chat met {name}',
  typing: '{name} typt…',
  read: 'Gelezen',
  missed: 'Het lukte niet om een collega te vinden. Laat je nummer achter, dan bellen we je terug.',
  released: '{name} heeft het gesprek teruggezet. We zoeken een andere collega voor je.',
  endedByVisitor: 'Je hebt het gesprek beëindigd. Je chat weer met de assistent.',
  endedByPerson: '{name} heeft het gesprek beëindigd. Je chat weer met de assistent.',
  endedIdle: 'Het gesprek is na een kwartier stilte beëindigd. Je chat weer met de assistent.',
  end: 'Gesprek beëindigen',
  reference: 'Gespreksnummer: {reference}',
  /** Shown while the live connection is being restored. */
  reconnecting: 'Verbinding herstellen…',
  /** The visitor's message did not arrive. */
  sendFailed: 'Je bericht is niet verstuurd. Probeer het opnieuw.',
  /** A person's message, for screen readers: "{name} schrijft: ". */
  personSpeaker: '{name}: ',
  /** The notice when the colleague asks for the visitor's contact details (the form opens). */
  contactAsked: '{name} vraagt om je contactgegevens, zodat we contact met je kunnen opnemen.',
  /**
   * The chat's call-back form as it opens then: the phone number (the spec's field, placeholder
   * and name stay) or an e-mail address, one of the two.
   */
  contact: {
    title: 'Laat je contactgegevens achter',
    description: `Je telefoonnummer of je e-mailadres is genoeg. We nemen binnen ${promises.contactWithinHours} uur contact met je op.`,
    phoneLabel: callbackDialogTexts.phoneLabel,
    phonePlaceholder: callbackDialogTexts.phonePlaceholder,
    emailLabel: 'E-mailadres',
    emailPlaceholder: 'naam@bedrijf.nl',
    nameLabel: callbackDialogTexts.nameLabel,
    submit: 'Verstuur mijn gegevens',
    submitting: callbackDialogTexts.submitting,
    cancel: 'Niet nu',
    privacy: {
      before:
        'We bewaren je gegevens met dit gesprek en gebruiken ze alleen om contact met je op te nemen over je vraag. Lees meer in onze ',
      linkLabel: 'privacyverklaring',
      href: privacyPath,
      after: '.',
    },
    contactRequired: {
      title: 'Telefoonnummer of e-mailadres vereist',
      description: 'Vul je telefoonnummer of je e-mailadres in.',
    },
    failure: callbackDialogTexts.failure,
    confirmation: `Bedankt! We hebben je gegevens ontvangen en nemen binnen ${promises.contactWithinHours} uur contact met je op.`,
  },
} as const;

/** The inbox's "Chats" (ui `StaffChat*`). */
export const staffChatTexts = {
  heading: 'Chats',
  availability: 'Beschikbaar voor chat',
  availabilityHint: 'Gaat vanzelf uit een minuut nadat je laatste tabblad met het beheer is gesloten.',
  /** Under the switch outside office hours (`officeHours`), available or not. */
  officeClosed: 'Buiten kantoortijd: bezoekers kunnen nu geen collega vragen, ook niet als je beschikbaar bent.',
  /** Before what visitors get in the chat instead (the chat panel's own words, below). */
  visitorsRead: 'Bezoekers lezen in de chat:',
  /** What the chat panel tells visitors then, the same words (`chatLiveTexts`). */
  visitorClosed: {
    closed: chatLiveTexts.closed,
    closedHint: chatLiveTexts.closedHint,
    today: chatLiveTexts.today,
    tomorrow: chatLiveTexts.tomorrow,
    whenFormat: chatLiveTexts.whenFormat,
  },
  displayName: 'Naam in de chat',
  displayNameHint: 'Zo ziet de bezoeker je. Bijvoorbeeld je voornaam.',
  waiting: 'Wachtend',
  active: 'Lopend',
  recent: 'Gemist en beëindigd',
  none: 'Geen chats.',
  take: 'Overnemen',
  takenBy: '{name} heeft dit gesprek al overgenomen.',
  release: 'Terug naar de wachtrij',
  end: 'Gesprek beëindigen',
  message: 'Bericht',
  send: 'Versturen',
  transcript: 'Het gesprek met de assistent',
  transcriptSource: 'Verstuurd door de browser van de bezoeker',
  page: 'Pagina',
  visitor: 'Bezoeker',
  assistant: 'Assistent',
  typing: 'De bezoeker typt…',
  read: 'Gelezen',
  statuses: { waiting: 'Wachtend', active: 'Lopend', ended: 'Beëindigd', missed: 'Gemist' },
  endedBy: {
    visitor: 'De bezoeker heeft het gesprek beëindigd.',
    person: '{name} heeft het gesprek beëindigd.',
    idle: 'Beëindigd na een kwartier stilte.',
  },
  missed: 'Niemand nam dit gesprek op tijd over. De bezoeker kreeg "Bel me terug" aangeboden.',
  released: '{name} heeft het gesprek teruggezet in de wachtrij.',
  takenEvent: '{name} heeft het gesprek overgenomen.',
  newChat: 'Er wacht een bezoeker in de chat.',
  notificationTitle: 'Chat',
  notificationBody: 'Er wacht een bezoeker in de chat.',
  alertSwitch: 'Geluid bij een wachtende chat',
  displayNameMissing: 'Vul eerst je naam in de chat in.',
  unread: '{count} ongelezen',
  failed: 'Dat lukte niet. Probeer het opnieuw.',
  /** The queue's heading under the page's h1 "Chats". */
  queueHeading: 'Gesprekken',
  /** After "Chats" in the staff area's bar: the visitors waiting now. */
  navWaiting: 'wachtend',
  /** The line of a waiting visitor's question in the queue, for screen readers: 'Vraag: …'. */
  question: 'Vraag',
  loading: 'Chats laden...',
  loadingChat: 'Gesprek laden...',
  backToChats: 'Terug naar Chats',
  /** Asks the visitor for their contact details: their panel opens its call-back form, with e-mail. */
  askContact: 'Contactgegevens vragen',
  contactAskedEvent: '{name} heeft om contactgegevens gevraagd.',
  contactLeftEvent: 'De bezoeker heeft contactgegevens achtergelaten: de chat staat bij de aanvraag.',
  openLead: 'Naar de aanvraag',
  /**
   * "Bericht" offers the saved replies ("Standaardantwoorden") when the message starts with `/`:
   * what follows it looks them up by title or text. `{count}`: how many match.
   */
  savedReplies: {
    listLabel: 'Standaardantwoorden',
    foundOne: '1 standaardantwoord gevonden. Neem het over met Enter of Tab, of sluit met Escape.',
    found:
      '{count} standaardantwoorden gevonden. Kies met pijltje omhoog of omlaag, neem over met Enter of Tab, of sluit met Escape.',
    noMatch: 'Geen standaardantwoord gevonden',
    /** No saved replies at all: where a beheerder adds them (the bar's link). */
    noneYet: {
      before: 'Er zijn nog geen standaardantwoorden. Een beheerder voegt ze toe onder ',
      link: staffSavedRepliesPageTexts.nav,
      after: '.',
    },
  },
} as const;

/** A lead's page: the live chats it was made from or joined (ui `StaffLeadLiveChats`). */
export const staffLeadChatTexts = {
  heading: 'Chats met een collega',
  reference: 'Gespreksnummer {reference}',
  linkedAt: 'Contactgegevens achtergelaten',
  endedAt: 'Beëindigd',
  ongoing: 'Het gesprek loopt nog: de rest komt erbij zodra het is beëindigd.',
  assistantPart: 'Met de assistent',
  livePart: 'Met een collega',
  assistantSource: staffChatTexts.transcriptSource,
  visitor: staffChatTexts.visitor,
  assistant: staffChatTexts.assistant,
  openChat: 'Open het gesprek in Chats',
} as const;
