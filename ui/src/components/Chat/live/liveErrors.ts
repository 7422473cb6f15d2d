import type { LiveAvailability } from '../chatTypes';

/**
 * Thrown by `LiveChatTransport.start` when no person can be offered (HTTP 409
 * `nobody_available`), with the availability the backend sent.
 */
export class LiveChatNobodyAvailable extends Error {
  readonly availability: LiveAvailability;

  constructor(availability: LiveAvailability) {
    super('Nobody is available for a live chat.');
    this.name = 'LiveChatNobodyAvailable';
    this.availability = availability;
  }
}

/**
 * Thrown by any call of a `LiveChatTransport` when the conversation is over or its capability is
 * refused (HTTP 410 `live_chat_ended`, 401 `capability_required`): the ticket is dropped.
 */
export class LiveChatGone extends Error {
  readonly status: 401 | 410;

  constructor(status: 401 | 410 = 410) {
    super('The live chat is over.');
    this.name = 'LiveChatGone';
    this.status = status;
  }
}

/** Whether `error` says the conversation is over (a `LiveChatGone`, or anything with status 410 or 401). */
export function isLiveChatGone(error: unknown): boolean {
  if (error instanceof LiveChatGone) return true;
  const status = (error as { status?: unknown } | null)?.status;
  return status === 410 || status === 401;
}

/** The availability a 409 carried, when `error` is one (a `LiveChatNobodyAvailable`, or anything with `availability`). */
export function nobodyAvailableOf(error: unknown): LiveAvailability | null {
  if (error instanceof LiveChatNobodyAvailable) return error.availability;
  const availability = (error as { availability?: unknown } | null)?.availability;
  if (typeof availability !== 'object' || availability === null) return null;
  const { available, open, nextOpening } = availability as Record<string, unknown>;
  if (typeof available !== 'boolean' || typeof open !== 'boolean') return null;
  return { available, open, nextOpening: typeof nextOpening === 'string' ? nextOpening : null };
}
