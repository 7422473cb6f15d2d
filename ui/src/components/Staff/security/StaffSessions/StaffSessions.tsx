import { useId, useState } from 'react';
import { Button } from '../../../Button';
import { StaffSection } from '../../common/StaffSection/StaffSection';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import answerStyle from '../../common/staffAnswer.module.css';
import { staffMoment } from '../../common/staffMoment';
import card from '../../common/staffSection.module.css';
import { fillIn } from '../../common/staffTexts';
import row from '../securitySection.module.css';
import { describeBrowser, type StaffSessionItem } from '../staffSecurity';
import styles from './StaffSessions.module.css';

/** Every text of `StaffSessions`; the site passes `staffSessionsTexts` of `@agency/content`. */
export type StaffSessionsTexts = {
  /** The heading (h2), e.g. 'Waar je bent ingelogd'. */
  title: string;
  /** The line under it. */
  intro: string;
  /** While the list is on its way. */
  loading: string;
  /** When this session is the only one. */
  empty: string;
  /** The list's accessible name, e.g. 'Actieve sessies'. */
  listLabel: string;
  /** A browser on a system, '{browser} op {system}'. */
  browser: string;
  /** When the browser said nothing known about itself. */
  unknownBrowser: string;
  /** The mark of this browser's session, e.g. 'Deze sessie'. */
  current: string;
  /** When it signed in, '{time}'. */
  signedIn: string;
  /** Its last request, '{time}'. */
  lastSeen: string;
  /** The button that ends one session, e.g. 'Beëindigen'. */
  end: string;
  /** That button while the api ends it. */
  ending: string;
  /** Said when it ended. */
  ended: string;
  /** The button that ends every session, this one too: 'Overal uitloggen'. */
  endAll: string;
  endingAll: string;
  /** What 'Overal uitloggen' does. */
  endAllHint: string;
};

export type StaffSessionsProps = {
  /** The open sessions, this browser's marked `current`; undefined while loading. */
  sessions?: readonly StaffSessionItem[];
  /** Why the list could not be loaded (the api's message). */
  error?: string;
  /** Ends one other session; the api's answer. The parent drops it from `sessions` when it went. */
  onEnd: (id: string) => Promise<StaffActionAnswer>;
  /** "Overal uitloggen": ends every session, this one too (the parent goes to the sign-in page). */
  onEndAll: () => Promise<StaffActionAnswer>;
  texts: StaffSessionsTexts;
};

type RowState = { busy?: boolean; error?: string };

/**
 * The colleague's open sessions: per session its browser, when it signed in and was last
 * active, this browser's marked "Deze sessie"; a button to end each other one, and "Overal
 * uitloggen". Every action's answer is said where it was asked.
 */
export function StaffSessions({ sessions, error, onEnd, onEndAll, texts }: StaffSessionsProps) {
  const id = useId().replace(/:/g, '');
  const [rows, setRows] = useState<Record<string, RowState>>({});
  const [all, setAll] = useState<RowState>({});
  const [ended, setEnded] = useState(0);

  async function end(sessionId: string) {
    if (rows[sessionId]?.busy) return;
    setRows((current) => ({ ...current, [sessionId]: { busy: true } }));
    const answer = await onEnd(sessionId).catch(() => undefined);
    setRows((current) => ({ ...current, [sessionId]: answer && !answer.ok ? { error: answer.message } : {} }));
    if (answer?.ok) setEnded((count) => count + 1);
  }

  async function endAll() {
    if (all.busy) return;
    setAll({ busy: true });
    const answer = await onEndAll().catch(() => undefined);
    setAll(answer && !answer.ok ? { error: answer.message } : {});
  }

  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <StaffSection id={id} texts={texts} loading={sessions ? undefined : texts.loading} error={error}>
      {sessions ? (
        <>
          <ul className={card.list} aria-label={texts.listLabel}>
            {sessions.map((session) => {
              const state = rows[session.id] ?? {};
              const nameId = `${id}-${session.id}`;
              return (
                <li key={session.id} className={row.item}>
                  <div className={row.itemText}>
                    <p id={nameId} className={row.name}>
                      {describeBrowser(session.userAgent, texts.browser, texts.unknownBrowser)}
                      {session.current ? <span className={styles.badge}>{texts.current}</span> : null}
                    </p>
                    <p className={card.meta}>
                      {fillIn(texts.signedIn, { time: staffMoment(session.createdAt) })}
                      <br />
                      {fillIn(texts.lastSeen, { time: staffMoment(session.lastSeenAt) })}
                    </p>
                    {state.error ? (
                      <p role="alert" className={answerStyle.errorBox}>
                        {state.error}
                      </p>
                    ) : null}
                  </div>
                  {session.current ? null : (
                    <Button
                      variant="secondary"
                      loading={state.busy}
                      aria-describedby={nameId}
                      onClick={() => void end(session.id)}
                    >
                      {state.busy ? texts.ending : texts.end}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length === 0 ? <p className={card.muted}>{texts.empty}</p> : null}
          {/* Said to screen readers (a status line), not shown: the list itself shows what changed. */}
          <div role="status" className={card.visuallyHidden}>
            {ended > 0 ? <span key={ended}>{texts.ended}</span> : null}
          </div>
          <div className={card.actions}>
            <Button variant="primary" loading={all.busy} aria-describedby={`${id}-all`} onClick={() => void endAll()}>
              {all.busy ? texts.endingAll : texts.endAll}
            </Button>
            <p id={`${id}-all`} className={card.meta}>
              {texts.endAllHint}
            </p>
          </div>
          {all.error ? (
            <p role="alert" className={answerStyle.errorBox}>
              {all.error}
            </p>
          ) : null}
        </>
      ) : null}
    </StaffSection>
  );
}
