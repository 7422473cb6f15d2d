import { describe, expect, it } from 'vitest';
import { staffTitle } from './staffTitle';

describe("the staff area's tab title", () => {
  it('when visitors wait in the chat and the Chats page or a conversation is open, then the title counts them', () => {
    expect(staffTitle({ pathname: '/beheer/chats', newLeads: 3, chatsWaiting: 2 })).toBe(
      '(2) Chats · Beheer · Studio Legende',
    );
    expect(staffTitle({ pathname: '/beheer/chats/chat-0004', newLeads: 0, chatsWaiting: 1 })).toBe(
      '(1) Chats · Beheer · Studio Legende',
    );
  });

  it('when no visitor waits any more on the Chats page, then the title goes back to the plain one', () => {
    expect(staffTitle({ pathname: '/beheer/chats', newLeads: 3, chatsWaiting: 0 })).toBe(
      'Chats · Beheer · Studio Legende',
    );
  });

  it('when another staff page is open, then the title counts the new leads, not the waiting chats', () => {
    expect(staffTitle({ pathname: '/beheer', newLeads: 3, chatsWaiting: 2 })).toBe('(3) Beheer · Studio Legende');
    expect(staffTitle({ pathname: '/beheer/chatsx', newLeads: 0, chatsWaiting: 2 })).toBe('Beheer · Studio Legende');
  });
});
