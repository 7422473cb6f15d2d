import type { ChatThreadMessage } from '../chatTypes';

/** Index of the last message of a speaker (the visitor, the assistant or a person; notices aside), or -1. */
export function lastTurnIndex(messages: readonly ChatThreadMessage[]): number {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    if (messages[index]!.role !== 'notice') return index;
  }
  return -1;
}

/** The visitor's message an answer replies to: the nearest one before it. */
export function questionBefore(messages: readonly ChatThreadMessage[], index: number): string {
  for (let i = index - 1; i >= 0; i -= 1) {
    const message = messages[i]!;
    if (message.role === 'user') return message.content;
  }
  return '';
}

/**
 * What the last answer offers, when nothing happened since: a call back (`offer_callback`), a
 * colleague (`offer_person`, the site not answering the question), or nothing.
 */
export function answerOffers(messages: readonly ChatThreadMessage[]): 'callback' | 'person' | null {
  const last = messages[messages.length - 1];
  if (last?.role !== 'assistant' || last.stopped) return null;
  if (last.actions?.includes('offer_person')) return 'person';
  return last.actions?.includes('offer_callback') ? 'callback' : null;
}
