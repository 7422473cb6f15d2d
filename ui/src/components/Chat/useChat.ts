import { useCallback, useEffect, useRef, useState } from 'react';
import { chatErrorFromResponse } from './chatErrors';
import type { ChatActionType, ChatError, ChatMessage, ChatThreadMessage, ChatTransport } from './chatTypes';
import { clearKeptConversation, loadKeptConversation, requestMessages, saveKeptConversation } from './keptConversation';
import { readChatEvents } from './readChatStream';

export type UseChatOptions = {
  /** Sends the conversation; resolves with the streaming response. See `ChatTransport`. */
  transport: ChatTransport;
  /** Called once per failed reply, e.g. `(error) => toast(chatErrorNotice(error, chatErrorTexts))`. Not called for aborts (stop, clear, unmount). */
  onError?: (error: ChatError) => void;
  /** The conversation to start with (read on the first render only), when none is kept under `storageKey`. */
  initialMessages?: readonly ChatThreadMessage[];
  /**
   * Keeps the conversation in the tab's `sessionStorage` under this key (read on the first
   * render only), so it survives a remount and a reload in the same tab: the last messages
   * within the backend's limits, as `{ v: 1, messages }`. Unreadable data is dropped; storage
   * that cannot be used is ignored. `hasKeptConversation(storageKey)`
   * (`@agency/ui/Chat/keptConversation`) says whether one is waiting. Not kept when left out.
   */
  storageKey?: string;
};

export type UseChatResult = {
  /** The conversation so far; the last assistant message grows while its reply streams in. */
  messages: ChatThreadMessage[];
  /** The text in the input. */
  input: string;
  setInput: (value: string) => void;
  /** True from sending until the reply has ended, failed or was stopped. */
  loading: boolean;
  /** The error of the last reply, if it failed; cleared when the next message is sent. */
  error: ChatError | null;
  /**
   * Sends a user message. Ignored when the text is blank or a reply is still
   * loading. Resolves when the reply has ended (or failed).
   */
  send: (text: string) => Promise<void>;
  /**
   * Stops the reply at once: the request is aborted, loading ends, and the part of the answer
   * that arrived stays, marked `stopped` (no message at all when nothing had arrived).
   */
  stop: () => void;
  /**
   * Asks the last question again, when the last reply failed, was stopped or never came:
   * sends the conversation up to the visitor's last message and replaces the answer to it (a
   * partial one is removed first). Ignored while loading, and after a 429 until its
   * `retryAfter` has passed. Resolves when the new reply has ended (or failed).
   */
  retry: () => Promise<void>;
  /** Starts a new conversation: stops a running reply and forgets the messages, the error and what is kept. */
  clear: () => void;
  /** Adds a notice of the site to the conversation (e.g. a confirmation); never sent to the backend. */
  addNotice: (content: string) => void;
};

/** The reply being received: the request's controller and where its message is, once it has one. */
type Reply = { controller: AbortController; index: number | null };

/** The visitor's or the assistant's last message (notices aside), and the index of the visitor's last one. */
function lastTurns(messages: readonly ChatThreadMessage[]) {
  let lastTurn: ChatThreadMessage | undefined;
  let lastUser = -1;
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.role === 'notice') continue;
    lastTurn ??= message;
    if (message.role === 'user') {
      lastUser = index;
      break;
    }
  }
  return { lastTurn, lastUser };
}

/**
 * The conversation logic of the chat assistant: keeps the messages, sends the
 * whole conversation (within the backend's limits) through `transport`, appends the
 * streamed reply to one assistant message with the actions the stream carries, and
 * reports failures through `onError`. Stop, retry, clear and keeping the conversation
 * (`storageKey`) are here too. The in-flight request is aborted when the component unmounts.
 */
