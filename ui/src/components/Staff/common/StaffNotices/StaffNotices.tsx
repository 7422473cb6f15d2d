import { Icon } from '../../../Icon';
import styles from './StaffNotices.module.css';

export type StaffNoticesProps = {
  /** Id of the alert region: the form and its invalid field are described by it. */
  errorId: string;
  /** The server's answer; none while a request runs. */
  error?: string;
  /** Id of the countdown: the fields are described by it while it runs. */
  timerId: string;
  /** The wait sentence with the time left, while the form waits after too many attempts. */
  wait?: string;
  /** Said once the wait is over. */
  ready?: string;
};

/**
 * The messages of a staff form, under its heading: the server's error in an alert region (in
 * the page from the start, so it is announced when it appears), the countdown after too many
 * attempts (a timer: read with the field it describes, not at every tick) and, when the wait is
 * over, a status line that says so.
 */
export function StaffNotices({ errorId, error, timerId, wait, ready }: StaffNoticesProps) {
  return (
    <div className={styles.notices}>
      <div role="alert" id={errorId}>
        {error ? (
          <p className={styles.error}>
            <Icon name="close" className={styles.errorIcon} strokeWidth={2.5} />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
      {wait ? (
        <p role="timer" id={timerId} className={styles.wait}>
          <Icon name="clock" className={styles.waitIcon} />
          <span>{wait}</span>
        </p>
      ) : null}
      <div role="status">
        {ready ? (
          <p className={styles.ready}>
            <Icon name="check" className={styles.readyIcon} strokeWidth={2.5} />
            <span>{ready}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
