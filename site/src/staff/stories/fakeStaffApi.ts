import { defaultAlertChoices, type AlertSettings } from '@agency/contract/alerts';
import { analytics, type AnalyticsOverview, type RoadGroup } from '@agency/contract/analytics';
import {
  type InboxFollowUpRow,
  type InboxLead,
  type InboxLeadDetail,
  type InboxPage,
  type SavedReply,
  staffLive,
} from '@agency/contract/inbox';
import {
  type LiveChatEvent,
  type StaffChatAvailability,
  type StaffChatPresence,
  type StaffChatDetail,
  type StaffChatQueue,
  type StaffChatSummary,
  liveChat,
} from '@agency/contract/liveChat';
import type { StaffRole, StaffTeamMember } from '@agency/contract/staffAccess';
import type { LeadsPerWeek, NotUsefulPage, UndeliveredList } from '@agency/contract/staffTools';
import {
  activeDetail,
  chatLead as storyChatLead,
  contactLead as storyContactLead,
  endedChat,
  missedChat,
  noor,
  othersActiveChat,
  sampleFollowUps,
  sampleLeads,
  sampleSavedReplies,
  sanne,
  secondWaitingChat,
  storyColleagues,
  storyInboxColleagues,
  storyWeeks,
  waitingChat,
} from '@agency/ui/Staff/storyData';

/**
 * The staff api, faked for the staff page stories: a colleague signed in (or not), with a
 * fixed inbox, overview, figures of "Herkomst" and account. No randomness, so the screenshots
 * stay the same: only the waiting chats are counted back from the moment the story starts ("2
 * minuten"). The live streams are a stand-in EventSource that connects and then stays quiet
 * until a story makes something happen (`fakeChatWaiting`, `fakeVisitCounted`). The chats keep
 * what a story does to them (taken over, a message sent, ended) until the next story.
 */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A lead of the Staff stories as the api lists it (with its kind). */
const listed = (lead: (typeof sampleLeads)[number]): InboxLead => ({
  ...lead,
  kind: lead.source === 'contact-form' ? 'project' : 'callback',
});

/** "Meldingen": the defaults, e-mail set up, one device (this one), and the key to subscribe with. */
const alertSettings: AlertSettings = {
  choices: defaultAlertChoices,
  emailAvailable: true,
  vapidPublicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  devices: [
    {
      id: 'b1f0c7a2-4a51-4c1e-9a47-1f0e0d6f2c11',
      label: 'Chrome · Android',
      createdAt: '2026-11-20T08:30:00.000Z',
      lastSentAt: '2026-11-25T09:12:00.000Z',
      thisSession: false,
    },
  ],
};

/** The inbox: the first three leads of the Staff stories. */
const leads: InboxPage['leads'] = sampleLeads.slice(0, 3).map(listed);

const inbox: InboxPage = { leads, nextCursor: null, counts: { new: 1, in_progress: 1, won: 1, lost: 0 } };

const question = (index: number) => storyChatLead.conversation![index]!;

const chatLead: InboxLeadDetail = {
  lead: { ...leads[2]!, message: null },
  // The visitor's questions of the Staff stories' chat lead, and a shorter answer between them.
  conversation: [
    question(0),
    { role: 'assistant', content: 'Dat hangt af van wat je nodig hebt. We maken eerst gratis een ontwerp.' },
    question(2),
  ],
  notes: [
    {
      id: 'note-1',
      text: 'Gebeld: wil een webshop met bezorging in de regio.',
      createdAt: '2026-11-25T10:05:00.000Z',
      author: { id: 'staff-1', name: 'Noor Bakker' },
    },
  ],
  notifications: [{ channel: 'email', status: 'sent', attempts: 1, sentAt: '2026-11-24T16:02:05.000Z' }],
  replies: [],
  reply: { available: false, reason: 'no_email' },
  followUp: null,
  timeline: [...storyChatLead.timeline],
} as InboxLeadDetail;

/** Anna de Boer's contact form (lead-0002): an e-mail address, so a reply can be sent; one was. */
const contactDetail = (): InboxLeadDetail => ({
  ...storyContactLead,
  conversation: null,
  lead: { ...leads[1]!, message: storyContactLead.lead.message },
  notes: [],
  notifications: [{ channel: 'email', status: 'sent', attempts: 1, sentAt: '2026-11-25T08:15:05.000Z' }],
  replies: storyContactLead.replies.map((reply) => ({ ...reply, author: { id: noor.id, name: 'Noor Bakker' } })),
  timeline: [...storyContactLead.timeline],
});

