/**
 * A person in the visitor's chat: its transport is loaded only when a visitor asks for a
 * colleague (its own chunk), so the chat's first load carries none of it.
 */
export const loadLiveChatTransport = () => import('./liveChat').then((module) => module.liveChatTransport);
