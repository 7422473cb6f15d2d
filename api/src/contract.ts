/**
 * What the site needs to know of the api: the paths of its calls and the public anonymous
 * key. The key is not a secret: the site sends it as `Authorization: Bearer` on chat calls,
 * and the api accepts it by default. An operator who sets PUBLIC_API_KEY on the api must
 * build the site with the same value. Imported by the site as `@agency/api/contract`.
 */
export const publicApi = {
  defaultKey: 'studio-legende-public-key',
  paths: {
    requestCallback: '/api/request-callback',
    contact: '/api/contact',
    chat: '/api/chat',
    /** "Nuttig" / "Niet nuttig" on an answer: POST {vote, question, answer}. */
    chatFeedback: '/api/chat/feedback',
    health: '/api/health',
  },
} as const;
