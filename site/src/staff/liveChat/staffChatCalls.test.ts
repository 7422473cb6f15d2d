import { describe, expect, it } from 'vitest';
import type { LiveChatEvent } from '@agency/contract/liveChat';
import { mergeChatEvents } from './staffChatCalls';

const at = '2026-11-25T10:13:00.000Z';
const visitor = (id: number, text: string): LiveChatEvent => ({ type: 'message', id, from: 'visitor', text, at });

describe("a conversation's events, from the page's read, what was sent and the live stream", () => {
  it('each event once, by id, in order, though the stream replays from the start', () => {
    const read = [visitor(1, 'Hallo'), visitor(2, 'Nog iets')];
    const stream = [visitor(1, 'Hallo'), visitor(2, 'Nog iets'), visitor(3, 'En dit')];
    expect(mergeChatEvents(read, [], stream).map((event) => event.id)).toEqual([1, 2, 3]);
  });

  it("the stream's version wins over the one shown at once after sending", () => {
    const sent: LiveChatEvent = { type: 'message', id: 4, from: 'person', text: 'Ja', at };
    const streamed: LiveChatEvent = { ...sent, name: 'Noor', at: '2026-11-25T10:14:00.000Z' };
    expect(mergeChatEvents([sent], [visitor(1, 'Hallo')], [streamed])).toEqual([visitor(1, 'Hallo'), streamed]);
  });

  it('leaves typing out, and sorts what came out of order', () => {
    const typing: LiveChatEvent = { type: 'typing', id: 5, from: 'visitor', at };
    expect(mergeChatEvents([visitor(3, 'c')], [visitor(1, 'a'), typing]).map((event) => event.id)).toEqual([1, 3]);
  });
});
