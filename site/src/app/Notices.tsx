import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import {
  DEFAULT_TOAST_DURATION,
  dismissToast,
  getRenderedToasts,
  getToasts,
  subscribeToToasts,
} from '@agency/ui/toast-store';
import type { ToastHostProps } from '@agency/ui/Toast';
import { noticeTexts } from '@agency/content';
import styles from './Notices.module.css';

type Host = ComponentType<ToastHostProps>;

// The host's texts from content, as the plain notices below use them.
const hostTexts: ToastHostProps = {
  label: `${noticeTexts.regionLabel} ({hotkey})`,
  announceLabel: noticeTexts.announceLabel,
  closeLabel: noticeTexts.closeLabel,
};

let host: Host | undefined;
let loading: Promise<Host> | undefined;

/**
 * Fetches the notices' code (Radix Toast) unless it is there. Most visits never see a notice,
 * so it is not part of the first load; but a notice is often raised just when the server no
 * longer answers (a restart, a phone that lost its connection). So it is fetched when a visitor
 * starts something that can end in a notice: opening the chat or the callback dialog, typing
 * in the contact form. A failed fetch is tried again next time.
 */
export function preloadNotices(): Promise<Host> {
  loading ??= import('@agency/ui/Toast').then(
    (module) => (host = module.ToastHost),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// Once a notice has been shown the host stays mounted (it animates notices out).
let hostNeeded = false;
const needsHost = () => (hostNeeded ||= getRenderedToasts().length > 0);
const subscribe = (onChange: () => void) => subscribeToToasts(() => onChange());
const renderedCount = () => getRenderedToasts().length;

/**
 * The toast host, there from the first notice. Notices raised before its code is loaded wait
 * in the queue and show as soon as it is. When its code cannot be loaded at all, the notices
 * show plainly instead (and the next notice tries the code again): the page never breaks for it.
 */
export function Notices() {
  const needed = useSyncExternalStore(subscribe, needsHost, () => false);
  const count = useSyncExternalStore(subscribe, renderedCount, () => 0);
  const [Host, setHost] = useState<Host | undefined>(() => host);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || Host) return;
    let current = true;
    preloadNotices().then(
      (loaded) => current && setHost(() => loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [needed, Host, count]);
  if (!needed) return null;
  if (Host) return <Host {...hostTexts} />;
  return failed ? <PlainNotices /> : null;
}

/** The open notices without the notices' code: a polite live region, each with its close button. */
function PlainNotices() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  useEffect(() => {
    const timers = toasts
      .filter((notice) => notice.duration !== Infinity)
      .map((notice) => setTimeout(() => dismissToast(notice.id), notice.duration ?? DEFAULT_TOAST_DURATION));
    return () => timers.forEach(clearTimeout);
  }, [toasts]);
  return (
    <section className={styles.region} aria-label={noticeTexts.regionLabel}>
      <ol className={styles.list} aria-live="polite">
        {toasts.map((notice) => (
          <li key={notice.id} className={styles.notice} data-variant={notice.variant}>
            <div>
              <p className={styles.title}>{notice.title}</p>
              {notice.description ? <p className={styles.description}>{notice.description}</p> : null}
            </div>
            <button type="button" className={styles.close} onClick={() => dismissToast(notice.id)}>
              {noticeTexts.closeLabel}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
