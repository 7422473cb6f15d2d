// The light entry of the chat assistant: the widget, its launcher and the conversation's
// session. The panel (with its styles) has its own entry, `./ChatPanel`, so the site can load
// it only when the chat is first opened; the kept conversation has one too,
// `./keptConversation`, with no React in it; a person in the chat (the live transport's types and
// errors) has `./live`. The chat knows no network: the site passes a `ChatTransport` and the
// backend's limits in.
export { ChatWidget } from './ChatWidget';
export type { ChatWidgetProps, ChatWidgetPanelProps } from './ChatWidget';
export { ChatLauncher } from './ChatLauncher';
export type { ChatLauncherProps, ChatLauncherTexts } from './ChatLauncher';
export { ChatSession, useChatSession, useOwnChatSession } from './session';
export type { ChatSessionOptions, ChatSnapshot, ChatSessionState } from './session';
export { chatErrorNotice, chatErrorOf, ChatReplyFailure } from './chatErrors';
export type { ChatErrorNotice, ChatErrorTexts } from './chatErrors';
export { hasKeptConversation, clearKeptConversation } from './keptConversation';
export { personHolds, personOffer } from './chatMode';
export type {
  AssistantMessage,
  ChatMessage,
  ChatMode,
  ChatOffer,
  ChatThreadMessage,
  ColleagueMessage,
  SiteNotice,
  VisitorMessage,
  ChatAction,
  ChatActionType,
  ChatCallbackRequest,
  ChatFeedback,
  ChatVote,
  ChatLimits,
  ChatReplyEvent,
  ChatRequest,
  ChatStatus,
  ChatTransport,
  ChatError,
  ChatErrorKind,
  LiveLink,
  LiveMode,
} from './chatTypes';
export type { ChatLiveTexts, ChatLiveNoticeTexts } from './live/liveTexts';
