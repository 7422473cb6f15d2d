import * as original from 'react-style-singleton';
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from '../../testing/mount';
import * as ours from './styleSingleton';
import { styleSingleton, stylesheetSingleton } from './styleSingleton';

const probe = () => document.body.appendChild(document.createElement('div'));
const overflowOf = (element: Element) => getComputedStyle(element).overflow;
const styleElements = () => document.querySelectorAll('style').length;

afterEach(() => {
  document.querySelectorAll('.style-singleton-probe').forEach((element) => element.remove());
});

describe('styleSingleton (stands in for react-style-singleton)', () => {
  it('offers every export react-style-singleton has, so the scroll lock finds what it imports', () => {
    expect(Object.keys(ours).sort()).toEqual(Object.keys(original).sort());
  });

  it('applies the rules through an adopted style sheet, never a <style> element', () => {
    const element = probe();
    element.className = 'style-singleton-probe';
    const elementsBefore = styleElements();
    const sheet = stylesheetSingleton();
    sheet.add('.style-singleton-probe { overflow: hidden }');
    expect(overflowOf(element)).toBe('hidden');
    expect(styleElements()).toBe(elementsBefore);
    sheet.remove();
    expect(overflowOf(element)).toBe('visible');
  });

  it('keeps the first rules until the last user removes them, and leaves other adopted sheets alone', () => {
    const other = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, other];
    const element = probe();
    element.className = 'style-singleton-probe';
    const sheet = stylesheetSingleton();
    sheet.add('.style-singleton-probe { overflow: hidden }');
    sheet.add('.style-singleton-probe { overflow: scroll }');
    expect(overflowOf(element)).toBe('hidden');
    sheet.remove();
    expect(overflowOf(element)).toBe('hidden');
    sheet.remove();
    expect(overflowOf(element)).toBe('visible');
    // One remove too many changes nothing, and the next add applies again.
    sheet.remove();
    sheet.add('.style-singleton-probe { overflow: clip }');
    expect(overflowOf(element)).toBe('clip');
    sheet.remove();
    expect(document.adoptedStyleSheets).toContain(other);
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== other);
  });

  it('as a component: the rules apply while one is mounted and go with the last', () => {
    const element = probe();
    element.className = 'style-singleton-probe';
    const Style = styleSingleton();
    const css = '.style-singleton-probe { overflow: hidden }';
    const first = mount(<Style styles={css} />);
    const second = mount(<Style styles={css} />);
    expect(overflowOf(element)).toBe('hidden');
    first.unmount();
    expect(overflowOf(element)).toBe('hidden');
    second.unmount();
    expect(overflowOf(element)).toBe('visible');
  });

  it('as a component marked dynamic: changed rules replace the old ones', () => {
    const element = probe();
    element.className = 'style-singleton-probe';
    const Style = styleSingleton();
    const view = mount(<Style styles=".style-singleton-probe { overflow: hidden }" dynamic />);
    expect(overflowOf(element)).toBe('hidden');
    view.rerender(<Style styles=".style-singleton-probe { overflow: clip }" dynamic />);
    expect(overflowOf(element)).toBe('clip');
    view.unmount();
    expect(overflowOf(element)).toBe('visible');
  });
});
