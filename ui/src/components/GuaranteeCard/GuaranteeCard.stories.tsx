import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GuaranteeCard } from './GuaranteeCard';
import { promises } from '@agency/content';

const meta = {
  title: 'Componenten/GuaranteeCard',
  component: GuaranteeCard,
  args: {
    title: 'Onze garantie',
    items: [
      `Contact binnen ${promises.contactWithinHours} uur`,
      `Gratis design binnen ${promises.freeDesignHours} uur`,
      'Geen verplichtingen',
    ],
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GuaranteeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As on the contact page, beside the form. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Onze garantie' })).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Onze garantie' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((i) => i.textContent)).toEqual([
      `Contact binnen ${promises.contactWithinHours} uur`,
      `Gratis design binnen ${promises.freeDesignHours} uur`,
      'Geen verplichtingen',
    ]);
  },
};

export const WithText: Story = {
  name: 'With text',
  args: {
    headingLevel: 3,
    text: 'Je zit nergens aan vast: eerst zien, dan beslissen.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Onze garantie' })).toBeInTheDocument();
    await expect(canvas.getByText('Je zit nergens aan vast: eerst zien, dan beslissen.')).toBeVisible();
  },
};
