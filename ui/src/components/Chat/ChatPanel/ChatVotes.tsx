import { clsx } from 'clsx';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ChatVote } from '../chatTypes';
import pill from './pill.module.css';
import styles from './ChatVotes.module.css';
import type { ChatFeedbackTexts } from './chatPanelTexts';

type Vote = { vote: ChatVote; sent: boolean };

export type ChatVotesProps = {
  /** The answer's index in the conversation (on the buttons as `data-vote-for`). */
  index: number;
  texts: ChatFeedbackTexts;
  /** The vote this answer already got (kept with the conversation): shown as cast, with the thanks. */
  kept?: ChatVote;
  /** Records the vote: resolves once it has arrived; rejecting lets the visitor vote again. */
  onVote: (vote: ChatVote) => Promise<void> | void;
};

/**
 * 'Nuttig' and 'Niet nuttig' under a finished answer: one vote per answer, pressed at once,
 * then (once it has arrived, or when the answer `kept` its vote) both disabled and a thanks. Focus on a button moves to the thanks.
 * A vote that did not arrive is not worth a notice: the buttons work again.
 */
export function ChatVotes({ index, texts, kept, onVote }: ChatVotesProps) {
  const [cast, setCurrent] = useState<Vote | null>(null);
  const current = cast ?? (kept ? { vote: kept, sent: true } : null);
  const thanksRef = useRef<HTMLSpanElement>(null);
  const focusThanks = useRef(false);
  useLayoutEffect(() => {
    const thanks = thanksRef.current;
    if (focusThanks.current && thanks) {
      focusThanks.current = false;
      thanks.focus({ preventScroll: true });
      thanks.scrollIntoView({ block: 'nearest' });
    }
  });

  const vote = async (choice: ChatVote) => {
    // One vote per answer (a click re-renders before the next one, so `current` is up to date).
    if (current) return;
    setCurrent({ vote: choice, sent: false });
    try {
      await onVote(choice);
    } catch {
      setCurrent(null);
      return;
    }
    // The buttons are disabled now: focus moves to the thanks, if it was on them.
    const active = document.activeElement;
    focusThanks.current = active instanceof HTMLElement && active.dataset.voteFor === String(index);
    setCurrent({ vote: choice, sent: true });
  };

  return (
    <>
      <div role="group" aria-label={texts.label ?? 'Was dit antwoord nuttig?'} className={styles.votes}>
        {(['useful', 'not_useful'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className={clsx(pill.pill, styles.vote)}
            data-vote-for={index}
            aria-pressed={current?.vote === choice}
            aria-disabled={current && !current.sent ? true : undefined}
            disabled={current?.sent}
            onClick={() => void vote(choice)}
          >
            {choice === 'useful' ? texts.useful : texts.notUseful}
          </button>
        ))}
      </div>
      {current?.sent ? (
        <span ref={thanksRef} tabIndex={-1} className={styles.thanks}>
          {texts.thanks}
        </span>
      ) : null}
    </>
  );
}