/**
 * The follow-ups due of the Staff stories (24 and 25 November 2026), overdue as the page's
 * clock finds them (the inbox's rows say "verlopen" by the same clock).
 */
const followUps = (): InboxFollowUpRow[] =>
  sampleFollowUps.map((row) => ({
    ...row,
    lead: listed(row.lead),
    overdue: Date.parse(row.followUp.at) < Date.now(),
  }));

/** The story's saved replies and Anna's lead, as the story changes them. */
let savedReplies: SavedReply[] = [...sampleSavedReplies];
let contact = contactDetail();

/**
 * `/leads/:id…` as the api answers it: Anna's lead takes a reply (the SMTP server accepts it),
 * an assignee and a follow-up; any other id is the chat lead.
 */
function leadAnswer(method: string, route: string, body: unknown): Response {
  const [, , id = '', action = ''] = route.split('/');
  if (id === 'follow-ups') return json(200, { followUps: followUps() });
  if (id === 'colleagues') return json(200, { colleagues: storyInboxColleagues });
  if (decodeURIComponent(id) !== contact.lead.id) return json(200, chatLead);
  const input = (body ?? {}) as {
    subject?: string;
    body?: string;
    staffUserId?: string | null;
    at?: string | null;
    text?: string;
  };
  const at = '2026-11-25T12:00:00.000Z';
  if (method === 'POST' && action === 'replies') {
    const reply = {
      id: `reply-${contact.replies.length + 1}`,
      to: contact.lead.email ?? '',
      subject: String(input.subject ?? ''),
      body: String(input.body ?? ''),
      createdAt: at,
      author: { id: noor.id, name: 'Noor Bakker' },
    };
    contact = { ...contact, replies: [...contact.replies, reply] };
    return json(201, reply);
  }
  if (method === 'PUT' && action === 'assignee') {
    const assignee = storyInboxColleagues.find((colleague) => colleague.id === input.staffUserId) ?? null;
    contact = { ...contact, lead: { ...contact.lead, assignee } };
    return json(200, { assignee });
  }
  if (method === 'PUT' && action === 'follow-up') {
    const followUp = input.at ? { at: input.at, text: input.text ?? null } : null;
    contact = { ...contact, followUp, lead: { ...contact.lead, followUpAt: followUp?.at ?? null } };
    return json(200, { followUp });
  }
  return json(200, contact);
}

/** `/saved-replies…`: read by everyone, changed by a beheerder only (`admin_only`). */
function savedRepliesAnswer(method: string, route: string, body: unknown): Response {
  if (method === 'GET') return json(200, { savedReplies });
  if (role !== 'admin') {
    return json(403, { error: 'admin_only', message: 'Alleen een beheerder kan standaardantwoorden wijzigen.' });
  }
  const id = decodeURIComponent(route.split('/')[2] ?? '');
  const input = (body ?? {}) as { title?: string; body?: string };
  const saved = {
    title: String(input.title ?? ''),
    body: String(input.body ?? ''),
    updatedAt: '2026-11-25T12:00:00.000Z',
  };
  if (method === 'POST') {
    const added = { id: `saved-${savedReplies.length + 10}`, ...saved };
    savedReplies = [...savedReplies, added];
    return json(201, added);
  }
  if (!savedReplies.some((reply) => reply.id === id))
    return json(404, { error: 'not_found', message: 'Deze pagina bestaat niet.' });
  if (method === 'DELETE') {
    savedReplies = savedReplies.filter((reply) => reply.id !== id);
    return new Response(null, { status: 204 });
  }
  const changed = { id, ...saved };
  savedReplies = savedReplies.map((reply) => (reply.id === id ? changed : reply));
  return json(200, changed);
}

/** Twelve weeks of leads from each source (ISO weeks 37 to 48 of 2026), oldest first. */
const perWeek: LeadsPerWeek = {
  weeks: storyWeeks({
    callback: [1, 2, 0, 3, 1, 2, 0, 4, 2, 1, 3, 1],
    contact: [0, 1, 1, 0, 2, 1, 0, 1, 2, 0, 1, 1],
    chat: [0, 0, 1, 1, 0, 2, 1, 1, 0, 3, 1, 1],
  }),
};

