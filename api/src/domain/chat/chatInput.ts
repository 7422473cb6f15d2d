import { HttpError, errors } from '../../errors';
import { CONTROL_CHARACTERS as CONTROL, MARKUP } from '../textRules';
import type { ChatMessage } from './types';

export interface ChatLimits {
  maxMessages: number;
  maxMessageChars: number;
}

const invalid = (code: string, message: string) => new HttpError(400, code, message);

/**
 * Checks a chat request body. Only the roles user and assistant are accepted from a
 * visitor: a client-sent system message could rewrite the assistant's instructions.
 */
export function parseChatRequest(body: unknown, limits: ChatLimits): ChatMessage[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw errors.validation({ body: 'Stuur een JSON-object met een lijst "messages".' });
  }
  const { messages } = body as { messages?: unknown };
  if (!Array.isArray(messages)) throw errors.validation({ messages: 'Stuur "messages" als lijst.' });
  if (messages.length === 0) throw invalid('no_messages', 'Stuur minstens één bericht.');
  if (messages.length > limits.maxMessages) {
    throw invalid(
      'too_many_messages',
      `Een gesprek mag maximaal ${limits.maxMessages} berichten bevatten. Begin een nieuw gesprek.`,
    );
  }
  const parsed: ChatMessage[] = [];
  for (const [i, message] of messages.entries()) {
    if (typeof message !== 'object' || message === null) {
      throw errors.validation({ [`messages.${i}`]: 'Elk bericht moet een object zijn.' });
    }
    const { role, content } = message as { role?: unknown; content?: unknown };
    if (role !== 'user' && role !== 'assistant') {
      throw invalid('invalid_role', 'Alleen berichten met de rol "user" of "assistant" zijn toegestaan.');
    }
    if (typeof content !== 'string') {
      throw errors.validation({ [`messages.${i}.content`]: 'De inhoud van een bericht moet tekst zijn.' });
    }
    if (content.length > limits.maxMessageChars) {
      throw invalid('message_too_long', `Een bericht mag maximaal ${limits.maxMessageChars} tekens lang zijn.`);
    }
    if (CONTROL.test(content) || (role === 'user' && MARKUP.test(content))) {
      throw invalid('invalid_content', 'Een bericht bevat ongeldige tekens of HTML.');
    }
    parsed.push({ role, content: content.normalize('NFC') });
  }
  const last = parsed.at(-1);
  if (!last || last.role !== 'user' || last.content.trim() === '') {
    throw invalid('empty_question', 'Het laatste bericht moet een vraag van jou zijn.');
  }
  return parsed;
}
