/**
 * What a visitor asks about: the one list of topics. Every FAQ question has one (faq.ts), and
 * the embedded assistant files every passage it answers with under one
 * (api/src/features/chat/domain/embedded/knowledgeBase.ts). Both find a question by its topic or its
 * id, never by its place in a list, so adding or moving a question changes no other answer.
 */
export const chatTopics = [
  'prijzen',
  'wordpress',
  'shopify',
  'platform',
  'levertijd',
  'werkwijze',
  'gratis-ontwerp',
  'contact',
  'overig',
] as const;

export type ChatTopic = (typeof chatTopics)[number];

/** Each topic as a visitor reads it; the chat's quick replies are some of these. */
export const chatTopicLabels = {
  prijzen: 'Prijzen',
  wordpress: 'WordPress',
  shopify: 'Shopify',
  platform: 'Platform op maat',
  levertijd: 'Levertijd',
  werkwijze: 'Werkwijze',
  'gratis-ontwerp': 'Gratis ontwerp',
  contact: 'Contact',
  overig: 'Overig',
} as const satisfies Record<ChatTopic, string>;

export function isChatTopic(value: string): value is ChatTopic {
  return (chatTopics as readonly string[]).includes(value);
}
