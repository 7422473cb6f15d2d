// The fixed sample data of the inbox's stories: no randomness, no clock, so the screenshots
// stay the same. Not exported from the package.
import { assistantStart } from '../common/staffStory';
import type {
  StaffColleague,
  StaffFollowUpRow,
  StaffLeadRecord,
  StaffLeadNote,
  StaffLeadRow,
  StaffSavedReply,
  StaffTimelineEntry,
} from './staffLeads';

/** The stories' moment "now": 25 November 2026, 13:00 in Amsterdam. */
export const storyNow = '2026-11-25T12:00:00.000Z';

/** The colleagues a lead can be assigned to (the same ids as the chats' and the team's stories). */
export const noorBakker: StaffColleague = { id: 'staff-noor', name: 'Noor Bakker' };
export const sanneDeVries: StaffColleague = { id: 'staff-sanne', name: 'Sanne de Vries' };
export const storyInboxColleagues: StaffColleague[] = [
  noorBakker,
  sanneDeVries,
  { id: 'staff-3', name: 'Daan Jansen' },
];

export const sampleLeads: StaffLeadRow[] = [
  {
    id: 'lead-0001',
    name: 'Jan Jansen',
    source: 'callback-dialog',
    createdAt: '2026-11-25T09:41:00.000Z',
    status: 'new',
    email: null,
    phone: '+31612345678',
    preview: null,
    visit: {
      landing: '/wordpress',
      referrerHost: 'google.com',
      source: 'google',
      medium: 'cpc',
      campaign: 'najaar-2026',
    },
    // Also left a contact form and a chat, with the same number written otherwise.
    samePerson: 2,
    assignee: sanneDeVries,
    followUpAt: '2026-11-26T09:00:00.000Z',
  },
  {
    id: 'lead-0002',
    name: 'Anna de Boer',
    source: 'contact-form',
    createdAt: '2026-11-25T08:15:00.000Z',
    status: 'in_progress',
    email: 'anna.deboer@example.nl',
    phone: null,
    preview: 'Wij zijn een bakkerij met drie winkels en willen online bestellingen aannemen.',
    visit: {
      landing: '/shopify',
      referrerHost: 'bakkersnetwerk.nl',
      source: 'bakkersnetwerk.nl',
      medium: null,
      campaign: null,
    },
    samePerson: 1,
    // Due today, later on.
    assignee: noorBakker,
    followUpAt: '2026-11-25T14:00:00.000Z',
  },
  {
    id: 'lead-0003',
    name: 'Karin Smit',
    source: 'chat',
    createdAt: '2026-11-24T16:02:00.000Z',
    status: 'won',
    email: null,
    phone: '+31687654321',
    preview: null,
    visit: { landing: '/', referrerHost: null, source: 'direct', medium: null, campaign: null },
    samePerson: 0,
    assignee: null,
    followUpAt: null,
  },
  {
    id: 'lead-0004',
    name: null,
    source: 'callback-dialog',
    createdAt: '2026-11-23T11:30:00.000Z',
    status: 'lost',
    email: null,
    phone: '+31201234567',
    preview: null,
    visit: null,
    samePerson: 0,
    assignee: null,
    followUpAt: null,
  },
  {
    id: 'lead-0005',
    name: 'Bakkerij Van der Meulen-Hoogeveen & Zonen',
    source: 'contact-form',
    createdAt: '2026-11-22T14:47:00.000Z',
    status: 'new',
    email: 'info@bakkerij-vandermeulen-hoogeveen.example.nl',
    phone: '+32470123456',
    preview:
      'Goedemiddag, wij zoeken een bureau dat onze webshop met bezorgen in de regio, een koppeling met het kassasysteem en een…',
    visit: {
      landing: '/webshop-laten-maken',
      referrerHost: null,
      source: 'nieuwsbrief',
      medium: 'email',
      campaign: 'kerst-2026-bestellen-voor-de-feestdagen',
    },
    samePerson: 0,
    assignee: null,
    // Overdue since yesterday.
    followUpAt: '2026-11-24T08:00:00.000Z',
  },
];

/** Five older leads, as the next page brings them. */
export const olderLeads: StaffLeadRow[] = sampleLeads.map((lead, index) => ({
  ...lead,
  id: `lead-01${index}`,
  name: lead.name ? `${lead.name.split(' ')[0]} (oktober)` : null,
  createdAt: `2026-10-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`,
}));

