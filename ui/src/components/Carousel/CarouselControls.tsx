import type { CSSProperties, Ref } from 'react';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import styles from './Carousel.module.css';

export type CarouselControlsProps = {
  /** More than one position to scroll to: else the controls are hidden. */
  scrollable: boolean;
  /** The pause/play button shows. */
  autoplay: boolean;
  paused: boolean;
  /** Autoplay runs now: the status is not announced at every step. */
  running: boolean;
  /** The first slide of the selected position. */
  selected: number;
  total: number;
  /** Id of the slides' container, which previous and next control. */
  containerId: string;
  toggleRef: Ref<HTMLButtonElement>;
  onTogglePaused: () => void;
  onMove: (direction: 'previous' | 'next') => void;
  previousLabel: string;
  nextLabel: string;
  pauseLabel: string;
  playLabel: string;
  statusLabel: (position: number, total: number) => string;
};

function PauseIcon() {
  return (
    <svg className={styles.toggleIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1.2" />
      <rect x="14" y="5" width="4" height="14" rx="1.2" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg className={styles.toggleIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5.6v12.8c0 .8.9 1.3 1.6.9l10-6.4c.6-.4.6-1.4 0-1.8l-10-6.4C8.9 4.3 8 4.8 8 5.6Z" />
    </svg>
  );
}

/**
 * Under the slides: the pause/play button (WCAG 2.2.2), the progress bar, the status said after
 * a move, and previous and next.
 */
export function CarouselControls({
  scrollable,
  autoplay,
  paused,
  running,
  selected,
  total,
  containerId,
  toggleRef,
  onTogglePaused,
  onMove,
  previousLabel,
  nextLabel,
  pauseLabel,
  playLabel,
  statusLabel,
}: CarouselControlsProps) {
  return (
    <div className={styles.controls} hidden={!scrollable}>
      {autoplay ? (
        <IconButton ref={toggleRef} label={paused ? playLabel : pauseLabel} onClick={onTogglePaused}>
          {paused ? <PlayIcon /> : <PauseIcon />}
        </IconButton>
      ) : null}
      <div
        className={styles.progress}
        aria-hidden="true"
        style={{ '--carousel-count': total, '--carousel-index': selected } as CSSProperties}
      >
        <span className={styles.thumb} />
      </div>
      <p className="visually-hidden" aria-live={running ? 'off' : 'polite'} aria-atomic="true">
        {statusLabel(selected + 1, total)}
      </p>
      <div className={styles.nav}>
        <IconButton label={previousLabel} aria-controls={containerId} onClick={() => onMove('previous')}>
          <Icon name="chevron-left" size="1.25rem" />
        </IconButton>
        <IconButton label={nextLabel} aria-controls={containerId} onClick={() => onMove('next')}>
          <Icon name="chevron-right" size="1.25rem" />
        </IconButton>
      </div>
    </div>
  );
}
