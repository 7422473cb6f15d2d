import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconNames } from './Icon';

const meta = {
  title: 'Componenten/Icon',
  component: Icon,
  args: { name: 'rocket', size: 48 },
  argTypes: {
    name: { control: 'select', options: iconNames },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  render: (args) => (
    <span style={{ color: 'var(--color-accent)' }}>
      <Icon {...args} />
    </span>
  ),
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('width', '48');
    await expect(svg).toHaveAttribute('stroke', 'currentColor');
  },
};

export const Gallery: Story = {
  name: 'All icons',
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
        gap: 'var(--space-4)',
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{
            display: 'grid',
            justifyItems: 'center',
            gap: 'var(--space-2)',
            padding: 'var(--space-4)',
            borderRadius: 'var(--radius-md)',
            background: 'var(--color-surface)',
            border: '1px solid var(--color-border)',
            fontSize: 'var(--font-size-sm)',
            color: 'var(--color-text-muted)',
          }}
        >
          <Icon name={name} size={28} style={{ color: 'var(--color-ink)' }} />
          <code style={{ whiteSpace: 'nowrap' }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(iconNames.length);
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('focusable', 'false');
    }
  },
};
