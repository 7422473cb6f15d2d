// The texts of the staff area's alerts ("Meldingen"): the page where a colleague chooses what
// reaches them and turns on Web Push on a device (ui `StaffAlerts`, `texts` prop), what the
// service worker shows when a push message comes, and the e-mail an alert sends. Placeholders
// in braces ({topic}, {channel}, {label}, {date}, {delivered}, {devices}, {removed}) are filled
// in by the component. A push message and an alert e-mail name no lead and no visitor: they
// say what happened and link to the staff area, where the colleague signs in to see who.
import { agency } from './agency';

/** The page itself and its link in the bar. */
export const staffAlertsPageTexts = {
  nav: 'Meldingen',
  title: 'Meldingen',
  intro:
    'Kies wat je wilt horen en hoe: per e-mail naar je eigen adres, of als pushmelding op je telefoon of computer.',
  loading: 'Meldingen laden...',
} as const;

/** Every text of the ui component `StaffAlerts`. */
export const staffAlertsTexts = {
  choices: {
    title: 'Wat je wilt horen',
    intro: 'Een pushmelding komt op elk toestel waarop je meldingen hebt aangezet.',
    caption: 'Meldingen per onderwerp en kanaal',
    topicHeader: 'Onderwerp',
    topics: {
      new_lead: 'Een nieuwe aanvraag',
      chat_waiting: 'Een bezoeker wacht op een collega in de chat',
      follow_up_due: 'Een opvolging van jou is aan de beurt',
    },
    topicHints: {
      new_lead: 'Iemand vroeg om teruggebeld te worden of stuurde het contactformulier.',
      chat_waiting:
        'Wie beschikbaar is voor de chat krijgt meteen een pushmelding; neemt niemand het gesprek snel over, dan iedereen een e-mail.',
      follow_up_due: 'Op het moment dat je bij een aanvraag hebt gekozen om hem op te volgen.',
    },
    channels: { email: 'E-mail', push: 'Pushmelding' },
    checkboxLabel: '{topic}: {channel}',
    emailUnavailable:
      'Op de server is geen e-mail ingesteld: we bewaren je keuze, maar e-mailmeldingen worden niet verstuurd.',
    save: 'Keuzes opslaan',
    saving: 'Bezig met opslaan...',
    saved: 'Je keuzes zijn opgeslagen.',
  },
  device: {
    title: 'Dit toestel',
    intro: 'Pushmeldingen komen op dit toestel, ook als het beheer niet open is.',
    enable: 'Meldingen aan op dit toestel',
    enabling: 'Bezig met aanzetten...',
    enabled: 'Meldingen staan aan op dit toestel.',
    unsupported:
      'Deze browser kan geen pushmeldingen ontvangen. Gebruik Chrome, Edge of Firefox, of Safari op een iPhone met het beheer op je beginscherm.',
    iosInstall:
      'Op een iPhone of iPad werken meldingen alleen vanaf het beginscherm. Tik in Safari op Deel en dan op ‘Zet op beginscherm’, open het beheer vanaf dat icoon en zet meldingen hier aan.',
    denied:
      'Meldingen voor deze site zijn geweigerd in je browser. Sta ze toe in de instellingen van de browser (bij deze site of deze app) en kom dan hier terug.',
    dismissed: 'Je hebt de vraag om meldingen niet beantwoord. Probeer het nog een keer.',
    failed: 'Aanzetten lukte niet. Probeer het nog een keer.',
  },
  devices: {
    title: 'Je toestellen',
    intro: 'Hier komen je pushmeldingen. Uitloggen op een toestel zet zijn meldingen ook uit.',
    listLabel: 'Toestellen met meldingen',
    empty: 'Nog geen toestel met meldingen.',
    thisDevice: 'Dit toestel',
    since: 'Aangezet {date}',
    lastSent: 'Laatste melding {date}',
    remove: 'Verwijderen',
    removing: 'Bezig met verwijderen...',
    removed: '{label} krijgt geen meldingen meer.',
  },
  test: {
    send: 'Stuur een testmelding',
    sending: 'Bezig met versturen...',
    none: 'Er is nog geen toestel om naar te sturen: zet eerst meldingen aan.',
    sent: 'Testmelding verstuurd naar {delivered} van {devices} toestellen.',
    removed: 'Een toestel bestond niet meer bij de pushdienst en is verwijderd.',
  },
} as const;

/** What the service worker shows for each kind of push message (its payload carries an id only). */
export const staffAlertNotifications = {
  lead: { title: 'Nieuwe aanvraag', body: 'Er is een nieuwe aanvraag binnengekomen. Tik om hem te openen.' },
  chat: {
    title: 'Een bezoeker wacht',
    body: 'Een bezoeker vraagt in de chat om een collega. Tik om het over te nemen.',
  },
  follow_up: { title: 'Opvolgen', body: 'Een aanvraag van jou is aan de beurt om op te volgen.' },
  test: { title: 'Testmelding', body: `Meldingen van het beheer van ${agency.name} werken op dit toestel.` },
} as const;

/** The topics of an alert e-mail, by the contract's names (`@agency/contract/alerts`). */
type AlertMailTopic = 'new_lead' | 'chat_waiting' | 'follow_up_due';

const mailLines: Record<AlertMailTopic, { subject: string; line: string }> = {
  new_lead: { subject: 'Nieuwe aanvraag', line: 'Er is een nieuwe aanvraag binnengekomen.' },
  chat_waiting: {
    subject: 'Een bezoeker wacht in de chat',
    line: 'Een bezoeker vraagt in de chat om een collega, en nog niemand heeft het gesprek overgenomen.',
  },
  follow_up_due: { subject: 'Opvolgen', line: 'Een aanvraag van jou is aan de beurt om op te volgen.' },
};

/**
 * The plain-text e-mail of an alert to a colleague's own address: what happened and the link
 * to it in the staff area. It names no lead and no visitor (the link asks to sign in).
 */
export function staffAlertMail(alert: { topic: AlertMailTopic; name: string; link: string }): {
  subject: string;
  text: string;
} {
  const { subject, line } = mailLines[alert.topic];
  return {
    subject: `${subject}, in het beheer van ${agency.name}`,
    text:
      `Hallo ${alert.name},\n\n${line}\n\nBekijk het in het beheer:\n${alert.link}\n\n` +
      `Je krijgt deze e-mail omdat je dit hebt gekozen onder Meldingen in het beheer. Daar zet je het ook uit.\n`,
  };
}
