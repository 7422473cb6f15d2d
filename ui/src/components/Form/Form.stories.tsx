import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Field } from './Field';
import { Input } from './Input';
import { Textarea } from './Textarea';

/**
 * `Field` labels one control and wires its id and description; `Input` and `Textarea`
 * are the controls. Use them as `<Field label="Naam" required><Input name="name" /></Field>`.
 */
const meta = {
  title: 'Componenten/Form',
  component: Field,
  subcomponents: { Input, Textarea },
  args: {
    label: 'Naam',
    required: true,
    children: <Input name="name" autoComplete="name" />,
  },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Naam' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('autocomplete', 'name');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(canvas.getByText('Naam'));
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Sanne de Vries');
    await expect(input).toHaveValue('Sanne de Vries');
  },
};

export const WithHint: Story = {
  name: 'With hint',
  args: {
    label: 'E-mailadres',
    hint: 'We gebruiken je e-mailadres alleen om je te antwoorden.',
    children: <Input name="email" type="email" autoComplete="email" placeholder="naam@bedrijf.nl" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mailadres' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAccessibleDescription('We gebruiken je e-mailadres alleen om je te antwoorden.');
  },
};

export const Optional: Story = {
  args: {
    label: 'Telefoonnummer',
    required: false,
    optional: '(optioneel)',
    hint: 'Handig als we je liever even bellen.',
    children: <Input name="phone" type="tel" autoComplete="tel" placeholder="06 12345678" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Telefoonnummer (optioneel)' });
    await expect(input).not.toBeRequired();
    await expect(input).toHaveAttribute('type', 'tel');
  },
};

export const Disabled: Story = {
  args: {
    label: 'Bedrijfsnaam',
    required: false,
    disabled: true,
    children: <Input name="company" defaultValue="Bakkerij Jansen" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Bedrijfsnaam' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Bakkerij Jansen');
  },
};

export const Invalid: Story = {
  args: {
    label: 'E-mailadres',
    hint: 'Bijvoorbeeld naam@bedrijf.nl',
    error: 'Vul een geldig e-mailadres in.',
    children: <Input name="email" type="email" autoComplete="email" defaultValue="sanne@" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mailadres' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Bijvoorbeeld naam@bedrijf.nl Vul een geldig e-mailadres in.');
  },
};

export const TextareaField: Story = {
  name: 'Textarea',
  args: {
    label: 'Bericht',
    children: <Textarea name="message" rows={6} placeholder="Vertel kort over je project..." />,
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Bericht' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(textarea).toHaveAttribute('rows', '6');
    await expect(textarea).toBeRequired();
    await userEvent.type(textarea, 'Een nieuwe webshop{enter}voor onze bakkerij');
    await expect(textarea).toHaveValue('Een nieuwe webshop\nvoor onze bakkerij');
  },
};

export const TextareaInvalid: Story = {
  name: 'Textarea, invalid',
  args: {
    label: 'Bericht',
    error: 'Vertel ons kort waar je project over gaat.',
    children: <Textarea name="message" rows={6} placeholder="Vertel kort over je project..." />,
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Bericht' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Vertel ons kort waar je project over gaat.');
  },
};
