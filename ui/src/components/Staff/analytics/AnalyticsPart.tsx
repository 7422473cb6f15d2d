import { useId, type ReactNode } from 'react';
import { StaffSection } from '../common/StaffSection/StaffSection';
import chart from '../common/StaffChart/StaffChart.module.css';
import type { StaffAnalyticsPartProps } from './staffAnalytics';

export type AnalyticsPartProps<Figures> = StaffAnalyticsPartProps & {
  /** The part's figures; undefined while they come. */
  figures: Figures | undefined;
  /** The heading (h2) and the line under it. */
  texts: { title: string; intro: string };
  /** What the part shows of its figures, given the card's id (its heading is `${id}-title`). */
  children: (figures: Figures, id: string) => ReactNode;
};

/**
 * A part of the "Herkomst" page: a card with its heading and intro that is busy while its
 * figures come (saying `loading`, when given), shows the error in their place, and else them.
 */
export function AnalyticsPart<Figures>({ figures, loading, error, texts, children }: AnalyticsPartProps<Figures>) {
  const id = useId().replace(/:/g, '');
  const ready = figures !== undefined && !error;
  return (
    <StaffSection
      id={id}
      className={chart.chart}
      texts={{ title: texts.title, intro: texts.intro }}
      loading={ready ? undefined : (loading ?? true)}
      error={error}
    >
      {ready ? children(figures, id) : null}
    </StaffSection>
  );
}
