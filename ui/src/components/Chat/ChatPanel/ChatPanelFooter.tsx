import type { RefObject } from 'react';
import type { CallbackRequest } from '../../CallbackDialog';
import { ChatComposer } from './ChatComposer';
import { ChatCallbackForm } from './ChatCallbackForm';
import { ChatLiveOffer } from './ChatLiveOffer';
import type { ChatPanelTexts } from './chatPanelTexts';
import type { useChatComposer } from './useChatComposer';
import type { useChatPanelActions } from './useChatPanelActions';
import type { CallbackOpener } from './useChatPanelFocus';
import type { useLiveOffer } from './useLiveOffer';

export type ChatPanelFooterProps = {
  texts: ChatPanelTexts;
  loading: boolean;
  /** No conversation yet: no 'Bel me terug', 'Chat met een collega' or 'Nieuw gesprek'. */
  empty: boolean;
  maxLength?: number;
  /** Whether the callback form is open (`useCallbackOffer`). */
  callbackForm: CallbackOpener | null;
  /** The panel's refs for focus (`useChatPanelFocus`). */
  inputRef: RefObject<HTMLTextAreaElement | null>;
  phoneRef: RefObject<HTMLInputElement | null>;
  callbackButtonRef: RefObject<HTMLButtonElement | null>;
  actions: ReturnType<typeof useChatPanelActions>;
  composer: ReturnType<typeof useChatComposer>;
  liveOffer: ReturnType<typeof useLiveOffer>;
  onRequestCallback?: (request: CallbackRequest) => Promise<void>;
  onStop?: () => void;
  onNewConversation?: () => void;
  onClose?: () => void;
  now: () => number;
};

/**
 * What the chat panel shows under the conversation: the offer of a colleague (while one is
 * asked for or offered), then the form for the contact details a colleague asked for, or the
 * callback form when it is open, or else the composer with
 * the conversation's buttons ('Bel me terug', 'Chat met een collega', 'Nieuw gesprek',
 * 'Gesprek beëindigen').
 */
export function ChatPanelFooter({
  texts,
  loading,
  empty,
  maxLength,
  callbackForm,
  inputRef,
  phoneRef,
  callbackButtonRef,
  actions,
  composer,
  liveOffer,
  onRequestCallback,
  onStop,
  onNewConversation,
  onClose,
  now,
}: ChatPanelFooterProps) {
  const callbackTexts = onRequestCallback ? texts.callback : undefined;
  const { offer, holding, texts: liveTexts, contact } = liveOffer;
  /** A person is offered, asked for or holds the conversation: the tools make way. */
  const personShown = holding || offer !== null;
  return (
    <>
      {offer && liveTexts && !callbackForm ? (
        <ChatLiveOffer
          boxRef={liveOffer.offerRef}
          offer={offer}
          texts={liveTexts}
          privacyHref={texts.disclosure.href}
          onStart={liveOffer.startLive}
          onCallback={callbackTexts ? liveOffer.callbackFromOffer : undefined}
          callbackLabel={callbackTexts?.open}
          onCancel={liveOffer.cancelOffer}
          onNavigate={() => onClose?.()}
          now={now}
        />
      ) : null}

      {contact ? (
        <ChatCallbackForm
          email
          phoneRef={phoneRef}
          texts={contact.texts}
          onSubmit={contact.submit}
          onDone={() => actions.callbackDone(contact.texts.confirmation)}
          onCancel={contact.dismiss}
          onNavigate={() => onClose?.()}
        />
      ) : callbackForm && callbackTexts && onRequestCallback ? (
        <ChatCallbackForm
          phoneRef={phoneRef}
          texts={callbackTexts}
          onSubmit={onRequestCallback}
          onDone={() => actions.callbackDone(callbackTexts.confirmation)}
          onCancel={actions.closeCallback}
          onNavigate={() => onClose?.()}
        />
      ) : (
        <ChatComposer
          value={composer.value}
          onValueChange={composer.setValue}
          onSend={composer.send}
          loading={loading}
          onStop={onStop ? actions.stop : undefined}
          maxLength={maxLength}
          texts={texts}
          inputRef={inputRef}
          onOpenCallback={!empty && callbackTexts && !personShown ? actions.openCallback : undefined}
          openCallbackLabel={callbackTexts?.open}
          callbackButtonRef={callbackButtonRef}
          onNewConversation={!empty && onNewConversation && texts.newConversation ? actions.newConversation : undefined}
          onAskPerson={!empty && liveTexts && !personShown && !loading ? liveOffer.askPerson : undefined}
          askPersonLabel={liveTexts?.askPerson}
          askPersonButtonRef={liveOffer.askPersonButtonRef}
          onEndLive={holding && liveOffer.canEnd ? liveOffer.endLive : undefined}
          endLiveLabel={liveTexts?.end}
          hideFootnote={holding}
        />
      )}
    </>
  );
}
