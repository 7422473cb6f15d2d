import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../Button';
import { typingThrottle } from '../../../Chat/live/liveEvents';
import { Icon } from '../../../Icon';
import { StaffTextArea, useStaffText } from '../../common/StaffTextArea/StaffTextArea';
import answerStyle from '../../common/staffAnswer.module.css';
import card from '../../common/staffSection.module.css';
import { fillIn } from '../../common/staffTexts';
import type { StaffSavedReply } from '../../inbox/staffLeads';
import { failureText } from '../staffChats';
import { SavedReplyPicker } from './SavedReplyPicker';
import styles from './StaffChatComposer.module.css';
import type { StaffChatConversationTexts } from './staffChatConversationTexts';
import { useSavedReplyPicker } from './useSavedReplyPicker';

export type StaffChatComposerProps = {
  maxChars: number;
  onSend: (text: string) => Promise<void>;
  onTyping?: () => void;
  focusOnMount: boolean;
  /** The saved replies a `/` at the start offers; none offered while undefined. */
  savedReplies?: readonly StaffSavedReply[];
  /** The visitor's name, for `{naam}` in a saved reply. */
  visitorName?: string | null;
  /** The page of the saved replies, linked when there are none. */
  savedRepliesHref?: string;
  texts: Pick<StaffChatConversationTexts, 'message' | 'send' | 'failed' | 'savedReplies'>;
};

/**
 * "Bericht" and "Versturen": Enter sends, Shift+Enter starts a new line; a blank message is never
 * sent. A `/` at the start offers the saved replies (`useSavedReplyPicker`): while one is active,
 * Enter picks it instead of sending.
 */
export function StaffChatComposer({
  maxChars,
  onSend,
  onTyping,
  focusOnMount,
  savedReplies,
  visitorName,
  savedRepliesHref,
  texts,
}: StaffChatComposerProps) {
  const id = useId();
  // The viewer's typing is passed on as the visitor's is: at most once per the contract's interval.
  const [mayPassTyping] = useState(() => typingThrottle());
  const message = useStaffText(id, (text) => {
    if (onTyping && text.trim() && mayPassTyping()) onTyping();
  });
  const { text, setText, setProblem } = message;
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const picker = useSavedReplyPicker({ text, setText, savedReplies, visitorName, listId: `${id}-saved` });

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
    if (picker.onKeyDown(event)) return;
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form className={styles.composer} onSubmit={(event) => void send(event)}>
      <div className={styles.field}>
        <StaffTextArea
          {...message.field}
          {...picker.fieldProps}
          label={texts.message}
          maxLength={maxChars}
          readOnly={sending}
          onKeyDown={onKeyDown}
        />
        {picker.open ? (
          <SavedReplyPicker
            listId={`${id}-saved`}
            any={picker.any}
            matches={picker.matches}
            activeIndex={picker.activeIndex}
            visitorName={visitorName}
            onPick={picker.pick}
            savedRepliesHref={savedRepliesHref}
            texts={texts.savedReplies}
          />
        ) : null}
      </div>
      <div role="status" className={card.visuallyHidden}>
        {pickerSaid(picker, texts.savedReplies)}
      </div>
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

/** What screen readers hear as the saved replies open or change: how many match, or why none. */
function pickerSaid(
  picker: ReturnType<typeof useSavedReplyPicker>,
  texts: StaffChatConversationTexts['savedReplies'],
): string {
  if (!picker.open) return '';
  if (!picker.any) return `${texts.noneYet.before}${texts.noneYet.link}${texts.noneYet.after}`;
  const count = picker.matches.length;
  if (!count) return texts.noMatch;
  return count === 1 ? texts.foundOne : fillIn(texts.found, { count: String(count) });
}
