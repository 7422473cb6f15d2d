// The texts of the inbox's tools in the staff area: the overview (a chart of leads per week, the
// answers of the chat voted "Niet nuttig", notifications that did not arrive), finding and
// erasing a person's data, and the CSV export. The site hands them to the ui components
// `StaffLeadsChart`, `StaffFeedbackList`, `StaffOutboxList` and `StaffPersonErase` (`texts`
// prop). Placeholders in braces ({count}, {week}, {status}, …) are filled in by the components.

import { leadKindNames, leadSourceNames, leadStatusNames } from './staffInbox';

/** The overview page `/beheer/overzicht`, its nav link and the person page's. */
export const staffToolsPageTexts = {
  overviewNav: 'Overzicht',
  overviewTitle: 'Overzicht',
  personNav: 'Persoon',
  loading: 'Laden...',
  exportCsv: 'Exporteren (CSV)',
  exporting: 'Bezig met exporteren...',
  exportIntro: 'Met de filters hierboven.',
} as const;

/**
 * The staff area's CSV download for Dutch Excel (the api writes it, `dutchLeadsCsv`): the column
 * headers in their order, the values as the inbox names them, and how a note reads in its cell
 * ({time} as dd-mm-jjjj uu:mm in Amsterdam). The command's export (`npm run leads -- export`)
 * stays machine-readable, in English.
 */
export const staffLeadsExportTexts = {
  columns: {
    received: 'Ontvangen',
    kind: 'Soort',
    source: 'Bron',
    name: 'Naam',
    phone: 'Telefoon',
    email: 'E-mail',
    message: 'Bericht',
    status: 'Status',
    notes: 'Notities',
    assignee: 'Toegewezen aan',
    followUpAt: 'Opvolgen op',
    followUpText: 'Reden om op te volgen',
    landing: 'Eerste pagina',
    visitSource: 'Bron van het bezoek',
    medium: 'Medium',
    campaign: 'Campagne',
    referrer: 'Verwezen door',
    id: 'Kenmerk',
  },
  kinds: leadKindNames,
  sources: leadSourceNames,
  statuses: leadStatusNames,
  note: '{time} {author}: {text}',
  fileName: 'aanvragen.csv',
} as const;

/** Leads per week (ui `StaffLeadsChart`). */
export const staffLeadsChartTexts = {
  title: 'Aanvragen per week',
  description: 'De laatste 12 weken, per bron. Weken beginnen op maandag.',
  summary: '{total} aanvragen in {weeks} weken; de meeste in week {busiest} ({most}).',
  empty: 'Nog geen aanvragen in de laatste 12 weken.',
  showTable: 'Toon als tabel',
  tableCaption: 'Aanvragen per week en bron',
  week: 'Week',
  weekLabel: 'Week {number}',
  weekStart: 'vanaf {date}',
  total: 'Totaal',
  sources: leadSourceNames,
} as const;

/** The chat answers voted "Niet nuttig" (ui `StaffFeedbackList`). */
export const staffFeedbackTexts = {
  title: 'Niet nuttige antwoorden',
  intro: 'Antwoorden van de chat die een bezoeker als "Niet nuttig" beoordeelde, nieuwste eerst.',
  empty: 'Geen antwoorden als "Niet nuttig" beoordeeld.',
  question: 'Vraag',
  answer: 'Antwoord',
  votedAt: 'Beoordeeld op {time}',
  more: 'Meer laden',
  loadingMore: 'Bezig met laden...',
  moreLoaded: '{count} antwoorden geladen.',
} as const;

