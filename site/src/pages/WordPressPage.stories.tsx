import type { Meta, StoryObj } from '@storybook/react-vite';
import { serviceSummaries } from '@agency/content';
import { expectPage } from '../stories/pagePlay';
import { pageStory, type SitePage } from '../stories/SitePage';

const meta = {
  title: "Pagina's/WordPress",
  ...pageStory('/wordpress: the landing page of a service (offers, benefits, process, tech stack).'),
  tags: ['page'],
  args: { path: '/wordpress' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standaard: Story = {
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, serviceSummaries.find((service) => service.path === '/wordpress')!.name);
  },
};
