import type { Logger } from './logger';

export interface PollLoopOptions {
  /** One pass over the due work; resolves with how much it did. */
  pass: (loop: { stopped: () => boolean }) => Promise<number>;
  /** When the next piece of work falls due (undefined when none waits). */
  nextDueAt: () => Promise<Date | undefined>;
  /** How often to look even without a kick. */
  pollMs: number;
  now: () => Date;
  logger: Logger;
  /** The log event of a pass that failed, e.g. `outbox.error`. */
  errorEvent: string;
}

export interface PollLoop {
  start(): void;
  /** Runs a pass now (one more after the current one when a pass is running). */
  runOnce(): Promise<number>;
  /** Looks again when the next work falls due (after work was added). */
  rearm(): void;
  isStopped(): boolean;
  /** Stops; waits for the pass in flight at most `waitMs` (default: until it ends). */
  stop(waitMs?: number): Promise<void>;
}

/**
 * The loop of a worker over work kept in the database (the outbox, the job queue): a pass,
 * then a timer to the next due moment or the poll interval, whichever is first; a kick during a
 * pass runs one more pass after it.
 */
export function createPollLoop(options: PollLoopOptions): PollLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  async function arm(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    let wait = options.pollMs;
    try {
      const due = await options.nextDueAt();
      if (due) wait = Math.min(wait, Math.max(0, due.getTime() - options.now().getTime()));
    } catch {
      // The database may be briefly unavailable; try again at the next poll.
    }
    if (stopped) return;
    timer = setTimeout(() => void runOnce(), wait);
    timer.unref();
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = options
      .pass({ stopped: () => stopped })
      .catch((error: unknown) => {
        options.logger.error({ event: options.errorEvent, err: error }, 'worker pass failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        } else {
          void arm();
        }
      });
    return running;
  }

  return {
    start() {
      stopped = false;
      void runOnce();
    },
    runOnce,
    rearm() {
      if (!stopped && !running) void arm();
    },
    isStopped: () => stopped,
    async stop(waitMs = Infinity) {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const deadline = Date.now() + waitMs;
      while (running && Date.now() < deadline) {
        const left = deadline - Date.now();
        await Promise.race([
          running,
          ...(Number.isFinite(left) ? [new Promise((resolve) => setTimeout(resolve, left).unref())] : []),
        ]);
      }
    },
  };
}
