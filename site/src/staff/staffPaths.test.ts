import { describe, expect, it } from 'vitest';
import { returnPath, staffPaths } from './staffPaths';

describe('where sign-in returns to', () => {
  it('the staff page one came from, with its query', () => {
    expect(returnPath('?terug=%2Fbeheer%3Fstatus%3Dnew')).toBe('/beheer?status=new');
    expect(returnPath('?terug=/beheer/aanvragen/abc')).toBe('/beheer/aanvragen/abc');
  });

  it('the inbox when there is none, and never another site or a page outside the staff area', () => {
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
