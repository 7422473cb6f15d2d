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

/** Whether the last answer carries the action `offer_callback` and no call back was requested since. */
export function offersCallback(messages: readonly ChatThreadMessage[]): boolean {
  const last = messages[messages.length - 1];
  return last?.role === 'assistant' && !last.stopped && (last.actions?.includes('offer_callback') ?? false);
}
