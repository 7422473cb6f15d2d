// The fixed sample data of the live chat's stories: no randomness, no clock, so the screenshots
// stay the same. Not exported from the package.
import { assistantStart } from '../common/staffStory';
import type { StaffChatRecord, StaffChatLists, StaffChatSummary } from './staffChats';

/** The moment the stories are looked at: 25 November 2026, 11:15 in Amsterdam. */
export const storyNow = '2026-11-25T10:15:00.000Z';

/** The colleague looking at the stories. */
export const noor = { id: 'staff-noor', name: 'Noor' };
export const sanne = { id: 'staff-sanne', name: 'Sanne' };

export const waitingChat: StaffChatSummary = {
  id: 'chat-0001',
  reference: 'LC-7K2P',
  status: 'waiting',
  page: '/diensten/webshop',
  question: 'Kan ik iemand spreken over bezorgen in de regio?',
  createdAt: '2026-11-25T10:12:00.000Z',
  takenBy: null,
  lastMessageAt: null,
  unread: 0,
};

export const secondWaitingChat: StaffChatSummary = {
  id: 'chat-0002',
  reference: 'LC-9QX4',
  status: 'waiting',
  page: '/contact',
  question:
    'Wat kost een webshop met ongeveer 200 producten en een koppeling met ons kassasysteem, en hoe snel kan die online staan?',
  createdAt: '2026-11-25T10:14:20.000Z',
  takenBy: null,
  lastMessageAt: null,
  unread: 0,
};

/** A visitor on a page with a long address, waiting for more than an hour; they asked for a colleague at once. */
export const longWaitingChat: StaffChatSummary = {
  id: 'chat-0003',
  reference: 'LC-3MB8',
  status: 'waiting',
  page: '/portfolio/bakkerij-van-der-meulen-hoogeveen-webshop-met-bezorgen-in-de-regio',
  question: null,
  createdAt: '2026-11-25T09:05:00.000Z',
  takenBy: null,
  lastMessageAt: null,
  unread: 0,
};

export const myActiveChat: StaffChatSummary = {
  id: 'chat-0004',
  reference: 'LC-2HD6',
  status: 'active',
  page: '/diensten/wordpress',
  question: 'Kan ik iemand spreken over bezorgen in de regio?',
  createdAt: '2026-11-25T10:02:00.000Z',
  takenBy: noor,
  lastMessageAt: '2026-11-25T10:13:30.000Z',
  unread: 2,
};

export const othersActiveChat: StaffChatSummary = {
  id: 'chat-0005',
  reference: 'LC-8TR1',
  status: 'active',
  page: '/',
  question: 'Werken jullie ook met WooCommerce?',
  createdAt: '2026-11-25T09:58:00.000Z',
  takenBy: sanne,
  lastMessageAt: '2026-11-25T10:10:05.000Z',
  unread: 0,
};

export const endedChat: StaffChatSummary = {
  id: 'chat-0006',
  reference: 'LC-5WN9',
  status: 'ended',
  page: '/faq',
  question: 'Hoe lang duurt het bouwen van een website?',
  createdAt: '2026-11-25T09:20:00.000Z',
  takenBy: sanne,
  lastMessageAt: '2026-11-25T09:41:00.000Z',
  unread: 0,
};

export const missedChat: StaffChatSummary = {
  id: 'chat-0007',
  reference: 'LC-4PF3',
  status: 'missed',
  page: '/diensten/maatwerk',
  question: 'Kan ik vandaag nog iemand spreken?',
  createdAt: '2026-11-25T08:47:00.000Z',
  takenBy: null,
  lastMessageAt: null,
  unread: 0,
};

export const waitingQueue: StaffChatLists = {
  waiting: [waitingChat, secondWaitingChat, longWaitingChat],
  active: [],
  recent: [],
};

export const mixedQueue: StaffChatLists = {
  waiting: [waitingChat, secondWaitingChat],
  active: [myActiveChat, othersActiveChat],
  recent: [endedChat, missedChat],
};

export const emptyQueue: StaffChatLists = { waiting: [], active: [], recent: [] };

const transcript: StaffChatRecord['transcript'] = [
  ...assistantStart,
  { role: 'user', content: 'Kan ik iemand spreken over bezorgen in de regio?' },
  { role: 'assistant', content: 'Zeker. Ik vraag een collega om mee te lezen en verder te helpen.' },
];

/** Waiting: only the conversation with the assistant so far. */
export const waitingDetail: StaffChatRecord = { chat: waitingChat, transcript, events: [] };

