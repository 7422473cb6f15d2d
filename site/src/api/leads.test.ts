import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicApi } from '@agency/api/contract';
import { LeadRequestError, requestCallback, sendProjectRequest } from './leads';

type Call = { url: string; key: string | null; body: string };

const calls: Call[] = [];
let answers: (number | 'network')[] = [];

beforeEach(() => {
  calls.length = 0;
  answers = [];
  vi.useFakeTimers();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({ url, key: headers.get('idempotency-key'), body: String(init.body) });
    const answer = answers.shift() ?? 201;
    if (answer === 'network') throw new TypeError('Failed to fetch');
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
    expect(calls[0]?.url).toBe(publicApi.paths.requestCallback);
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
