import http from 'node:http';
import https from 'node:https';
import type { AlertPushPayload } from '@agency/contract/alerts';
import type WebPush from 'web-push';
import { acceptedEndpoint, publicOnlyLookup } from './endpointRules';
import type { VapidDetails } from './vapid';

/** A browser's subscription as it is kept: the endpoint and its keys (base64url). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the push service said: took it (`delivered`), the subscription is gone (404, 410: it
 * is removed), or anything else (`failed`: a refusal, no answer, an endpoint not allowed).
 */
export type PushOutcome = 'delivered' | 'gone' | 'failed';

export interface PushSenderOptions {
  vapid: VapidDetails;
  /** PUSH_ALLOW_LOOPBACK (tests): a receiver on http://127.0.0.1. */
  allowLoopback: boolean;
  /** The longest a push service may take to answer. */
  timeoutMs?: number;
}

export type PushSender = (
  target: PushTarget,
  payload: AlertPushPayload,
  options?: { urgency?: 'normal' | 'high'; ttlSeconds?: number },
) => Promise<PushOutcome>;

/** How much of a push service's answer is read (it says little; the rest is dropped). */
const ANSWER_BYTES = 4096;

/**
 * Sends one Web Push message: web-push encrypts the payload to the browser's keys (RFC 8291,
 * aes128gcm) and signs the VAPID header; the request itself is ours, so that it goes only to
 * an allowed endpoint and a public address (`endpointRules.ts`), follows no redirect and ends
 * within the time limit. web-push is loaded on the first message.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const lookup = publicOnlyLookup(options.allowLoopback);
  let library: Promise<typeof WebPush> | undefined;

  return async (target, payload, { urgency = 'normal', ttlSeconds = 60 * 60 } = {}) => {
    const url = acceptedEndpoint(target.endpoint, { allowLoopback: options.allowLoopback });
    if (!url) return 'failed';
    library ??= import('web-push').then((module) => (module.default ?? module) as typeof WebPush);
    const webPush = await library;
    const details = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      { vapidDetails: options.vapid, TTL: ttlSeconds, urgency, contentEncoding: 'aes128gcm' },
    );
    const body = details.body as Buffer;
    const status = await post(url, details.headers as Record<string, string | number>, body, { lookup, timeoutMs });
    if (status === 404 || status === 410) return 'gone';
    return status !== undefined && status >= 200 && status < 300 ? 'delivered' : 'failed';
  };
}

/** POSTs the body; resolves with the answer's status, or undefined when none came in time. */
function post(
  url: URL,
  headers: Record<string, string | number>,
  body: Buffer,
  options: { lookup: ReturnType<typeof publicOnlyLookup>; timeoutMs: number },
): Promise<number | undefined> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      { method: 'POST', headers, lookup: options.lookup as never, timeout: options.timeoutMs },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES) response.destroy();
        });
        response.on('close', () => resolve(response.statusCode));
        response.on('error', () => resolve(response.statusCode));
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service timed out')));
    request.on('error', () => resolve(undefined));
    request.end(body);
  });
}
