import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearKeptConversation,
  hasKeptConversation,
  loadKeptConversation,
  requestMessages,
  saveKeptConversation,
} from '.';

const key = 'test-kept';
const limits = { maxMessages: 40, maxMessageChars: 2000 };

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.removeItem(key);
});

describe('hasKeptConversation', () => {
  it('when a conversation is kept in this tab, then it says so', () => {
    expect(hasKeptConversation(key)).toBe(false);
    saveKeptConversation(key, [{ role: 'user', content: 'Hallo' }], limits);
    expect(hasKeptConversation(key)).toBe(true);
    clearKeptConversation(key);
    expect(hasKeptConversation(key)).toBe(false);
  });

  it('when the kept data cannot be read, then there is none, and it is removed', () => {
    sessionStorage.setItem(key, '{"v":1,"messages":[');
    expect(hasKeptConversation(key)).toBe(false);
    expect(sessionStorage.getItem(key)).toBeNull();
    sessionStorage.setItem(key, JSON.stringify({ v: 1, messages: [] }));
    expect(hasKeptConversation(key)).toBe(false);
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('when the storage throws, then there is none, without an error', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(hasKeptConversation(key)).toBe(false);
  });
});

describe('saveKeptConversation', () => {
  it('removes the key when there is nothing to keep', () => {
    saveKeptConversation(key, [{ role: 'user', content: 'Hallo' }], limits);
    saveKeptConversation(key, [], limits);
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('keeps fewer, older ones first out, when escaped characters make the data too large', () => {
    // 40 messages of 2000 line breaks: each becomes 4000 characters of JSON.
    const messages = Array.from({ length: 40 }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: '\n'.repeat(2000),
    }));
    saveKeptConversation(key, messages, limits);
    const raw = sessionStorage.getItem(key)!;
    expect(raw.length).toBeLessThanOrEqual(100_000);
    expect(loadKeptConversation(key, limits).length).toBeGreaterThan(0);
    expect(loadKeptConversation(key, limits).length).toBeLessThan(40);
  });

  it('ignores a full storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveKeptConversation(key, [{ role: 'user', content: 'Hallo' }], limits)).not.toThrow();
  });
});

describe('loadKeptConversation: votes', () => {
  const keep = (messages: unknown[]) => sessionStorage.setItem(key, JSON.stringify({ v: 1, messages }));

  it('reads the vote an answer got', () => {
    keep([
      { role: 'user', content: 'Prijs?' },
      { role: 'assistant', content: 'Op maat.', vote: 'not_useful' },
    ]);
    expect(loadKeptConversation(key, limits)[1]).toEqual({
      role: 'assistant',
      content: 'Op maat.',
      vote: 'not_useful',
    });
  });

  it('drops data with an unknown vote, or a vote on anything but an answer', () => {
    keep([{ role: 'assistant', content: 'Op maat.', vote: 'super' }]);
    expect(loadKeptConversation(key, limits)).toEqual([]);
    keep([{ role: 'user', content: 'Prijs?', vote: 'useful' }]);
    expect(loadKeptConversation(key, limits)).toEqual([]);
  });
});

describe('requestMessages', () => {
  it('sends the turns only (no notices, no marks), starting with a question', () => {
    expect(
      requestMessages(
        [
          { role: 'assistant', content: 'Welkom' },
          { role: 'user', content: 'Vraag' },
          { role: 'assistant', content: 'Antw', stopped: true, actions: ['offer_callback'] },
          { role: 'notice', content: 'Ontvangen' },
        ],
        limits,
      ),
    ).toEqual([
      { role: 'user', content: 'Vraag' },
      { role: 'assistant', content: 'Antw' },
    ]);
  });
});
