import type { RequestHandler } from 'express';
import type { Config } from '../../../shared/config';
import { jsonBody } from '../../../shared/http/jsonBody';
import { perIpLimit, type SharedLimits } from '../../../shared/http/rateLimits';
import { requirePublicKey } from '../../../shared/http/security';

/**
 * What a public chat endpoint checks before its handler: its own per-IP limit (when the limit
 * store fails the request is refused with 429, as if the limit were reached), the public API
 * key, and a JSON body within the chat's body limit.
 */
export function publicChatGuards(
  config: Config,
  limit: { name: string; perWindow: number },
  shared?: SharedLimits,
): RequestHandler[] {
  return [
    perIpLimit({
      name: limit.name,
      limit: limit.perWindow,
      windowMs: config.rateLimits.windowMs,
      shared,
      whenStoreFails: 'refuse',
    }),
    requirePublicKey({ key: config.publicApiKey, required: config.requireApiKey }),
    ...jsonBody(config.limits.chatBody),
  ];
}
