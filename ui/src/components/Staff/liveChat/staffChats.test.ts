import { describe, expect, it } from 'vitest';
import { chatClock, failureText, holdersAt, waitedFor, waitedForIso, type StaffChatEvent } from './staffChats';

describe('waitedFor', () => {
  const from = '2026-11-25T10:00:00.000Z';

  it('when less than a minute passed, then it counts seconds; from a minute whole minutes; from an hour whole hours', () => {
    expect(waitedFor(from, '2026-11-25T10:00:40.000Z')).toBe('40 seconden');
    expect(waitedFor(from, '2026-11-25T10:01:59.000Z')).toBe('1 minuut');
    expect(waitedFor(from, '2026-11-25T10:03:00.000Z')).toBe('3 minuten');
    expect(waitedFor(from, '2026-11-25T11:10:00.000Z')).toBe('1 uur');
    expect(waitedFor(from, '2026-11-25T12:00:00.000Z')).toBe('2 uur');
  });

  it('when the clock is behind the server, then it says 0 seconds, never a negative wait', () => {
    expect(waitedFor(from, '2026-11-25T09:59:00.000Z')).toBe('0 seconden');
    expect(waitedForIso(from, '2026-11-25T09:59:00.000Z')).toBe('PT0S');
  });

  it('when given as a duration, then seconds under a minute and whole minutes after', () => {
    expect(waitedForIso(from, '2026-11-25T10:00:40.000Z')).toBe('PT40S');
    expect(waitedForIso(from, '2026-11-25T11:10:00.000Z')).toBe('PT70M');
  });
});

describe('chatClock', () => {
  it('shows the time of day in Amsterdam', () => {
    expect(chatClock('2026-11-25T10:13:30.000Z')).toBe('11:13');
    expect(chatClock('2026-07-01T10:13:30.000Z')).toBe('12:13');
  });
});

describe('failureText', () => {
  it('says the Error message of a rejection, else the fallback', () => {
    expect(failureText(new Error('Geen verbinding.'), 'Mislukt.')).toBe('Geen verbinding.');
    expect(failureText(new Error('  '), 'Mislukt.')).toBe('Mislukt.');
    expect(failureText('nee', 'Mislukt.')).toBe('Mislukt.');
  });
});

describe('holdersAt', () => {
  it('names, for each event, who held the conversation then', () => {
    const events: StaffChatEvent[] = [
      { type: 'message', id: 1, from: 'visitor', text: 'Hoi', at: '2026-11-25T10:00:00.000Z' },
      { type: 'taken', id: 2, name: 'Sanne', at: '2026-11-25T10:01:00.000Z' },
      { type: 'released', id: 3, at: '2026-11-25T10:02:00.000Z' },
      { type: 'taken', id: 4, name: 'Noor', at: '2026-11-25T10:03:00.000Z' },
      { type: 'ended', id: 5, by: 'person', at: '2026-11-25T10:04:00.000Z' },
    ];
    const holders = holdersAt(events, undefined);
    expect(holders.get(1)).toBeUndefined();
    expect(holders.get(3)).toBe('Sanne');
    expect(holders.get(5)).toBe('Noor');
    expect(holdersAt(events.slice(2), 'Sanne').get(3)).toBe('Sanne');
  });
});
