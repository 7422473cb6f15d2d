import { clsx } from 'clsx';
import type { ReactNode, Ref } from 'react';
import { Icon } from '../../../Icon';
import styles from './StaffPanel.module.css';

export type StaffPanelProps = {
  /** A short line above the heading that names the area, e.g. 'Beheer'. None when left out. */
  eyebrow?: string;
  /** The heading (an h1: the panel is the page's content). */
  title: string;
  /** Id of the heading, for the form it names. */
  headingId: string;
  /** The heading, for whoever moves focus to it when the step changes (it has tabIndex -1). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The line under the heading. */
  intro?: ReactNode;
  /** The messages under the intro (`StaffNotices`). */
  notices?: ReactNode;
  /** `narrow` for a sign-in form, `wide` for a step with a QR code or a list. Default `narrow`. */
  width?: 'narrow' | 'wide';
  /** Class name of the root element. */
  className?: string;
  children: ReactNode;
};

/**
 * The card a staff screen sits in: centred on the page, full width on a phone. An eyebrow, the
 * h1, a line under it, the form's messages, then the step itself.
 */
export function StaffPanel({
  eyebrow,
  title,
  headingId,
  headingRef,
  intro,
  notices,
  width = 'narrow',
  className,
  children,
}: StaffPanelProps) {
  return (
    <div className={clsx(styles.panel, className)} data-width={width}>
      <div className={styles.header}>
        {eyebrow ? (
          <p className={styles.eyebrow}>
            <Icon name="shield" className={styles.eyebrowIcon} />
            <span>{eyebrow}</span>
          </p>
        ) : null}
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {notices}
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
