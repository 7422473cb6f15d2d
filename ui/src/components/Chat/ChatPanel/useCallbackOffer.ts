import { useState } from 'react';
import type { ChatThreadMessage } from '../chatTypes';
import { offersCallback } from './thread';
import type { CallbackOpener } from './useChatPanelFocus';

/**
 * Whether the callback form is open, and who opened it. A reply that carries the action
 * `offer_callback` opens it when it ends (once; not after a call back was requested), when the
 * panel takes callback requests (`enabled`). With `preferPerson` (a person can be asked for in the chat)
 * such a reply asks for a person instead: `personOffers` counts up, and the panel shows the offer,
 * which holds "Bel me terug" too.
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
    if (!loading && enabled && callbackForm === null && offersCallback(messages)) {
      if (preferPerson) setPersonOffers((count) => count + 1);
      else setCallbackForm('offer');
    }
  }
  if (callbackOffered !== seenOffered) {
    setSeenOffered(callbackOffered);
    if (callbackOffered && enabled && callbackForm === null) setCallbackForm('offer');
  }
  return [callbackForm, setCallbackForm, personOffers] as const;
}
