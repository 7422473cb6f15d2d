import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Icon } from '../Icon';
import { IconButton } from './IconButton';

const meta = {
  title: 'Componenten/IconButton',
  component: IconButton,
  args: { label: 'Volgende', children: <Icon name="chevron-right" size="1.25rem" />, onClick: fn() },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label, a 44 × 44 px target, and a button (not a submit) by default. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Volgende' });
    await expect(button).toHaveAttribute('type', 'button');
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Previous and next side by side, as in the carousel and the review slider. */
export const Pair: Story = {
  name: 'Previous and next',
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-2)' }}>
      <IconButton label="Vorige" onClick={args.onClick}>
        <Icon name="chevron-left" size="1.25rem" />
      </IconButton>
      <IconButton label="Volgende" onClick={args.onClick}>
        <Icon name="chevron-right" size="1.25rem" />
      </IconButton>
    </div>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Vorige' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Keyboard focus shows a ring around the button. */
export const Focused: Story = {
  name: 'Keyboard focus',
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Volgende' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};
