import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { clsx } from 'clsx';
import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ChatLauncher, type ChatLauncherTexts } from './ChatLauncher';
import styles from './ChatWidget.module.css';

/** What `ChatWidget` hands to `renderPanel`; spread it onto `ChatPanel` / `ChatAssistantPanel`. */
export type ChatWidgetPanelProps = {
  /** Whether the panel is showing (the widget's `open`): the panel moves focus into itself each time this turns true. */
  takeFocus: boolean;
  /** Closes the panel and returns focus to the launcher (the close button and Escape call it). */
  onClose: () => void;
};

export type ChatWidgetProps = {
  /** Controlled open state of the panel. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the launcher, the close button or Escape asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Renders the panel. Called only once the widget has been opened for the
   * first time, and kept mounted afterwards (hidden while closed, so the
   * conversation survives). Put a lazily loaded panel here:
   * `(panel) => <Suspense fallback={null}><LazyChatAssistantPanel {...panel} transport={...} /></Suspense>`.
   */
  renderPanel: (panel: ChatWidgetPanelProps) => ReactNode;
  /** The accessible names of the launcher; see `ChatLauncherTexts`. (The panel's texts go to the panel.) */
  texts?: ChatLauncherTexts;
  /**
   * A conversation is waiting (e.g. `hasKeptConversation(storageKey)` from
   * `@agency/ui/Chat/keptConversation` on page load): the closed launcher shows it, to the
   * eye and in its name.
   */
  conversationWaiting?: boolean;
  /** Class name for the root element. */
  className?: string;
};

/**
 * The floating chat assistant: a round launcher at the bottom left that
 * toggles a non-modal chat panel above it (on small screens the panel covers
 * the launcher and has its own close button). The panel's code is not needed
 * until the first open, so the site can load it lazily.
 *
 * `open` / `defaultOpen` / `onOpenChange` follow the controllable-state rule of the
 * design system (see ui/README.md).
 */
export function ChatWidget({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  renderPanel,
  texts,
  conversationWaiting,
  className,
}: ChatWidgetProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'ChatWidget',
  });
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);

  const panelId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), [setOpen]);

  // When the panel closes while focus is inside it (Escape, close button),
  // focus returns to the launcher instead of getting lost.
  const wasOpen = useRef(open);
  useLayoutEffect(() => {
    if (wasOpen.current && !open) {
      const active = document.activeElement;
      if (!active || active === document.body || slotRef.current?.contains(active)) launcherRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  return (
    <div className={clsx(styles.widget, className)} data-state={open ? 'open' : 'closed'}>
      <ChatLauncher
        ref={launcherRef}
        open={open}
        onOpenChange={setOpen}
        aria-controls={panelId}
        texts={texts}
        conversationWaiting={conversationWaiting}
      />
      <div ref={slotRef} id={panelId} className={styles.slot} hidden={!open}>
        {hasOpened ? renderPanel({ takeFocus: open, onClose: close }) : null}
      </div>
    </div>
  );
}