export const sampleNotes: StaffLeadNote[] = [
  {
    id: 'note-1',
    text: 'Gebeld, geen gehoor. Morgen om 10:00 opnieuw.',
    createdAt: '2026-11-25T10:05:00.000Z',
    author: { name: 'Noor Bakker' },
  },
  {
    id: 'note-2',
    text: 'Gesproken: wil een webshop voor de bakkerij,\nmet bezorgen in de regio.',
    createdAt: '2026-11-25T11:20:00.000Z',
    author: { name: 'Sanne de Vries' },
  },
];

/** A call-back request from an advertisement: every fact of its visit. */
export const callbackLead: StaffLeadRecord = {
  lead: { ...sampleLeads[0]!, message: null },
  conversation: null,
  notes: sampleNotes,
  notifications: [
    { channel: 'email', status: 'sent' },
    { channel: 'webhook', status: 'failed' },
  ],
  // No e-mail address: a reply by e-mail cannot be sent.
  replies: [],
  reply: { available: false, reason: 'no_email' },
  followUp: { at: '2026-11-26T09:00:00.000Z', text: 'Opnieuw bellen' },
  timeline: [
    { kind: 'received', at: '2026-11-25T09:41:00.000Z', by: null },
    { kind: 'assigned', at: '2026-11-25T09:50:00.000Z', by: noorBakker, assignee: sanneDeVries },
    { kind: 'note', at: '2026-11-25T10:05:00.000Z', by: noorBakker, noteId: 'note-1' },
    { kind: 'follow_up', at: '2026-11-25T10:06:00.000Z', by: noorBakker, followUpAt: '2026-11-26T09:00:00.000Z' },
    { kind: 'note', at: '2026-11-25T11:20:00.000Z', by: sanneDeVries, noteId: 'note-2' },
  ],
};

export const contactLead: StaffLeadRecord = {
  // Referred by another website, without UTM fields: its host is the source.
  lead: {
    ...sampleLeads[1]!,
    message:
      'Wij zijn een bakkerij met drie winkels en willen online bestellingen aannemen.\nKunnen jullie een Shopify-webshop maken?',
  },
  conversation: null,
  notes: [],
  notifications: [{ channel: 'email', status: 'pending' }],
  replies: [
    {
      id: 'reply-1',
      to: 'anna.deboer@example.nl',
      subject: 'Je aanvraag bij Studio Legende',
      body: 'Beste Anna de Boer,\n\nDank je voor je aanvraag. Ik bel je vanmiddag om je wensen door te nemen.\n\nMet vriendelijke groet,\nNoor Bakker',
      createdAt: '2026-11-25T09:30:00.000Z',
      author: { name: 'Noor Bakker' },
    },
  ],
  reply: { available: true, from: 'hallo@studiolegende.nl' },
  followUp: { at: '2026-11-25T14:00:00.000Z', text: 'Voorstel Shopify bespreken' },
  timeline: [
    { kind: 'received', at: '2026-11-25T08:15:00.000Z', by: null },
    { kind: 'status', at: '2026-11-25T09:00:00.000Z', by: noorBakker, status: 'in_progress' },
    { kind: 'assigned', at: '2026-11-25T09:01:00.000Z', by: noorBakker, assignee: noorBakker },
    {
      kind: 'reply',
      at: '2026-11-25T09:30:00.000Z',
      by: noorBakker,
      replyId: 'reply-1',
      subject: 'Je aanvraag bij Studio Legende',
    },
    { kind: 'follow_up', at: '2026-11-25T09:31:00.000Z', by: noorBakker, followUpAt: '2026-11-25T14:00:00.000Z' },
  ],
};

/** A chat lead's timeline: received, the conversation with a colleague, won. */
const chatTimeline: StaffTimelineEntry[] = [
  { kind: 'received', at: '2026-11-24T16:02:00.000Z', by: null },
  { kind: 'chat', at: '2026-11-24T16:03:00.000Z', by: sanneDeVries, chatId: 'chat-0003' },
  { kind: 'status', at: '2026-11-24T17:10:00.000Z', by: sanneDeVries, status: 'won' },
];

export const chatLead: StaffLeadRecord = {
  // Typed in or bookmarked: no referrer, no UTM fields.
  lead: { ...sampleLeads[2]!, message: null },
  conversation: [
    ...assistantStart,
    { role: 'user', content: 'Hebben jullie ervaring met webshops?' },
    {
      role: 'assistant',
      content:
        'Zeker. Het hangt af van het aantal producten. Kijk bij [webshops](/diensten/webshop) of lees [de uitleg van Shopify](https://www.shopify.com/nl).',
    },
    { role: 'user', content: 'Kan ik iemand spreken?' },
    {
      role: 'assistant',
      content:
        'Dat regel ik graag: laat je nummer achter, dan belt een collega je terug. Of ga naar de [contactpagina](/contact).',
    },
  ],
  notes: [],
  notifications: [],
  replies: [],
  reply: { available: false, reason: 'no_email' },
  followUp: null,
  timeline: chatTimeline,
};

