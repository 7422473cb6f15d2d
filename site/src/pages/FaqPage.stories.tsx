import type { Meta, StoryObj } from '@storybook/react-vite';
import { faq, faqPage } from '@agency/content';
import { coveredAt, launcherTargets, neverClear } from '@agency/ui/Chat/launcherRoom';
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

/**
 * The chat launcher keeps out of the way: the footer leaves the launcher's room free, so at the
 * end of the page it covers nothing that can be pressed, and every question can be scrolled clear
 * of it. (The opening band is only as tall as what it holds, so the questions start on the first
 * screen, where the launcher may lie over one, as on any page once scrolled.)
 */
export const Chatknop: Story = {
  name: 'Chatknop houdt zijn ruimte vrij',
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, faqPage.title, 'FAQ');
    await expect(within(canvasElement).getByRole('button', { name: 'Chat openen' })).toBeVisible();
    await expect(launcherTargets().targets.length).toBeGreaterThan(0);
    window.scrollTo(0, document.documentElement.scrollHeight);
    try {
      const end = launcherTargets();
      await expect(coveredAt(end, window.scrollY)).toEqual([]);
      await expect(neverClear(end)).toEqual([]);
    } finally {
      window.scrollTo(0, 0);
    }
  },
};
