/** What a step of `StaffEnrolment` gets of the request life cycle (see `useStaffRequest`). */
export type StaffStepRequest = {
  /** A request runs: disable the fields, show the busy text on the button that sent it. */
  working: boolean;
  /** Waiting after too many attempts: the submit button stays disabled. */
  waiting: boolean;
  /** The server's error; none while a request runs. */
  error: string | undefined;
  /** Id of the alert region that shows the error (none for a step that shows it at its field). */
  errorId: string;
  /** Id of the countdown, which describes the fields and the submit button while it runs. */
  timerId: string;
  /** Runs a callback unless a request already runs. */
  run: (action: () => unknown) => Promise<void>;
};

/**
 * The ref of a step's first field (or button): focus goes there when an answer brings an error
 * or a wait (see `useStaffRequest`).
 */
export type StaffFirstFieldRef = (element: HTMLElement | null) => void;

/**
 * What a step's `StaffForm` takes of the request: busy while it runs (its button too), its
 * button disabled while waiting and described by the countdown. `headingId` names the form.
 */
export function stepForm({ working, waiting, timerId }: StaffStepRequest, headingId: string) {
  return { headingId, working, busy: working, disabled: waiting, timerId: waiting ? timerId : undefined };
}
