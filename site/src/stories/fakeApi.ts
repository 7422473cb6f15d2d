import { chatApi } from '@agency/contract/chat';
import { leadsApi } from '@agency/contract/leads';

/**
 * The api, faked for the page stories: a story never reaches a server. Calls to the
 * api's paths get the answers the real api gives (a stored lead, a streamed answer, a
 * stored vote); any other origin is refused, so a page that starts to depend on a
 * third party fails its story. Everything else of the page's own origin (its code,
 * images and fonts) loads as usual.
 */

/** What the fake assistant answers, in chunks, whatever the question. */
export const storyChatAnswer = [
  'Ja, we bouwen WordPress-sites op maat: ',
  'een eigen thema, blokken die je zelf beheert en een site die snel laadt. ',
  'Wil je weten wat dat voor jouw project betekent? Stel je vraag of vraag een gratis ontwerp aan.\n\n',
  'Meer lezen: [WordPress Development](/wordpress)',
];

const encoder = new TextEncoder();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function streamedAnswer(signal: AbortSignal | null | undefined): Response {
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const content of storyChatAnswer) {
        await pause(20);
        if (signal?.aborted) return controller.error(signal.reason);
        controller.enqueue(encoder.encode(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`));
      }
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

let leads = 0;

async function answer(path: string, init: RequestInit | undefined): Promise<Response> {
  // A short wait, as over a network: the forms show "Verzenden..." for a moment.
  await pause(50);
  switch (path) {
    case leadsApi.paths.requestCallback:
    case leadsApi.paths.contact:
      return json(201, { id: `story-lead-${++leads}` });
    case chatApi.paths.chat:
      return streamedAnswer(init?.signal);
    case chatApi.paths.feedback:
      return new Response(null, { status: 204 });
    default:
      return json(404, { error: { code: 'not_found', message: 'Deze pagina bestaat niet.' } });
  }
}

/** Replaces `fetch` for the duration of a story; returns the function that puts it back. */
export function installFakeApi(): () => void {
  const realFetch = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin)
      return Promise.reject(new TypeError(`A page story made a request to another origin: ${url.href}`));
    if (url.pathname.startsWith('/api/')) return answer(url.pathname, init);
    return realFetch(input, init);
  };
  return () => {
    window.fetch = realFetch;
  };
}
