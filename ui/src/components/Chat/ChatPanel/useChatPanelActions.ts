import type { HandoffOpener, useChatPanelFocus } from './useChatPanelFocus';

export type UseChatPanelActionsOptions = {
  /** The panel's focus (`useChatPanelFocus`). */
  focus: ReturnType<typeof useChatPanelFocus>;
  /** The hand-over form (`useHandoffOffer`). */
  handoff: HandoffOpener | null;
  setHandoff: (opener: HandoffOpener | null) => void;
  /** Says something in the panel's live region (`useAnnouncement`). */
  announce: (text: string) => void;
  onStop?: () => void;
  onRetry?: () => void;
  onNewConversation?: () => void;
  onNotice?: (content: string) => void;
};

/**
 * The panel's own actions, each with where focus goes after it: stopping a reply (the input,
 * enabled again), asking again, a new conversation (the input), the hand-over form opened by its
 * button (its phone field), closed (back to the button that opened it, or the input) and sent
 * (the confirmation is announced and added to the conversation; the input).
 */
export function useChatPanelActions({
  focus: { inputRef, phoneRef, handoffButtonRef, focusAfterRender, rememberFocus },
  handoff,
  setHandoff,
  announce,
  onStop,
  onRetry,
  onNewConversation,
  onNotice,
}: UseChatPanelActionsOptions) {
  const focusInput = () => focusAfterRender(() => inputRef.current);
  return {
    stop: () => {
      // The stop button goes with the reply.
      rememberFocus(true);
      focusInput();
      onStop?.();
    },
    retry: () => {
      rememberFocus();
      onRetry?.();
    },
    newConversation: () => {
      setHandoff(null);
      focusInput();
      onNewConversation?.();
    },
    openHandoff: () => {
      setHandoff('button');
      focusAfterRender(() => phoneRef.current);
    },
    closeHandoff: () => {
      const openedBy = handoff;
      setHandoff(null);
      focusAfterRender(() => (openedBy === 'button' ? handoffButtonRef.current : null) ?? inputRef.current);
    },
    handoffDone: (confirmation: string) => {
      setHandoff(null);
      announce(confirmation);
      focusInput();
      onNotice?.(confirmation);
    },
  };
}
