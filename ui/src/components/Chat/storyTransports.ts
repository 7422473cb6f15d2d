// Fake transports for the stories: they answer like the chat backend, with a
// server-sent event stream in several chunks and short delays. Not exported.
// Their answers state the agency's facts from @agency/content (stories only).
import { agency, deliveryTimes, promises } from '@agency/content';
import type { ChatActionType, ChatMessage, ChatTransport } from './chatTypes';

const encoder = new TextEncoder();

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('Aborted', 'AbortError');
}

function sseLine(content: string): string {
  return `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError(signal));
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortError(signal));
      },
      { once: true },
    );
  });
}

export type StreamOptions = {
  /** Delay before each chunk (ms). */
  delay?: number;
  /** Resolve the response only after this promise (e.g. a gate opened by the play function) for every chunk after the first. */
  gate?: Promise<void>;
  /** Actions the assistant sends after the text, before `[DONE]` (`event: action`). */
  actions?: readonly ChatActionType[];
};

/** A promise that never settles: a gate that stays shut (the reply holds after its first chunk). */
export const shut = new Promise<void>(() => {});

/** A 200 response whose body streams the chunks as SSE lines, then `[DONE]`. */
export function sseResponse(
  chunks: readonly string[],
  signal: AbortSignal,
  { delay = 30, gate, actions = [] }: StreamOptions = {},
): Response {
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        controller.enqueue(encoder.encode(': keep-alive\n\n'));
        for (const [index, chunk] of chunks.entries()) {
          await wait(delay, signal);
          if (index === 1 && gate) await gate;
          controller.enqueue(encoder.encode(sseLine(chunk)));
        }
        for (const type of actions)
          controller.enqueue(encoder.encode(`event: action\ndata: ${JSON.stringify({ type })}\n\n`));
        await wait(delay, signal);
        controller.enqueue(encoder.encode('data: [DONE]\n\n'));
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** Dutch answers in chunks, chosen by the last user message. */
export function answerFor(messages: readonly ChatMessage[]): string[] {
  const question = (messages[messages.length - 1]?.content ?? '').toLowerCase();
  if (question.includes('prijs') || question.includes('prijzen') || question.includes('kost')) {
    return [
      'Elk project krijgt een prijs op maat. ',
      `Je ontvangt eerst binnen ${promises.freeDesignHours} uur een gratis ontwerp, `,
      'zonder verplichtingen. ',
      'Daarna maken we een heldere offerte.',
    ];
  }
  if (question.includes('wordpress')) {
    return [
      'Wij bouwen WordPress-sites met een eigen thema, ',
      'WooCommerce als je wilt verkopen ',
      'en een SEO-klare basis. ',
      `Meestal staat je site binnen ${deliveryTimes.wordpressShopify.min} tot ${deliveryTimes.wordpressShopify.max} weken live.`,
    ];
  }
  if (question.includes('shopify')) {
    return [
      'Voor Shopify maken we ',
      'een winkel op maat, ',
      'met de apps die je nodig hebt ',
      'en aandacht voor conversie.',
    ];
  }
  if (question.includes('contact')) {
    return [
      `Mail ons via ${agency.email} `,
      `of bel ${agency.phone.display}. `,
      `We nemen binnen ${promises.contactWithinHours} uur contact met je op.`,
    ];
  }
  return ['Goede vraag! ', 'Vertel me iets meer over je project, ', 'dan denk ik met je mee.'];
}

/** A transport that streams a Dutch answer in several chunks. */
export function streamingTransport(options: StreamOptions = {}): ChatTransport {
  return async ({ messages }, signal) => {
    await wait(options.delay ?? 30, signal);
    return sseResponse(answerFor(messages), signal, options);
  };
}

/** A transport that streams exactly these chunks. */
export function chunksTransport(chunks: readonly string[], options: StreamOptions = {}): ChatTransport {
  return async (_request, signal) => sseResponse(chunks, signal, options);
}

/** A transport whose answer never comes (until aborted). */
export const pendingTransport: ChatTransport = (_request, signal) =>
  new Promise<Response>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(abortError(signal)), { once: true });
  });

/** A transport that answers with an HTTP error status (and these headers, e.g. `retry-after`). */
export function statusTransport(status: number, headers: Record<string, string> = {}): ChatTransport {
  return async (_request, signal) => {
    await wait(30, signal);
    return new Response(JSON.stringify({ error: 'fout' }), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  };
}

/** A transport that answers the first request with `first` and every later one with `then` (e.g. a failure, then an answer). */
export function firstThenTransport(first: ChatTransport, then: ChatTransport): ChatTransport {
  let calls = 0;
  return (request, signal) => {
    calls += 1;
    return calls === 1 ? first(request, signal) : then(request, signal);
  };
}

/** A transport that fails like a lost network connection. */
export const networkErrorTransport: ChatTransport = async (_request, signal) => {
  await wait(30, signal);
  throw new TypeError('Failed to fetch');
};

/** A transport whose stream breaks off after the first chunk. */
export const brokenStreamTransport: ChatTransport = async (_request, signal) => {
  await wait(30, signal);
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(sseLine('Een ogenblik, ')));
      await wait(30, signal).catch(() => {});
      controller.error(new TypeError('network error'));
    },
  });
  return new Response(body, { status: 200 });
};
