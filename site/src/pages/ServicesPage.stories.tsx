import type { Meta, StoryObj } from '@storybook/react-vite';
import { servicesPage } from '@agency/content';
import { expectPage } from '../stories/pagePlay';
import { pageStory, type SitePage } from '../stories/SitePage';

const meta = {
  title: "Pagina's/Diensten",
  ...pageStory('/services: the three services, how we work and the call to action.'),
  tags: ['page'],
  args: { path: '/services' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standaard: Story = {
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, servicesPage.title, 'Diensten');
  },
};