const feedback: NotUsefulPage = {
  answers: [
    {
      id: 'vote-1',
      question: 'Doen jullie ook onderhoud van een bestaande site?',
      answer: 'Dat weet ik helaas niet zeker. Wil je dat een collega contact met je opneemt?',
      createdAt: '2026-11-24T14:20:00.000Z',
    },
  ],
  nextCursor: null,
};

const outbox: UndeliveredList = {
  notifications: [
    {
      id: 'job-1',
      leadId: 'lead-0001',
      channel: 'webhook',
      status: 'failed',
      attempts: 8,
      createdAt: '2026-11-25T09:41:00.000Z',
      nextAttemptAt: null,
      errorKind: 'http',
      httpStatus: 503,
    },
  ],
  pending: 0,
  failed: 1,
  channels: ['email', 'webhook'],
};

const me = {
  user: { id: noor.id, name: 'Noor Bakker', email: 'noor@studiolegende.nl' },
  role: 'admin' as StaffRole,
  factors: [
    {
      id: 'factor-1',
      kind: 'totp',
      friendlyName: 'Authenticator-app',
      createdAt: '2026-11-20T09:00:00.000Z',
      lastUsedAt: '2026-11-25T08:02:00.000Z',
    },
  ],
  recoveryCodesLeft: 9,
  sessionExpiresAt: '2026-11-25T20:02:00.000Z',
};

const sessions = {
  sessions: [
    {
      id: 'a1b2c3d4e5f60718',
      current: true,
      createdAt: '2026-11-25T08:02:00.000Z',
      lastSeenAt: '2026-11-25T10:41:00.000Z',
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.1 Safari/605.1.15',
    },
  ],
};

const audit = {
  entries: [
    {
      id: 'audit-2',
      at: '2026-11-25T10:05:00.000Z',
      event: 'LEAD_NOTE_ADDED',
      staffName: 'Noor Bakker',
      leadId: 'lead-0003',
    },
    { id: 'audit-1', at: '2026-11-25T08:02:00.000Z', event: 'SIGNED_IN', staffName: 'Noor Bakker', leadId: null },
  ],
  next: null,
};

/** "Collega's": Noor (the only beheerder), Sanne, Daan (invited, not yet set up) and Eva (blocked). */
const teamOf = (): StaffTeamMember[] => storyColleagues.map((colleague) => ({ ...colleague }));

/** The story's accounts, and whether Noor confirmed who she is (any password or code will do). */
let team = teamOf();
let reauthenticated = false;
let role: StaffRole = 'admin';

/**
 * `/team…` as the api answers it: a beheerder only; each change after a re-authentication
 * (`staff_reauth_required` before it), the last beheerder neither blocked nor made a colleague.
 */
function teamAnswer(method: string, route: string, body: unknown): Response {
  if (role !== 'admin') {
    return json(403, {
      error: 'admin_only',
      message: 'Alleen een beheerder kan collega’s uitnodigen, herstellen of blokkeren.',
    });
  }
  if (method === 'GET') return json(200, { colleagues: team });
  if (!reauthenticated) {
    return json(403, {
      error: 'staff_reauth_required',
      message: 'Bevestig eerst dat jij het bent, met je wachtwoord of een code.',
    });
  }
  const linkOf = (colleague: StaffTeamMember) => ({
    colleague,
    link: 'https://www.studiolegende.nl/beheer/welkom#k7hq3mxap2dnw4tz9cfeb6rk',
    expiresAt: '2026-11-26T10:00:00.000Z',
    emailed: false,
  });
  const input = (body ?? {}) as { name?: string; email?: string; role?: StaffRole };
  if (route === '/team') {
    const colleague: StaffTeamMember = {
      id: `staff-${team.length + 1}`,
      name: String(input.name ?? ''),
      email: String(input.email ?? ''),
      role: input.role ?? 'member',
      status: 'enrolling',
      createdAt: '2026-11-25T10:00:00.000Z',
    };
    if (team.some((known) => known.email === colleague.email)) {
      return json(409, { error: 'email_taken', message: 'Er is al een account met dit e-mailadres.' });
    }
    team = [...team, colleague];
    return json(201, linkOf(colleague));
  }
  const [, , id = '', action = ''] = route.split('/');
  const found = team.find((member) => member.id === decodeURIComponent(id));
  if (!found) return json(404, { error: 'not_found', message: 'Deze pagina bestaat niet.' });
  const admins = team.filter((member) => member.role === 'admin' && member.status !== 'disabled');
  const last = found.role === 'admin' && admins.length === 1;
  const refusedLast = () =>
    json(409, {
      error: 'last_admin',
      message:
        'Dit is de laatste beheerder. Maak eerst een andere collega beheerder voordat je dit account blokkeert of collega maakt.',
    });
  const replace = (changed: StaffTeamMember) => {
    team = team.map((member) => (member.id === changed.id ? changed : member));
    return changed;
  };
  if (action === 'role') {
    if (last && input.role === 'member') return refusedLast();
    return json(200, { colleague: replace({ ...found, role: input.role ?? found.role }) });
  }
  if (action === 'disable') {
    if (last) return refusedLast();
    return json(200, { colleague: replace({ ...found, status: 'disabled' }) });
  }
  return json(200, linkOf(replace({ ...found, status: 'enrolling' })));
}

