import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RatingBadge } from './RatingBadge';

const meta = {
  title: 'Componenten/RatingBadge',
  component: RatingBadge,
  args: { rating: 4.8, count: 63 },
  argTypes: {
    rating: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    tone: { control: 'inline-radio', options: ['light', 'dark'] },
  },
} satisfies Meta<typeof RatingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('img', { name: 'Beoordeling 4,8 van 5, gebaseerd op 63 reviews' });
    await expect(badge).toBeVisible();
    await expect(canvas.getByText('4,8')).toBeVisible();
    await expect(canvas.getByText('Gebaseerd op 63 reviews')).toBeVisible();
  },
};

export const OnDark: Story = {
  name: 'On a dark section',
  args: { tone: 'dark' },
  parameters: { backgrounds: { disable: true } },
  render: (args) => (
    <div style={{ background: 'var(--color-inverse-bg)', padding: 'var(--space-8)', borderRadius: 'var(--radius-lg)' }}>
      <RatingBadge {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Beoordeling 4,8 van 5, gebaseerd op 63 reviews' })).toHaveAttribute(
      'data-tone',
      'dark',
    );
  },
};

export const WholeNumberAndOneReview: Story = {
  name: 'Whole number, one review',
  args: { rating: 5, count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Beoordeling 5,0 van 5, gebaseerd op 1 review' })).toBeVisible();
    await expect(canvas.getByText('5,0')).toBeVisible();
    await expect(canvas.getByText('Gebaseerd op 1 review')).toBeVisible();
  },
};

export const ManyReviews: Story = {
  name: 'Many reviews (thousands separator)',
  args: { rating: 4.65, count: 1250 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4,7')).toBeVisible();
    await expect(canvas.getByText('Gebaseerd op 1.250 reviews')).toBeVisible();
  },
};
