import * as RadixToast from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import { useSyncExternalStore } from 'react';
import { Icon } from '../Icon';
import {
  DEFAULT_TOAST_DURATION,
  dismissToast,
  getRenderedToasts,
  subscribeToToasts,
  type RenderedToast,
} from './toastStore';
import styles from './Toast.module.css';

export type ToastHostProps = {
  /**
   * Name of the notices region for screen readers (a landmark). `{hotkey}` is
   * replaced by the keyboard shortcut that moves focus to the notices.
   */
  label?: string;
  /** Keys that move focus to the notices, as `KeyboardEvent.code` values. Default F8. */
  hotkey?: string[];
  /** Word read before each notice when it is announced. */
  announceLabel?: string;
  /** Milliseconds before a notice without its own `duration` closes. `Infinity`: never. */
  duration?: number;
  /** Accessible name of each notice's close button. */
  closeLabel?: string;
  /** Class on the list of notices (fixed at the bottom right). */
  className?: string;
};

const subscribe = (onChange: () => void) => subscribeToToasts(onChange);

/**
 * Shows the notices raised with `toast()`: at the bottom right, the newest at
 * the bottom, at most three at once. Each closes by itself after its duration,
 * with its close button, with Escape, or by swiping it to the right.
 * Render it once, near the root of the page.
 */
export function ToastHost({
  label = 'Meldingen ({hotkey})',
  hotkey,
  announceLabel = 'Melding',
  duration = DEFAULT_TOAST_DURATION,
  closeLabel = 'Sluiten',
  className,
}: ToastHostProps) {
  const toasts = useSyncExternalStore(subscribe, getRenderedToasts, getRenderedToasts);
  return (
    <RadixToast.Provider label={announceLabel} duration={duration} swipeDirection="right">
      {toasts.map((notice) => (
        <Notice key={notice.id} notice={notice} closeLabel={closeLabel} />
      ))}
      <RadixToast.Viewport
        // Not a live region (Radix announces each notice through its own
        // announcer), but marked so that a modal dialog does not hide the
        // notices from assistive technology: they often speak about the dialog.
        aria-live="off"
        label={label}
        hotkey={hotkey}
        className={clsx(styles.viewport, className)}
      />
    </RadixToast.Provider>
  );
}

function Notice({ notice, closeLabel }: { notice: RenderedToast; closeLabel: string }) {
  const destructive = notice.variant === 'destructive';
  return (
    <RadixToast.Root
      className={styles.toast}
      data-variant={notice.variant}
      open={notice.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(notice.id);
      }}
      duration={notice.duration}
      // Errors interrupt (assertive); confirmations wait their turn (polite).
      type={destructive ? 'foreground' : 'background'}
    >
      <span className={styles.badge} aria-hidden="true">
        {destructive ? '!' : null}
      </span>
      <div className={styles.body}>
        <RadixToast.Title className={styles.title}>{notice.title}</RadixToast.Title>
        {notice.description ? (
          <RadixToast.Description className={styles.description}>{notice.description}</RadixToast.Description>
        ) : null}
      </div>
      <RadixToast.Close className={styles.close} aria-label={closeLabel}>
        <Icon name="close" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
