export { ChatSession } from './ChatSession';
export type { ChatSessionOptions, ChatSnapshot } from './ChatSession';
export { useChatSession, useOwnChatSession } from './useChatSession';
export type { ChatSessionState } from './useChatSession';
