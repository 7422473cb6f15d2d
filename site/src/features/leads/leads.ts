import type { CallbackRequest } from '@agency/ui/CallbackDialog';
import type { ContactFormValues } from '@agency/ui/ContactForm';
import type { ChatCallbackRequest } from '@agency/ui/Chat';
import { RejectedFields } from '@agency/ui/rejected-fields';
import { leadsApi } from '@agency/contract/leads';
import { visitOrigin } from '../analytics';

/** The api answered with something other than 2xx (and not a refusal of fields: `RejectedFields`). */
export class LeadRequestError extends Error {
  constructor(readonly status: number) {
    super(`The lead request failed with HTTP ${status}.`);
    this.name = 'LeadRequestError';
  }
}

/** Pauses before each automatic retry after a network failure or a 502/503/504 (ms). */
export const RETRY_DELAYS = [500, 1500] as const;

const RETRYABLE_STATUS = new Set([502, 503, 504]);

/** A random key (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The last submission to each endpoint that has not been acknowledged: sent again with the
 * same body (the visitor presses the button again after a failure), it keeps its key, so the
 * api stores it once even if the first attempt did arrive.
 */
const pending = new Map<string, { body: string; key: string }>();

function keyFor(path: string, body: string): string {
  const last = pending.get(path);
  if (last?.body === body) return last.key;
  const key = newKey();
  pending.set(path, { body, key });
  return key;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The api's message per field in a 400's body (`{error: 'validation_failed', fields}`, api/src/shared/errors.ts), or null. */
async function fieldMessages(response: Response): Promise<Record<string, string> | null> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return null;
  }
  const fields = typeof body === 'object' && body !== null ? (body as { fields?: unknown }).fields : undefined;
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
  const messages = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return messages.length > 0 ? Object.fromEntries(messages) : null;
}

/** What a refused request throws: the api's messages per field after a 400 that names fields, else its status. */
async function refusal(response: Response): Promise<Error> {
  const fields = response.status === 400 ? await fieldMessages(response) : null;
  return fields ? new RejectedFields(fields) : new LeadRequestError(response.status);
}

/**
 * POSTs a lead with an `Idempotency-Key` (one per submission). A network failure or a
 * 502/503/504 is retried with the same key; the api answers a repeated key with the first
 * answer, so a retry never stores or notifies twice. A 400 that names fields rejects with
 * `RejectedFields` (the form shows each message at its field); any other failure with
 * `LeadRequestError` or the network's error.
 */
async function postLead(path: string, payload: object): Promise<void> {
  // Where the visit came from (the landing, referrer and UTM fields, kept in memory), beside the
  // spec's fields; none before a page view was counted.
  const visit = visitOrigin();
  const body = JSON.stringify(visit ? { ...payload, visit } : payload);
  const key = keyFor(path, body);
  for (let attempt = 0; ; attempt += 1) {
    let response: Response | undefined;
    try {
      response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': key },
        body,
      });
    } catch (error) {
      if (attempt >= RETRY_DELAYS.length) throw error;
    }
    if (response?.ok) {
      if (pending.get(path)?.key === key) pending.delete(path);
      return;
    }
    if (response && (!RETRYABLE_STATUS.has(response.status) || attempt >= RETRY_DELAYS.length)) {
      throw await refusal(response);
    }
    await wait(RETRY_DELAYS[attempt] ?? 0);
  }
}

/** The "Bel me terug" dialog: POST /api/request-callback. Rejects on failure, so the dialog stays open. */
export function requestCallback(request: CallbackRequest): Promise<void> {
  return postLead(leadsApi.paths.requestCallback, request);
}

/** The contact page's project request: POST /api/contact. Rejects on failure, so what was typed stays. */
export function sendProjectRequest(values: ContactFormValues): Promise<void> {
  return postLead(leadsApi.paths.contact, { ...values, phone: values.phone === '' ? null : values.phone });
}

/** "Bel me terug" inside the chat: a callback request with the conversation, source `chat`. */
export function requestCallbackFromChat(request: ChatCallbackRequest): Promise<void> {
  return postLead(leadsApi.paths.requestCallback, { ...request, source: 'chat' });
}
