import { describe, expect, it } from 'vitest';
import type { StaffSavedReply } from '../../inbox/staffLeads';
import { savedReplyMatches } from './useSavedReplyPicker';

const reply = (id: string, title: string, body: string): StaffSavedReply => ({
  id,
  title,
  body,
  updatedAt: '2026-11-20T09:00:00.000Z',
});

const replies = [
  reply('1', 'Afspraak', 'We zien je graag op kantoor voor een kop koffie.'),
  reply('2', 'Café-bezoek', 'Kom langs!'),
  reply('3', 'Koffie', 'Tot morgen.'),
];

const ids = (found: readonly StaffSavedReply[]) => found.map((saved) => saved.id);

describe('the saved replies a "/" in the chat offers', () => {
  it('when nothing follows the "/", then all of them, in their order', () => {
    expect(ids(savedReplyMatches(replies, ''))).toEqual(['1', '2', '3']);
    expect(ids(savedReplyMatches(replies, '   '))).toEqual(['1', '2', '3']);
  });

  it('when a title and a text match, then the title match comes first', () => {
    expect(ids(savedReplyMatches(replies, 'koffie'))).toEqual(['3', '1']);
  });

  it('when the case or the accents differ, then it still matches', () => {
    expect(ids(savedReplyMatches(replies, 'CAFE'))).toEqual(['2']);
    expect(ids(savedReplyMatches(replies, 'café'))).toEqual(['2']);
  });

  it('when nothing holds the words, then none', () => {
    expect(savedReplyMatches(replies, 'factuur')).toEqual([]);
  });
});
