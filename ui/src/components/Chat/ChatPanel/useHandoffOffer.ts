import { useState } from 'react';
import type { ChatThreadMessage } from '../chatTypes';
import { offersCallback } from './thread';
import type { HandoffOpener } from './useChatPanelFocus';

/**
 * Whether the hand-over form is open, and who opened it. A reply that carries the action
 * `offer_callback` opens it when it ends (once; not after a call back was requested), when the
 * panel can hand over (`enabled`).
 */
export function useHandoffOffer({
  enabled,
  loading,
  messages,
}: {
  enabled: boolean;
  loading: boolean;
  messages: readonly ChatThreadMessage[];
}) {
  const [handoff, setHandoff] = useState<HandoffOpener | null>(null);
  const [seenLoading, setSeenLoading] = useState(loading);
  if (loading !== seenLoading) {
    setSeenLoading(loading);
    if (!loading && enabled && handoff === null && offersCallback(messages)) setHandoff('offer');
  }
  return [handoff, setHandoff] as const;
}
