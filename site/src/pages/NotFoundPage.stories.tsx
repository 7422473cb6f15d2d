import type { Meta, StoryObj } from '@storybook/react-vite';
import { notFoundPage } from '@agency/content';
import { expect, within } from 'storybook/test';
import { expectPage } from '../stories/pagePlay';
import { pageStory, type SitePage } from '../stories/SitePage';

const meta = {
  title: "Pagina's/404",
  ...pageStory('Any path the site does not know: the 404 page, with the way back home.'),
  tags: ['page'],
  args: { path: '/bestaat-niet' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standaard: Story = {
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, notFoundPage.title);
    await expect(within(canvasElement).getByRole('link', { name: notFoundPage.home })).toHaveAttribute('href', '/');
  },
};
