import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { column, CardGrid } from '../../testing/storyLayout';
import { Icon } from '../Icon';
import { ValueCard, type ValueCardProps } from './ValueCard';

const values: ValueCardProps[] = [
  {
    icon: <Icon name="star" />,
    title: 'Perfectie',
    text: 'We gaan pas live als elk detail klopt, van de laadtijd tot de laatste pixel.',
  },
  {
    icon: <Icon name="rocket" />,
    title: 'Innovatie',
    text: 'We werken met de nieuwste technieken, zodat je website ook over jaren nog voorop loopt.',
  },
  {
    icon: <Icon name="heart" />,
    title: 'Passie',
    text: 'We houden van ons vak, en dat zie je terug in elk project dat we opleveren.',
  },
  {
    icon: <Icon name="users" />,
    title: 'Samenwerking',
    text: 'Jij kent je bedrijf, wij kennen het web. Samen maken we er iets moois van.',
  },
];

const grid = (tone: ValueCardProps['tone']) => (
  <CardGrid minColumn="15rem" gap="var(--space-5)">
    {values.map((value) => (
      <li key={String(value.title)}>
        <ValueCard {...value} tone={tone} />
      </li>
    ))}
  </CardGrid>
);

const meta = {
  title: 'Componenten/ValueCard',
  component: ValueCard,
  args: values[2]!,
  argTypes: {
    icon: { control: false },
    tone: { control: 'inline-radio', options: ['default', 'inverse'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof ValueCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  decorators: [column('20rem')],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Passie' })).toBeInTheDocument();
    await expect(canvas.getByText(/We houden van ons vak/)).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The four values of the about page. */
export const FourValues: Story = {
  name: 'Four values',
  render: () => grid('default'),
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings.map((h) => h.textContent)).toEqual(['Perfectie', 'Innovatie', 'Passie', 'Samenwerking']);
  },
};

/** On a dark section. */
export const OnDark: Story = {
  name: 'On a dark section',
  render: () => (
    <div style={{ background: 'var(--color-inverse-bg)', padding: 'var(--space-8)', borderRadius: 'var(--radius-lg)' }}>
      {grid('inverse')}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};
