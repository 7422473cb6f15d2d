// The heavy part of the chat assistant: load this entry lazily, when the
// widget is opened for the first time (see ChatWidget).
export { ChatPanel, QUICK_REPLY_DELAY } from './ChatPanel';
export type { ChatPanelProps, ChatPanelTexts, ChatFeedbackTexts, ChatLiveTexts } from './ChatPanel';
export type { ChatCallbackTexts, ChatCallbackNotice } from './ChatCallbackForm';
export { ChatAssistantPanel } from './ChatAssistantPanel';
export type { ChatAssistantPanelProps } from './ChatAssistantPanel';
