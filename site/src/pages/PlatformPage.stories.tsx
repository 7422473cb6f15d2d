import type { Meta, StoryObj } from '@storybook/react-vite';
import { serviceSummaries } from '@agency/content';
import { expectPage } from '../stories/pagePlay';
import { pageStory, type SitePage } from '../stories/SitePage';

const meta = {
  title: "Pagina's/Platform",
  ...pageStory('/platform: the landing page of a service, with its use cases.'),
  tags: ['page'],
  args: { path: '/platform' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standaard: Story = {
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, serviceSummaries.find((service) => service.path === '/platform')!.name);
  },
};