/**
 * The chats of one story, those of the Staff stories: two visitors waiting (the second already
 * taken by Sanne when Noor tries), one conversation Noor holds, one Sanne holds, one ended and
 * one missed. The waiting ones came in a few minutes before the story started.
 */
function chatState(started: number) {
  const ago = (seconds: number) => new Date(started - seconds * 1000).toISOString();
  const transcript = activeDetail.transcript.slice(0, 3);
  const chats: StaffChatDetail[] = [
    { chat: { ...waitingChat, createdAt: ago(150) }, transcript, events: [] },
    {
      chat: { ...secondWaitingChat, createdAt: ago(75) },
      transcript: [{ role: 'user', content: 'Mag ik iemand spreken?' }],
      events: [],
    },
    {
      chat: activeDetail.chat,
      transcript,
      // Her greeting and the visitor's two questions, not yet read.
      events: activeDetail.events.filter((event) => event.type !== 'read'),
    },
    {
      chat: othersActiveChat,
      transcript: [],
      events: [{ type: 'taken', id: 3, name: sanne.name, at: '2026-11-25T09:58:30.000Z' }],
    },
    {
      chat: endedChat,
      transcript: [],
      events: [
        { type: 'taken', id: 1, name: sanne.name, at: '2026-11-25T09:21:00.000Z' },
        { type: 'ended', id: 2, by: 'visitor', at: '2026-11-25T09:41:00.000Z' },
      ],
    },
    { chat: missedChat, transcript: [], events: [{ type: 'missed', id: 1, at: '2026-11-25T08:52:00.000Z' }] },
  ];
  return {
    chats,
    availability: { available: true, displayName: 'Noor', open: true, nextOpening: null } as StaffChatPresence,
    nextId: 100,
    /** The conversations' open live streams, told of every new event. */
    listeners: new Set<(chatId: string, event: LiveChatEvent) => void>(),
  };
}

type ChatState = ReturnType<typeof chatState>;

const byStatus = (state: ChatState, ...statuses: StaffChatSummary['status'][]) =>
  state.chats.filter((detail) => statuses.includes(detail.chat.status)).map((detail) => detail.chat);

