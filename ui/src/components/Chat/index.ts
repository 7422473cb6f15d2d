// The light entry of the chat assistant: the widget, its launcher and the
// conversation logic. The panel (with its styles) has its own entry,
// `./ChatPanel`, so the site can load it only when the chat is first opened.
export { ChatWidget } from './ChatWidget';
export type { ChatWidgetProps, ChatWidgetPanelProps } from './ChatWidget';
export { ChatLauncher } from './ChatLauncher';
export type { ChatLauncherProps, ChatLauncherTexts } from './ChatLauncher';
export { useChat } from './useChat';
export type { UseChatOptions, UseChatResult } from './useChat';
export { chatErrorNotice, chatErrorFromStatus } from './chatErrors';
export type { ChatErrorNotice, ChatErrorTexts } from './chatErrors';
export { readChatStream, parseChatStreamLine, ChatStreamError, DONE_MARKER } from './readChatStream';
export type { ChatStreamLine, ChatStreamErrorReason } from './readChatStream';
export type { ChatMessage, ChatRequest, ChatTransport, ChatError, ChatErrorKind } from './chatTypes';
