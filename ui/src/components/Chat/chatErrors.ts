import type { ChatError, ChatErrorKind } from './chatTypes';

/** A notice in the shape `toast()` accepts. */
export type ChatErrorNotice = {
  title: string;
  description: string;
  variant: 'destructive';
};

/**
 * The wording of the notice for each kind of chat error: `rate-limited` (HTTP 429),
 * `unavailable` (HTTP 402) and `failed` (anything else). No defaults: the site passes its
 * own (from `@agency/content`).
 */
export type ChatErrorTexts = Record<ChatErrorKind, { title: string; description: string }>;

/** How long to wait before asking again after a 429 without a usable `Retry-After` header (seconds). */
export const DEFAULT_RETRY_AFTER_SECONDS = 30;

/** Maps an HTTP status of the chat response to an error, or `null` when the status is ok. */
export function chatErrorFromStatus(status: number): ChatError | null {
  if (status === 429) return { kind: 'rate-limited', status: 429 };
  if (status === 402) return { kind: 'unavailable', status: 402 };
  if (status < 200 || status > 299) return { kind: 'failed', status };
  return null;
}

/**
 * Maps the chat response to an error, or `null` when its status is ok. A 429 carries how
 * many seconds to wait (`retryAfter`), from its `Retry-After` header.
 */
export function chatErrorFromResponse(response: Response, now = Date.now()): ChatError | null {
  const error = chatErrorFromStatus(response.status);
  if (error?.kind !== 'rate-limited') return error;
  return { ...error, retryAfter: retryAfterSeconds(response.headers.get('retry-after'), now) };
}

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

/**
 * The notice for a chat error, worded by `texts`. The site passes it to `toast()`:
 * `onError={(error) => toast(chatErrorNotice(error, chatErrorTexts))}`.
 */
export function chatErrorNotice(error: ChatError, texts: ChatErrorTexts): ChatErrorNotice {
  const { title, description } = texts[error.kind];
  return { title, description, variant: 'destructive' };
}