/** `/chats…` and `/chat-availability` of the staff api, over the story's chats. */
function chatAnswer(state: ChatState, method: string, route: string, body: unknown): Response {
  if (route === '/chat-availability') {
    if (method === 'PUT') state.availability = { ...state.availability, ...(body as StaffChatAvailability) };
    return json(200, state.availability);
  }
  if (route === '/chats') {
    const queue: StaffChatQueue = {
      waiting: byStatus(state, 'waiting'),
      active: byStatus(state, 'active'),
      recent: byStatus(state, 'ended', 'missed'),
    };
    return json(200, queue);
  }
  const [, , id = '', action = ''] = route.split('/');
  const detail = state.chats.find((chat) => chat.chat.id === decodeURIComponent(id));
  if (!detail) return json(404, { error: 'not_found', message: 'Deze pagina bestaat niet.' });
  const add = (event: { type: LiveChatEvent['type'] } & Record<string, unknown>) => {
    state.nextId += 1;
    const added = { ...event, id: state.nextId } as LiveChatEvent;
    detail.events.push(added);
    for (const listener of state.listeners) listener(detail.chat.id, added);
    return state.nextId;
  };
  const at = '2026-11-25T10:15:00.000Z';
  const mine = detail.chat.status === 'active' && detail.chat.takenBy?.id === noor.id;
  if (method === 'GET' && !action) return json(200, detail);
  if (action === 'take') {
    if (detail.chat.id === 'chat-0002') {
      return json(409, {
        error: liveChat.errorCodes.taken,
        message: 'Sanne heeft dit gesprek al overgenomen.',
        takenBy: sanne,
      });
    }
    detail.chat = { ...detail.chat, status: 'active', takenBy: noor };
    add({ type: 'taken', name: noor.name, at });
    return json(200, detail.chat);
  }
  if (!mine)
    return json(403, {
      error: liveChat.errorCodes.notYours,
      message: 'Dit gesprek is van een collega. Neem het eerst over.',
    });
  if (action === 'messages') {
    const text = String((body as { text?: unknown } | undefined)?.text ?? '').trim();
    return json(201, { id: add({ type: 'message', from: 'person', name: noor.name, text, at }) });
  }
  if (action === 'end') {
    detail.chat = { ...detail.chat, status: 'ended' };
    add({ type: 'ended', by: 'person', at });
  }
  if (action === 'release') {
    detail.chat = { ...detail.chat, status: 'waiting', takenBy: null };
    add({ type: 'released', at });
  }
  return new Response(null, { status: 204 });
}

/**
 * "Herkomst": the story's today is 25 November 2026. A period up to the real today (a preset:
 * the last days) is answered as the same days up to the story's today, so the screenshots stay
 * the same on every day; two days chosen are answered as they are. Nothing was counted before
 * 1 June 2026, nor after the story's today. Each day's figures follow from its date, the
 * breakdowns and the road from the period's visitors, so every period adds up.
 * `countedToday`: the visitors `fakeVisitCounted` added today.
 */
const STORY_TODAY = '2026-11-25';
const COUNTING_SINCE = '2026-06-01';
let countedToday = 0;

const isDay = (value: string | null): value is string =>
  value !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const dayOf = (number: number) => new Date(number * 86_400_000).toISOString().slice(0, 10);
const realToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** A day's visitors and page views: more on weekdays, a little more each week. */
function dayFigures(day: string): { visitors: number; pageViews: number } {
  if (day < COUNTING_SINCE || day > STORY_TODAY) return { visitors: 0, pageViews: 0 };
  const number = dayNumber(day);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const visitors =
    30 +
    ((number * 7) % 11) +
    (weekday === 0 || weekday === 6 ? 0 : 16) +
    Math.floor((number - 20_600) / 9) +
    (day === STORY_TODAY ? countedToday : 0);
  return { visitors, pageViews: visitors * 2 + ((number * 5) % 9) + 6 + (day === STORY_TODAY ? countedToday : 0) };
}

/** Groups as shares of the visitors: those under the smallest group shown together as `overig`, last. */
function shares(visitors: number, parts: readonly [string, number, number][]) {
  const groups = parts.map(([value, share, views]) => ({
    value,
    visitors: Math.round(visitors * share),
    pageViews: Math.round(visitors * share * views),
  }));
  const shown = groups.filter((group) => group.visitors >= analytics.limits.minGroupVisitors);
  const small = groups.filter((group) => group.visitors > 0 && group.visitors < analytics.limits.minGroupVisitors);
  if (small.length === 0) return shown;
  const sum = (key: 'visitors' | 'pageViews') => small.reduce((total, group) => total + group[key], 0);
  return [...shown, { value: analytics.other, visitors: sum('visitors'), pageViews: sum('pageViews') }];
}

/** The road per group, as shares of the visitors of each step. */
function roadOf(visitors: number, parts: readonly [string, number, number, number, number, number][]): RoadGroup[] {
  return parts
    .map(([value, share, opened, leads, inProgress, won]) => {
      const of = Math.round(visitors * share);
      return {
        value,
        visitors: of,
        opened: Math.round(of * opened),
        leads: Math.round(of * leads),
        inProgress: Math.round(of * inProgress),
        won: Math.round(of * won),
      };
    })
    .filter((group) => group.visitors > 0);
}