export function useChat({ transport, onError, initialMessages = [], storageKey }: UseChatOptions): UseChatResult {
  const [messages, setMessages] = useState<ChatThreadMessage[]>(() => {
    const kept = storageKey ? loadKeptConversation(storageKey) : [];
    return kept.length > 0 ? kept : [...initialMessages];
  });
  const [input, setInput] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setErrorState] = useState<ChatError | null>(null);

  // The source of truth for the async flow; state mirrors it for rendering.
  const messagesRef = useRef(messages);
  const loadingRef = useRef(false);
  const errorRef = useRef<ChatError | null>(null);
  const replyRef = useRef<Reply | null>(null);
  /** After a 429: no retry before this time (ms since the epoch). */
  const retryNotBefore = useRef(0);
  const transportRef = useRef(transport);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    transportRef.current = transport;
    onErrorRef.current = onError;
  });

  useEffect(
    () => () => {
      replyRef.current?.controller.abort();
    },
    [],
  );

  // Kept after each change, except while a reply streams in (it is kept once it has ended).
  useEffect(() => {
    if (!storageKey) return;
    const last = messages[messages.length - 1];
    if (loading && last?.role === 'assistant') return;
    saveKeptConversation(storageKey, messages);
  }, [storageKey, messages, loading]);

  const commit = useCallback((next: ChatThreadMessage[]) => {
    messagesRef.current = next;
    setMessages(next);
  }, []);

  const setError = useCallback((next: ChatError | null) => {
    errorRef.current = next;
    setErrorState(next);
  }, []);

  /** Ends the running reply, if any, without a word: aborted, no error, loading over. */
  const abortReply = useCallback(() => {
    const reply = replyRef.current;
    if (!reply) return null;
    replyRef.current = null;
    reply.controller.abort();
    loadingRef.current = false;
    setLoading(false);
    return reply;
  }, []);

  /** Shows `conversation` and asks for a reply to `request`, streaming it into a new assistant message. */
  const run = useCallback(
    async (conversation: ChatThreadMessage[], request: ChatMessage[]) => {
      loadingRef.current = true;
      const controller = new AbortController();
      const reply: Reply = { controller, index: null };
      replyRef.current = reply;
      const { signal } = controller;
      commit(conversation);
      setError(null);
      setLoading(true);

      const fail = (failure: ChatError) => {
        if (signal.aborted) return;
        if (failure.kind === 'rate-limited') retryNotBefore.current = Date.now() + (failure.retryAfter ?? 0) * 1000;
        setError(failure);
        onErrorRef.current?.(failure);
      };
      /** Replaces the reply's message with `update(message)`. */
      const update = (change: (message: ChatMessage & { actions?: ChatActionType[] }) => ChatThreadMessage) => {
        const current = messagesRef.current;
        const message = reply.index === null ? undefined : current[reply.index];
        if (message?.role !== 'assistant') return;
        commit(current.map((item, index) => (index === reply.index ? change(message) : item)));
      };

      let actions: ChatActionType[] = [];
      try {
        const response = await transportRef.current({ messages: request }, signal);
        if (signal.aborted) return;
        const statusError = chatErrorFromResponse(response);
        if (statusError) {
          fail(statusError);
          return;
        }
        if (!response.body) {
          fail({ kind: 'failed', status: response.status });
          return;
        }
        for await (const event of readChatEvents(response.body, { signal })) {
          // Stopped: whatever was already read stays unread.
          if (signal.aborted) return;
          if (event.kind === 'action') {
            if (actions.includes(event.action.type)) continue;
            actions = [...actions, event.action.type];
            update((message) => ({ ...message, actions }));
          } else if (reply.index === null) {
            const current = messagesRef.current;
            reply.index = current.length;
            const message: ChatThreadMessage = { role: 'assistant', content: event.text };
            if (actions.length > 0) message.actions = actions;
            commit([...current, message]);
          } else {
            update((message) => ({ ...message, content: message.content + event.text }));
          }
        }
        // A reply without a single word (an empty body, or only [DONE]) is as good as none.
        if (reply.index === null) fail({ kind: 'failed', status: response.status });
      } catch (cause) {
        fail({ kind: 'failed', cause });
      } finally {
        if (replyRef.current === reply) {
          replyRef.current = null;
          loadingRef.current = false;
          setLoading(false);
        }
      }
    },
    [commit, setError],
  );

  const send = useCallback(
    async (text: string) => {
      if (loadingRef.current || text.trim() === '') return;
      const conversation = [...messagesRef.current, { role: 'user', content: text } satisfies ChatMessage];
      setInput('');
      await run(conversation, requestMessages(conversation));
    },
    [run],
  );

  const stop = useCallback(() => {
    const reply = abortReply();
    if (reply?.index == null) return;
    const current = messagesRef.current;
    commit(
      current.map((message, index) =>
        index === reply.index && message.role === 'assistant' ? { ...message, stopped: true } : message,
      ),
    );
  }, [abortReply, commit]);

  const retry = useCallback(async () => {
    if (loadingRef.current || Date.now() < retryNotBefore.current) return;
    const current = messagesRef.current;
    const { lastTurn, lastUser } = lastTurns(current);
    if (lastUser === -1) return;
    const failed = errorRef.current !== null;
    const unanswered = lastTurn?.role === 'user';
    const stopped = lastTurn?.role === 'assistant' && lastTurn.stopped === true;
    if (!failed && !unanswered && !stopped) return;
    // The answer to the last question goes (notices stay); the new one takes its place.
    const conversation = current.filter((message, index) => index <= lastUser || message.role === 'notice');
    await run(conversation, requestMessages(current.slice(0, lastUser + 1)));
  }, [run]);

  const clear = useCallback(() => {
    abortReply();
    retryNotBefore.current = 0;
    commit([]);
    setError(null);
    if (storageKey) clearKeptConversation(storageKey);
  }, [abortReply, commit, setError, storageKey]);

  const addNotice = useCallback(
    (content: string) => {
      commit([...messagesRef.current, { role: 'notice', content }]);
    },
    [commit],
  );

  return { messages, input, setInput, loading, error, send, stop, retry, clear, addNotice };
}
