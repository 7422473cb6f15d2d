// The light entry of the chat assistant: the widget, its launcher and the
// conversation logic. The panel (with its styles) has its own entry,
// `./ChatPanel`, so the site can load it only when the chat is first opened;
// the kept conversation has one too, `./keptConversation`, with no React in it.
export { ChatWidget } from './ChatWidget';
export type { ChatWidgetProps, ChatWidgetPanelProps } from './ChatWidget';
export { ChatLauncher } from './ChatLauncher';
export type { ChatLauncherProps, ChatLauncherTexts } from './ChatLauncher';
export { useChat } from './useChat';
export type { UseChatOptions, UseChatResult } from './useChat';
export {
  chatErrorNotice,
  chatErrorFromStatus,
  chatErrorFromResponse,
  retryAfterSeconds,
  DEFAULT_RETRY_AFTER_SECONDS,
} from './chatErrors';
export type { ChatErrorNotice, ChatErrorTexts } from './chatErrors';
export {
  readChatStream,
  readChatEvents,
  parseChatStreamLine,
  ChatStreamError,
  DONE_MARKER,
  ACTION_EVENT,
} from './readChatStream';
export type { ChatStreamLine, ChatStreamEvent, ChatStreamErrorReason } from './readChatStream';
export { hasKeptConversation, clearKeptConversation, CHAT_LIMITS } from './keptConversation';
export type {
  ChatMessage,
  ChatThreadMessage,
  ChatAction,
  ChatActionType,
  ChatFeedback,
  ChatRequest,
  ChatTransport,
  ChatError,
  ChatErrorKind,
} from './chatTypes';
