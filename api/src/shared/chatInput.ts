import type { ChatLimits, ChatMessage } from '@agency/contract/chat';
import { HttpError, errors } from './errors';
import { CONTROL_CHARACTERS as CONTROL, MARKUP } from './textRules';

export type { ChatLimits, ChatMessage };

const invalid = (code: string, message: string, field?: string) =>
  new HttpError(400, code, message, field ? { [field]: message } : undefined);

/** The Dutch messages of one list of messages: the chat's own, or a conversation sent with a lead. */
interface ListTexts {
  field: string;
  /** The field of the errors' `fields`, when they carry one. */
  errorField?: string;
  tooMany: (max: number) => string;
  tooLong: (max: number) => string;
  notList: string;
}

const CHAT_TEXTS: ListTexts = {
  field: 'messages',
  tooMany: (max) => `Een gesprek mag maximaal ${max} berichten bevatten. Begin een nieuw gesprek.`,
  tooLong: (max) => `Een bericht mag maximaal ${max} tekens lang zijn.`,
  notList: 'Stuur "messages" als lijst.',
};

const CONVERSATION_TEXTS: ListTexts = {
  field: 'conversation',
  errorField: 'conversation',
  tooMany: (max) => `Het meegestuurde gesprek mag maximaal ${max} berichten bevatten. Stuur alleen de laatste ${max}.`,
  tooLong: (max) => `Een bericht in het meegestuurde gesprek mag maximaal ${max} tekens lang zijn.`,
  notList: 'Stuur "conversation" als lijst van berichten.',
};

/**
 * The rules of every message a visitor's browser sends: the roles user and assistant only
 * (a client-sent system message could rewrite the assistant's instructions), text content,
 * at most `maxMessages` messages of at most `maxMessageChars` characters, no control
 * characters, no HTML in the visitor's own messages.
 */
function parseMessages(messages: unknown, limits: ChatLimits, texts: ListTexts): ChatMessage[] {
  if (!Array.isArray(messages)) throw errors.validation({ [texts.field]: texts.notList });
  if (messages.length > limits.maxMessages) {
    throw invalid('too_many_messages', texts.tooMany(limits.maxMessages), texts.errorField);
  }
  const parsed: ChatMessage[] = [];
  for (const [i, message] of messages.entries()) {
    if (typeof message !== 'object' || message === null) {
      throw errors.validation({ [`${texts.field}.${i}`]: 'Elk bericht moet een object zijn.' });
    }
    const { role, content } = message as { role?: unknown; content?: unknown };
    if (role !== 'user' && role !== 'assistant') {
      throw invalid(
        'invalid_role',
        'Alleen berichten met de rol "user" of "assistant" zijn toegestaan.',
        texts.errorField,
      );
    }
    if (typeof content !== 'string') {
      throw errors.validation({ [`${texts.field}.${i}.content`]: 'De inhoud van een bericht moet tekst zijn.' });
    }
    if (content.length > limits.maxMessageChars) {
      throw invalid('message_too_long', texts.tooLong(limits.maxMessageChars), texts.errorField);
    }
    if (CONTROL.test(content) || (role === 'user' && MARKUP.test(content))) {
      throw invalid('invalid_content', 'Een bericht bevat ongeldige tekens of HTML.', texts.errorField);
    }
    parsed.push({ role, content: content.normalize('NFC') });
  }
  return parsed;
}

/** Checks a chat request body: its messages, the last one a non-empty question of the visitor. */
export function parseChatRequest(body: unknown, limits: ChatLimits): ChatMessage[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw errors.validation({ body: 'Stuur een JSON-object met een lijst "messages".' });
  }
  const { messages } = body as { messages?: unknown };
  if (Array.isArray(messages) && messages.length === 0) throw invalid('no_messages', 'Stuur minstens één bericht.');
  const parsed = parseMessages(messages, limits, CHAT_TEXTS);
  const last = parsed.at(-1);
  if (!last || last.role !== 'user' || last.content.trim() === '') {
    throw invalid('empty_question', 'Het laatste bericht moet een vraag van jou zijn.');
  }
  return parsed;
}

/**
 * Checks the chat conversation a chat callback lead carries (`conversation` of
 * POST /api/request-callback): the chat's rules, but any message may come last. Empty
 * messages are dropped. Errors carry `fields.conversation`.
 */
export function parseConversation(conversation: unknown, limits: ChatLimits): ChatMessage[] {
  return parseMessages(conversation, limits, CONVERSATION_TEXTS).filter((message) => message.content.trim() !== '');
}
