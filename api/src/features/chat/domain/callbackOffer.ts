import { assistantReplies } from '@agency/content';
import type { ChatAction } from './types';

/** The action that offers the visitor a call back by a person ("Bel me terug" inside the chat). */
export const OFFER_CALLBACK: ChatAction = { action: 'offer_callback' };

/**
 * What the assistant says when the visitor asks for a person: that a colleague
 * calls back, within the promised time. The chat then shows the call-back offer.
 */
export const callbackReply = assistantReplies.callback;
