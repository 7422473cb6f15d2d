import { Icon } from '../../../Icon';
import answerStyle from '../staffAnswer.module.css';
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
        {error ? <Answer tint={`${answerStyle.errorBox} ${styles.error}`} icon="close" text={error} /> : null}
      </div>
      {wait ? (
        <p role="timer" id={timerId} className={styles.wait}>
          <Icon name="clock" className={styles.waitIcon} />
          <span>{wait}</span>
        </p>
      ) : null}
      <div role="status">
        {ready ? <Answer tint={`${answerStyle.doneBox} ${styles.ready}`} icon="check" text={ready} /> : null}
      </div>
    </div>
  );
}

/** The server's error or the "ready" line: a tinted answer box with its icon in a disc. */
function Answer({ tint, icon, text }: { tint: string; icon: 'close' | 'check'; text: string }) {
  return (
    <p className={tint}>
      <Icon name={icon} className={icon === 'close' ? styles.errorIcon : styles.readyIcon} strokeWidth={2.5} />
      <span>{text}</span>
    </p>
  );
}
