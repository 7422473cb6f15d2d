// The kept conversation, without any React or chat code: the site asks
// `hasKeptConversation(storageKey)` on page load to decide whether to load the chat
// (`@agency/ui/Chat/keptConversation`). The chat session keeps the conversation with it.
export {
  KEPT_CONVERSATION_VERSION,
  MAX_KEPT_CHARS,
  boundConversation,
  clearKeptConversation,
  hasKeptConversation,
  loadKeptConversation,
  requestMessages,
  saveKeptConversation,
} from './keptConversation';
export type { KeptConversation } from './keptConversation';
