import { staffLive } from '@agency/contract/inbox';
import { liveChat, type LiveChatTicket } from '@agency/contract/liveChat';
import type { BuildOptions } from '../src/compose';
import { openFresh, postgresUrl } from './engines';
import type { TestServer } from './helpers';
import type { SseFrame, SseStream } from './sseClient';
import { enrolStaff, expectStatus, startStaffServer, type Clock, type EnrolledStaff } from './staffClient';

// What the live chat's api tests share: the chat before a visitor asks for a colleague, a
// server with the chat always open, and a colleague available for chat with the inbox open.

/** The visitor's conversation with the assistant before they ask for a colleague. */
export const transcript = [
  { role: 'user', content: 'Wat kost een Shopify webshop?' },
  { role: 'assistant', content: 'Dat hangt af van wat je nodig hebt.' },
];

/** A frame's data, parsed. */
export const data = <T>(frame: SseFrame) => JSON.parse(frame.data) as T;

/** The header that carries a visitor's capability for their conversation. */
export const header = (ticket: LiveChatTicket) => ({ [liveChat.capabilityHeader]: ticket.capability });

/** A fresh PostgreSQL schema for `postgres` (undefined for SQLite). */
export async function freshSchema(engine: 'sqlite' | 'postgres'): Promise<string | undefined> {
  if (engine !== 'postgres') return undefined;
  const fresh = await openFresh('postgres');
  await fresh.database.close();
  return fresh.schema;
}

/** A staff server with the chat always open, on SQLite or on `schema` of PostgreSQL. */
export async function startLiveServer(
  engine: 'sqlite' | 'postgres',
  clock: Clock,
  env: Record<string, string> = {},
  schema?: string,
  more: BuildOptions = {},
): Promise<TestServer> {
  const options = { staffStreamCheckMs: 100, livePresenceWindowMs: 1500, ...more };
  const base = { CHAT_HOURS: 'always', ...env };
  if (engine === 'sqlite') return startStaffServer(clock, base, options);
  return startStaffServer(clock, { ...base, DATABASE_URL: postgresUrl }, { ...options, postgresSchema: schema! });
}

/** A colleague with "Beschikbaar voor chat" on and the inbox open (its live stream, opened by `open`). */
export async function availableColleague(
  server: TestServer,
  clock: Clock,
  open: (url: string, headers: Record<string, string>) => Promise<SseStream>,
  email = 'sanne@studiolegende.nl',
  displayName = 'Sanne',
): Promise<EnrolledStaff & { inbox: SseStream }> {
  const staff = await enrolStaff(server, clock, email);
  await expectStatus(staff.browser.request('PUT', '/chat-availability', { available: true, displayName }), 200);
  const inbox = await open(`${server.url}${staffLive.path}`, { cookie: staff.browser.cookie! });
  await inbox.next((frame) => frame.event === staffLive.events.ready);
  return { ...staff, inbox };
}
