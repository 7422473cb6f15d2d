import type { Meta, StoryObj } from '@storybook/react-vite';
import { faq, faqPage } from '@agency/content';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectPage } from '../stories/pagePlay';
import { pageStory, type SitePage } from '../stories/SitePage';

const meta = {
  title: "Pagina's/FAQ",
  ...pageStory('/faq: the questions as an accordion, and the call to action for a question not in it.'),
  tags: ['page'],
  args: { path: '/faq' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standaard: Story = {
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, faqPage.title, 'FAQ');
  },
};

/** The first question opened: its answer shows below it. */
export const VraagOpen: Story = {
  name: 'Vraag open',
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, faqPage.title, 'FAQ');
    const [first] = faq;
    // Each question is the summary of a <details>, its heading inside it.
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: first!.question });
    await userEvent.click(heading);
    await expect(heading.closest('details')).toHaveAttribute('open');
    await waitFor(() => expect(within(canvasElement).getByText(first!.answer)).toBeVisible());
  },
};
