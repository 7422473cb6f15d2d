import { chatProtocol, chatApi } from '@agency/contract/chat';
import { ChatReplyFailure, type ChatError, type ChatFeedback, type ChatTransport } from '@agency/ui/Chat';
import { siteConfig } from '../../config';
import { readChatReply } from './chatStream';
import { requestCallbackFromChat } from '../leads';
import { retryAfterSeconds } from '../../shared/retryAfter';

export { retryAfterSeconds } from '../../shared/retryAfter';

const headers = (accept: string) => ({
  'content-type': 'application/json',
  accept,
  authorization: `Bearer ${siteConfig.publicApiKey}`,
});

/**
 * The chat error an HTTP answer of `POST /api/chat` stands for, or `null` when it is ok: 429
 * (with how many seconds to wait, from `Retry-After`), 402 (the assistant is unavailable), and
 * any other status (failed).
 */
export function chatErrorFromResponse(response: Response, now = Date.now()): ChatError | null {
  const { status } = response;
  if (status === chatProtocol.status.rateLimited) {
    return { kind: 'rate-limited', status, retryAfter: retryAfterSeconds(response.headers.get('retry-after'), now) };
  }
  if (status === chatProtocol.status.unavailable) return { kind: 'unavailable', status };
  if (status < 200 || status > 299) return { kind: 'failed', status };
  return null;
}

/** A "Nuttig" / "Niet nuttig" vote: POST /api/chat/feedback. Rejects on failure, so it can be tried again. */
export async function sendChatFeedback(feedback: ChatFeedback): Promise<void> {
  const response = await fetch(chatApi.paths.feedback, {
    method: 'POST',
    headers: headers('application/json'),
    body: JSON.stringify(feedback),
  });
  if (!response.ok) throw new Error(`The vote failed with HTTP ${response.status}.`);
}

/**
 * The chat over HTTP: a reply is `POST /api/chat` with the public key, read as it streams in;
 * an answer the visitor is told apart (429, 402, another status) throws a `ChatReplyFailure`.
 * Votes go to /api/chat/feedback; "Bel me terug" in the chat is a callback lead with source chat.
 */
export const chatTransport: ChatTransport = {
  async *reply(request, signal) {
    const response = await fetch(chatApi.paths.chat, {
      method: 'POST',
      headers: headers('text/event-stream'),
      body: JSON.stringify(request),
      signal,
    });
    const error = chatErrorFromResponse(response);
    if (error) throw new ChatReplyFailure(error);
    yield* readChatReply(response.body, signal);
  },
  sendFeedback: sendChatFeedback,
  requestCallback: requestCallbackFromChat,
};
