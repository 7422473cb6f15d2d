export { createLiveChatRepository } from './data/liveChatRepository';
export { createLiveChatHub } from './domain/liveChatHub';
export type { LiveChatHub } from './domain/liveChatHub';
export { LIVE_CHAT_REFERENCE, MISSED_KEPT_MS, createLiveChatService } from './domain/liveChatService';
export type { LiveChatService } from './domain/liveChatService';
export { liveChatRoutes } from './routes/liveChat';
export { staffChatRoutes } from './routes/staffChats';
