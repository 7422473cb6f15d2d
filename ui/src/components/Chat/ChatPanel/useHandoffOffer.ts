import { useState } from 'react';
import type { ChatThreadMessage } from '../chatTypes';
import { offersCallback } from './thread';
import type { HandoffOpener } from './useChatPanelFocus';

/**
 * Whether the hand-over form is open, and who opened it. A reply that carries the action
 * `offer_callback` opens it when it ends (once; not after a call back was requested), when the
 * panel can hand over (`enabled`). With `preferPerson` (a person can be asked for in the chat)
 * such a reply asks for a person instead: `personAsked` counts up, and the panel shows the offer,
 * which holds "Bel me terug" too.
 */
export function useHandoffOffer({
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
  const [personAsked, setPersonAsked] = useState(0);
  const [handoff, setHandoff] = useState<HandoffOpener | null>(enabled && callbackOffered ? 'offer' : null);
  const [seenLoading, setSeenLoading] = useState(loading);
  const [seenOffered, setSeenOffered] = useState(callbackOffered);
  if (loading !== seenLoading) {
    setSeenLoading(loading);
    if (!loading && enabled && handoff === null && offersCallback(messages)) {
      if (preferPerson) setPersonAsked((count) => count + 1);
      else setHandoff('offer');
    }
  }
  if (callbackOffered !== seenOffered) {
    setSeenOffered(callbackOffered);
    if (callbackOffered && enabled && handoff === null) setHandoff('offer');
  }
  return [handoff, setHandoff, personAsked] as const;
}
