// The stories show the agency's copy from @agency/content, whose promised hours are written
// once in its facts. Every story is rendered here with other numbers than the real ones.
import { composeStories } from '@storybook/react-vite';
import { act, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type * as Facts from '@agency/content/facts';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@agency/content/facts', async (importOriginal) => ({
  ...(await importOriginal<typeof Facts>()),
  promises: { freeDesignHours: 72, contactWithinHours: 12 },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('./components/**/*.stories.tsx', { eager: true });

/** The text of a story once rendered, dialogs and other portals included. */
async function storyText(Story: ComponentType): Promise<string> {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(<Story />));
  const text = `${document.body.textContent ?? ''} ${[...document.body.querySelectorAll('[aria-label], [placeholder]')]
    .map((element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('placeholder') ?? ''}`)
    .join(' ')}`;
  await act(async () => root.unmount());
  container.remove();
  return text;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the promises in every story', () => {
  it('when the promises are 72 and 12 hours, then no story says 48 or 24 hours, and the stories that state them say the new numbers', async () => {
    const texts: Record<string, string> = {};
    for (const [file, module] of Object.entries(modules)) {
      for (const [name, Story] of Object.entries<ComponentType>(composeStories(module))) {
        texts[`${file} ${name}`] = await storyText(Story);
      }
    }
    expect(Object.keys(texts).length).toBeGreaterThan(100);
    for (const [story, text] of Object.entries(texts)) expect(text, story).not.toMatch(/\b(48|24) uur/);
    const all = Object.values(texts).join('\n');
    expect(all).toContain('Gratis design binnen 72 uur');
    expect(all).toContain('binnen 12 uur contact');
  });
});
