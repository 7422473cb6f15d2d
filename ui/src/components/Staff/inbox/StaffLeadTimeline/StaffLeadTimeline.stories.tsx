import { staffInboxTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaffLeadTimeline } from './StaffLeadTimeline';
import { callbackLead, chatLead, contactLead, markupLead, noorBakker, sanneDeVries } from '../staffLeadsStory';

/** "Geschiedenis" on a lead's page: what happened, oldest first, with who and when. */
const meta = {
  title: 'Beheer/Aanvraag/Geschiedenis',
  component: StaffLeadTimeline,
  args: {
    entries: contactLead.timeline,
    statuses: staffInboxTexts.statuses,
    chatHref: (id: string) => `/beheer/chats/${id}`,
    texts: staffInboxTexts.timeline,
  },
  argTypes: { chatHref: { control: false } },
} satisfies Meta<typeof StaffLeadTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Geschiedenis' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Received, a status, assigned, a reply with its subject, a follow-up: each with who and when. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)).toEqual([
      'Aanvraag ontvangendoor de bezoeker · 25 nov 2026, 09:15',
      'Status gewijzigd naar In behandelingdoor Noor Bakker · 25 nov 2026, 10:00',
      'Toegewezen aan Noor Bakkerdoor Noor Bakker · 25 nov 2026, 10:01',
      'E-mail verstuurd: Je aanvraag bij Studio Legendedoor Noor Bakker · 25 nov 2026, 10:30',
      'Opvolgen ingesteld op 25 nov 2026, 15:00door Noor Bakker · 25 nov 2026, 10:31',
    ]);
  },
};

/** Notes, and a follow-up set by one colleague for another. */
export const WithNotes: Story = {
  args: { entries: callbackLead.timeline },
  play: async ({ canvasElement }) => {
    const shown = items(canvasElement);
    await expect(shown[1]).toBe('Toegewezen aan Sanne de Vriesdoor Noor Bakker · 25 nov 2026, 10:50');
    await expect(shown[2]).toBe('Notitie toegevoegddoor Noor Bakker · 25 nov 2026, 11:05');
  },
};

/** A chat lead: the conversation with a colleague links to its page. */
export const WithChat: Story = {
  args: { entries: chatLead.timeline },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Gesprek bekijken' })).toHaveAttribute(
      'href',
      '/beheer/chats/chat-0003',
    );
    await expect(canvas.getByText(/Status gewijzigd naar Gewonnen/)).toBeVisible();
  },
};

/** What the system did (a follow-up due) has no name; taking the assignment away and removing a follow-up are said. */
export const SystemAndRemovals: Story = {
  args: {
    entries: [
      { kind: 'received', at: '2026-11-24T08:00:00.000Z', by: null },
      { kind: 'follow_up_due', at: '2026-11-24T09:00:00.000Z', by: null, followUpAt: '2026-11-24T09:00:00.000Z' },
      { kind: 'assigned', at: '2026-11-24T09:30:00.000Z', by: sanneDeVries, assignee: null },
      { kind: 'follow_up', at: '2026-11-24T09:31:00.000Z', by: noorBakker, followUpAt: null },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement).slice(1)).toEqual([
      'Tijd om op te volgen24 nov 2026, 10:00',
      'Toewijzing weggehaalddoor Sanne de Vries · 24 nov 2026, 10:30',
      'Opvolgen verwijderddoor Noor Bakker · 24 nov 2026, 10:31',
    ]);
  },
};

/** Nothing yet. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Er is nog niets gebeurd.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A subject or a name that holds markup shows as text. */
export const MarkupAsText: Story = {
  args: { entries: markupLead.timeline },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('E-mail verstuurd: <i onmouseover="window.hacked=1">Onderwerp</i>')).toBeVisible();
    await expect(canvas.getByText(/door <b>Noor<\/b>/)).toBeVisible();
    await expect(canvasElement.querySelector('i, b')).toBeNull();
  },
};
