import styles from './ChatDots.module.css';

/** Three bouncing dots (still under reduced motion): something is on its way. Hidden from screen readers. */
export function ChatDots() {
  return (
    <span className={styles.dots} aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}
