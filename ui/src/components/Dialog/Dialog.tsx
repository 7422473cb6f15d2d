import { clsx } from 'clsx';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { Icon } from '../Icon';
import styles from './Dialog.module.css';

export type DialogProps = {
  /** Open state when controlled. Use with `onOpenChange`. */
  open?: boolean;
  /** Open state at first render when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, close button, Escape, click outside). */
  onOpenChange?: (open: boolean) => void;
  /** The heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** A short text under the title; also the dialog's accessible description. */
  description?: ReactNode;
  /** The body: text, a form, actions. */
  children?: ReactNode;
  /**
   * The element that opens the dialog, e.g. a `Button`. It gets `aria-expanded`
   * and `aria-haspopup` and takes focus back when the dialog closes. It must
   * accept a ref. Without it, focus returns to whatever had it before opening.
   */
  trigger?: ReactElement;
  /** Accessible name of the close button (an ×) in the top right corner. */
  closeLabel?: string;
  /** Class on the dialog panel. */
  className?: string;
};

/**
 * A modal dialog. It dims the page, traps focus inside, closes with Escape,
 * the close button or a click outside, and returns focus to where it came
 * from. A centred card: full width (less a margin) on small screens.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  trigger,
  closeLabel = 'Sluiten',
  className,
}: DialogProps) {
  // Where focus was when the dialog opened: the way back when there is no trigger.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={clsx(styles.content, className)}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger) return; // Radix returns focus to the trigger.
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <header className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            ) : null}
          </header>
          {children ? <div className={styles.body}>{children}</div> : null}
          <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
            <Icon name="close" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
