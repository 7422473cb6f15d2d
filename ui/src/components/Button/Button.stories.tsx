import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Componenten/Button',
  component: Button,
  args: { children: 'Gratis Design Aanvragen', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'cta'] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Gratis Design Aanvragen' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Leer ons kennen' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Bekijk alle diensten' } };

export const CallToAction: Story = {
  name: 'Call to action (highlighted)',
  args: { variant: 'cta', size: 'lg', children: 'Gratis Design' },
};

export const AsLink: Story = {
  name: 'As a link',
  args: { href: '/contact', children: 'Start Jouw Project', variant: 'cta' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Start Jouw Project' });
    await expect(link).toHaveAttribute('href', '/contact');
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Verzenden...' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Verzenden...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Verstuur' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Verstuur' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AllVariants: Story = {
  name: 'All variants',
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
      <Button variant="primary">Primair</Button>
      <Button variant="secondary">Secundair</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="cta">Gratis Design</Button>
      <Button variant="primary" size="lg">
        Groot
      </Button>
      <Button variant="primary" loading>
        Verzenden...
      </Button>
      <Button variant="primary" disabled>
        Uitgeschakeld
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(7);
  },
};

/**
 * On a dark section (`tone="dark"`): the outlined and quiet variants turn light, so
 * they keep their contrast; the a11y check fails the story on too little contrast.
 */
export const OnDark: Story = {
  name: 'On a dark section',
  render: () => (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 16,
        alignItems: 'center',
        padding: 32,
        background: 'var(--color-inverse-bg)',
      }}
    >
      <Button variant="cta" tone="dark" size="lg">
        Gratis Design Aanvragen
      </Button>
      <Button variant="secondary" tone="dark" size="lg">
        Leer ons kennen
      </Button>
      <Button variant="ghost" tone="dark">
        Alle diensten
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const outlined = canvas.getByRole('button', { name: 'Leer ons kennen' });
    const section = getComputedStyle(outlined.parentElement!).backgroundColor;
    // Light text and outline on the dark band, not the ink of the light variant.
    await expect(getComputedStyle(outlined).color).toBe('rgb(247, 246, 242)');
    await expect(getComputedStyle(outlined).borderColor).toBe('rgb(247, 246, 242)');
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Alle diensten' })).color).not.toBe(section);
  },
};
