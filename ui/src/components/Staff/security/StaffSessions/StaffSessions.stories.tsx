import { staffSessionsTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StaffSessions } from './StaffSessions';
import { sampleSessions, yes } from '../staffSecurityStory';

/**
 * The colleague's open sessions on the "Beveiliging" page, one story per state. Ending one,
 * and "Overal uitloggen", with a parent that answers like the api: Beheer/Beveiliging/Flows.
 */
const meta = {
  title: 'Beheer/Beveiliging/Sessies',
  component: StaffSessions,
  args: {
    sessions: sampleSessions,
    texts: staffSessionsTexts,
    onEnd: fn(yes(null)),
    onEndAll: fn(yes(null)),
  },
  argTypes: { onEnd: { control: false }, onEndAll: { control: false } },
} satisfies Meta<typeof StaffSessions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three sessions: this Mac's, marked, and two others, each with a button to end it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Waar je bent ingelogd' })).toBeVisible();
    const items = within(canvas.getByRole('list', { name: 'Actieve sessies' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Safari op macOS');
    await expect(items[0]).toHaveTextContent('Deze sessie');
    // This session is not ended here: "Overal uitloggen" is its way.
    await expect(within(items[0]!).queryByRole('button')).toBeNull();
    await expect(within(items[1]!).getByRole('button', { name: 'Beëindigen' })).toHaveAccessibleDescription(
      'Firefox op Windows',
    );
    await expect(items[2]).toHaveTextContent('Safari op iPhone');
    await expect(canvas.getByRole('button', { name: 'Overal uitloggen' })).toBeEnabled();
  },
};

/** Only this browser is signed in. */
export const OnlyThisSession: Story = {
  name: 'Only this session',
  args: { sessions: sampleSessions.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Geen andere sessies.')).toBeVisible();
  },
};

/** On its way. */
export const Loading: Story = {
  args: { sessions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sessies laden...');
  },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  name: 'Load failed',
  args: {
    sessions: undefined,
    error: 'De server is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('De server is niet bereikbaar.');
  },
};

/** A browser that said nothing known about itself. */
export const UnknownBrowser: Story = {
  name: 'Unknown browser',
  args: { sessions: [sampleSessions[0]!, { ...sampleSessions[1]!, userAgent: null }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Onbekende browser')).toBeVisible();
  },
};
