import type { Endpoint } from '@agency/contract/endpoint';
import type { StaffRole } from '@agency/contract/staffAccess';
import { retryAfterSeconds } from '../shared/retryAfter';

/**
 * The staff area's calls to `/api/staff/*`: same origin, the session in an HttpOnly cookie the
 * browser sends by itself. Every answer becomes data or the api's Dutch message, never a throw.
 */
export type StaffAnswer<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      error: string;
      message: string;
      retryAfterSeconds?: number;
      /** The api's whole answer, for an error that says more (e.g. `chat_taken`'s `takenBy`). */
      body?: unknown;
    };

/** Said when the api cannot be reached at all. */
const OFFLINE = 'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.';

/**
 * Calls one endpoint of the api's contract (`@agency/contract/staffAccess`, `/inbox`,
 * `/liveChat`, `/staffTools`) with its body, typed by the endpoint: what it takes and answers.
 */
export async function staffCall<Body, Answer>(
  endpoint: Endpoint<Body, Answer>,
  ...body: Body extends undefined ? [] : [Body]
): Promise<StaffAnswer<Answer>> {
  return staffRequest<Answer>(endpoint.method, endpoint.path, body[0]);
}

async function staffRequest<T>(
  method: Endpoint<unknown, unknown>['method'],
  path: string,
  body?: unknown,
): Promise<StaffAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { ok: false, status: 0, error: 'offline', message: OFFLINE };
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (response.ok) return { ok: true, status: response.status, data: json as T };
  const problem = (json ?? {}) as { error?: string; message?: string; fields?: Record<string, string> };
  return {
    ok: false,
    status: response.status,
    error: problem.error ?? 'unknown',
    // A field's own message says more than the general "not all fields are right".
    message:
      Object.values(problem.fields ?? {})[0] ??
      problem.message ??
      'Er ging iets mis aan onze kant. Probeer het later opnieuw.',
    ...(json === undefined ? {} : { body: json }),
    ...(response.status === 429 ? { retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')) } : {}),
  };
}

export interface StaffUser {
  id: string;
  name: string;
  email: string;
  /** `admin` ("beheerder") also manages the colleagues ("Collega's"). */
  role: StaffRole;
}
