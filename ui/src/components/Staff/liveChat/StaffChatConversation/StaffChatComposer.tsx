import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../Button';
import { typingThrottle } from '../../../Chat/live/liveEvents';
import { Icon } from '../../../Icon';
import { StaffTextArea, useStaffText } from '../../common/StaffTextArea/StaffTextArea';
import answerStyle from '../../common/staffAnswer.module.css';
import { failureText } from '../staffChats';
import styles from './StaffChatComposer.module.css';
import type { StaffChatConversationTexts } from './staffChatConversationTexts';

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
  // The viewer's typing is passed on as the visitor's is: at most once per the contract's interval.
  const [mayPassTyping] = useState(() => typingThrottle());
  const message = useStaffText(id, (text) => {
    if (onTyping && text.trim() && mayPassTyping()) onTyping();
  });
  const { text, setText, setProblem } = message;
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);

  useEffect(() => {
    if (focusOnMount) message.ref.current?.focus();
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
      message.ref.current?.focus();
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form className={styles.composer} onSubmit={(event) => void send(event)}>
      <StaffTextArea
        {...message.field}
        label={texts.message}
        maxLength={maxChars}
        readOnly={sending}
        onKeyDown={onKeyDown}
      />
      <div className={styles.composerRow}>
        <div id={`${id}-problem`} role="alert">
          {message.problem ? <p className={answerStyle.errorText}>{message.problem}</p> : null}
        </div>
        <Button type="submit" loading={sending} endIcon={<Icon name="send" />}>
          {texts.send}
        </Button>
      </div>
    </form>
  );
}
