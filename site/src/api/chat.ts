import type { ChatFeedback, ChatTransport } from '@agency/ui/Chat';
import { publicApi } from '@agency/api/contract';
import { siteConfig } from '../config';

const headers = (accept: string) => ({
  'content-type': 'application/json',
  accept,
  authorization: `Bearer ${siteConfig.publicApiKey}`,
});

/** The chat assistant's transport: POST /api/chat with the public key; the body streams back. */
export const chatTransport: ChatTransport = (request, signal) =>
  fetch(publicApi.paths.chat, {
    method: 'POST',
    headers: headers('text/event-stream'),
    body: JSON.stringify(request),
    signal,
  });

/** A "Nuttig" / "Niet nuttig" vote: POST /api/chat/feedback. Rejects on failure, so it can be tried again. */
export async function sendChatFeedback(feedback: ChatFeedback): Promise<void> {
  const response = await fetch(publicApi.paths.chatFeedback, {
    method: 'POST',
    headers: headers('application/json'),
    body: JSON.stringify(feedback),
  });
  if (!response.ok) throw new Error(`The vote failed with HTTP ${response.status}.`);
}
