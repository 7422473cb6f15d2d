import type { ChatTransport } from '@agency/ui/Chat';
import { publicApi } from '@agency/api/contract';
import { siteConfig } from '../config';

/** The chat assistant's transport: POST /api/chat with the public key; the body streams back. */
export const chatTransport: ChatTransport = (request, signal) =>
  fetch(publicApi.paths.chat, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: `Bearer ${siteConfig.publicApiKey}`,
    },
    body: JSON.stringify(request),
    signal,
  });
