import { assistantReplies } from '@agency/content';
import type { ChatAction } from './types';

/** The action that offers the visitor a call back by a person ("Bel me terug" inside the chat). */
export const OFFER_CALLBACK: ChatAction = { action: 'offer_callback' };

/**
 * The action that offers the visitor a colleague: the chat asks who is available and offers
 * "Chat met een collega", or "Bel me terug" when nobody is.
 */
export const OFFER_PERSON: ChatAction = { action: 'offer_person' };

/**
 * What the assistant says when the visitor asks for a person: that a colleague
 * calls back, within the promised time. The chat then shows the call-back offer.
 */
export const callbackReply = assistantReplies.callback;

/** What the assistant says when it only offers a colleague: the site does not answer the question. */
export const personReply = assistantReplies.askColleague;
