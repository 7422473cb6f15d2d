/** The pages the staff app loads when they are opened (each its own chunk). */
export const loadChatsPage = () => import('./ChatsPage');
export const loadChatPage = () => import('./ChatPage');
/** A lead's live chats, for the lead's page (site/src/staff/inbox/LeadPage.tsx). */
export { LeadLiveChats } from './LeadLiveChats';
