import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { StaffPage } from './stories/StaffPage';
import { staffPageStory } from './stories/StaffPage';

const meta = {
  title: "Beheer/Pagina's",
  ...staffPageStory(
    "The staff area's pages as a colleague sees them at /beheer/…: composed by the site from the design system's Beheer components, with the staff api faked.",
  ),
  tags: ['page'],
  args: { path: '/beheer', signedIn: true },
} satisfies Meta<typeof StaffPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's h1, once its data came. */
const heading = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** The bar every signed-in page shares: the pages, the notification switch, who, "Uitloggen". */
async function expectBar(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Noor Bakker')).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
}

/** Signed out: any staff address leads to the sign-in. */
export const Inloggen: Story = {
  args: { path: '/beheer', signedIn: false },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Inloggen');
    await expect(within(canvasElement).getByLabelText('E-mailadres')).toBeVisible();
  },
};

/** "Aanvragen": the inbox with its filters and three leads. */
export const Aanvragen: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Aanvragen');
    await expectBar(canvasElement);
    const table = await within(canvasElement).findByRole('table', { name: 'Alle aanvragen, nieuwste eerst' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** A lead from the chat: the conversation before the hand-over, its status and a note. */
export const Aanvraag: Story = {
  args: { path: '/beheer/aanvragen/lead-0003' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Karin Smit');
    await expect(within(canvasElement).getByRole('combobox', { name: 'Status' })).toHaveValue('won');
    await expect(within(canvasElement).getByText('Gebeld: wil een webshop met bezorging in de regio.')).toBeVisible();
  },
};

/** "Overzicht": leads per week, the answers voted not useful, the undelivered notification. */
export const Overzicht: Story = {
  args: { path: '/beheer/overzicht' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Overzicht');
    await within(canvasElement).findByText('Doen jullie ook onderhoud van een bestaande site?');
  },
};

/** "Persoon": finding a person's data, before a search. */
export const Persoon: Story = {
  args: { path: '/beheer/persoon' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, /.+/);
    await expectBar(canvasElement);
  },
};

/** "Beveiliging": one's sessions, password, second step and the team's audit trail. */
export const Beveiliging: Story = {
  args: { path: '/beheer/beveiliging' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Beveiliging');
    await within(canvasElement).findByRole('table', { name: /Logboek/ });
  },
};
