import { useEffect, useRef, type RefObject } from 'react';
import { contactAsked, personHolds, personOffer } from '../chatMode';
import type { ChatMode } from '../chatTypes';
import { fillLiveText, type ChatLiveTexts } from '../live/liveTexts';
import type { ChatLiveControls } from './ChatPanel';
import type { CallbackOpener } from './useChatPanelFocus';

export type UseLiveOfferOptions = {
  /** Who holds the conversation (the assistant without `controls`). */
  mode: ChatMode;
  /** What the visitor can do about a person; none without them (or without `texts`). */
  controls: ChatLiveControls | undefined;
  texts: ChatLiveTexts | undefined;
  /** The callback form (`useCallbackOffer`): asking for a person closes it. */
  callbackForm: CallbackOpener | null;
  setCallbackForm: (opener: CallbackOpener | null) => void;
  /** Counts up each time a reply offers a call back while a person can be asked for (`useCallbackOffer`): the panel asks, as the button would. */
  personOffers: number;
  /** Nobody took the live conversation in time: the form opened (`useCallbackOffer`); focus goes into it. */
  callbackOffered: boolean;
  /** The panel's focus (`useChatPanelFocus`). */
  focus: {
    rootRef: RefObject<HTMLElement | null>;
    inputRef: RefObject<HTMLElement | null>;
    phoneRef: RefObject<HTMLElement | null>;
    focusAfterRender: (target: () => HTMLElement | null | undefined) => void;
  };
  /** Opens the callback form as its button does ('Bel me terug' in the offer). */
  openCallback: () => void;
};

/**
 * The panel's side of a conversation with a person: the offer box's offer (`offer`), whether a
 * person is asked for or holds the conversation (`holding`), the line under the title, and the
 * actions with where focus goes after each: asking (into the offer's first choice), choosing a
 * colleague or ending (the input), closing the offer (its button), a call back instead (the form).
 */
export function useLiveOffer({
  mode,
  controls,
  texts,
  callbackForm,
  setCallbackForm,
  personOffers,
  callbackOffered,
  focus: { rootRef, inputRef, phoneRef, focusAfterRender },
  openCallback,
}: UseLiveOfferOptions) {
  const offerRef = useRef<HTMLDivElement>(null);
  const askPersonButtonRef = useRef<HTMLButtonElement>(null);
  const holding = personHolds(mode);
  const focusInput = () => focusAfterRender(() => inputRef.current);

  // The callback form opened for a missed live conversation: focus goes into it when it was in the panel.
  useEffect(() => {
    if (!callbackOffered) return;
    if (callbackForm === 'offer' && rootRef.current?.contains(document.activeElement)) {
      phoneRef.current?.focus({ preventScroll: true });
    }
    controls?.callbackOfferSeen?.();
    // Once per offer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [callbackOffered]);

  // The colleague asked for contact details: the form opens, with focus in it when it was in the
  // panel. The form takes the composer's place, so the input that had focus is gone by then: where
  // focus last went is remembered instead (removing an element moves focus nowhere else).
  const leaveContact = texts?.contact ? controls?.leaveContact : undefined;
  const contactOpen = Boolean(leaveContact) && contactAsked(mode);
  const focusInside = useRef(false);
  useEffect(() => {
    focusInside.current = rootRef.current?.contains(document.activeElement) ?? false;
    const onFocusIn = (event: FocusEvent) => {
      focusInside.current = rootRef.current?.contains(event.target as Node | null) ?? false;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [rootRef]);
  useEffect(() => {
    if (contactOpen && focusInside.current) phoneRef.current?.focus({ preventScroll: true });
    // Once each time it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contactOpen]);

  const askPerson = () => {
    setCallbackForm(null);
    // Into the offer once its choices are there (its first button), not while it asks.
    focusAfterRender(() => offerRef.current?.querySelector<HTMLElement>('[data-autofocus]'));
    controls?.ask();
  };
  useEffect(() => {
    if (personOffers > 0) askPerson();
    // Once per reply that offers a call back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [personOffers]);

  return {
    /** The live texts, when a person can be asked for at all. */
    texts: controls ? texts : undefined,
    holding,
    canEnd: Boolean(controls?.end),
    /** The offer box's offer, while it shows. */
    offer: personOffer(mode),
    /** 'Je chat met …' under the title while a colleague holds the conversation. */
    detail:
      mode.with === 'colleague' && mode.name && texts
        ? fillLiveText(texts.chattingWith, { name: mode.name })
        : undefined,
    offerRef,
    askPersonButtonRef,
    askPerson,
    /** The form for contact details the colleague asked for, while it is open. */
    contact:
      contactOpen && leaveContact && texts?.contact
        ? {
            texts: texts.contact,
            submit: leaveContact,
            dismiss: () => {
              focusInput();
              controls?.dismissContact?.();
            },
          }
        : null,
    cancelOffer: () => {
      focusAfterRender(() => askPersonButtonRef.current ?? inputRef.current);
      controls?.cancel?.();
    },
    startLive: () => {
      focusInput();
      controls?.start?.();
    },
    callbackFromOffer: () => {
      controls?.cancel?.();
      openCallback();
    },
    endLive: () => {
      focusInput();
      controls?.end?.();
    },
  };
}
