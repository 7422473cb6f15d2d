import { privacyPage, deploymentFacts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Prose, ProseTable } from './Prose';

// The privacy statement's own table and texts, so the story shows what the site shows.
const copy = privacyPage(deploymentFacts({}));
const table = copy.sections.flatMap((section) => section.blocks).find((block) => block.kind === 'table');
if (!table || table.kind !== 'table') throw new Error('The privacy statement has no table.');

const meta = {
  title: 'Componenten/Prose',
  component: Prose,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain HTML (headings, paragraphs, a list, links) styled for reading. */
export const Default: Story = {
  render: () => (
    <Prose>
      <h2 id="wie">Wie is verantwoordelijk?</h2>
      <p>
        Studio Legende is verantwoordelijk voor de gegevens die je via deze website deelt. Mail je vraag naar{' '}
        <a href="mailto:privacy@studiolegende.nl">privacy@studiolegende.nl</a>.
      </p>
      <ul>
        <li>je gegevens in te zien (inzage);</li>
        <li>onjuiste gegevens te laten aanpassen (correctie);</li>
        <li>je gegevens te laten verwijderen (verwijdering).</li>
      </ul>
      <h3>Een klacht indienen</h3>
      <p>Je mag ook altijd een klacht indienen bij de Autoriteit Persoonsgegevens.</p>
    </Prose>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Wie is verantwoordelijk?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'privacy@studiolegende.nl' })).toHaveAttribute(
      'href',
      'mailto:privacy@studiolegende.nl',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    // A reading width, not the full width of a wide screen.
    const prose = canvasElement.querySelector('h2')!.parentElement!;
    await expect(prose.getBoundingClientRect().width).toBeLessThanOrEqual(48 * 16 + 1);
  },
};

/**
 * A table that reads well on a phone: from 768 px a real table with row and column headings,
 * narrower one block per row with its name as a heading. Shown at the three widths in the
 * visual baselines.
 */
export const Table: Story = {
  render: () => (
    <Prose>
      <h2>Welke gegevens we gebruiken en waarom</h2>
      <ProseTable caption={table.caption} head={table.head} rows={table.rows} />
    </Prose>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wide = window.matchMedia('(min-width: 768px)').matches;
    if (wide) {
      const grid = canvas.getByRole('table', { name: table.caption });
      await expect(
        within(grid)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual([...table.head]);
      await expect(
        within(grid)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(table.rows.map((row) => row[0]));
      await expect(canvas.queryByRole('region', { name: table.caption })).toBeNull();
    } else {
      await expect(canvas.queryByRole('table')).toBeNull();
      const blocks = canvas.getByRole('region', { name: table.caption });
      await expect(
        within(blocks)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(table.rows.map((row) => row[0]));
      // Every value keeps its column's name as a label.
      await expect(within(blocks).getAllByRole('term')).toHaveLength(table.rows.length * (table.head.length - 1));
    }
  },
};
