import { agency } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Wordmark } from './Wordmark';

const meta = {
  title: 'Componenten/Wordmark',
  component: Wordmark,
  // The site's own brand name, so the story shows what the site shows.
  args: { name: agency.name },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'inverse'] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
} satisfies Meta<typeof Wordmark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Studio Legende')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Large: Story = { args: { size: 'lg' } };

export const Inverse: Story = {
  args: { tone: 'inverse', size: 'lg' },
  decorators: [
    (Story) => (
      <div
        style={{ background: 'var(--color-inverse-bg)', padding: 'var(--space-8)', borderRadius: 'var(--radius-lg)' }}
      >
        <Story />
      </div>
    ),
  ],
};

export const MarkOnly: Story = {
  name: 'Mark only (name hidden)',
  args: { hideName: true },
  play: async ({ canvasElement }) => {
    // The name is still there for screen readers, but not on screen.
    const name = within(canvasElement).getByText('Studio Legende');
    await expect(name).toHaveClass('visually-hidden');
    await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