/** A contact form's lead while the server has no mail server set: no reply can be sent. */
export const noSmtpLead: StaffLeadRecord = {
  ...contactLead,
  replies: [],
  reply: { available: false, reason: 'no_smtp' },
};

/** A lead whose name, message and transcript hold markup: all of it must show as text. It came without a visit. */
export const markupLead: StaffLeadRecord = {
  lead: {
    ...sampleLeads[0]!,
    name: '<img src=x onerror="window.hacked=1">Eva',
    message: '<script>window.hacked=1</script>\nTweede regel',
    visit: null,
  },
  conversation: [
    { role: 'user', content: '<b onmouseover="window.hacked=1">Hoi</b>' },
    // Only site paths and http(s) addresses become links: these stay text.
    {
      role: 'assistant',
      content: 'Zie [hier](javascript:alert(1)) of <a href="https://example.com">daar</a> en [bel](tel:+31612345678).',
    },
  ],
  notes: [],
  notifications: [],
  replies: [
    {
      id: 'reply-9',
      to: 'eva@example.nl',
      subject: '<i onmouseover="window.hacked=1">Onderwerp</i>',
      body: '<script>window.replied=1</script>\n<a href="https://example.com">Klik</a>',
      createdAt: '2026-11-25T10:00:00.000Z',
      author: { name: '<b>Noor</b>' },
    },
  ],
  reply: { available: true, from: 'hallo@studiolegende.nl' },
  followUp: { at: '2026-11-26T09:00:00.000Z', text: '<img src=x onerror="window.hacked=1">' },
  timeline: [
    { kind: 'received', at: '2026-11-25T09:41:00.000Z', by: null },
    {
      kind: 'reply',
      at: '2026-11-25T10:00:00.000Z',
      by: { id: 'staff-x', name: '<b>Noor</b>' },
      replyId: 'reply-9',
      subject: '<i onmouseover="window.hacked=1">Onderwerp</i>',
    },
  ],
};

/** The agency's saved replies, on title. */
export const sampleSavedReplies: StaffSavedReply[] = [
  {
    id: 'saved-1',
    title: 'Eerste reactie',
    body: 'Beste {naam},\n\nDank je voor je aanvraag bij Studio Legende. We bellen je snel om je wensen door te nemen.\n\nMet vriendelijke groet,\nStudio Legende',
    updatedAt: '2026-11-20T09:00:00.000Z',
  },
  {
    id: 'saved-2',
    title: 'Gratis ontwerp',
    body: 'Hoi {naam},\n\nLeuk dat je interesse hebt! We maken eerst gratis een ontwerp, zodat je ziet wat je krijgt voordat je iets beslist.\n\nGroet,\nStudio Legende',
    updatedAt: '2026-11-21T14:30:00.000Z',
  },
  {
    id: 'saved-3',
    title: 'Niet bereikt',
    body: 'Beste {naam},\n\nWe probeerden je te bellen, maar kregen je niet te pakken. Laat je weten wanneer het jou uitkomt?\n\nMet vriendelijke groet,\nStudio Legende',
    updatedAt: '2026-11-22T11:15:00.000Z',
  },
];

/** A saved reply whose title and text hold markup: both show as text. */
export const markupSavedReply: StaffSavedReply = {
  id: 'saved-9',
  title: '<b onmouseover="window.hacked=1">Opmaak</b>',
  body: '<script>window.hacked=1</script>Beste {naam},',
  updatedAt: '2026-11-22T11:15:00.000Z',
};

/** The follow-ups due: one overdue since yesterday, one later today. */
export const sampleFollowUps: StaffFollowUpRow[] = [
  {
    lead: sampleLeads[4]!,
    followUp: { at: '2026-11-24T08:00:00.000Z', text: 'Offerte nabellen' },
    overdue: true,
  },
  {
    lead: sampleLeads[1]!,
    followUp: { at: '2026-11-25T14:00:00.000Z', text: 'Voorstel Shopify bespreken' },
    overdue: false,
  },
];

/** A callback that answers like the api after a moment. */
export const answerLater =
  <T>(answer: T, ms = 50) =>
  () =>
    new Promise<T>((resolve) => setTimeout(() => resolve(answer), ms));
