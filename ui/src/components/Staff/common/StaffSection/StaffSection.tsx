import type { ReactNode } from 'react';
import answerStyle from '../staffAnswer.module.css';
import card from '../staffSection.module.css';

export type StaffSectionProps = {
  /** The prefix of the ids in it: its heading (h2), which names the section, is `${id}-title`. */
  id: string;
  /** The heading, e.g. 'Logboek', and the muted line under it. */
  texts: { title: string; intro: string };
  /**
   * What it shows is still on its way: the section is busy (`aria-busy`), and this line (a
   * status) stands in for it. `true`: busy, with nothing in its place.
   */
  loading?: string | boolean;
  /** Why what it shows could not be loaded (the api's message): said in its place, as an alert. */
  error?: string;
  /** What it shows, once it is there. */
  children?: ReactNode;
  /** The card's class instead of the plain card's (one that composes it, e.g. a chart's). */
  className?: string;
};

/**
 * A card of the staff area (a section of the "Beveiliging" page, an inbox's tool): its heading,
 * the line under it, then what it shows; while that loads, the loading line, and when it could
 * not be loaded, the api's message instead. Its styles are the staff card's
 * (common/staffSection.module.css) and the answer's (common/staffAnswer.module.css).
 */
export function StaffSection({ id, texts, loading, error, children, className }: StaffSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section className={className ?? card.section} aria-labelledby={titleId} aria-busy={loading ? true : undefined}>
      <h2 id={titleId} className={card.title}>
        {texts.title}
      </h2>
      <p className={card.muted}>{texts.intro}</p>
      {error ? (
        <p role="alert" className={answerStyle.errorBox}>
          {error}
        </p>
      ) : typeof loading === 'string' ? (
        <p role="status" className={card.meta}>
          {loading}
        </p>
      ) : loading ? null : (
        children
      )}
    </section>
  );
}
