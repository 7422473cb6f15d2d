// The texts of a person in the chat, and the two small helpers that fill them in. No React, so
// the session (notices) and the panel (everything else) share them.
import type { ChatContactTexts } from '../ChatPanel/ChatCallbackForm';

/**
 * The texts of the chat panel for a person of the agency in the chat (`ChatPanelTexts.live`).
 * Visible copy has no default. `{name}`, `{when}`, `{day}`, `{time}` and `{reference}` are filled in.
 */
export type ChatLiveTexts = {
  /** The button above the input, and the offer's first choice, e.g. 'Chat met een collega'. */
  askPerson: string;
  /** The offer when a person can be offered. */
  offer: string;
  /** Said before the conversation goes to a person: a colleague reads the conversation so far. */
  disclosure: string;
  /** The link after the disclosure to the privacy statement (`ChatPanelTexts.disclosure.href`), e.g. 'Wat we bewaren'. */
  disclosureLink: string;
  /** Within office hours, nobody free. */
  nobodyAvailable: string;
  nobodyAvailableHint: string;
  /** Outside office hours; `{when}` is the next opening, e.g. 'maandag om 9:00'. */
  closed: string;
  closedHint: string;
  /** The next opening's day when it is today / tomorrow (else the weekday's name). */
  today: string;
  tomorrow: string;
  /** `{day} om {time}`. */
  whenFormat: string;
  /** While nobody has taken the conversation yet. */
  waiting: string;
  /** The notice when a colleague takes the conversation over: `{name}`. */
  taken: string;
  /** The line under the panel's title while a colleague holds the conversation: `{name}`. */
  chattingWith: string;
  /** `{name} typt…`. */
  typing: string;
  /** Under the visitor's last message the colleague has read. */
  read: string;
  /** The notice when nobody took it in time (the call-back form opens). */
  missed: string;
  /** The notice when the colleague hands it back to the queue: `{name}`. */
  released: string;
  /** The notices when it ended: by the visitor, by the colleague (`{name}`), after silence. */
  endedByVisitor: string;
  endedByPerson: string;
  endedIdle: string;
  /** The button that ends the conversation with the colleague. */
  end: string;
  /** The conversation's reference, small in the conversation: `{reference}`. */
  reference: string;
  /** While the live connection is being restored. */
  reconnecting: string;
  /** Under a message of the visitor that did not arrive. */
  sendFailed: string;
  /** The notice when the colleague asks for the visitor's contact details: `{name}`. None when left out. */
  contactAsked?: string;
  /**
   * The call-back form as it opens when the colleague asked for contact details: an e-mail
   * address beside the phone number. No form for it when left out.
   */
  contact?: ChatContactTexts;
  /** Hidden speaker before a colleague's message: `{name}`. Default '{name}: '. */
  personSpeaker?: string;
  /** Accessible name of the button that closes the offer. Default 'Sluiten'. */
  closeOffer?: string;
};

/** The texts the session puts in the conversation as notices. */
export type ChatLiveNoticeTexts = Pick<
  ChatLiveTexts,
  'taken' | 'released' | 'missed' | 'endedByVisitor' | 'endedByPerson' | 'endedIdle' | 'contactAsked'
>;

/** `template` with each `{key}` replaced by `values[key]` (unknown keys stay). */
export function fillLiveText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The office's time zone: the next opening is said in it, whatever the visitor's own. */
export const LIVE_TIME_ZONE = 'Europe/Amsterdam';

function dayKey(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/**
 * The next opening in words, in Amsterdam time: 'vandaag om 9:00', 'morgen om 9:00' or
 * 'maandag om 9:00' (`texts.whenFormat`). `null` when `iso` is not a date.
 */
export function formatNextOpening(
  iso: string,
  now: Date,
  texts: Pick<ChatLiveTexts, 'today' | 'tomorrow' | 'whenFormat'>,
  timeZone = LIVE_TIME_ZONE,
): string | null {
  const opening = new Date(iso);
  if (Number.isNaN(opening.getTime())) return null;
  const parts = new Intl.DateTimeFormat('nl-NL', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(opening);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? '0');
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00';
  const time = `${hour}:${minute}`;
  const today = dayKey(now, timeZone);
  // Noon tomorrow in UTC lands on tomorrow's date in Amsterdam whatever the season.
  const tomorrowDate = new Date(`${today}T12:00:00Z`);
  tomorrowDate.setUTCDate(tomorrowDate.getUTCDate() + 1);
  const openingDay = dayKey(opening, timeZone);
  const day =
    openingDay === today
      ? texts.today
      : openingDay === dayKey(tomorrowDate, timeZone)
        ? texts.tomorrow
        : new Intl.DateTimeFormat('nl-NL', { timeZone, weekday: 'long' }).format(opening);
  return fillLiveText(texts.whenFormat, { day, time });
}
