import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveChatEvent } from '@agency/contract/liveChat';
import { LiveEventLog, mergeLiveEvents, TypingSign, typingThrottle } from './liveEvents';

const at = '2026-11-25T10:13:00.000Z';
const visitor = (id: number, text: string): LiveChatEvent => ({ type: 'message', id, from: 'visitor', text, at });

describe("a conversation's events, from what was read, what was sent and the live stream", () => {
  it('when the stream replays from the start, then each event shows once, by id, in order', () => {
    const read = [visitor(1, 'Hallo'), visitor(2, 'Nog iets')];
    const stream = [visitor(1, 'Hallo'), visitor(2, 'Nog iets'), visitor(3, 'En dit')];
    expect(mergeLiveEvents(read, [], stream).map((event) => event.id)).toEqual([1, 2, 3]);
  });

  it("when a sent message comes back through the stream, then the stream's version replaces the one shown at once", () => {
    const sent: LiveChatEvent = { type: 'message', id: 4, from: 'person', text: 'Ja', at };
    const streamed: LiveChatEvent = { ...sent, name: 'Noor', at: '2026-11-25T10:14:00.000Z' };
    expect(mergeLiveEvents([sent], [visitor(1, 'Hallo')], [streamed])).toEqual([visitor(1, 'Hallo'), streamed]);
  });

  it('when typing and events out of order come, then typing is left out and the rest is sorted', () => {
    const typing: LiveChatEvent = { type: 'typing', id: 5, from: 'visitor', at };
    expect(mergeLiveEvents([visitor(3, 'c')], [visitor(1, 'a'), typing]).map((event) => event.id)).toEqual([1, 3]);
  });
});

describe('what both sides of a live conversation do alike', () => {
  afterEach(() => vi.useRealTimers());

  it('when an event comes again after a reconnect, then the log refuses it, and it resumes after the last one', () => {
    const log = new LiveEventLog(2);
    expect(log.accept({ id: 2 })).toBe(false);
    expect(log.accept({ id: 3 })).toBe(true);
    expect(log.accept({ id: 3 })).toBe(false);
    expect(log.lastEventId).toBe(3);
  });

  it('when the other side types, then the sign shows for the contract time after the last sign, and goes at once on stop', () => {
    vi.useFakeTimers();
    const shown: boolean[] = [];
    const sign = new TypingSign({ onChange: (value) => shown.push(value), shownMs: 6000 });
    sign.seen();
    vi.advanceTimersByTime(4000);
    sign.seen();
    vi.advanceTimersByTime(4000);
    expect(shown).toEqual([true]);
    vi.advanceTimersByTime(2000);
    expect(shown).toEqual([true, false]);
    sign.seen();
    sign.stop();
    expect(shown).toEqual([true, false, true, false]);
  });

  it('when a typing sign is older than the stale limit (a replay), then it is not shown', () => {
    const shown: boolean[] = [];
    const now = Date.parse('2026-11-25T10:14:00.000Z');
    const sign = new TypingSign({ onChange: (value) => shown.push(value), staleMs: 30_000, now: () => now });
    sign.seen('2026-11-25T10:13:00.000Z');
    expect(shown).toEqual([]);
    sign.seen('2026-11-25T10:13:50.000Z');
    expect(shown).toEqual([true]);
    sign.dispose();
  });

  it('when one types on, then the typing is passed on at most once per interval', () => {
    let now = 0;
    const mayPass = typingThrottle(() => now, 3000);
    const passed = [0, 1000, 2999, 3000, 5000, 6000].map((at) => {
      now = at;
      return mayPass();
    });
    expect(passed).toEqual([true, false, false, true, false, true]);
  });
});
