import { useEffect, useState, useSyncExternalStore } from 'react';
import { replying } from '../chatMode';
import type { ChatError } from '../chatTypes';
import { ChatSession, type ChatSessionOptions, type ChatSnapshot } from './ChatSession';

/** What a component reads of a chat session: its snapshot, whether a reply is under way, and why the last one failed. */
export type ChatSessionState = ChatSnapshot & {
  /** True from sending until the reply has ended, failed or was stopped (`submitted` or `streaming`). */
  loading: boolean;
  /** Why the assistant's last reply failed, else `null`. */
  error: ChatError | null;
};

/** Reads `session` and re-renders on each change (a `useSyncExternalStore` subscription). */
export function useChatSession(session: ChatSession): ChatSessionState {
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  const { mode } = snapshot;
  return { ...snapshot, loading: replying(mode), error: mode.with === 'assistant' ? mode.error : null };
}

/**
 * A chat session owned by the component: made on the first render from `options` (the kept
 * conversation is read then), its running reply ended when the component unmounts. `onError` may
 * change between renders; the other options are read once.
 */
export function useOwnChatSession(options: ChatSessionOptions): ChatSession {
  const [session] = useState(() => new ChatSession(options));
  const { onError } = options;
  useEffect(() => {
    session.setOnError(onError);
  }, [session, onError]);
  useEffect(() => session.dispose, [session]);
  return session;
}
