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

/** Maps an HTTP status of the chat response to an error, or `null` when the status is ok. */
export function chatErrorFromStatus(status: number): ChatError | null {
  if (status === 429) return { kind: 'rate-limited', status: 429 };
  if (status === 402) return { kind: 'unavailable', status: 402 };
  if (status < 200 || status > 299) return { kind: 'failed', status };
  return null;
}

/**
 * The notice for a chat error, worded by `texts`. The site passes it to `toast()`:
 * `onError={(error) => toast(chatErrorNotice(error, chatErrorTexts))}`.
 */
export function chatErrorNotice(error: ChatError, texts: ChatErrorTexts): ChatErrorNotice {
  const { title, description } = texts[error.kind];
  return { title, description, variant: 'destructive' };
}
