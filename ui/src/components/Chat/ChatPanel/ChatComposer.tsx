import { useId, type Ref } from 'react';
import { Icon } from '../../Icon';
import styles from './ChatComposer.module.css';
import type { ChatPanelTexts } from './chatPanelTexts';

export type ChatComposerProps = {
  value: string;
  onValueChange: (value: string) => void;
  /** Sends the text: Enter (Shift+Enter adds a line) or the send button. */
  onSend: (text: string) => void;
  /** A reply is under way: the input is disabled and, with `onStop`, the send button is 'Stop'. */
  loading: boolean;
  onStop?: () => void;
  maxLength?: number;
  texts: Pick<ChatPanelTexts, 'placeholder' | 'footnote' | 'inputLabel' | 'stop' | 'send' | 'newConversation'>;
  inputRef?: Ref<HTMLTextAreaElement>;
  /** Opens the callback form: 'Bel me terug' (`openCallbackLabel`) above the input. None when left out. */
  onOpenCallback?: () => void;
  openCallbackLabel?: string;
  callbackButtonRef?: Ref<HTMLButtonElement>;
  /** Clears the conversation: `texts.newConversation` above the input. None when left out. */
  onNewConversation?: () => void;
  /** Asks for a person of the agency: 'Chat met een collega' (`askPersonLabel`) above the input. None when left out. */
  onAskPerson?: () => void;
  askPersonLabel?: string;
  askPersonButtonRef?: Ref<HTMLButtonElement>;
  /** Ends the conversation with a person: 'Gesprek beëindigen' (`endLiveLabel`) above the input. None when left out. */
  onEndLive?: () => void;
  endLiveLabel?: string;
  /** Leaves out the footnote (it speaks of the assistant, and a person holds the conversation). */
  hideFootnote?: boolean;
};

/** The bottom of the panel: the tools ('Bel me terug', 'Nieuw gesprek'), the message input with send or stop, and the footnote. */
export function ChatComposer({
  value,
  onValueChange,
  onSend,
  loading,
  onStop,
  maxLength,
  texts,
  inputRef,
  onOpenCallback,
  openCallbackLabel,
  callbackButtonRef,
  onNewConversation,
  onAskPerson,
  askPersonLabel,
  askPersonButtonRef,
  onEndLive,
  endLiveLabel,
  hideFootnote = false,
}: ChatComposerProps) {
  const leading = Boolean(onOpenCallback || onAskPerson || onEndLive);
  const inputId = useId();
  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        onSend(value);
      }}
    >
      {leading || onNewConversation ? (
        <div className={styles.tools}>
          {leading ? (
            <div className={styles.toolGroup}>
              {onAskPerson ? (
                <button ref={askPersonButtonRef} type="button" className={styles.tool} onClick={onAskPerson}>
                  <Icon name="message" className={styles.toolIcon} />
                  {askPersonLabel}
                </button>
              ) : null}
              {onOpenCallback ? (
                <button ref={callbackButtonRef} type="button" className={styles.tool} onClick={onOpenCallback}>
                  <Icon name="phone" className={styles.toolIcon} />
                  {openCallbackLabel}
                </button>
              ) : null}
              {onEndLive ? (
                <button type="button" className={styles.tool} onClick={onEndLive}>
                  <Icon name="close" className={styles.toolIcon} />
                  {endLiveLabel}
                </button>
              ) : null}
            </div>
          ) : null}
          {onNewConversation ? (
            <button type="button" className={styles.tool} data-variant="quiet" onClick={onNewConversation}>
              {texts.newConversation}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={inputId} className="visually-hidden">
          {texts.inputLabel ?? 'Je vraag'}
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          className={styles.input}
          rows={1}
          placeholder={texts.placeholder}
          value={value}
          maxLength={maxLength}
          disabled={loading}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              onSend(value);
            }
          }}
        />
        {loading && onStop ? (
          <button
            key="stop"
            type="button"
            className={styles.send}
            data-variant="stop"
            aria-label={texts.stop ?? 'Stop'}
            onClick={onStop}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
            </svg>
          </button>
        ) : (
          <button
            key="send"
            type="submit"
            className={styles.send}
            aria-label={texts.send ?? 'Versturen'}
            disabled={loading || value.trim() === ''}
          >
            <Icon name="send" />
          </button>
        )}
      </div>
      {texts.footnote && !hideFootnote ? <p className={styles.footnote}>{texts.footnote}</p> : null}
    </form>
  );
}

export type ChatQuickRepliesProps = {
  replies: readonly string[];
  /** Accessible name of the list. Default 'Snelle vragen'. */
  label?: string;
  disabled?: boolean;
  /** Puts the reply in the input and sends it (see `useChatComposer`). */
  onChoose: (reply: string) => void;
};

/** The chips of the empty state: questions a visitor can send with one click. None when there are none. */
export function ChatQuickReplies({ replies, label, disabled, onChoose }: ChatQuickRepliesProps) {
  if (replies.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label ?? 'Snelle vragen'}>
      {replies.map((reply) => (
        <li key={reply}>
          <button type="button" className={styles.chip} disabled={disabled} onClick={() => onChoose(reply)}>
            {reply}
          </button>
        </li>
      ))}
    </ul>
  );
}