/** Held by the viewer (Noor): taken, her greeting, two questions of the visitor. */
export const activeDetail: StaffChatRecord = {
  chat: { ...myActiveChat, page: '/diensten/webshop' },
  transcript,
  events: [
    { type: 'taken', id: 11, name: 'Noor', at: '2026-11-25T10:12:40.000Z' },
    {
      type: 'message',
      id: 12,
      from: 'person',
      name: 'Noor',
      text: 'Hoi! Ik ben Noor. Ik heb meegelezen: je wilt een webshop met bezorgen in de regio. Klopt dat?',
      at: '2026-11-25T10:13:05.000Z',
    },
    { type: 'read', id: 13, upTo: 10, at: '2026-11-25T10:13:06.000Z' },
    {
      type: 'message',
      id: 14,
      from: 'visitor',
      text: 'Ja, klopt. We hebben drie winkels.',
      at: '2026-11-25T10:13:20.000Z',
    },
    {
      type: 'message',
      id: 15,
      from: 'visitor',
      text: 'Kan de klant ook een bezorgmoment kiezen?\nBijvoorbeeld zaterdagochtend.',
      at: '2026-11-25T10:13:30.000Z',
    },
  ],
};

/** Held by the viewer (Noor), who asked for the visitor's contact details: they left them, a lead was made. */
export const contactDetail: StaffChatRecord = {
  ...activeDetail,
  events: [
    ...activeDetail.events,
    { type: 'contact_asked', id: 16, name: 'Noor', at: '2026-11-25T10:14:00.000Z' },
    { type: 'contact_left', id: 17, leadId: 'lead-0042', at: '2026-11-25T10:14:40.000Z' },
  ],
};

/** Ended by the colleague who held it (Sanne), after she had put it back once and taken it again. */
export const endedDetail: StaffChatRecord = {
  chat: endedChat,
  transcript: transcript.slice(0, 2),
  events: [
    { type: 'taken', id: 21, name: 'Sanne', at: '2026-11-25T09:21:00.000Z' },
    { type: 'released', id: 22, at: '2026-11-25T09:22:10.000Z' },
    { type: 'taken', id: 23, name: 'Sanne', at: '2026-11-25T09:23:00.000Z' },
    {
      type: 'message',
      id: 24,
      from: 'person',
      name: 'Sanne',
      text: 'Hoi, ik ben Sanne. Waarmee kan ik je helpen?',
      at: '2026-11-25T09:23:20.000Z',
    },
    {
      type: 'message',
      id: 25,
      from: 'visitor',
      text: 'Ik heb alles al gevonden, dank je!',
      at: '2026-11-25T09:40:00.000Z',
    },
    { type: 'ended', id: 26, by: 'person', at: '2026-11-25T09:41:00.000Z' },
  ],
};

/** Nobody took it in time. */
export const missedDetail: StaffChatRecord = {
  chat: missedChat,
  transcript: transcript.slice(0, 2),
  events: [
    {
      type: 'message',
      id: 31,
      from: 'visitor',
      text: 'Is er iemand?',
      at: '2026-11-25T08:48:00.000Z',
    },
    { type: 'missed', id: 32, at: '2026-11-25T08:52:00.000Z' },
  ],
};

/** Held by Sanne while Noor looks at it. */
export const othersDetail: StaffChatRecord = {
  chat: othersActiveChat,
  transcript: transcript.slice(0, 2),
  events: [
    { type: 'taken', id: 41, name: 'Sanne', at: '2026-11-25T09:59:00.000Z' },
    {
      type: 'message',
      id: 42,
      from: 'person',
      name: 'Sanne',
      text: 'Hoi, ik ben Sanne. Waarmee kan ik je helpen?',
      at: '2026-11-25T09:59:30.000Z',
    },
    {
      type: 'message',
      id: 43,
      from: 'visitor',
      text: 'Ik wil mijn WordPress-site laten versnellen.',
      at: '2026-11-25T10:10:05.000Z',
    },
  ],
};

/** A visitor whose messages hold an address and markup: all of it must show as text. */
export const markupDetail: StaffChatRecord = {
  chat: { ...myActiveChat, unread: 1 },
  transcript: [{ role: 'user', content: '<img src=x onerror="window.hacked=1">Hallo' }],
  events: [
    { type: 'taken', id: 51, name: 'Noor', at: '2026-11-25T10:12:40.000Z' },
    {
      type: 'message',
      id: 52,
      from: 'visitor',
      text: 'Kijk op https://example.com en <b>x</b>',
      at: '2026-11-25T10:13:00.000Z',
    },
  ],
};
