import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../testing/mount';
import type { ChatError, ChatMessage, ChatTransport } from './chatTypes';
import { chatErrorNotice, type ChatErrorTexts } from './chatErrors';
import { useChat, type UseChatOptions, type UseChatResult } from './useChat';

const encoder = new TextEncoder();
const sse = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

/** A response streaming the given text pieces, each in its own chunk, then [DONE]. */
function streamResponse(pieces: string[], status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(sse(piece)));
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  });
  return new Response(body, { status });
}

/** Renders the hook; `current()` returns its latest result, `unmount()` takes it away. */
function renderChat(options: UseChatOptions) {
  let result: UseChatResult | undefined;
  function Probe() {
    result = useChat(options);
    return null;
  }
  const { unmount } = mount(<Probe />);
  return { current: () => result!, unmount };
}

async function send(chat: { current: () => UseChatResult }, text: string) {
  await act(async () => {
    await chat.current().send(text);
  });
}

describe('useChat', () => {
  it('sends all messages including the new one and appends the streamed reply to one assistant message', async () => {
    const history: ChatMessage[] = [
      { role: 'user', content: 'Hoi' },
      { role: 'assistant', content: 'Hallo! Waarmee kan ik helpen?' },
    ];
    const transport = vi.fn<ChatTransport>(async () => streamResponse(['Wij bouwen ', 'WordPress-', 'sites.']));
    const chat = renderChat({ transport, initialMessages: history });
    act(() => chat.current().setInput('Wat doen jullie?'));

    await send(chat, 'Wat doen jullie?');

    expect(transport).toHaveBeenCalledOnce();
    expect(transport.mock.calls[0]![0]).toEqual({
      messages: [...history, { role: 'user', content: 'Wat doen jullie?' }],
    });
    expect(transport.mock.calls[0]![1]).toBeInstanceOf(AbortSignal);
    expect(chat.current().messages).toEqual([
      ...history,
      { role: 'user', content: 'Wat doen jullie?' },
      { role: 'assistant', content: 'Wij bouwen WordPress-sites.' },
    ]);
    expect(chat.current().input).toBe('');
    expect(chat.current().loading).toBe(false);
    expect(chat.current().error).toBeNull();
  });

  it('is loading while the reply is awaited, and ignores sends meanwhile', async () => {
    let respond: (response: Response) => void = () => {};
    const transport = vi.fn<ChatTransport>(() => new Promise<Response>((resolve) => (respond = resolve)));
    const chat = renderChat({ transport });

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = chat.current().send('Eerste vraag');
    });
    expect(chat.current().loading).toBe(true);
    act(() => {
      void chat.current().send('Tweede vraag');
    });
    expect(transport).toHaveBeenCalledOnce();

    await act(async () => {
      respond(streamResponse(['Antwoord']));
      await first;
    });
    expect(chat.current().loading).toBe(false);
    expect(chat.current().messages.map((m) => m.content)).toEqual(['Eerste vraag', 'Antwoord']);
  });

  it('ignores blank text', async () => {
    const transport = vi.fn<ChatTransport>();
    const chat = renderChat({ transport });
    await send(chat, '   \n ');
    expect(transport).not.toHaveBeenCalled();
    expect(chat.current().messages).toEqual([]);
  });

  const failures: Array<[string, ChatTransport, ChatError['kind']]> = [
    ['HTTP 429', async () => new Response('{}', { status: 429 }), 'rate-limited'],
    ['HTTP 402', async () => new Response('{}', { status: 402 }), 'unavailable'],
    ['HTTP 500', async () => new Response('{}', { status: 500 }), 'failed'],
    ['a missing body', async () => new Response(null, { status: 200 }), 'failed'],
    ['an empty body', async () => new Response('', { status: 200 }), 'failed'],
    ['a stream that ends without any content', async () => new Response('data: [DONE]\n\n'), 'failed'],
    [
      'a network error',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      'failed',
    ],
    [
      'a broken stream',
      async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(encoder.encode(sse('Half')));
              controller.error(new TypeError('network lost'));
            },
          }),
        ),
      'failed',
    ],
  ];

  for (const [situation, transport, kind] of failures) {
    it(`reports ${situation} as '${kind}', once, and clears loading`, async () => {
      const onError = vi.fn<(error: ChatError) => void>();
      const chat = renderChat({ transport, onError });
      await send(chat, 'Hallo');
      expect(onError).toHaveBeenCalledOnce();
      expect(onError.mock.calls[0]![0].kind).toBe(kind);
      expect(chat.current().error?.kind).toBe(kind);
      expect(chat.current().loading).toBe(false);
      expect(chat.current().messages[0]).toEqual({ role: 'user', content: 'Hallo' });
    });
  }

  it('keeps the part of a reply that arrived before the stream broke', async () => {
    const transport: ChatTransport = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode(sse('Een ogenblik')));
            setTimeout(() => controller.error(new TypeError('network lost')), 10);
          },
        }),
      );
    const chat = renderChat({ transport, onError: () => {} });
    await send(chat, 'Hallo');
    expect(chat.current().messages.at(-1)).toEqual({ role: 'assistant', content: 'Een ogenblik' });
  });

  it('clears the error when the next message is sent', async () => {
    let status = 500;
    const transport: ChatTransport = async () =>
      status === 200 ? streamResponse(['Gelukt']) : new Response('', { status });
    const chat = renderChat({ transport, onError: () => {} });
    await send(chat, 'Eerste');
    expect(chat.current().error?.kind).toBe('failed');
    status = 200;
    await send(chat, 'Tweede');
    expect(chat.current().error).toBeNull();
  });

  it('aborts the request on unmount without reporting an error', async () => {
    let signal: AbortSignal | undefined;
    const transport: ChatTransport = (_request, s) => {
      signal = s;
      return new Promise<Response>((_resolve, reject) => s.addEventListener('abort', () => reject(s.reason)));
    };
    const onError = vi.fn();
    const chat = renderChat({ transport, onError });
    act(() => {
      void chat.current().send('Hallo');
    });
    expect(signal?.aborted).toBe(false);
    chat.unmount();
    expect(signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('chatErrorNotice', () => {
  const texts: ChatErrorTexts = {
    'rate-limited': { title: 'Te veel', description: 'Later opnieuw.' },
    unavailable: { title: 'Niet beschikbaar', description: 'Neem contact op.' },
    failed: { title: 'Mislukt', description: 'Opnieuw proberen.' },
  };

  it('words each error kind with the texts it is given, as an error notice', () => {
    expect(chatErrorNotice({ kind: 'rate-limited', status: 429 }, texts)).toEqual({
      title: 'Te veel',
      description: 'Later opnieuw.',
      variant: 'destructive',
    });
    expect(chatErrorNotice({ kind: 'unavailable', status: 402 }, texts)).toEqual({
      title: 'Niet beschikbaar',
      description: 'Neem contact op.',
      variant: 'destructive',
    });
    expect(chatErrorNotice({ kind: 'failed', status: 500 }, texts)).toEqual({
      title: 'Mislukt',
      description: 'Opnieuw proberen.',
      variant: 'destructive',
    });
  });
});
