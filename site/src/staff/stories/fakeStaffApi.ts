import type { InboxLeadDetail, InboxPage, LeadsPerWeek, NotUsefulPage, UndeliveredList } from '@agency/api/contract';
import { staffLive } from '@agency/api/contract';

/**
 * The staff api, faked for the staff page stories: a colleague signed in (or not), with a
 * fixed inbox, overview and account. No clock and no randomness, so the screenshots stay the
 * same. The live stream is a stand-in EventSource that connects and then stays quiet.
 */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const leads: InboxPage['leads'] = [
  {
    id: 'lead-0001',
    name: 'Jan Jansen',
    source: 'callback-dialog',
    kind: 'callback',
    createdAt: '2026-11-25T09:41:00.000Z',
    status: 'new',
    email: null,
    phone: '+31612345678',
  },
  {
    id: 'lead-0002',
    name: 'Anna de Boer',
    source: 'contact-form',
    kind: 'project',
    createdAt: '2026-11-25T08:15:00.000Z',
    status: 'in_progress',
    email: 'anna.deboer@example.nl',
    phone: null,
  },
  {
    id: 'lead-0003',
    name: 'Karin Smit',
    source: 'chat',
    kind: 'callback',
    createdAt: '2026-11-24T16:02:00.000Z',
    status: 'won',
    email: null,
    phone: '+31687654321',
  },
];

const inbox: InboxPage = { leads, nextCursor: null, counts: { new: 1, in_progress: 1, won: 1, lost: 0 } };

const chatLead: InboxLeadDetail = {
  lead: { ...leads[2]!, message: null },
  conversation: [
    { role: 'user', content: 'Wat kost een webshop?' },
    { role: 'assistant', content: 'Dat hangt af van wat je nodig hebt. We maken eerst gratis een ontwerp.' },
    { role: 'user', content: 'Kan ik iemand spreken?' },
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
} as InboxLeadDetail;

const weekCounts = [
  [1, 0, 0],
  [2, 1, 0],
  [0, 1, 1],
  [3, 0, 1],
  [1, 2, 0],
  [2, 1, 2],
  [0, 0, 1],
  [4, 1, 1],
  [2, 2, 0],
  [1, 0, 3],
  [3, 1, 1],
  [1, 1, 1],
] as const;

const perWeek: LeadsPerWeek = {
  weeks: weekCounts.map(([callback, contact, chat], index) => {
    const monday = new Date(Date.UTC(2026, 8, 7 + index * 7));
    return {
      week: `2026-W${37 + index}`,
      start: monday.toISOString().slice(0, 10),
      counts: { 'callback-dialog': callback, 'contact-form': contact, chat },
      total: callback + contact + chat,
    };
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
};

const me = {
  user: { id: 'staff-1', name: 'Noor Bakker', email: 'noor@studiolegende.nl' },
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

function answer(path: string, signedIn: boolean): Response {
  const [route = ''] = path.split('?');
  if (!signedIn) return json(401, { error: 'session_required', message: 'Log opnieuw in om verder te gaan.' });
  if (route === '/me') return json(200, me);
  if (route === '/leads') return json(200, inbox);
  if (route.startsWith('/leads/')) return json(200, chatLead);
  if (route === '/tools/leads-per-week') return json(200, perWeek);
  if (route === '/tools/feedback') return json(200, feedback);
  if (route === '/tools/outbox') return json(200, outbox);
  if (route === '/sessions') return json(200, sessions);
  if (route === '/audit') return json(200, audit);
  return json(404, { error: 'not_found', message: 'Deze pagina bestaat niet.' });
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
    setTimeout(() => {
      if (this.readyState === 2) return;
      this.readyState = 1;
      this.dispatchEvent(new MessageEvent(staffLive.events.ready, { data: '{}', lastEventId: '1' }));
    }, 0);
  }
  close() {
    this.readyState = 2;
  }
}

/**
 * Replaces `fetch` (for `/api/staff/*`) and `EventSource` for the duration of a story; returns
 * the function that puts them back.
 */
export function installFakeStaffApi({ signedIn }: { signedIn: boolean }): () => void {
  const realFetch = window.fetch;
  const realEventSource = window.EventSource;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      location.href,
    );
    if (url.origin === location.origin && url.pathname.startsWith('/api/staff')) {
      return answer(`${url.pathname.slice('/api/staff'.length)}${url.search}`, signedIn);
    }
    return realFetch(input, init);
  };
  window.EventSource = QuietEventSource as unknown as typeof EventSource;
  return () => {
    window.fetch = realFetch;
    window.EventSource = realEventSource;
  };
}
