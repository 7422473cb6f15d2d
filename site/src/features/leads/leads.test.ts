import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadsApi } from '@agency/contract/leads';
import { RejectedFields, isRejectedFields } from '@agency/ui/rejected-fields';
import { LeadRequestError, requestCallback, requestCallbackFromChat, sendProjectRequest } from './leads';

type Call = { url: string; key: string | null; body: string };
/** An answer of the fake api: a status (with body `{id}`), a status with its own body text, or a network failure. */
type Answer = number | { status: number; body: string } | 'network';

const calls: Call[] = [];
let answers: Answer[] = [];

beforeEach(() => {
  calls.length = 0;
  answers = [];
  vi.useFakeTimers();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({ url, key: headers.get('idempotency-key'), body: String(init.body) });
    const answer = answers.shift() ?? 201;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (typeof answer === 'object') return new Response(answer.body, { status: answer.status });
    return new Response(JSON.stringify({ id: 'x' }), { status: answer });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs a submission to its end, letting the retry pauses pass. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.value;
}

const callback = { phone_number: '0612345678', name: null, website: '' };

describe('lead submissions', () => {
  it('when a callback is requested, then it carries an Idempotency-Key', async () => {
    await settle(requestCallback(callback));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(leadsApi.paths.requestCallback);
    expect(calls[0]?.key).toMatch(/^[\w-]{16,}$/);
  });

  it('when the network fails, then the request is retried with the same key and succeeds', async () => {
    answers = ['network', 503];
    await settle(requestCallback(callback));
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.key)).size).toBe(1);
  });

  it('when every attempt fails and the visitor sends the same again, then the same key is used', async () => {
    answers = ['network', 'network', 'network'];
    await expect(settle(requestCallback(callback))).rejects.toThrow();
    answers = [201];
    await settle(requestCallback(callback));
    expect(calls).toHaveLength(4);
    expect(new Set(calls.map((call) => call.key)).size).toBe(1);
  });

  it('when the visitor changes the input after a failure, then the new submission gets a new key', async () => {
    answers = [500];
    await expect(settle(requestCallback(callback))).rejects.toBeInstanceOf(LeadRequestError);
    await settle(requestCallback({ ...callback, phone_number: '0687654321' }));
    expect(calls).toHaveLength(2);
    expect(calls[0]?.key).not.toBe(calls[1]?.key);
  });

  it('when a submission succeeded, then sending the same values again is a new submission with a new key', async () => {
    const values = { name: 'Anna', email: 'anna@example.nl', phone: '', message: 'Hallo', website: '' };
    await settle(sendProjectRequest(values));
    await settle(sendProjectRequest(values));
    expect(calls).toHaveLength(2);
    expect(calls[0]?.key).not.toBe(calls[1]?.key);
    expect(JSON.parse(calls[0]?.body ?? '{}')).toMatchObject({ phone: null });
  });

  it('when the api refuses the request (400), then it is not retried', async () => {
    answers = [400];
    await expect(settle(requestCallback(callback))).rejects.toMatchObject({ status: 400 });
    expect(calls).toHaveLength(1);
  });
});

/** The api's answer to input it refuses (api/src/shared/errors.ts). */
const refused = (fields: unknown, status = 400) => ({
  status,
  body: JSON.stringify({ error: 'validation_failed', message: 'Niet alle velden zijn goed ingevuld.', fields }),
});

