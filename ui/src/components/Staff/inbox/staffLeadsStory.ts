// The fixed sample data of the inbox's stories: no randomness, no clock, so the screenshots
// stay the same. Not exported from the package.
import { assistantStart } from '../common/staffStory';
import type { StaffLeadRecord, StaffLeadNote, StaffLeadRow } from './staffLeads';

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
};

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
};

/** A callback that answers like the api after a moment. */
export const answerLater =
  <T>(answer: T, ms = 50) =>
  () =>
    new Promise<T>((resolve) => setTimeout(() => resolve(answer), ms));
