// The round chat button's names: a module of its own, because every page loads it at once,
// while the panel's texts (./chat.ts) load only when the chat is opened.

/** The accessible names of the round chat button (ui `ChatLauncherTexts`). */
export const chatLauncherTexts = {
  openChat: 'Chat openen',
  closeChat: 'Chat sluiten',
  conversationWaiting: 'Chat openen, gesprek wacht',
} as const;
