import type { ChatError, ChatErrorKind } from './chatTypes';

/** A notice in the shape `toast()` accepts. */
export type ChatErrorNotice = {
  title: string;
  description: string;
  variant: 'destructive';
};

/**
 * The wording of the notice for each kind of chat error: `rate-limited`, `unavailable` and
 * `failed`. No defaults: the site passes its own (from `@agency/content`).
 */
export type ChatErrorTexts = Record<ChatErrorKind, { title: string; description: string }>;

/**
 * What a transport throws for a failed reply that the visitor is told apart (rate limited,
 * unavailable): the chat shows `error`. Anything else a transport throws counts as `failed`.
 */
export class ChatReplyFailure extends Error {
  readonly error: ChatError;

  constructor(error: ChatError) {
    super(`The chat reply failed: ${error.kind}.`, { cause: 'cause' in error ? error.cause : undefined });
    this.name = 'ChatReplyFailure';
    this.error = error;
  }
}

/** The chat error a failed reply stands for: the transport's own, or `failed` with its cause. */
export function chatErrorOf(cause: unknown): ChatError {
  return cause instanceof ChatReplyFailure ? cause.error : { kind: 'failed', cause };
}

/**
 * The notice for a chat error, worded by `texts`. The site passes it to `toast()`:
 * `onError={(error) => toast(chatErrorNotice(error, chatErrorTexts))}`.
 */
export function chatErrorNotice(error: ChatError, texts: ChatErrorTexts): ChatErrorNotice {
  const { title, description } = texts[error.kind];
  return { title, description, variant: 'destructive' };
}
