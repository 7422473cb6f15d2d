/**
 * The toast queue: a tiny store outside React, so any code (a component, a
 * hook, the site's api wiring) can raise a notice with `toast()`. `ToastHost`
 * subscribes to it and renders the notices with Radix Toast.
 *
 * A closed notice stays in the store for a short moment (`leaving`), so the
 * host can play its exit animation; `getToasts()` only returns open ones.
 *
 * Its own package entry, `@agency/ui/toast-store`, carries no Radix code: a page can
 * raise notices and load `ToastHost` (`@agency/ui/Toast`) only when the first appears.
 */
export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * Milliseconds before it closes by itself. Without it the host's default
   * applies (5000 unless the `ToastHost` says otherwise). `Infinity`: never.
   */
  duration?: number;
};

export type ToastRecord = Required<Pick<ToastOptions, 'title' | 'variant'>> &
  Pick<ToastOptions, 'description' | 'duration'> & { id: string };

/** A notice as the host renders it: open, or closing (exit animation). */
export type RenderedToast = ToastRecord & { open: boolean };

/** At most this many notices are visible at once; older ones are closed. */
export const MAX_VISIBLE_TOASTS = 3;
export const DEFAULT_TOAST_DURATION = 5000;
/** How long a closed notice is kept for its exit animation. */
const EXIT_MS = 300;

type Listener = (toasts: readonly ToastRecord[]) => void;

let rendered: readonly RenderedToast[] = [];
let visible: readonly ToastRecord[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function commit(next: readonly RenderedToast[]) {
  rendered = next;
  visible = next.filter((t) => t.open);
  for (const listener of listeners) listener(visible);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      commit(rendered.filter((t) => t.id !== id));
    }, EXIT_MS),
  );
}

/** Closes the given open notices (they leave with their exit animation). */
function close(ids: ReadonlySet<string>) {
  if (ids.size === 0) return;
  commit(rendered.map((t) => (ids.has(t.id) && t.open ? { ...t, open: false } : t)));
  for (const id of ids) scheduleRemoval(id);
}

/** Shows a notice. Returns its id, for `dismissToast`. The oldest is closed when more than three are open. */
export function toast(options: ToastOptions): string {
  counter += 1;
  const record: RenderedToast = {
    id: `toast-${counter}`,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    duration: options.duration,
    open: true,
  };
  commit([...rendered, record]);
  const overflow = visible.length - MAX_VISIBLE_TOASTS;
  if (overflow > 0) close(new Set(visible.slice(0, overflow).map((t) => t.id)));
  return record.id;
}

/** Closes one notice, or all of them at once (no exit animation) when no id is given. */
export function dismissToast(id?: string): void {
  if (id === undefined) {
    for (const timer of removalTimers.values()) clearTimeout(timer);
    removalTimers.clear();
    commit([]);
    return;
  }
  close(new Set([id]));
}

/** Calls `listener` with the open notices on every change. Returns the unsubscribe function. */
export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The open notices, oldest first (at most `MAX_VISIBLE_TOASTS`). */
export function getToasts(): readonly ToastRecord[] {
  return visible;
}

/** Open and closing notices, oldest first: what `ToastHost` renders. */
export function getRenderedToasts(): readonly RenderedToast[] {
  return rendered;
}
