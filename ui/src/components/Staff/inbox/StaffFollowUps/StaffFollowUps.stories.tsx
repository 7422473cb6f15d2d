import { staffInboxTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaffFollowUps } from './StaffFollowUps';
import { sampleFollowUps, sampleLeads } from '../staffLeadsStory';

/** "Opvolgen" above the inbox's list: the follow-ups due today and overdue, the overdue first. */
const meta = {
  title: 'Beheer/Aanvragen/Opvolgen',
  component: StaffFollowUps,
  args: {
    followUps: sampleFollowUps,
    leadHref: (id: string) => `/beheer/aanvragen/${id}`,
    words: staffInboxTexts,
    texts: staffInboxTexts.followUps,
  },
  argTypes: { leadHref: { control: false } },
} satisfies Meta<typeof StaffFollowUps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One overdue (marked), one later today: each links to its lead, with when, what for and who. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Opvolgen (2)' })).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'Op te volgen aanvragen' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(
      within(rows[0]!).getByRole('link', { name: 'Bakkerij Van der Meulen-Hoogeveen & Zonen' }),
    ).toHaveAttribute('href', '/beheer/aanvragen/lead-0005');
    await expect(rows[0]).toHaveTextContent('24 nov 2026, 09:00verlopen');
    await expect(rows[0]).toHaveTextContent('Offerte nabellen');
    await expect(rows[0]).toHaveTextContent('Aan niemand toegewezen');
    await expect(rows[1]).toHaveTextContent('25 nov 2026, 15:00');
    await expect(rows[1]).not.toHaveTextContent('verlopen');
    await expect(rows[1]).toHaveTextContent('Toegewezen aan Noor Bakker');
  },
};

/** A lead without a name is named by its phone; markup in a follow-up's text is text. */
export const NamelessAndMarkup: Story = {
  args: {
    followUps: [
      {
        lead: sampleLeads[3]!,
        followUp: { at: '2026-11-25T07:30:00.000Z', text: '<img src=x onerror="window.hacked=1">' },
        overdue: true,
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: '020 123 4567' })).toBeVisible();
    await expect(canvas.getByText('<img src=x onerror="window.hacked=1">')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** None due: nothing is shown. */
export const None: Story = {
  args: { followUps: [] },
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