/** Notifications that did not arrive (ui `StaffOutboxList`). */
export const staffOutboxTexts = {
  title: 'Niet afgeleverde meldingen',
  intro: 'Meldingen van nieuwe aanvragen aan het bureau die mislukten of nog wachten.',
  empty: 'Alle meldingen zijn afgeleverd: er wacht niets.',
  noChannel:
    'Er is geen kanaal voor meldingen ingesteld: bij een nieuwe aanvraag krijgt het bureau geen e-mail en geen webhook. Alleen wie het beheer open heeft met "Melding bij een nieuwe aanvraag" aan, hoort ervan. Wie de server beheert, stelt een kanaal in met LEADS_EMAIL_TO en SMTP_URL, of met LEADS_WEBHOOK_URL.',
  totals: '{pending} wachtend, {failed} mislukt.',
  lead: 'Aanvraag',
  openLead: 'Aanvraag bekijken',
  channel: 'Kanaal',
  channels: { email: 'E-mail', webhook: 'Webhook' },
  state: 'Status',
  states: { pending: 'Wacht', failed: 'Mislukt' },
  attempts: 'Pogingen',
  lastError: 'Laatste fout',
  nextAttempt: 'Volgende poging: {time}',
  errorKinds: {
    http: 'De ontvanger antwoordde met een fout (HTTP {status})',
    network: 'De ontvanger was niet bereikbaar',
    timeout: 'De ontvanger antwoordde niet op tijd',
    configuration: 'Dit kanaal is niet ingesteld',
    other: 'Onbekende fout',
    none: 'Nog niet geprobeerd',
  },
  retry: 'Nu opnieuw versturen',
  retrying: 'Bezig met versturen...',
  retried: 'Staat klaar om nu verstuurd te worden.',
} as const;

/** Finding and erasing a person's data (ui `StaffPersonErase`). */
export const staffPersonTexts = {
  title: 'Gegevens van een persoon',
  intro: 'Zoek op e-mailadres of telefoonnummer: je ziet alles wat over die persoon is opgeslagen, en kunt het wissen.',
  emailLabel: 'E-mailadres',
  phoneLabel: 'Telefoonnummer',
  phoneHint: 'Zoals de bezoeker het invulde, bijvoorbeeld 06 12345678.',
  required: 'Vul een e-mailadres of een telefoonnummer in.',
  search: 'Zoeken',
  searching: 'Bezig met zoeken...',
  resultTitle: 'Opgeslagen gegevens',
  nothingFound: 'Niets opgeslagen over deze persoon.',
  foundSummary: '{leads} aanvragen en {feedback} chatbeoordelingen gevonden.',
  leadsTitle: 'Aanvragen',
  received: 'Ontvangen',
  status: 'Status',
  source: 'Bron',
  email: 'E-mail',
  phone: 'Telefoon',
  message: 'Bericht',
  visit: {
    label: 'Herkomst',
    landing: 'binnengekomen op {value}',
    source: 'bron {value}',
    medium: 'medium {value}',
    campaign: 'campagne {value}',
    referrer: 'via {value}',
  },
  notes: 'Notities',
  noNotes: 'Geen notities.',
  conversation: 'Chatgesprek: {count} berichten',
  notifications: 'Meldingen aan het bureau: {count}',
  feedbackTitle: 'Chatbeoordelingen die deze persoon noemen',
  question: 'Vraag',
  answer: 'Antwoord',
  statuses: leadStatusNames,
  sources: leadSourceNames,
  nameless: 'Zonder naam',
  erase: 'Gegevens wissen',
  confirmTitle: 'Weet je het zeker?',
  confirmIntro:
    'Alles hierboven wordt gewist: de aanvragen met hun status, notities, chatgesprekken en meldingen, en de chatbeoordelingen. Dit kan niet ongedaan worden gemaakt. Het logboek bewaart alleen dat er gewist is.',
  confirmLabel: 'Ja, wis deze gegevens definitief',
  confirmRequired: 'Vink eerst aan dat je deze gegevens definitief wilt wissen.',
  confirmErase: 'Definitief wissen',
  erasing: 'Bezig met wissen...',
  cancel: 'Annuleren',
  erased: 'Gewist: {leads} aanvragen, {notes} notities en {feedback} chatbeoordelingen.',
  again: 'Iemand anders zoeken',
} as const;
