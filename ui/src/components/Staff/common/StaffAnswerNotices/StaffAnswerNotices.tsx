import answerStyle from '../staffAnswer.module.css';

export type StaffAnswerNoticesProps = {
  /** Id of the alert region, for the form it describes. */
  errorId?: string;
  /** The api's refusal; none while there is none. */
  error?: string;
  /** What was done; none while there is none. */
  done?: string;
};

/**
 * Where an action's answer is said, in the staff area's tinted boxes: the api's refusal in an
 * alert region, what was done in a status region. Both are in the page from the start, so a
 * message is announced when it appears, and take no room while empty.
 */
export function StaffAnswerNotices({ errorId, error, done }: StaffAnswerNoticesProps) {
  return (
    <div className={answerStyle.regions}>
      <div role="alert" id={errorId}>
        {error ? <p className={answerStyle.errorBox}>{error}</p> : null}
      </div>
      <div role="status">{done ? <p className={answerStyle.doneBox}>{done}</p> : null}</div>
    </div>
  );
}
