import type { Meta, StoryObj } from '@storybook/react-vite';
import { about } from '@agency/content';
import { expectPage } from '../stories/pagePlay';
import { pageStory, type SitePage } from '../stories/SitePage';

const meta = {
  title: "Pagina's/Over ons",
  ...pageStory('/about: why the agency, the team, its values and the call to action.'),
  tags: ['page'],
  args: { path: '/about' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standaard: Story = {
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, about.title, 'Over Ons');
  },
};
