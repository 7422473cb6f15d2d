import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WholeWords } from './WholeWords';

/** How many lines `word` takes inside `element`. */
function linesOf(element: HTMLElement, word: string): number {
  const text = [...element.querySelectorAll('*'), element]
    .flatMap((node) => [...node.childNodes])
    .find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes(word));
  if (!text) throw new Error(`No text "${word}" in ${element.tagName}.`);
  const range = document.createRange();
  const at = text.textContent!.indexOf(word);
  range.setStart(text, at);
  range.setEnd(text, at + word.length);
  return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
}

const meta = {
  title: 'Componenten/WholeWords',
  component: WholeWords,
  parameters: { layout: 'padded' },
  args: { children: 'Shopify E-commerce' },
} satisfies Meta<typeof WholeWords>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A service's name in headings as narrow as their words (`min-content`), as on a phone: it wraps
 * between its words, and "E-commerce" stays whole. The plain heading below breaks it at the hyphen.
 */
export const Default: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-6)' }}>
      <h2 data-testid="whole" style={{ width: 'min-content' }}>
        <WholeWords {...args} />
      </h2>
      <h2 data-testid="plain" style={{ width: 'min-content' }}>
        {args.children}
      </h2>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const whole = canvas.getByTestId('whole');
    await expect(whole).toHaveTextContent(/^Shopify E-commerce$/);
    await expect(linesOf(whole, 'E-commerce')).toBe(1);
    // Without it, the same box breaks the word: the story shows a real difference.
    await expect(linesOf(canvas.getByTestId('plain'), 'E-commerce')).toBe(2);
  },
};
