import { useId, useState } from 'react';
import { Button } from '../../../Button';
import { StaffSection } from '../../common/StaffSection/StaffSection';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import answerStyle from '../../common/staffAnswer.module.css';
import { staffMoment } from '../../common/staffMoment';
import card from '../../common/staffSection.module.css';
import { fillIn } from '../../common/staffTexts';
import list from '../toolList.module.css';
import styles from './StaffFeedbackList.module.css';

export type StaffFeedbackTexts = {
  /** The heading, e.g. 'Niet nuttige antwoorden'. */
  title: string;
  intro: string;
  empty: string;
  question: string;
  answer: string;
  /** When the vote came, {time}. */
  votedAt: string;
  /** The button under the list when there is more, e.g. 'Meer laden'. */
  more: string;
  loadingMore: string;
  /** Said (politely) after more came in, {count}: how many are shown now. */
  moreLoaded: string;
};

/** A chat answer voted "Niet nuttig", as the api gives it. */
export type StaffFeedbackItem = { id: string; question: string; answer: string; createdAt: string };

export type StaffFeedbackListProps = {
  /** The first page, newest first. */
  answers: readonly StaffFeedbackItem[];
  /** Whether the api has more after these (a next page). */
  hasMore: boolean;
  /**
   * "Meer laden": returns the api's answer, the next page's votes and whether there is more
   * after them; they are added under the list. An error is shown under the button.
   */
  onMore: () => Promise<StaffActionAnswer<{ answers: StaffFeedbackItem[]; hasMore: boolean }>>;
  texts: StaffFeedbackTexts;
};

/**
 * The chat answers visitors voted "Niet nuttig": per vote the question, the answer and the time,
 * newest first, and "Meer laden" for the next page (focus stays on the button; a status line
 * says how many are shown).
 */
export function StaffFeedbackList({ answers: first, hasMore: firstHasMore, onMore, texts }: StaffFeedbackListProps) {
  const id = useId();
  const [more, setMore] = useState<StaffFeedbackItem[]>([]);
  const [hasMore, setHasMore] = useState(firstHasMore);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [loaded, setLoaded] = useState<string>();
  const answers = [...first, ...more];

  async function loadMore() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    setLoaded(undefined);
    try {
      const answer = await onMore();
      if (answer.ok) {
        setMore((shown) => [...shown, ...answer.data.answers]);
        setHasMore(answer.data.hasMore);
        setLoaded(fillIn(texts.moreLoaded, { count: answers.length + answer.data.answers.length }));
      } else setError(answer.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <StaffSection id={id} texts={texts}>
      {answers.length === 0 ? (
        <p className={card.muted}>{texts.empty}</p>
      ) : (
        <ol className={card.list}>
          {answers.map((item) => (
            <li key={item.id} className={list.item}>
              <dl className={list.pairs}>
                <dt>{texts.question}</dt>
                <dd className={styles.question}>{item.question}</dd>
                <dt>{texts.answer}</dt>
                <dd>{item.answer}</dd>
              </dl>
              <p className={card.meta}>
                <time dateTime={item.createdAt}>{fillIn(texts.votedAt, { time: staffMoment(item.createdAt) })}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
      {hasMore ? (
        <div className={card.actions}>
          <Button variant="secondary" loading={busy} onClick={() => void loadMore()}>
            {busy ? texts.loadingMore : texts.more}
          </Button>
        </div>
      ) : null}
      <div role="alert">{error ? <p className={answerStyle.errorText}>{error}</p> : null}</div>
      <div role="status" className={card.visuallyHidden}>
        {loaded}
      </div>
    </StaffSection>
  );
}
