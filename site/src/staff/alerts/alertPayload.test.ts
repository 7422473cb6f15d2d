import { describe, expect, it } from 'vitest';
import { pathOf, readPayload } from './alertPayload';

describe('what the staff area’s service worker makes of a push message', () => {
  it('when the payload is a lead, a chat or a follow-up with an id, then the click opens its page', () => {
    expect(pathOf(readPayload('{"t":"lead","id":"6f1c2f1e-3c1b-4d55-9a3e-0d8f7b1a2c3d"}'))).toBe(
      '/beheer/aanvragen/6f1c2f1e-3c1b-4d55-9a3e-0d8f7b1a2c3d',
    );
    expect(pathOf(readPayload('{"t":"chat","id":"abc-123"}'))).toBe('/beheer/chats/abc-123');
    expect(pathOf(readPayload('{"t":"follow_up","id":"abc-123"}'))).toBe('/beheer/aanvragen/abc-123');
  });

  it('when the payload is anything else (no JSON, another type, an id that is a path), then it is a plain alert that opens Meldingen', () => {
    for (const text of [
      undefined,
      '',
      'hallo',
      '{"t":"lead"}',
      '{"t":"lead","id":"../../uitloggen"}',
      '{"t":"x","id":"a"}',
    ]) {
      const payload = readPayload(text);
      expect(payload, String(text)).toEqual({ t: 'test' });
      expect(pathOf(payload)).toBe('/beheer/meldingen');
    }
  });
});