function overviewOf(from: string, to: string): AnalyticsOverview {
  const days = [];
  for (let number = dayNumber(from); number <= dayNumber(to); number++) {
    const day = dayOf(number);
    days.push({ day, ...dayFigures(day) });
  }
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
  const pageViews = days.reduce((sum, day) => sum + day.pageViews, 0);
  const goal = (share: number) => {
    const count = Math.round(visitors * share);
    return { count, rate: visitors > 0 ? count / visitors : null };
  };
  const sources = roadOf(visitors, [
    ['www.google.com', 0.45, 0.16, 0.022, 0.01, 0.004],
    ['direct', 0.3, 0.14, 0.018, 0.008, 0.004],
    ['linkedin', 0.1, 0.13, 0.018, 0.006, 0],
    ['nieuwsbrief', 0.07, 0.2, 0.025, 0.016, 0.008],
    ['duckduckgo.com', 0.03, 0.1, 0.017, 0, 0],
  ]);
  const opened = sources.reduce((sum, group) => sum + group.opened, 0);
  const leads = sources.reduce((sum, group) => sum + group.leads, 0);
  return {
    from,
    to,
    minGroupVisitors: analytics.limits.minGroupVisitors,
    days,
    totals: { visitors, pageViews },
    routes: shares(visitors, [
      ['/', 0.58, 1.48],
      ['/wordpress', 0.25, 1.48],
      ['/shopify', 0.23, 1.39],
      ['/platform', 0.12, 1.49],
      ['/contact', 0.1, 1.36],
      ['/faq', 0.07, 1.39],
      ['/privacy', 0.002, 1],
    ]),
    landings: shares(visitors, [
      ['/', 0.54, 1.03],
      ['/wordpress', 0.18, 1.04],
      ['/shopify', 0.16, 1.03],
      ['/platform', 0.06, 1.02],
      ['/contact', 0.04, 1.03],
      ['/privacy', 0.002, 1],
    ]),
    sources: shares(visitors, [
      ['www.google.com', 0.45, 1.04],
      ['direct', 0.3, 1.03],
      ['linkedin', 0.1, 1.03],
      ['nieuwsbrief', 0.07, 1.02],
      ['duckduckgo.com', 0.03, 1.03],
      ['www.ecosia.org', 0.002, 1],
    ]),
    media: shares(visitors, [
      ['cpc', 0.13, 1.03],
      ['social', 0.1, 1.03],
      ['email', 0.07, 1.02],
    ]),
    campaigns: shares(visitors, [
      ['webshop-najaar', 0.09, 1.03],
      ['nieuwsbrief-november', 0.07, 1.02],
      ['wordpress-onderhoud', 0.04, 1.03],
    ]),
    devices: shares(visitors, [
      ['desktop', 0.52, 2.3],
      ['phone', 0.44, 2],
      ['tablet', 0.04, 2.1],
    ]),
    goals: [
      { goal: 'chat_opened', ...goal(0.085) },
      { goal: 'callback_dialog_opened', ...goal(0.038) },
      { goal: 'form_opened', ...goal(0.058) },
      { goal: 'email_clicked', ...goal(0.014) },
      { goal: 'phone_clicked', ...goal(0.019) },
      { goal: 'callback_requested', ...goal(0.011) },
      { goal: 'project_requested', ...goal(0.007) },
      { goal: 'chat_question_asked', ...goal(0.07) },
      { goal: 'colleague_asked', ...goal(0.005) },
      { goal: 'live_chat_taken', ...goal(0.004) },
    ],
    road: {
      all: {
        visitors,
        opened,
        leads,
        inProgress: sources.reduce((sum, group) => sum + group.inProgress, 0),
        won: sources.reduce((sum, group) => sum + group.won, 0),
      },
      sources,
      campaigns: roadOf(visitors, [
        ['webshop-najaar', 0.09, 0.21, 0.034, 0.02, 0.013],
        ['nieuwsbrief-november', 0.07, 0.2, 0.025, 0.016, 0.008],
        ['wordpress-onderhoud', 0.04, 0.14, 0.03, 0.015, 0],
      ]),
      landings: roadOf(visitors, [
        ['/', 0.54, 0.13, 0.017, 0.007, 0.002],
        ['/wordpress', 0.18, 0.17, 0.027, 0.013, 0.007],
        ['/shopify', 0.16, 0.18, 0.023, 0.011, 0.008],
        ['/platform', 0.06, 0.18, 0.021, 0.01, 0],
      ]),
    },
  };
}

