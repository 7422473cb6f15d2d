import { describe, expect, it } from 'vitest';
import { chatPath, returnPath, staffPaths } from './staffPaths';

describe('where sign-in returns to', () => {
  it('when sign-in was asked from a staff page, then it returns there, with its query', () => {
    expect(returnPath('?terug=%2Fbeheer%3Fstatus%3Dnew')).toBe('/beheer?status=new');
    expect(returnPath('?terug=/beheer/aanvragen/abc')).toBe('/beheer/aanvragen/abc');
  });

  it('when there is no return address, or it is another site or a page outside the staff area, then sign-in goes to the inbox', () => {
    for (const search of [
      '',
      '?terug=',
      '?terug=https://evil.example/beheer',
      '?terug=//evil.example/beheer',
      '?terug=/beheerder',
      '?terug=/contact',
      '?terug=javascript:alert(1)',
    ]) {
      expect(returnPath(search), search).toBe(staffPaths.inbox);
    }
  });
});

describe("a conversation's page", () => {
  it('is under Chats, its id kept to one path segment', () => {
    expect(chatPath('chat-0001')).toBe('/beheer/chats/chat-0001');
    expect(chatPath('a/b?c')).toBe('/beheer/chats/a%2Fb%3Fc');
  });

  it('is a staff page sign-in returns to', () => {
    expect(returnPath(`?terug=${encodeURIComponent(chatPath('chat-0001'))}`)).toBe('/beheer/chats/chat-0001');
  });
});
