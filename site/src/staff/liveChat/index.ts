/** The pages the staff app loads when they are opened (each its own chunk). */
export const loadChatsPage = () => import('./ChatsPage');
export const loadChatPage = () => import('./ChatPage');