/** `GET /analytics?from=&to=`: as the api checks the period (`400 invalid_range`), then its figures. */
function analyticsAnswer(search: URLSearchParams): Response {
  const today = realToday();
  const asked = { from: search.get('from'), to: search.get('to') ?? today };
  const refused = () =>
    json(400, {
      error: analytics.errorCodes.invalidRange,
      message: `Kies een periode van hoogstens ${analytics.limits.maxRangeDays} dagen, met een begin voor het einde.`,
    });
  if (!isDay(asked.to) || (asked.from !== null && !isDay(asked.from))) return refused();
  const from = asked.from ?? dayOf(dayNumber(asked.to) - 29);
  const days = dayNumber(asked.to) - dayNumber(from) + 1;
  if (days < 1 || days > analytics.limits.maxRangeDays) return refused();
  // The last days up to the real today are those up to the story's.
  const to = asked.to === today ? STORY_TODAY : asked.to;
  return json(200, overviewOf(dayOf(dayNumber(to) - days + 1), to));
}

function answer(path: string, signedIn: boolean, method = 'GET', body?: unknown, chats?: ChatState): Response {
  const [route = '', search = ''] = path.split('?');
  if (!signedIn) return json(401, { error: 'session_required', message: 'Log opnieuw in om verder te gaan.' });
  if (chats && (route === '/chat-availability' || route === '/chats' || route.startsWith('/chats/'))) {
    return chatAnswer(chats, method, route, body);
  }
  if (route === '/me') return json(200, { ...me, role });
  if (route === '/team' || route.startsWith('/team/')) return teamAnswer(method, route, body);
  if (route === '/reauth' && method === 'POST') {
    reauthenticated = true;
    return new Response(null, { status: 204 });
  }
  if (route === '/leads') return json(200, inbox);
  // A lead's live chats (site/src/staff/liveChat/LeadLiveChats.tsx): the story leads have none.
  if (method === 'GET' && /^\/leads\/[^/]+\/chats$/.test(route)) return json(200, { chats: [] });
  if (route.startsWith('/leads/')) return leadAnswer(method, route, body);
  if (route === '/saved-replies' || route.startsWith('/saved-replies/')) return savedRepliesAnswer(method, route, body);
  if (route === '/tools/leads-per-week') return json(200, perWeek);
  if (route === '/tools/feedback') return json(200, feedback);
  if (route === '/tools/outbox') return json(200, outbox);
  // The export asks who it is first, as the api does without a recent re-authentication.
  if (route === '/tools/export.csv') {
    return json(403, {
      error: 'staff_reauth_required',
      message: 'Bevestig eerst dat jij het bent, met je wachtwoord of een code.',
    });
  }
  if (route === '/analytics') return analyticsAnswer(new URLSearchParams(search));
  if (route === '/sessions') return json(200, sessions);
  if (route === '/audit') return json(200, audit);
  if (route === '/alerts') return json(200, alertSettings);
  return json(404, { error: 'not_found', message: 'Deze pagina bestaat niet.' });
}

/**
 * A conversation's live stream: its events so far (as the api replays them without
 * Last-Event-ID), then each new one the story causes.
 */
function chatEventSource(state: ChatState) {
  return class ChatEventSource extends QuietEventSource {
    constructor(url: string) {
      super(url);
      const chatId = decodeURIComponent(/\/api\/staff\/chats\/([^/]+)\/events$/.exec(url)?.[1] ?? '');
      const send = (event: LiveChatEvent) => {
        if (this.readyState === 2) return;
        this.dispatchEvent(
          new MessageEvent(event.type, { data: JSON.stringify(event), lastEventId: String(event.id) }),
        );
      };
      const listener = (id: string, event: LiveChatEvent) => {
        if (id === chatId) setTimeout(() => send(event), 0);
      };
      state.listeners.add(listener);
      this.stop = () => state.listeners.delete(listener);
      const known = state.chats.find((detail) => detail.chat.id === chatId)?.events ?? [];
      setTimeout(() => known.forEach(send), 0);
    }
    stop = () => {};
    override close() {
      super.close();
      this.stop();
    }
  };
}

