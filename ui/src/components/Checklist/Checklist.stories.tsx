import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Checklist } from './Checklist';
import { promises } from '@agency/content';
import { onDarkSection } from '../../testing/storyLayout';

const benefits = [
  `Gratis design binnen ${promises.freeDesignHours} uur`,
  'Responsive op mobiel, tablet en desktop',
  'Zelf je teksten en producten beheren',
  'SEO-ready vanaf de eerste dag',
  'Snelle laadtijden',
  `Persoonlijk contact binnen ${promises.contactWithinHours} uur`,
];

const meta = {
  title: 'Componenten/Checklist',
  component: Checklist,
  args: { items: benefits, 'aria-label': 'Voordelen' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    tone: { control: 'inline-radio', options: ['default', 'inverse', 'accent'] },
    columns: { control: 'inline-radio', options: [1, 2] },
  },
} satisfies Meta<typeof Checklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Voordelen' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(benefits.length);
    await expect(items[0]).toHaveTextContent(`Gratis design binnen ${promises.freeDesignHours} uur`);
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(benefits.length);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

export const TwoColumns: Story = {
  name: 'Two columns',
  args: { columns: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Voordelen' })).toHaveAttribute('data-columns', '2');
  },
};

export const Small: Story = {
  name: 'Small (inside a card)',
  args: { size: 'sm', items: ['Custom Themes', 'WooCommerce', 'SEO Ready'], 'aria-label': 'Kenmerken' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Kenmerken' })).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const OnDark: Story = {
  name: 'On a dark section',
  args: { tone: 'inverse', columns: 2 },
  decorators: [onDarkSection],
};

export const OnAccent: Story = {
  name: 'On the accent colour',
  args: {
    tone: 'accent',
    items: [
      `Contact binnen ${promises.contactWithinHours} uur`,
      `Gratis design binnen ${promises.freeDesignHours} uur`,
      'Geen verplichtingen',
    ],
    'aria-label': 'Onze garantie',
  },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--color-accent)', padding: 'var(--space-10)', borderRadius: 'var(--radius-lg)' }}>
        <Story />
      </div>
    ),
  ],
};
