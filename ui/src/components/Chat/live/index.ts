// A person of the agency in the chat, for the site's live transport (`@agency/ui/Chat/live`): the
// errors it throws, the transport's types and the panel's texts, and what both sides of a live
// conversation do alike with its events (the staff area's conversation page uses it too). No
// React, and not the live conversation itself: `ChatSession` loads that on its own, only when a
// person is asked for.
export { LiveChatGone, LiveChatNobodyAvailable, isLiveChatGone, nobodyAvailableOf } from './liveErrors';
export { LIVE_TIME_ZONE, fillLiveText, formatNextOpening } from './liveTexts';
export type { ChatLiveNoticeTexts, ChatLiveTexts } from './liveTexts';
export { clearKeptLiveTicket, liveTicketKey } from './keptLiveTicket';
export { LiveEventLog, TypingSign, mergeLiveEvents, typingThrottle } from './liveEvents';
export type { TypingSignOptions } from './liveEvents';
export type {
  LiveAvailability,
  LiveChatAuthor,
  LiveChatEvent,
  LiveChatTicket,
  LiveChatTransport,
  LiveLink,
  LiveMode,
} from '../chatTypes';
