import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import type { ChatError } from '../chatTypes';
import pill from './pill.module.css';
import styles from './ChatRetry.module.css';
import type { ChatPanelTexts } from './chatPanelTexts';

export type ChatRetryButtonProps = {
  /** The error of the last reply; after a 429 the button waits for its `retryAfter`. */
  error: ChatError | null;
  texts: Pick<ChatPanelTexts, 'retry' | 'retryCountdown'>;
  onRetry: () => void;
};

/**
 * 'Opnieuw'. After a 429 it waits for the error's `retryAfter`: disabled, with the seconds
 * left (`texts.retryCountdown`), then enabled.
 */
export function ChatRetryButton({ error, texts, onRetry }: ChatRetryButtonProps) {
  const wait = error?.kind === 'rate-limited' ? Math.max(0, Math.ceil(error.retryAfter ?? 0)) : 0;
  const [left, setLeft] = useState(wait);
  useEffect(() => {
    if (wait === 0) return;
    const start = Date.now();
    const timer = window.setInterval(() => {
      const next = Math.max(0, wait - Math.floor((Date.now() - start) / 1000));
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [wait]);

  const waiting = left > 0;
  const label = waiting && texts.retryCountdown ? texts.retryCountdown.replace('{seconds}', String(left)) : texts.retry;
  return (
    <button type="button" className={clsx(pill.pill, styles.retry)} disabled={waiting} onClick={onRetry}>
      {label}
    </button>
  );
}

export type ChatRetryRowProps = ChatRetryButtonProps & {
  /** Why: the error's description, or 'gestopt'. None when left out. */
  text?: string;
};

/** Under the conversation, after a failed reply or a question without an answer: the reason and 'Opnieuw'. */
export function ChatRetryRow({ text, ...button }: ChatRetryRowProps) {
  return (
    <div className={styles.row}>
      {text ? <p className={styles.text}>{text}</p> : null}
      <ChatRetryButton {...button} />
    </div>
  );
}
