// What the Staff story files share: the fixed sample data (no randomness, no dates, so the
// screenshots stay the same) and the fields as a colleague finds them. Not exported from the package.
import type { within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** A colleague of the agency. */
export const staffEmail = 'noor@studiolegende.nl';
export const staffPassword = 'koffie-bij-de-gracht-om-negen';

/** The api's answers, as the site will pass them in. */
export const refusedCredentials = 'Dit e-mailadres of wachtwoord klopt niet.';
export const refusedCode = 'Deze code klopt niet. Gebruik de nieuwste code uit je app, of een herstelcode.';
export const refusedPassword = 'Dit wachtwoord staat in lijsten van gelekte wachtwoorden. Kies een ander.';
export const failedPasskey = 'Het maken van de passkey is niet gelukt. Probeer het opnieuw of kies de app.';

/** A fixed app key (base32) and the URI an authenticator app reads from the QR code. */
export const totpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const otpauthUri = `otpauth://totp/Studio%20Legende:noor%40studiolegende.nl?secret=${totpSecret}&issuer=Studio%20Legende&algorithm=SHA1&digits=6&period=30`;

/** Ten fixed recovery codes. */
export const recoveryCodes = [
  'k7hq-3mxa-p2dn',
  'w4tz-9cfe-b6rk',
  'm2pj-8dvs-x5ha',
  'r9ne-4qgb-t3wy',
  'c6xf-2hmz-j8ud',
  'v3ka-7pwn-e9sq',
  'h5dr-6tyc-n2mf',
  'z8bu-3jqe-g4xp',
  'p2wm-5vkh-d7ta',
  's9gc-4nrx-y6be',
] as const;

/** How a visitor's conversation with the assistant starts, before they ask for a colleague. */
export const assistantStart = [
  { role: 'user', content: 'Wat kost een webshop?' },
  {
    role: 'assistant',
    content: 'Dat hangt af van wat je nodig hebt. We maken eerst gratis een ontwerp en daarna een offerte op maat.',
  },
] as const;

/** The sign-in's password step. */
export function signInFields(canvas: Canvas) {
  return {
    email: canvas.getByRole('textbox', { name: 'E-mailadres' }),
    password: canvas.getByLabelText('Wachtwoord'),
    submit: canvas.getByRole('button', { name: /^(Inloggen|Bezig met inloggen\.\.\.)$/ }),
    passkey: canvas.getByRole('button', { name: /^(Inloggen met een passkey|Wachten op je passkey\.\.\.)$/ }),
  };
}

/** The enrolment's password step. */
export function newPasswordFields(canvas: Canvas) {
  return {
    password: canvas.getByLabelText('Nieuw wachtwoord'),
    repeat: canvas.getByLabelText('Herhaal wachtwoord'),
    submit: canvas.getByRole('button', { name: /^(Volgende|Bezig met opslaan\.\.\.)$/ }),
  };
}

/**
 * Weeks of leads, from each source's count per week: the ISO weeks from 37 of 2026 on, oldest
 * first (the site's staff page stories count their own).
 */
export function storyWeeks(counts: {
  callback: readonly number[];
  contact: readonly number[];
  chat: readonly number[];
}) {
  return counts.callback.map((callback, index) => {
    const contact = counts.contact[index] ?? 0;
    const chat = counts.chat[index] ?? 0;
    const start = new Date(Date.UTC(2026, 8, 7 + index * 7)).toISOString().slice(0, 10);
    return {
      week: `2026-W${37 + index}`,
      start,
      counts: { 'callback-dialog': callback, 'contact-form': contact, chat },
      total: callback + contact + chat,
    };
  });
}

/** The inbox's tools: twelve fixed weeks of leads (ISO weeks 37 to 48 of 2026), oldest first. */
export const leadsPerWeek = storyWeeks({
  callback: [3, 4, 2, 5, 1, 6, 3, 7, 4, 8, 5, 2],
  contact: [2, 1, 3, 2, 4, 3, 5, 2, 4, 3, 6, 1],
  chat: [1, 2, 0, 3, 2, 4, 2, 5, 3, 6, 4, 3],
});

/** Chat answers voted "Niet nuttig", newest first. */
export const notUsefulAnswers = [
  {
    id: 'fb-3',
    question: 'Kunnen jullie ook een app voor iPhone en Android maken?',
    answer: 'Wij bouwen websites en webshops. Voor een app verwijzen we je graag door naar een partner.',
    createdAt: '2026-11-24T15:42:00.000Z',
  },
  {
    id: 'fb-2',
    question: 'Wat kost onderhoud per maand?',
    answer: 'Dat hangt af van je website. Vraag een offerte aan, dan rekenen we het voor je uit.',
    createdAt: '2026-11-23T09:05:00.000Z',
  },
  {
    id: 'fb-1',
    question: 'Werken jullie ook in het weekend?',
    answer: 'Dat weet ik helaas niet zeker. Wil je dat een collega contact met je opneemt?',
    createdAt: '2026-11-20T19:30:00.000Z',
  },
];

/** The next page of them. */
export const moreNotUsefulAnswers = [
  {
    id: 'fb-0',
    question: 'Hoe lang duurt het maken van een webshop?',
    answer: 'Een webshop staat meestal binnen zes tot tien weken online.',
    createdAt: '2026-11-18T11:15:00.000Z',
  },
];

/** Notifications that did not arrive: one given up, one waiting in a back-off. */
export const undeliveredNotifications = [
  {
    id: 'job-webhook-1',
    leadId: 'lead-1',
    channel: 'webhook' as const,
    status: 'failed' as const,
    attempts: 8,
    createdAt: '2026-11-24T08:12:00.000Z',
    nextAttemptAt: null,
    errorKind: 'http' as const,
    httpStatus: 503,
  },
  {
    id: 'job-email-2',
    leadId: 'lead-2',
    channel: 'email' as const,
    status: 'pending' as const,
    attempts: 3,
    createdAt: '2026-11-25T10:02:00.000Z',
    nextAttemptAt: '2026-11-25T11:02:00.000Z',
    errorKind: 'network' as const,
    httpStatus: null,
  },
];

/** A person as the search finds them: two leads (one with a note) and a chat vote that names them. */
export const personEmail = 'erik.vandam@example.nl';
export const personFound = {
  leads: [
    {
      id: 'lead-10',
      name: 'Erik van Dam',
      source: 'contact-form' as const,
      createdAt: '2026-11-18T14:20:00.000Z',
      status: 'won' as const,
      email: personEmail,
      phone: null,
      message: 'Graag een nieuwe website voor onze garage, met online afspraken maken.',
      visit: { landing: '/wordpress', referrerHost: 'google.com', source: 'google.com', medium: null, campaign: null },
      notes: [{ id: 'note-1', text: 'Teruggebeld: wil in januari starten.', createdAt: '2026-11-19T09:00:00.000Z' }],
      conversationMessages: 0,
      notifications: 1,
    },
    {
      id: 'lead-11',
      name: 'Erik van Dam',
      source: 'chat' as const,
      createdAt: '2026-11-24T16:45:00.000Z',
      status: 'new' as const,
      email: null,
      phone: '+31611223344',
      message: null,
      visit: null,
      notes: [],
      conversationMessages: 4,
      notifications: 1,
    },
  ],
  feedback: [
    {
      id: 'fb-9',
      question: 'Bel mij op 06 11223344 over de prijs',
      answer: 'Dat regel ik graag: laat je nummer achter via "Bel me terug".',
      createdAt: '2026-11-24T16:40:00.000Z',
    },
  ],
};
export const personErased = {
  leadIds: ['lead-10', 'lead-11'],
  feedbackIds: ['fb-9'],
  counts: { leads: 2, outbox: 2, lead_conversations: 1, lead_notes: 1, chat_feedback: 1 },
};
