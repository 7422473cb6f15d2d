import type { NotificationErrorKind, UndeliveredNotification } from '@agency/contract/staffTools';
import { useId, useState } from 'react';
import { Button } from '../../../Button';
import { SiteLink } from '../../../LinkProvider';
import { StaffSection } from '../../common/StaffSection/StaffSection';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import answerStyle from '../../common/staffAnswer.module.css';
import { staffMoment } from '../../common/staffMoment';
import card from '../../common/staffSection.module.css';
import { fillIn } from '../../common/staffTexts';
import list from '../toolList.module.css';
import styles from './StaffOutboxList.module.css';

/** What went wrong with a notification, by kind (never its text), as the api's contract names it. */
export type StaffNotificationErrorKind = NotificationErrorKind;

export type StaffOutboxTexts = {
  /** The heading, e.g. 'Niet afgeleverde meldingen'. */
  title: string;
  intro: string;
  /** Said when nothing waits and a channel is set. */
  empty: string;
  /** Said when no channel is set: nothing is sent, so nothing is said to be delivered. */
  noChannel: string;
  /** How many in all, {pending} and {failed}. */
  totals: string;
  lead: string;
  /** The link to the lead's page, e.g. 'Aanvraag bekijken'. */
  openLead: string;
  channel: string;
  channels: { email: string; webhook: string };
  state: string;
  states: { pending: string; failed: string };
  attempts: string;
  lastError: string;
  /** When a waiting one is tried next, {time}. */
  nextAttempt: string;
  /** What went wrong, by kind ({status}: the HTTP status), and `none` before the first attempt. */
  errorKinds: Record<StaffNotificationErrorKind | 'none', string>;
  retry: string;
  retrying: string;
  /** Said after "Nu opnieuw versturen" went through. */
  retried: string;
};

/** A notification not delivered, as the api gives it: ids, states and the error's kind only. */
export type StaffOutboxItem = UndeliveredNotification;

export type StaffOutboxListProps = {
  /** The channels this installation sends by; none: `texts.noChannel` instead of "delivered". */
  channels: readonly StaffOutboxItem['channel'][];
  /** Oldest first. */
  notifications: readonly StaffOutboxItem[];
  /** How many there are in all (the list may show fewer). */
  pending: number;
  failed: number;
  /** The address of a lead's page, e.g. `/beheer/aanvragen/<id>`. */
  leadHref: (leadId: string) => string;
  /** "Nu opnieuw versturen": returns the api's answer; its message is shown at the item when it refused. */
  onRetry: (id: string) => Promise<StaffActionAnswer>;
  texts: StaffOutboxTexts;
};

type RowState = { busy?: boolean; done?: boolean; error?: string };

/**
 * The lead notifications that failed or still wait: per notification its lead (a link to the
 * lead's page), channel, state, attempts and what kind of error came last (never its text),
 * and "Nu opnieuw versturen", which sends it now. The answer is said at the item.
 */
export function StaffOutboxList({
  channels,
  notifications,
  pending,
  failed,
  leadHref,
  onRetry,
  texts,
}: StaffOutboxListProps) {
  const id = useId();
  const [rows, setRows] = useState<Record<string, RowState>>({});
  const update = (jobId: string, state: RowState) => setRows((all) => ({ ...all, [jobId]: state }));

  async function retry(jobId: string) {
    if (rows[jobId]?.busy) return;
    update(jobId, { busy: true });
    try {
      const answer = await onRetry(jobId);
      update(jobId, answer.ok ? { done: true } : { error: answer.message });
    } catch {
      update(jobId, {});
    }
  }

  const errorText = (item: StaffOutboxItem) =>
    fillIn(texts.errorKinds[item.errorKind ?? 'none'], { status: item.httpStatus ?? '' });

  return (
    <StaffSection id={id} texts={texts}>
      {channels.length === 0 ? <p className={styles.noChannel}>{texts.noChannel}</p> : null}
      {notifications.length === 0 ? (
        channels.length === 0 ? null : (
          <p className={card.muted}>{texts.empty}</p>
        )
      ) : (
        <>
          <p className={card.meta}>{fillIn(texts.totals, { pending, failed })}</p>
          <ul className={card.list}>
            {notifications.map((item) => {
              const state = rows[item.id] ?? {};
              const labelId = `${id}-${item.id}`;
              return (
                <li key={item.id} className={list.item}>
                  <p id={labelId}>
                    <span className={styles.badge} data-state={item.status}>
                      {texts.states[item.status]}
                    </span>{' '}
                    <strong>{texts.channels[item.channel]}</strong>
                    {' · '}
                    <time dateTime={item.createdAt}>{staffMoment(item.createdAt)}</time>
                  </p>
                  <dl className={list.pairs}>
                    <dt>{texts.lead}</dt>
                    <dd>
                      <SiteLink href={leadHref(item.leadId)}>{texts.openLead}</SiteLink>
                    </dd>
                    <dt>{texts.attempts}</dt>
                    <dd>{item.attempts}</dd>
                    <dt>{texts.lastError}</dt>
                    <dd>
                      {errorText(item)}
                      {item.status === 'pending' && item.nextAttemptAt ? (
                        <>
                          <br />
                          <span className={card.meta}>
                            {fillIn(texts.nextAttempt, { time: staffMoment(item.nextAttemptAt) })}
                          </span>
                        </>
                      ) : null}
                    </dd>
                  </dl>
                  <div className={card.actions}>
                    <Button
                      variant="secondary"
                      loading={state.busy}
                      aria-describedby={labelId}
                      onClick={() => void retry(item.id)}
                    >
                      {state.busy ? texts.retrying : texts.retry}
                    </Button>
                    <div role="status">
                      {state.done ? <p className={answerStyle.doneText}>{texts.retried}</p> : null}
                    </div>
                    <div role="alert">
                      {state.error ? <p className={answerStyle.errorText}>{state.error}</p> : null}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </StaffSection>
  );
}
