import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepList, type StepListStep } from './StepList';
import { promises } from '@agency/content';

const process: StepListStep[] = [
  {
    title: 'Kennismaking',
    text: `We bespreken je doelen, je doelgroep en je wensen. Binnen ${promises.contactWithinHours} uur nemen we contact met je op.`,
  },
  {
    title: 'Gratis design',
    text: `Binnen ${promises.freeDesignHours} uur ontvang je een eerste ontwerp, gratis en zonder verplichtingen.`,
  },
  {
    title: 'Ontwikkeling',
    text: 'We bouwen je website en houden je onderweg op de hoogte van elke stap.',
  },
  {
    title: 'Testen en feedback',
    text: 'Je bekijkt alles op je eigen apparaten en wij verwerken je feedback.',
  },
  {
    title: 'Lancering en support',
    text: 'We zetten je website live en blijven bereikbaar voor vragen en onderhoud.',
  },
];

const meta = {
  title: 'Componenten/StepList',
  component: StepList,
  args: { steps: process, 'aria-label': 'Ons werkproces' },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    tone: { control: 'inline-radio', options: ['default', 'inverse'] },
  },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The five-step work process of the service pages. */
export const FiveSteps: Story = {
  name: 'Five steps',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Ons werkproces' });
    await expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    await expect(steps).toHaveLength(5);
    const titles = canvas.getAllByRole('heading', { level: 3 });
    await expect(titles.map((t) => t.textContent)).toEqual([
      'Kennismaking',
      'Gratis design',
      'Ontwikkeling',
      'Testen en feedback',
      'Lancering en support',
    ]);
    // The big numbers are shown but not read twice: the ordered list already gives the position.
    const number = within(steps[4]!).getByText('05');
    await expect(number).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Under a section heading, named by it. */
export const InSection: Story = {
  name: 'In a section',
  args: { 'aria-label': undefined, 'aria-labelledby': 'werkwijze' },
  render: (args) => (
    <section aria-labelledby="werkwijze">
      <h2 id="werkwijze" style={{ fontSize: 'var(--font-size-3xl)', marginBottom: 'var(--space-10)' }}>
        Zo werken we
      </h2>
      <StepList {...args} />
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Zo werken we' })).toBeInTheDocument();
  },
};

export const OnDark: Story = {
  name: 'On a dark section',
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div
        style={{
          background: 'var(--color-inverse-bg)',
          padding: 'var(--space-10) var(--space-6)',
          borderRadius: 'var(--radius-lg)',
        }}
      >
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'Ons werkproces' })).getAllByRole('listitem')).toHaveLength(5);
  },
};
