import { useCallback, useEffect, useRef, useState } from 'react';
import { chatErrorFromStatus } from './chatErrors';
import type { ChatError, ChatMessage, ChatTransport } from './chatTypes';
import { readChatStream } from './readChatStream';

export type UseChatOptions = {
  /** Sends the conversation; resolves with the streaming response. See `ChatTransport`. */
  transport: ChatTransport;
  /** Called once per failed reply, e.g. `(error) => toast(chatErrorNotice(error, chatErrorTexts))`. Not called for aborts. */
  onError?: (error: ChatError) => void;
  /** The conversation to start with (read on the first render only). */
  initialMessages?: readonly ChatMessage[];
};

export type UseChatResult = {
  /** The conversation so far; the last assistant message grows while its reply streams in. */
  messages: ChatMessage[];
  /** The text in the input. */
  input: string;
  setInput: (value: string) => void;
  /** True from sending until the reply has ended or failed. */
  loading: boolean;
  /** The error of the last reply, if it failed; cleared when the next message is sent. */
  error: ChatError | null;
  /**
   * Sends a user message. Ignored when the text is blank or a reply is still
   * loading. Resolves when the reply has ended (or failed).
   */
  send: (text: string) => Promise<void>;
};

/**
 * The conversation logic of the chat assistant: keeps the messages, sends the
 * whole conversation through `transport`, appends the streamed reply to one
 * assistant message, and reports failures through `onError`. The in-flight
 * request is aborted when the component unmounts.
 */
export function useChat({ transport, onError, initialMessages = [] }: UseChatOptions): UseChatResult {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [...initialMessages]);
  const [input, setInput] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<ChatError | null>(null);

  // The source of truth for the async flow; state mirrors it for rendering.
  const messagesRef = useRef(messages);
  const loadingRef = useRef(false);
  const controllerRef = useRef<AbortController | null>(null);
  const transportRef = useRef(transport);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    transportRef.current = transport;
    onErrorRef.current = onError;
  });

  useEffect(
    () => () => {
      controllerRef.current?.abort();
    },
    [],
  );

  const commit = useCallback((next: ChatMessage[]) => {
    messagesRef.current = next;
    setMessages(next);
  }, []);

  const send = useCallback(
    async (text: string) => {
      if (loadingRef.current || text.trim() === '') return;
      loadingRef.current = true;

      const controller = new AbortController();
      controllerRef.current = controller;
      const { signal } = controller;
      const conversation = [...messagesRef.current, { role: 'user', content: text } satisfies ChatMessage];
      commit(conversation);
      setInput('');
      setError(null);
      setLoading(true);

      const fail = (failure: ChatError) => {
        if (signal.aborted) return;
        setError(failure);
        onErrorRef.current?.(failure);
      };

      try {
        const response = await transportRef.current({ messages: conversation }, signal);
        if (signal.aborted) return;
        const statusError = chatErrorFromStatus(response.status);
        if (statusError) {
          fail(statusError);
          return;
        }
        if (!response.body) {
          fail({ kind: 'failed', status: response.status });
          return;
        }
        let started = false;
        for await (const piece of readChatStream(response.body, { signal })) {
          const current = messagesRef.current;
          if (!started) {
            started = true;
            commit([...current, { role: 'assistant', content: piece }]);
          } else {
            const last = current[current.length - 1];
            if (last) commit([...current.slice(0, -1), { role: 'assistant', content: last.content + piece }]);
          }
        }
        // A reply without a single word (an empty body, or only [DONE]) is as good as none.
        if (!started) fail({ kind: 'failed', status: response.status });
      } catch (cause) {
        fail({ kind: 'failed', cause });
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
        loadingRef.current = false;
        setLoading(false);
      }
    },
    [commit],
  );

  return { messages, input, setInput, loading, error, send };
}
