import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../Button';
import { Icon } from '../../../Icon';
import { failureText } from '../staffChats';
import styles from './StaffChatComposer.module.css';
import type { StaffChatConversationTexts } from './staffChatConversationTexts';

/** How often the viewer's typing is passed on at most. */
const TYPING_EVERY_MS = 3000;

export type StaffChatComposerProps = {
  maxChars: number;
  onSend: (text: string) => Promise<void>;
  onTyping?: () => void;
  focusOnMount: boolean;
  texts: Pick<StaffChatConversationTexts, 'message' | 'send' | 'failed'>;
};

/** "Bericht" and "Versturen": Enter sends, Shift+Enter starts a new line; a blank message is never sent. */
export function StaffChatComposer({ maxChars, onSend, onTyping, focusOnMount, texts }: StaffChatComposerProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const [problem, setProblem] = useState<string>();
  const lastTyping = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (focusOnMount) field.current?.focus();
    // Only when it first appears, after "Overnemen".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (sendingRef.current || !text.trim()) return;
    sendingRef.current = true;
    setSending(true);
    setProblem(undefined);
    try {
      await onSend(text);
      setText('');
    } catch (reason) {
      setProblem(failureText(reason, texts.failed));
    } finally {
      sendingRef.current = false;
      setSending(false);
      field.current?.focus();
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form className={styles.composer} onSubmit={(event) => void send(event)}>
      <label htmlFor={id} className={styles.label}>
        {texts.message}
      </label>
      <textarea
        id={id}
        className={styles.control}
        ref={field}
        value={text}
        rows={3}
        maxLength={maxChars}
        readOnly={sending}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const now = Date.now();
          if (onTyping && event.target.value.trim() && now - lastTyping.current >= TYPING_EVERY_MS) {
            lastTyping.current = now;
            onTyping();
          }
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.composerRow}>
        <div id={`${id}-problem`} role="alert">
          {problem ? <p className={styles.problem}>{problem}</p> : null}
        </div>
        <Button type="submit" loading={sending} endIcon={<Icon name="send" />}>
          {texts.send}
        </Button>
      </div>
    </form>
  );
}
