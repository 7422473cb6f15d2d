// The shapes the staff area's live chat components show: a conversation in the "Chats" queue,
// its page, its events and a colleague's availability, as the api's live chat contract gives
// them (`@agency/contract/liveChat`), with lists the components only read.
import type { ChatMessage } from '@agency/contract/chat';
import type {
  LiveChatAuthor,
  LiveChatEvent,
  LiveChatStatus,
  StaffChatAvailability,
  StaffChatDetail,
  StaffChatQueue,
  StaffChatSummary,
} from '@agency/contract/liveChat';
import type { ReadonlyLists } from '../common/readonlyLists';

/** Where a conversation is: waiting for a colleague, held by one, or over. */
export type StaffChatStatus = LiveChatStatus;
/** Who wrote a message of a live conversation. */
export type StaffChatAuthor = LiveChatAuthor;
/** A conversation as the "Chats" list shows it. */
export type { StaffChatSummary };
/** The "Chats" lists: waiting, active, and recent (missed and ended, newest first). */
export type StaffChatLists = ReadonlyLists<StaffChatQueue>;
/** What happens in a conversation, in order, each with its event id. */
export type StaffChatEvent = LiveChatEvent;
/** A message of the conversation with the assistant before the hand-over. */
export type StaffChatTranscriptMessage = ChatMessage;
/** A conversation's record, as its page shows it: the chat, its transcript before the hand-over, its events. */
export type StaffChatRecord = ReadonlyLists<StaffChatDetail>;
/** A colleague's availability for the chat, as saved. */
export type StaffChatAvailabilityValue = StaffChatAvailability;

/**
 * The answer to "Overnemen": the viewer has it now, or another colleague was first (the api's
 * `409 chat_taken`), by their display name.
 */
export type StaffChatTakeResult = { takenBy: 'me' } | { takenBy: 'other'; name: string };

/** The texts the chat components share for a missing name, unread messages and a failure. */
export type StaffChatMoreTexts = {
  /** When "Beschikbaar voor chat" is turned on without a name, e.g. 'Vul eerst je naam in de chat in.' */
  displayNameMissing: string;
  /** A conversation's unread visitor messages, `{count}`, e.g. '{count} ongelezen'. */
  unread: string;
  /** When an action failed without a message of the api, e.g. 'Dat lukte niet. Probeer het opnieuw.' */
  failed: string;
};

/** The words the chat components share: the statuses and the event lines. */
export type StaffChatWords = {
  statuses: Readonly<Record<StaffChatStatus, string>>;
  /** The page the visitor is on, 'Pagina'. */
  page: string;
};

const clock = new Intl.DateTimeFormat('nl-NL', { timeStyle: 'short', timeZone: 'Europe/Amsterdam' });

/** A time of day as the agency reads it (Amsterdam): '10:41'. */
export const chatClock = (iso: string): string => clock.format(new Date(iso));

const seconds = new Intl.NumberFormat('nl-NL', { style: 'unit', unit: 'second', unitDisplay: 'long' });
const minutes = new Intl.NumberFormat('nl-NL', { style: 'unit', unit: 'minute', unitDisplay: 'long' });
const hours = new Intl.NumberFormat('nl-NL', { style: 'unit', unit: 'hour', unitDisplay: 'long' });

/**
 * How long since `from`, in words: seconds under a minute ('40 seconden'), whole minutes under
 * an hour ('3 minuten'), else whole hours. Never negative.
 */
export function waitedFor(from: string, now: Date | string | number): string {
  const elapsed = Math.max(0, Math.floor((new Date(now).getTime() - new Date(from).getTime()) / 1000));
  if (elapsed < 60) return seconds.format(elapsed);
  if (elapsed < 3600) return minutes.format(Math.floor(elapsed / 60));
  return hours.format(Math.floor(elapsed / 3600));
}

/** As an ISO-8601 duration for `<time dateTime>`: 'PT3M'. */
export function waitedForIso(from: string, now: Date | string | number): string {
  const elapsed = Math.max(0, Math.floor((new Date(now).getTime() - new Date(from).getTime()) / 1000));
  return elapsed < 60 ? `PT${elapsed}S` : `PT${Math.floor(elapsed / 60)}M`;
}

/** What a rejected callback says: its Error's message (the api's Dutch text), else `fallback`. */
export function failureText(reason: unknown, fallback: string): string {
  return reason instanceof Error && reason.message.trim() ? reason.message : fallback;
}

/**
 * For each event, the colleague who held the conversation at that moment (the name of the last
 * `taken` before it), so "released" and "ended by the colleague" can say who.
 */
export function holdersAt(events: readonly StaffChatEvent[], fallback: string | undefined): Map<number, string> {
  const holders = new Map<number, string>();
  let holder = fallback;
  for (const event of events) {
    if (event.type === 'taken') holder = event.name;
    if (holder !== undefined) holders.set(event.id, holder);
  }
  return holders;
}
