export { CHAT_STORAGE_KEY, SiteChat } from './SiteChat';
