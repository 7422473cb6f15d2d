// Fake transports for the stories: they answer like the chat backend, a reply in several
// pieces with short delays, through the typed `ChatTransport` the site implements over HTTP.
// Not exported from the package. Their answers state the agency's facts from @agency/content,
// and the limits are the api's (stories only).
import { chatProtocol } from '@agency/contract/chat';
import { agency, deliveryTimes, promises } from '@agency/content';
import { ChatReplyFailure } from './chatErrors';
import type { ChatActionType, ChatLimits, ChatMessage, ChatReplyEvent, ChatTransport } from './chatTypes';

/** The api's limits on a chat request, as the site passes them. */
export const storyLimits: ChatLimits = chatProtocol.limits;

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('Aborted', 'AbortError');
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
  /** Delay before each piece (ms). */
  delay?: number;
  /** Hold every piece after the first until this promise settles (e.g. a gate opened by the play function). */
  gate?: Promise<void>;
  /** Actions the assistant sends after the text. */
  actions?: readonly ChatActionType[];
};

/** A promise that never settles: a gate that stays shut (the reply holds after its first piece). */
export const shut = new Promise<void>(() => {});

/** Yields the pieces as text events with a delay before each, then the actions. */
async function* streamPieces(
  pieces: readonly string[],
  signal: AbortSignal,
  { delay = 30, gate, actions = [] }: StreamOptions = {},
): AsyncGenerator<ChatReplyEvent> {
  for (const [index, text] of pieces.entries()) {
    await wait(delay, signal);
    if (index === 1 && gate) await gate;
    yield { type: 'text', text };
  }
  for (const action of actions) yield { type: 'action', action };
  await wait(delay, signal);
}

/** A reply without a word that ends when `settle` does: it throws when that rejects. */
function replyWithoutWords(settle: (signal: AbortSignal) => Promise<unknown>): ChatTransport['reply'] {
  return (_request, signal) => ({
    [Symbol.asyncIterator]: () => ({
      next: async (): Promise<IteratorResult<ChatReplyEvent>> => {
        await settle(signal);
        return { done: true, value: undefined };
      },
    }),
  });
}

/** A transport that answers with `reply` only (no votes, no callback requests). */
const replyOnly = (reply: ChatTransport['reply']): ChatTransport => ({ reply });

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

/** A transport that streams a Dutch answer in several pieces. */
export function streamingTransport(options: StreamOptions = {}): ChatTransport {
  return replyOnly(async function* ({ messages }, signal) {
    await wait(options.delay ?? 30, signal);
    yield* streamPieces(answerFor(messages), signal, options);
  });
}

/** A transport that streams exactly these pieces. */
export function chunksTransport(chunks: readonly string[], options: StreamOptions = {}): ChatTransport {
  return replyOnly((_request, signal) => streamPieces(chunks, signal, options));
}

/** A transport whose answer never comes (until aborted). */
export const pendingTransport: ChatTransport = replyOnly(
  replyWithoutWords(
    (signal) =>
      new Promise<never>((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(abortError(signal)), { once: true });
      }),
  ),
);

/** A transport whose reply fails as the site's transport reports an HTTP status: 429 (waiting `retryAfter` seconds), 402, or another. */
export function statusTransport(status: number, retryAfter?: number): ChatTransport {
  return replyOnly(
    replyWithoutWords(async (signal) => {
      await wait(30, signal);
      if (status === 429) throw new ChatReplyFailure({ kind: 'rate-limited', status, retryAfter });
      if (status === 402) throw new ChatReplyFailure({ kind: 'unavailable', status });
      throw new ChatReplyFailure({ kind: 'failed', status });
    }),
  );
}

/** A transport that answers the first request with `first` and every later one with `then` (e.g. a failure, then an answer). */
export function firstThenTransport(first: ChatTransport, then: ChatTransport): ChatTransport {
  let calls = 0;
  return replyOnly((request, signal) => {
    calls += 1;
    return calls === 1 ? first.reply(request, signal) : then.reply(request, signal);
  });
}

/** A transport that fails like a lost network connection. */
export const networkErrorTransport: ChatTransport = replyOnly(
  replyWithoutWords(async (signal) => {
    await wait(30, signal);
    throw new TypeError('Failed to fetch');
  }),
);

/** A transport whose stream breaks off after the first piece. */
export const brokenStreamTransport: ChatTransport = replyOnly(async function* (_request, signal) {
  await wait(30, signal);
  yield { type: 'text', text: 'Een ogenblik, ' };
  await wait(30, signal);
  throw new TypeError('network error');
});
