import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** How long a chosen quick reply stays visible in the input before it is sent (ms). */
export const QUICK_REPLY_DELAY = 100;

export type UseChatComposerOptions = {
  /** Controlled text of the input. */
  value?: string;
  /** Initial text of the input when uncontrolled. */
  defaultValue: string;
  onValueChange?: (value: string) => void;
  /** While a reply is awaited or streaming nothing is sent. */
  loading: boolean;
  /** Receives the trimmed text; never blank. */
  onSend: (text: string) => void;
};

/**
 * The text of the panel's input (controllable, see ui/README.md) and the ways to send it:
 * `send` (Enter, the send button) clears the input and hands on the trimmed text, unless it is
 * blank or a reply is under way; `chooseQuickReply` shows the reply's text in the input first
 * and sends it `QUICK_REPLY_DELAY` ms later.
 */
export function useChatComposer({
  value: valueProp,
  defaultValue,
  onValueChange,
  loading,
  onSend,
}: UseChatComposerOptions) {
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: 'ChatPanel',
  });

  // Latest props and state for the quick reply's timer.
  const latest = useRef({ loading, onSend, setValue });
  useLayoutEffect(() => {
    latest.current = { loading, onSend, setValue };
  });

  const send = useCallback((text: string) => {
    const { loading: busy, onSend: sendText, setValue: set } = latest.current;
    const trimmed = text.trim();
    if (busy || trimmed === '') return;
    set('');
    sendText(trimmed);
  }, []);

  const quickReplyTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(quickReplyTimer.current), []);
  const chooseQuickReply = (text: string) => {
    setValue(text);
    window.clearTimeout(quickReplyTimer.current);
    quickReplyTimer.current = window.setTimeout(() => send(text), QUICK_REPLY_DELAY);
  };

  return { value, setValue, send, chooseQuickReply };
}
