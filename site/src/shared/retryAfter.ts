// Read by the chat and by the staff area: a small module of its own, so the staff pages take
// nothing else of the chat's code.

/** How long to wait before asking again after a 429 without a usable `Retry-After` header (seconds). */
export const DEFAULT_RETRY_AFTER_SECONDS = 30;

/**
 * The seconds a `Retry-After` header asks to wait: a number of seconds, or an HTTP date.
 * Missing or unreadable: `DEFAULT_RETRY_AFTER_SECONDS`.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Number(value);
  const date = value ? Date.parse(value) : Number.NaN;
  if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  return DEFAULT_RETRY_AFTER_SECONDS;
}
