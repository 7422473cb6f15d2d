import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StarRating } from './StarRating';

const meta = {
  title: 'Componenten/StarRating',
  component: StarRating,
  args: { value: 5 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveStars: Story = {
  name: 'Five stars',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Beoordeling: 5 van 5 sterren' })).toBeVisible();
  },
};

export const Fractional: Story = {
  name: 'Fractional (4,8)',
  args: { value: 4.8, size: 'lg' },
  play: async ({ canvas }) => {
    const stars = canvas.getByRole('img', { name: 'Beoordeling: 4,8 van 5 sterren' });
    // 4 whole stars with their gaps plus 0.8 of the fifth: (4 × 1.2 + 0.8) / (5 + 4 × 0.2)
    await expect(stars.style.getPropertyValue('--star-fill')).toBe('96.55%');
  },
};

export const FourStars: Story = {
  name: 'Four stars (small)',
  args: { value: 4, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Beoordeling: 4 van 5 sterren' })).toBeVisible();
  },
};

export const Decorative: Story = {
  name: 'Decorative (text next to it)',
  args: { value: 5, label: null },
  render: (args) => (
    <p style={{ display: 'flex', gap: 'var(--space-2)', alignItems: 'center' }}>
      <StarRating {...args} /> 5 van 5 sterren
    </p>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
