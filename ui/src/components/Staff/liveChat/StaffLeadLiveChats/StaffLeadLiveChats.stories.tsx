import { staffLeadChatTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaffLeadLiveChats, type StaffLeadLiveChat } from './StaffLeadLiveChats';

const ended: StaffLeadLiveChat = {
  chatId: 'chat-0007',
  reference: '7K3Q-9PXA',
  linkedAt: '2026-11-25T10:14:40.000Z',
  endedAt: '2026-11-25T10:18:00.000Z',
  assistant: [
    { role: 'user', content: 'Wat kost een webshop?' },
    {
      role: 'assistant',
      content: 'Dat hangt af van wat je nodig hebt.\nMeer lezen: [Shopify E-commerce](/shopify)',
    },
  ],
  messages: [
    { from: 'person', name: 'Noor', text: 'Hoi! Ik ben Noor. Mag ik je e-mailadres?', at: '2026-11-25T10:13:05.000Z' },
    { from: 'visitor', name: null, text: 'Ja hoor, <b>graag</b> per mail.', at: '2026-11-25T10:14:20.000Z' },
    { from: 'person', name: 'Noor', text: 'Top, je hoort vandaag van me.', at: '2026-11-25T10:15:00.000Z' },
  ],
};

const ongoing: StaffLeadLiveChat = {
  chatId: 'chat-0009',
  reference: 'M2TR-4QWB',
  linkedAt: '2026-11-26T09:02:00.000Z',
  endedAt: null,
  assistant: [],
  messages: [{ from: 'visitor', name: null, text: 'Ik kom terug over de offerte.', at: '2026-11-26T09:01:00.000Z' }],
};

/**
 * On a lead's page: the live chats the lead was made from or joined, each with its transcript
 * (the assistant's part, then who said what), when the details were left and when it ended.
 */
const meta = {
  title: 'Beheer/Aanvragen/Chats van een aanvraag',
  component: StaffLeadLiveChats,
  args: {
    chats: [ended, ongoing],
    texts: staffLeadChatTexts,
    chatHref: (chatId: string) => `/beheer/chats/${chatId}`,
  },
  argTypes: { chatHref: { control: false } },
} satisfies Meta<typeof StaffLeadLiveChats>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ended chat and one still running: who said what, and the state of each. */
export const TwoChats: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Chats met een collega' });
    const [first, second] = within(section).getAllByRole('article');
    await expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Gespreksnummer 7K3Q-9PXA');
    await expect(within(first!).getByText('Beëindigd')).toBeVisible();
    await expect(within(first!).getByRole('link', { name: staffLeadChatTexts.openChat })).toHaveAttribute(
      'href',
      '/beheer/chats/chat-0007',
    );
    // The assistant's part, its link a link; the visitor's text as typed.
    const assistant = within(first!).getByRole('list', { name: 'Met de assistent' });
    await expect(within(assistant).getByRole('link', { name: 'Shopify E-commerce' })).toHaveAttribute(
      'href',
      '/shopify',
    );
    const live = within(first!).getByRole('list', { name: 'Met een collega' });
    const said = within(live).getAllByRole('listitem');
    await expect(said.map((item) => item.textContent)).toEqual([
      'Noor 11:13Hoi! Ik ben Noor. Mag ik je e-mailadres?',
      'Bezoeker 11:14Ja hoor, <b>graag</b> per mail.',
      'Noor 11:15Top, je hoort vandaag van me.',
    ]);
    await expect(live.querySelector('b')).toBeNull();
    // Still running: the rest follows.
    await expect(within(second!).getByText(staffLeadChatTexts.ongoing)).toBeVisible();
    await expect(within(second!).queryByRole('list', { name: 'Met de assistent' })).toBeNull();
  },
};

/** A lead without a live chat: nothing is shown. */
export const None: Story = {
  tags: ['no-visual'],
  args: { chats: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
