import { useState } from 'react';
import type { ChatThreadMessage } from '../chatTypes';
import { answerOffers } from './thread';
import type { CallbackOpener } from './useChatPanelFocus';

/**
 * Whether the callback form is open, and who opened it. A reply that carries the action
 * `offer_callback` opens it when it ends (once; not after a call back was requested), when the
 * panel takes callback requests (`enabled`). With `preferPerson` (a person can be asked for in the chat)
 * such a reply asks for a person instead: `personOffers` counts up, and the panel shows the offer,
 * which holds "Bel me terug" too. A reply that carries `offer_person` (the site does not answer the
 * question) does the same: a colleague when one can be asked for, else the form.
 */
export function useCallbackOffer({
  enabled,
  loading,
  messages,
  callbackOffered = false,
  preferPerson = false,
}: {
  enabled: boolean;
  loading: boolean;
  messages: readonly ChatThreadMessage[];
  /** Nobody took a live conversation in time: the form opens (also when it is true on mount). */
  callbackOffered?: boolean;
  preferPerson?: boolean;
}) {
  const [personOffers, setPersonOffers] = useState(0);
  const [callbackForm, setCallbackForm] = useState<CallbackOpener | null>(enabled && callbackOffered ? 'offer' : null);
  const [seenLoading, setSeenLoading] = useState(loading);
  const [seenOffered, setSeenOffered] = useState(callbackOffered);
  if (loading !== seenLoading) {
    setSeenLoading(loading);
    const offer = !loading && callbackForm === null ? answerOffers(messages) : null;
    if (offer && (enabled || offer === 'person')) {
      if (preferPerson) setPersonOffers((count) => count + 1);
      else if (enabled) setCallbackForm('offer');
    }
  }
  if (callbackOffered !== seenOffered) {
    setSeenOffered(callbackOffered);
    if (callbackOffered && enabled && callbackForm === null) setCallbackForm('offer');
  }
  return [callbackForm, setCallbackForm, personOffers] as const;
}
