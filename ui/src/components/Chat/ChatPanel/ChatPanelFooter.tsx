import type { RefObject } from 'react';
import type { CallbackRequest } from '../../CallbackDialog';
import { ChatComposer } from './ChatComposer';
import { ChatHandoffForm } from './ChatHandoffForm';
import { ChatLiveOffer } from './ChatLiveOffer';
import type { ChatPanelTexts } from './chatPanelTexts';
import type { useChatComposer } from './useChatComposer';
import type { useChatPanelActions } from './useChatPanelActions';
import type { HandoffOpener } from './useChatPanelFocus';
import type { useLiveOffer } from './useLiveOffer';

export type ChatPanelFooterProps = {
  texts: ChatPanelTexts;
  loading: boolean;
  /** No conversation yet: no 'Bel me terug', 'Chat met een collega' or 'Nieuw gesprek'. */
  empty: boolean;
  maxLength?: number;
  /** Whether the hand-over form is open (`useHandoffOffer`). */
  handoff: HandoffOpener | null;
  /** The panel's refs for focus (`useChatPanelFocus`). */
  inputRef: RefObject<HTMLTextAreaElement | null>;
  phoneRef: RefObject<HTMLInputElement | null>;
  handoffButtonRef: RefObject<HTMLButtonElement | null>;
  actions: ReturnType<typeof useChatPanelActions>;
  composer: ReturnType<typeof useChatComposer>;
  liveOffer: ReturnType<typeof useLiveOffer>;
  onRequestCallback?: (request: CallbackRequest) => Promise<void>;
  onStop?: () => void;
  onNewConversation?: () => void;
  onAskPerson?: () => void;
  onEndLive?: () => void;
  onClose?: () => void;
  now: () => number;
};

/**
 * What the chat panel shows under the conversation: the offer of a colleague (while one is
 * asked for or offered), then the hand-over form when it is open, or else the composer with
 * the conversation's buttons ('Bel me terug', 'Chat met een collega', 'Nieuw gesprek',
 * 'Gesprek beëindigen').
 */
export function ChatPanelFooter({
  texts,
  loading,
  empty,
  maxLength,
  handoff,
  inputRef,
  phoneRef,
  handoffButtonRef,
  actions,
  composer,
  liveOffer,
  onRequestCallback,
  onStop,
  onNewConversation,
  onAskPerson,
  onEndLive,
  onClose,
  now,
}: ChatPanelFooterProps) {
  const handoffTexts = onRequestCallback ? texts.handoff : undefined;
  const liveTexts = onAskPerson ? texts.live : undefined;
  const { shownLive, holding } = liveOffer;
  return (
    <>
      {liveOffer.offering && shownLive && liveTexts && !handoff ? (
        <ChatLiveOffer
          boxRef={liveOffer.offerRef}
          live={shownLive}
          texts={liveTexts}
          privacyHref={texts.disclosure.href}
          onStart={liveOffer.startLive}
          onCallback={handoffTexts ? liveOffer.callbackFromOffer : undefined}
          callbackLabel={handoffTexts?.open}
          onCancel={liveOffer.cancelOffer}
          onNavigate={() => onClose?.()}
          now={now}
        />
      ) : null}

      {handoff && handoffTexts && onRequestCallback ? (
        <ChatHandoffForm
          phoneRef={phoneRef}
          texts={handoffTexts}
          onSubmit={onRequestCallback}
          onDone={() => actions.handoffDone(handoffTexts.confirmation)}
          onCancel={actions.closeHandoff}
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
          onOpenHandoff={!empty && handoffTexts && !shownLive ? actions.openHandoff : undefined}
          openHandoffLabel={handoffTexts?.open}
          handoffButtonRef={handoffButtonRef}
          onNewConversation={!empty && onNewConversation && texts.newConversation ? actions.newConversation : undefined}
          onAskPerson={!empty && liveTexts && !shownLive && !loading ? liveOffer.askPerson : undefined}
          askPersonLabel={liveTexts?.askPerson}
          askPersonButtonRef={liveOffer.askPersonButtonRef}
          onEndLive={holding && onEndLive ? liveOffer.endLive : undefined}
          endLiveLabel={liveTexts?.end}
          hideFootnote={holding}
        />
      )}
    </>
  );
}
