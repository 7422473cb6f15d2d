import type { Meta, StoryObj } from '@storybook/react-vite';
import { deploymentFacts, privacyPage } from '@agency/content';
import { expectPage } from '../stories/pagePlay';
import { pageStory, type SitePage } from '../stories/SitePage';

const meta = {
  title: "Pagina's/Privacyverklaring",
  ...pageStory(
    '/privacy: the privacy statement, as built without an external AI provider and with the default retention.',
  ),
  tags: ['page'],
  args: { path: '/privacy' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standaard: Story = {
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement, privacyPage(deploymentFacts({})).title);
  },
};