/** The live stream's stand-in: connected at once, then quiet. */
class QuietEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    super();
    if (url === staffLive.path) staffStreams.add(this);
    setTimeout(() => {
      if (this.readyState === 2) return;
      this.readyState = 1;
      this.dispatchEvent(new MessageEvent(staffLive.events.ready, { data: '{}', lastEventId: '1' }));
    }, 0);
  }
  close() {
    this.readyState = 2;
    staffStreams.delete(this);
  }
}

/** The open stand-ins of the inbox's live stream, and the chats of the story now. */
const staffStreams = new Set<QuietEventSource>();
let storyChats: ChatState | undefined;

/**
 * A visitor starts waiting in the chat (conversation `chat-0008`, LC-6VJ2, a minute ago): the
 * queue has them, and the inbox's live stream says `chat.waiting`, as often as it is called.
 */
export function fakeChatWaiting(): void {
  const chatId = 'chat-0008';
  if (storyChats && !storyChats.chats.some((detail) => detail.chat.id === chatId)) {
    storyChats.chats.unshift({
      chat: {
        ...waitingChat,
        id: chatId,
        reference: 'LC-6VJ2',
        page: '/diensten/wordpress',
        createdAt: new Date(Date.now() - 60_000).toISOString(),
      },
      transcript: [],
      events: [],
    });
  }
  for (const stream of staffStreams) {
    stream.dispatchEvent(
      new MessageEvent(staffLive.events.chat, { data: JSON.stringify({ kind: 'chat.waiting', chatId }) }),
    );
  }
}

/**
 * The office closes (as after 17:30): the api says so with the next opening, tomorrow at 9:00
 * in Amsterdam, counted from the real today, as the visitors' chat panel is told.
 */
export function fakeOfficeClosed(): void {
  if (!storyChats) return;
  const tomorrow = new Date(`${realToday()}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const day = tomorrow.toISOString().slice(0, 10);
  // 9:00 in Amsterdam is 8:00 UTC in winter, 7:00 in summer.
  const hourInAmsterdam = (iso: string) =>
    Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', hour: '2-digit', hourCycle: 'h23' }).format(
        new Date(iso),
      ),
    );
  const nine = ['08', '07'].map((hour) => `${day}T${hour}:00:00.000Z`).find((iso) => hourInAmsterdam(iso) === 9);
  storyChats.availability = { ...storyChats.availability, open: false, nextOpening: nine ?? null };
}

/**
 * A visitor is counted today: the overview has one more (and one page view more), and the
 * inbox's live stream says `analytics`, as the api does at most every 10 seconds.
 */
export function fakeVisitCounted(): void {
  countedToday += 1;
  for (const stream of staffStreams) {
    stream.dispatchEvent(
      new MessageEvent(staffLive.events.analytics, { data: JSON.stringify({ kind: 'analytics.counted' }) }),
    );
  }
}

/**
 * Replaces `fetch` (for `/api/staff/*`) and `EventSource` for the duration of a story; returns
 * the function that puts them back.
 */
export function installFakeStaffApi({
  signedIn,
  staffRole = 'admin',
}: {
  signedIn: boolean;
  /** Noor's role: a beheerder (`admin`) unless said. */
  staffRole?: StaffRole;
}): () => void {
  const realFetch = window.fetch;
  const realEventSource = window.EventSource;
  const chats = chatState(Date.now());
  storyChats = chats;
  countedToday = 0;
  team = teamOf();
  savedReplies = [...sampleSavedReplies];
  contact = contactDetail();
  reauthenticated = false;
  role = staffRole;
  // "Geluid bij een wachtende chat" starts off in every story.
  localStorage.removeItem('beheer.chatgeluid');
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      location.href,
    );
    if (url.origin === location.origin && url.pathname.startsWith('/api/staff')) {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      return answer(`${url.pathname.slice('/api/staff'.length)}${url.search}`, signedIn, init?.method, body, chats);
    }
    return realFetch(input, init);
  };
  const ChatEventSource = chatEventSource(chats);
  window.EventSource = function FakeEventSource(url: string | URL) {
    const href = String(url);
    return /\/api\/staff\/chats\/[^/]+\/events$/.test(href) ? new ChatEventSource(href) : new QuietEventSource(href);
  } as unknown as typeof EventSource;
  Object.assign(window.EventSource, { CONNECTING: 0, OPEN: 1, CLOSED: 2 });
  return () => {
    window.fetch = realFetch;
    window.EventSource = realEventSource;
  };
}
