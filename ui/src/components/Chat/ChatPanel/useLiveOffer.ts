import { useEffect, useRef, type RefObject } from 'react';
import type { LiveChatState } from '../chatTypes';
import { fillLiveText, type ChatLiveTexts } from '../live/liveTexts';
import type { CallbackOpener } from './useChatPanelFocus';

export type UseLiveOfferOptions = {
  /** Where the conversation with a person is; ignored without `texts` (no person can be asked for). */
  live: LiveChatState | null;
  texts: ChatLiveTexts | undefined;
  /** The callback form (`useCallbackOffer`): asking for a person closes it. */
  callbackForm: CallbackOpener | null;
  setCallbackForm: (opener: CallbackOpener | null) => void;
  /** Counts up each time a reply asks for a person (`useCallbackOffer`): the panel asks, as the button would. */
  personAsked: number;
  /** Nobody took the live conversation in time: the form opened (`useCallbackOffer`); focus goes into it. */
  callbackOffered: boolean;
  onCallbackOfferSeen?: () => void;
  /** The panel's focus (`useChatPanelFocus`). */
  focus: {
    rootRef: RefObject<HTMLElement | null>;
    inputRef: RefObject<HTMLElement | null>;
    phoneRef: RefObject<HTMLElement | null>;
    focusAfterRender: (target: () => HTMLElement | null | undefined) => void;
  };
  /** Opens the callback form as its button does ('Bel me terug' in the offer). */
  openCallback: () => void;
  onAskPerson?: () => void;
  onStartLive?: () => void;
  onCancelLive?: () => void;
  onEndLive?: () => void;
};

/**
 * The panel's side of a conversation with a person: whether the offer box shows (`offering`) or
 * a person is asked for or holds the conversation (`holding`), the line under the title, and the
 * actions with where focus goes after each: asking (into the offer's first choice), choosing a
 * colleague or ending (the input), closing the offer (its button), a call back instead (the form).
 */
export function useLiveOffer({
  live,
  texts,
  callbackForm,
  setCallbackForm,
  personAsked,
  callbackOffered,
  onCallbackOfferSeen,
  focus: { rootRef, inputRef, phoneRef, focusAfterRender },
  openCallback,
  onAskPerson,
  onStartLive,
  onCancelLive,
  onEndLive,
}: UseLiveOfferOptions) {
  const offerRef = useRef<HTMLDivElement>(null);
  const askPersonButtonRef = useRef<HTMLButtonElement>(null);
  const shownLive = texts ? live : null;
  const holding = shownLive?.phase === 'waiting' || shownLive?.phase === 'active';
  const focusInput = () => focusAfterRender(() => inputRef.current);

  // The call-back form opened for a missed live conversation: focus goes into it when it was in the panel.
  useEffect(() => {
    if (!callbackOffered) return;
    if (callbackForm === 'offer' && rootRef.current?.contains(document.activeElement)) {
      phoneRef.current?.focus({ preventScroll: true });
    }
    onCallbackOfferSeen?.();
    // Once per offer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [callbackOffered]);

  const askPerson = () => {
    setCallbackForm(null);
    // Into the offer once its choices are there (its first button), not while it asks.
    focusAfterRender(() => offerRef.current?.querySelector<HTMLElement>('[data-autofocus]'));
    onAskPerson?.();
  };
  useEffect(() => {
    if (personAsked > 0) askPerson();
    // Once per reply that offers a call back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [personAsked]);

  return {
    shownLive,
    holding,
    offering: shownLive !== null && !holding,
    /** 'Je chat met …' under the title while a person holds the conversation. */
    detail:
      shownLive?.phase === 'active' && shownLive.name && texts
        ? fillLiveText(texts.chattingWith, { name: shownLive.name })
        : undefined,
    offerRef,
    askPersonButtonRef,
    askPerson,
    cancelOffer: () => {
      focusAfterRender(() => askPersonButtonRef.current ?? inputRef.current);
      onCancelLive?.();
    },
    startLive: () => {
      focusInput();
      onStartLive?.();
    },
    callbackFromOffer: () => {
      onCancelLive?.();
      openCallback();
    },
    endLive: () => {
      focusInput();
      onEndLive?.();
    },
  };
}
