import { useEffect, useLayoutEffect, useRef } from 'react';

/** Who opened the callback form: the button (focus returns to it) or the assistant's offer. */
export type CallbackOpener = 'button' | 'offer';

export type UseChatPanelFocusOptions = {
  /** Each time it turns true (also on mount), focus moves into the panel. */
  takeFocus?: boolean;
  loading: boolean;
  callbackForm: CallbackOpener | null;
};

/** A touch screen is the main pointer (`pointer: coarse`): a focused text box opens the keyboard. */
function isTouchScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * Where focus goes in the panel. When it opens: into the input, or the open form, or (while
 * a reply is under way and the input is disabled) onto the conversation, so Escape still
 * works; on a touch screen onto the panel's heading (no keyboard over the quick replies). While a reply is under way, focus that was in the panel waits on the conversation;
 * after it, it returns to the input (or to the form the reply opened). `focusAfterRender`
 * moves focus once the element it names is rendered and enabled.
 */
export function useChatPanelFocus({ takeFocus, loading, callbackForm }: UseChatPanelFocusOptions) {
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const callbackButtonRef = useRef<HTMLButtonElement>(null);

  // Latest props for effects that run on one change only.
  const latest = useRef({ loading, callbackForm });
  useLayoutEffect(() => {
    latest.current = { loading, callbackForm };
  });

  // Where focus goes after the next render that can take it (an element that is rendered and enabled).
  const focusNext = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useLayoutEffect(() => {
    const element = focusNext.current?.();
    if (element && !(element as HTMLButtonElement).disabled) {
      element.focus({ preventScroll: true });
      focusNext.current = null;
    }
  });
  const focusAfterRender = (target: () => HTMLElement | null | undefined) => {
    focusNext.current = target;
  };

  // Whether focus was in the panel when a reply was asked for (or stopped): only then is it moved.
  const focusWasInside = useRef(false);
  const rememberFocus = (inside = rootRef.current?.contains(document.activeElement) ?? false) => {
    focusWasInside.current = inside;
  };

  useEffect(() => {
    if (!takeFocus) return;
    const { loading: busy, callbackForm: form } = latest.current;
    // On a touch screen a focused text box brings up the keyboard over the quick replies: the
    // heading takes focus instead, and the visitor taps where they want to type.
    const target = isTouchScreen()
      ? headingRef.current
      : busy && !form
        ? scrollerRef.current
        : form
          ? phoneRef.current
          : inputRef.current;
    target?.focus({ preventScroll: true });
  }, [takeFocus]);

  const wasLoading = useRef(loading);
  useLayoutEffect(() => {
    if (loading && !wasLoading.current) {
      if (focusWasInside.current) scrollerRef.current?.focus({ preventScroll: true });
    } else if (!loading && wasLoading.current) {
      const active = document.activeElement;
      const lost = active === scrollerRef.current || active === document.body || !active;
      if (focusWasInside.current && latest.current.callbackForm === 'offer') {
        phoneRef.current?.focus({ preventScroll: true });
      } else if (focusWasInside.current && lost) {
        inputRef.current?.focus({ preventScroll: true });
      }
      focusWasInside.current = false;
    }
    wasLoading.current = loading;
  }, [loading]);

  return { rootRef, headingRef, scrollerRef, inputRef, phoneRef, callbackButtonRef, focusAfterRender, rememberFocus };
}
