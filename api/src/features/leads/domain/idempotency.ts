import { createHash } from 'node:crypto';
import { errors } from '../../../shared/errors';
import type { LeadKind } from '../../../shared/data/schema';

/** How long a lead keeps the Idempotency-Key it was stored with. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** 1–255 visible ASCII characters (0x21–0x7E), as Stripe's idempotency keys. */
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The `Idempotency-Key` header: undefined when absent (the request is handled as without
 * one), the key when valid, otherwise 400 invalid_idempotency_key.
 */
export function parseIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!VALID_KEY.test(header)) throw errors.invalidIdempotencyKey();
  return header;
}

/** JSON with the keys of every object sorted, so `{a, b}` and `{b, a}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The body without its `visit`: where the visit came from says nothing of what is asked, and a
 * lead is never refused for its visit (a 422 included). A repeat under the key with another, a
 * malformed or no `visit` is the same request, and keeps the first lead's visit.
 */
function withoutVisit(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !('visit' in body)) return body;
  const { visit: _visit, ...rest } = body as Record<string, unknown>;
  return rest;
}

/**
 * What a key promises to repeat: the endpoint (the lead's kind) and the request body (its
 * `visit` aside). The same key sent to the other endpoint is therefore "another request".
 */
export function requestHash(kind: LeadKind, body: unknown): string {
  return createHash('sha256')
    .update(kind)
    .update('\n')
    .update(canonicalJson(withoutVisit(body)))
    .digest('hex');
}
