import type { ChatPanelConversation } from './ChatPanel';
import type { CallbackOpener, useChatPanelFocus } from './useChatPanelFocus';

export type UseChatPanelActionsOptions = {
  /** The panel's focus (`useChatPanelFocus`). */
  focus: ReturnType<typeof useChatPanelFocus>;
  /** The callback form (`useCallbackOffer`). */
  callbackForm: CallbackOpener | null;
  setCallbackForm: (opener: CallbackOpener | null) => void;
  /** Says something in the panel's live region (`useAnnouncement`). */
  announce: (text: string) => void;
  /** What the conversation does after the panel's part: stop, ask again, start anew, add a notice. */
  conversation: Pick<ChatPanelConversation, 'onStop' | 'onRetry' | 'onNewConversation' | 'onNotice'>;
};

/**
 * The panel's own actions, each with where focus goes after it: stopping a reply (the input,
 * enabled again), asking again, a new conversation (the input), the callback form opened by its
 * button (its phone field), closed (back to the button that opened it, or the input) and sent
 * (the confirmation is announced and added to the conversation; the input).
 */
export function useChatPanelActions({
  focus: { inputRef, phoneRef, callbackButtonRef, focusAfterRender, rememberFocus },
  callbackForm,
  setCallbackForm,
  announce,
  conversation: { onStop, onRetry, onNewConversation, onNotice },
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
      setCallbackForm(null);
      focusInput();
      onNewConversation?.();
    },
    openCallback: () => {
      setCallbackForm('button');
      focusAfterRender(() => phoneRef.current);
    },
    closeCallback: () => {
      const openedBy = callbackForm;
      setCallbackForm(null);
      focusAfterRender(() => (openedBy === 'button' ? callbackButtonRef.current : null) ?? inputRef.current);
    },
    callbackDone: (confirmation: string) => {
      setCallbackForm(null);
      announce(confirmation);
      focusInput();
      onNotice?.(confirmation);
    },
  };
}
