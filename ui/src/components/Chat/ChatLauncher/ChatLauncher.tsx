import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styles from './ChatLauncher.module.css';

/** The texts of `ChatLauncher`: only its accessible names, so each has a neutral default. */
export type ChatLauncherTexts = {
  /** Accessible name while the panel is closed. Default 'Chat openen'. */
  openChat?: string;
  /** Accessible name while the panel is open. Default 'Chat sluiten'. */
  closeChat?: string;
  /** Accessible name while the panel is closed and a conversation is waiting (`conversationWaiting`). Default 'Chat openen, gesprek wacht'. */
  conversationWaiting?: string;
};

export type ChatLauncherProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-expanded' | 'aria-label'
> & {
  /** Whether the chat panel is open. Sets `aria-expanded`, the icon and the accessible name (`texts.openChat` / `texts.closeChat`). */
  open: boolean;
  /** Called with the opposite of `open` when the button is pressed. */
  onOpenChange?: (open: boolean) => void;
  /** The id of the chat panel (or of the element that holds it). */
  'aria-controls': string;
  /** The accessible names of the button; see `ChatLauncherTexts`. */
  texts?: ChatLauncherTexts;
  /**
   * A conversation is waiting (e.g. kept from an earlier page in this tab): while closed, the
   * button shows a dot and its name says so (`texts.conversationWaiting`).
   */
  conversationWaiting?: boolean;
};

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * The round floating chat button at the bottom left of the screen, with a dot
 * when a conversation is waiting. It only toggles: the panel is a separate, lazily loaded part (see `ChatWidget`), so
 * this button stays tiny. On small screens it hides while the panel (which
 * covers it) is open; the panel has its own close button there.
 */
export const ChatLauncher = forwardRef<HTMLButtonElement, ChatLauncherProps>(function ChatLauncher(
  { open, onOpenChange, texts, conversationWaiting = false, onClick, className, type = 'button', ...rest },
  ref,
) {
  const waiting = conversationWaiting && !open;
  const label = open
    ? (texts?.closeChat ?? 'Chat sluiten')
    : waiting
      ? (texts?.conversationWaiting ?? 'Chat openen, gesprek wacht')
      : (texts?.openChat ?? 'Chat openen');
  return (
    <button
      ref={ref}
      type={type}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={label}
      data-state={open ? 'open' : 'closed'}
      data-waiting={waiting || undefined}
      className={clsx(styles.launcher, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onOpenChange?.(!open);
      }}
      {...rest}
    >
      {/* Drawn like Icon's 'message' and 'close', inline so the launcher needs nothing else. */}
      <svg
        className={styles.icon}
        data-icon="chat"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        {...stroke}
      >
        <path d="M20 4H4a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1h3v4l5-4h8a1 1 0 0 0 1-1V5a1 1 0 0 0-1-1Z" />
        <path d="M8 10.5h.01M12 10.5h.01M16 10.5h.01" strokeWidth={2.6} />
      </svg>
      <svg
        className={styles.icon}
        data-icon="close"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        {...stroke}
      >
        <path d="M18 6 6 18" />
        <path d="m6 6 12 12" />
      </svg>
      {waiting ? <span className={styles.badge} aria-hidden="true" /> : null}
    </button>
  );
});
