import type { PrivacyNoteText } from '../../PrivacyNote';
import type { ChatErrorTexts } from '../chatErrors';
import type { ChatLiveTexts } from '../live/liveTexts';
import type { ChatCallbackTexts } from './ChatCallbackForm';

/** The texts of the votes under each finished answer. */
export type ChatFeedbackTexts = {
  /** Text of the button that votes the answer useful, e.g. 'Nuttig'. */
  useful: string;
  /** Text of the button that votes it not useful, e.g. 'Niet nuttig'. */
  notUseful: string;
  /** Shown once the vote has been received. */
  thanks: string;
  /** Accessible name of the pair of buttons. Default 'Was dit antwoord nuttig?'. */
  label?: string;
};

/**
 * Every text of `ChatPanel`. Visible copy has no default: the site passes its own (from
 * `@agency/content`). Only accessible names that are never seen (of the icon buttons, the
 * hidden input label, the lists and the speaker before each message) default to neutral
 * Dutch labels. A part whose visible text is left out is not shown.
 */
export type ChatPanelTexts = {
  /** The heading of the panel and its accessible name, e.g. the assistant's name. */
  title: string;
  /** The status line under the heading, e.g. 'Online'. */
  status: string;
  /** Heading of the empty state (no messages yet). */
  emptyTitle: string;
  /** Line under the heading of the empty state. */
  emptyText: string;
  /**
   * The disclosure of the empty state, before any message: that this is an AI assistant whose
   * answers can be wrong, not to share sensitive data, and a link to the privacy statement.
   * Choosing the link closes the panel (when it can be closed).
   */
  disclosure: PrivacyNoteText;
  /** Shown (and announced) while a reply is awaited. */
  typing: string;
  /** Placeholder of the message input. */
  placeholder: string;
  /** Small print under the input. None when left out. */
  footnote?: string;
  /** How a failed reply is announced to screen readers: `<title>. <description>`; the description also shows beside 'Opnieuw'. */
  errors: ChatErrorTexts;
  /** The mark on a reply the visitor stopped (also announced), e.g. 'gestopt'. None when left out. */
  stopped?: string;
  /** The button that asks the last question again after a failed or stopped reply, e.g. 'Opnieuw'. No such button when left out. */
  retry?: string;
  /** The retry button while it waits after a 429; `{seconds}` is replaced by the seconds left, e.g. 'Opnieuw ({seconds} s)'. `retry` when left out. */
  retryCountdown?: string;
  /** The button that clears the conversation, e.g. 'Nieuw gesprek'. No such button when left out. */
  newConversation?: string;
  /** The "call me back" form; see `ChatCallbackTexts`. No callback request when left out. */
  callback?: ChatCallbackTexts;
  /** The votes under each finished answer; see `ChatFeedbackTexts`. No votes when left out. */
  feedback?: ChatFeedbackTexts;
  /** A person of the agency in the chat; see `ChatLiveTexts`. No person to ask for when left out. */
  live?: ChatLiveTexts;
  /** Accessible name of the close button (small screens). Default 'Chat sluiten'. */
  close?: string;
  /** Accessible name of the stop button that replaces the send button while a reply streams. Default 'Stop'. */
  stop?: string;
  /** Accessible name of the scrolling conversation region. Default 'Gesprek'. */
  conversation?: string;
  /** Accessible name of the list of messages. Default 'Berichten'. */
  messages?: string;
  /** Accessible name of the list of quick replies. Default 'Snelle vragen'. */
  quickReplies?: string;
  /** Hidden speaker before each of the visitor's messages. Default 'Jij: '. */
  userPrefix?: string;
  /** Hidden speaker before each of the assistant's messages. Default 'Assistent: '. */
  assistantPrefix?: string;
  /** Hidden speaker before each notice of the site (e.g. a confirmation). Default 'Melding: '. */
  noticePrefix?: string;
  /** Hidden label of the message input. Default 'Je vraag'. */
  inputLabel?: string;
  /** Accessible name of the send button. Default 'Versturen'. */
  send?: string;
};