/** What a submission rejected with. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await settle(promise);
  } catch (error) {
    return error;
  }
  throw new Error('The submission did not reject.');
}

describe('a refusal of what was typed', () => {
  const phoneMessage = 'Dit is geen geldig telefoonnummer. Bijvoorbeeld: 06 12345678.';

  it('when the api refuses fields (400 with fields), then the submission rejects with their messages, not retried', async () => {
    answers = [refused({ phone_number: phoneMessage })];
    const error = await rejection(requestCallback({ ...callback, phone_number: '06123' }));
    expect(isRejectedFields(error)).toBe(true);
    expect(error).toBeInstanceOf(RejectedFields);
    expect((error as RejectedFields).fields).toEqual({ phone_number: phoneMessage });
    expect(calls).toHaveLength(1);
  });

  it("when the contact form's fields are refused, then every message comes with its field's name", async () => {
    const fields = { email: 'Dit is geen geldig e-mailadres. Bijvoorbeeld: naam@bedrijf.nl.', phone: phoneMessage };
    answers = [refused(fields)];
    const values = { name: 'Anna', email: 'anna@x', phone: '06123', message: 'Hallo', website: '' };
    await expect(rejection(sendProjectRequest(values))).resolves.toMatchObject({ fields });
  });

  it("when the chat's callback request is refused for its conversation only, then that field comes too (the form decides what it shows)", async () => {
    answers = [refused({ conversation: 'Het meegestuurde gesprek is te lang.' })];
    const error = await rejection(requestCallbackFromChat({ ...callback, conversation: [] }));
    expect((error as RejectedFields).fields).toEqual({ conversation: 'Het meegestuurde gesprek is te lang.' });
  });

  it('when only some of the fields carry a message, then only those are kept', async () => {
    answers = [refused({ phone_number: phoneMessage, name: 42, email: null })];
    const error = await rejection(requestCallback(callback));
    expect((error as RejectedFields).fields).toEqual({ phone_number: phoneMessage });
  });

  for (const [situation, answer] of [
    ['a 400 without fields', { status: 400, body: JSON.stringify({ error: 'invalid_json', message: 'Geen JSON.' }) }],
    ['a 400 whose fields carry no message', refused({ phone_number: 12 })],
    ['a 400 whose fields are a list', refused(['phone_number'])],
    ['a 400 whose fields are text', refused('phone_number')],
    ['a 400 whose body is no JSON', { status: 400, body: '<html>Bad Request</html>' }],
    ['a 400 with an empty body', { status: 400, body: '' }],
    ['a 422 with fields', refused({ phone_number: phoneMessage }, 422)],
    ['a 429', { status: 429, body: JSON.stringify({ error: 'rate_limited', message: 'Te veel verzoeken.' }) }],
    ['a 500', { status: 500, body: JSON.stringify({ error: 'internal', message: 'Er ging iets mis.' }) }],
  ] as const) {
    it(`when the api answers ${situation}, then it rejects with LeadRequestError and its status`, async () => {
      answers = [answer];
      const error = await rejection(requestCallback(callback));
      expect(error).toBeInstanceOf(LeadRequestError);
      expect(isRejectedFields(error)).toBe(false);
      expect(error).toMatchObject({ status: answer.status });
    });
  }

  it('when the network fails on every attempt, then it rejects with the network error, not a refusal', async () => {
    answers = ['network', 'network', 'network'];
    const error = await rejection(requestCallback(callback));
    expect(error).toBeInstanceOf(TypeError);
    expect(isRejectedFields(error)).toBe(false);
  });
});

describe("a lead's visit", () => {
  /** The leads module on a fresh page (and so a fresh origin), arrived at `url`. */
  async function freshPage(url: string) {
    vi.stubGlobal('document', { referrer: 'https://www.google.com/search?q=bureau', addEventListener() {} });
    vi.stubGlobal('location', new URL(url));
    vi.stubGlobal('addEventListener', () => undefined);
    vi.stubGlobal('navigator', { sendBeacon: () => true });
    vi.resetModules();
    const [leads, visits] = await Promise.all([import('./leads'), import('../analytics')]);
    return { ...leads, ...visits };
  }
  const sentBody = (index = 0) => JSON.parse(calls[index]?.body ?? '{}') as Record<string, unknown>;
  const origin = { landing: '/wordpress', referrer: 'https://www.google.com', utm_campaign: 'najaar' };

  it('when a page view was counted, then each of the three lead requests carries the origin as visit', async () => {
    const page = await freshPage('https://www.studiolegende.nl/wordpress?utm_campaign=najaar');
    page.countPageView('/wordpress');
    page.countPageView('/contact');
    await settle(page.requestCallback(callback));
    await settle(page.requestCallbackFromChat({ ...callback, conversation: [] }));
    await settle(
      page.sendProjectRequest({ name: 'Anna', email: 'anna@example.nl', phone: '', message: 'Hi', website: '' }),
    );
    expect(calls.map((call) => call.url)).toEqual([
      leadsApi.paths.requestCallback,
      leadsApi.paths.requestCallback,
      leadsApi.paths.contact,
    ]);
    expect(sentBody(0)).toEqual({ ...callback, visit: origin });
    expect(sentBody(1)).toMatchObject({ source: 'chat', visit: origin });
    expect(sentBody(2)).toMatchObject({ name: 'Anna', phone: null, visit: origin });
  });

  it('when no page view was counted (a 404, or before any), then the lead has no visit', async () => {
    const page = await freshPage('https://www.studiolegende.nl/bestaat-niet');
    page.countPageView(null);
    await settle(page.requestCallback(callback));
    expect(sentBody()).toEqual(callback);
  });
});
