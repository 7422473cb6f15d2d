import { describe, expect, it } from 'vitest';
import { homePage } from '@agency/content';
import { innerMarkup, projectPreviewImage } from '.';

const ids = (markup: string) => [...markup.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id);

describe('the hero preview illustrations', () => {
  it('come as the markup inside their <svg>, with every reference resolving to an id of their own', () => {
    for (const { id } of homePage.hero.previews) {
      const { illustration, width, height } = projectPreviewImage(id);
      expect([width, height]).toEqual([800, 600]);
      expect(illustration).not.toMatch(/<\/?svg\b/);
      for (const [, ref] of illustration.matchAll(/url\(#([^)]+)\)/g)) expect(ids(illustration)).toContain(ref);
    }
  });

  it('share no id, as the three are drawn in one page', () => {
    const all = homePage.hero.previews.flatMap(({ id }) => ids(projectPreviewImage(id).illustration));
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all).size).toBe(all.length);
  });

  it('refuse an unknown illustration and a file that is no SVG', () => {
    expect(() => projectPreviewImage('onbekend')).toThrow('No project preview illustration "onbekend".');
    expect(() => innerMarkup('<div></div>')).toThrow('Not an SVG document.');
    expect(innerMarkup('<svg viewBox="0 0 1 1"><rect/></svg>\n')).toBe('<rect/>');
  });
});
