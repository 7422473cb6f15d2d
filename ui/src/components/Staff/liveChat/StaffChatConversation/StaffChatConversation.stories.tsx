import { staffChatTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffChatConversation, type StaffChatConversationProps } from './StaffChatConversation';
import type { StaffChatRecord } from '../staffChats';
import {
  activeDetail,
  contactDetail,
  endedDetail,
  markupDetail,
  missedDetail,
  noor,
  othersDetail,
  waitingDetail,
} from '../staffChatsStory';

const later = () => new Promise<void>((resolve) => setTimeout(resolve, 50));

/**
 * A live conversation in the inbox: what the visitor asked the assistant before, then the
 * conversation with a colleague. Who holds it answers, ends it or puts it back in the queue.
 */
const meta = {
  title: 'Beheer/Chats/Gesprek',
  component: StaffChatConversation,
  args: {
    detail: activeDetail,
    viewerId: noor.id,
    texts: staffChatTexts,
    onTake: fn<StaffChatConversationProps['onTake']>(async () => ({ takenBy: 'me' as const })),
    onSend: fn<StaffChatConversationProps['onSend']>(later),
    onTyping: fn(),
    onEnd: fn<StaffChatConversationProps['onEnd']>(later),
    onRelease: fn<StaffChatConversationProps['onRelease']>(later),
    onAskContact: fn<NonNullable<StaffChatConversationProps['onAskContact']>>(later),
    leadHref: (leadId: string) => `/beheer/aanvragen/${leadId}`,
    onRead: fn(),
  },
  argTypes: {
    onTake: { control: false },
    onSend: { control: false },
    onTyping: { control: false },
    onEnd: { control: false },
    onRelease: { control: false },
    onAskContact: { control: false },
    leadHref: { control: false },
    onRead: { control: false },
  },
} satisfies Meta<typeof StaffChatConversation>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waiting for a colleague: the reference, status and page, the conversation with the assistant
 * (open: there is nothing else yet), as sent by the visitor's browser, and "Overnemen".
 */
export const Waiting: Story = {
  args: { detail: waitingDetail },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'LC-7K2P' })).toBeVisible();
    await expect(canvas.getByText('Wachtend', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Pagina:', { exact: false })).toHaveTextContent('Pagina: /diensten/webshop');
    await expect(canvas.getByText('Verstuurd door de browser van de bezoeker')).toBeVisible();
    const transcript = canvas.getByRole('list', { name: 'Het gesprek met de assistent' });
    const messages = within(transcript).getAllByRole('listitem');
    await expect(messages).toHaveLength(4);
    await expect(messages[0]).toHaveTextContent('BezoekerWat kost een webshop?');
    await expect(messages[1]).toHaveTextContent(/^Assistent/);
    await expect(canvas.queryByRole('textbox', { name: 'Bericht' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Gesprek beëindigen' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Overnemen' }));
    await expect(args.onTake).toHaveBeenCalledOnce();
    await expect(args.onTake).toHaveBeenCalledWith('chat-0001');
    await expect(args.onRead).not.toHaveBeenCalled();
  },
};

/**
 * Waiting, but another colleague pressed "Overnemen" first: it says who.
 */
export const TakenByAnother: Story = {
  args: {
    detail: waitingDetail,
    onTake: fn<StaffChatConversationProps['onTake']>(async () => ({ takenBy: 'other' as const, name: 'Sanne' })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Overnemen' }));
    await waitFor(() => expect(canvas.getByText('Sanne heeft dit gesprek al overgenomen.')).toBeVisible());
  },
};

/**
 * Held by the viewer while the visitor types: the live messages with name and time, the
 * assistant's conversation folded away, "Bericht", and the buttons to end it or put it back.
 * The visitor's messages are marked read.
 */
export const ActiveTyping: Story = {
  args: { visitorTyping: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Lopend', { selector: 'span' })).toBeVisible();
    const log = canvas.getByRole('list', { name: 'LC-2HD6' });
    const items = within(log).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Noor heeft het gesprek overgenomen.11:12');
    await expect(items[1]).toHaveTextContent(/^Noor11:13Hoi! Ik ben Noor\./);
    await expect(items[3]).toHaveTextContent('Bezoeker11:13Kan de klant ook een bezorgmoment kiezen?');
    await expect(canvas.getByText('De bezoeker typt…')).toBeVisible();
    await expect(canvas.getByText('Het gesprek met de assistent').closest('details')).not.toHaveAttribute('open');
    await expect(args.onRead).toHaveBeenCalledOnce();
    await expect(args.onRead).toHaveBeenCalledWith(15);
    await expect(canvas.getByRole('textbox', { name: 'Bericht' })).toHaveAttribute('maxlength', '2000');
    await expect(canvas.getByRole('button', { name: 'Gesprek beëindigen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Terug naar de wachtrij' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Overnemen' })).toBeNull();
  },
};

/**
 * "Bericht": Enter sends, Shift+Enter starts a new line, a blank message is never sent, and
 * typing is passed on at most once every 3 seconds.
 */
export const Compose: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Bericht' });
    await userEvent.type(field, '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Ja, dat kan.{Shift>}{Enter}{/Shift}Op zaterdag tot 12:00.');
    await expect(field).toHaveValue('Ja, dat kan.\nOp zaterdag tot 12:00.');
    await expect(args.onTyping).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith('Ja, dat kan.\nOp zaterdag tot 12:00.');
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(field).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

/** The message did not go: the text stays and the reason is shown. */
export const SendFails: Story = {
  args: {
    onSend: fn<StaffChatConversationProps['onSend']>(() =>
      Promise.reject(new Error('Je bericht is niet verstuurd. Probeer het opnieuw.')),
    ),
  },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Bericht' });
    await userEvent.type(field, 'Ja, dat kan.');
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Je bericht is niet verstuurd. Probeer het opnieuw.'),
    );
    await expect(field).toHaveValue('Ja, dat kan.');
    await expect(field).toHaveFocus();
  },
};

/** The viewer puts it back in the queue, or ends it. */
export const EndOrRelease: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Terug naar de wachtrij' }));
    await expect(args.onRelease).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Terug naar de wachtrij' })).not.toHaveAttribute('aria-busy'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Gesprek beëindigen' }));
    await expect(args.onEnd).toHaveBeenCalledOnce();
  },
};

/**
 * "Contactgegevens vragen": the visitor's panel opens its call-back form, with e-mail. The lines
 * say it was asked and that the visitor left them, with a link to the lead they made or joined.
 */
export const ContactLeft: Story = {
  name: 'Contact details asked and left',
  args: { detail: contactDetail },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Noor heeft om contactgegevens gevraagd.')).toBeVisible();
    const left = canvas.getByText(/^De bezoeker heeft contactgegevens achtergelaten/);
    await expect(left).toBeVisible();
    await expect(within(left).getByRole('link', { name: 'Naar de aanvraag' })).toHaveAttribute(
      'href',
      '/beheer/aanvragen/lead-0042',
    );
    // Only who holds it asks; it may ask again.
    const ask = canvas.getByRole('button', { name: 'Contactgegevens vragen' });
    await userEvent.click(ask);
    await expect(args.onAskContact).toHaveBeenCalledOnce();
    await waitFor(() => expect(ask).not.toHaveAttribute('aria-busy'));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Asking failed (it ended meanwhile): the api's message is said. */
export const AskContactFails: Story = {
  tags: ['no-visual'],
  args: {
    onAskContact: fn(async () => {
      throw new Error('Dit gesprek met een collega is beëindigd.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Contactgegevens vragen' }));
    const said = await canvas.findByText('Dit gesprek met een collega is beëindigd.');
    await expect(said.closest('[role="alert"]')).not.toBeNull();
  },
};

/** Ended by the colleague, after she had put it back once: read only, every step said. */
export const Ended: Story = {
  args: { detail: endedDetail },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Beëindigd', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Sanne heeft het gesprek teruggezet in de wachtrij.')).toBeVisible();
    await expect(canvas.getByText('Sanne heeft het gesprek beëindigd.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Overnemen|beëindigen|wachtrij/ })).toBeNull();
    await expect(args.onRead).not.toHaveBeenCalled();
  },
};

/** Nobody took it in time: read only, and what the visitor was offered instead. */
export const Missed: Story = {
  args: { detail: missedDetail },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gemist', { selector: 'span' })).toBeVisible();
    await expect(
      canvas.getByText('Niemand nam dit gesprek op tijd over. De bezoeker kreeg "Bel me terug" aangeboden.'),
    ).toBeVisible();
    await expect(canvas.getByText('Is er iemand?')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Overnemen' })).toBeNull();
  },
};

/** Another colleague holds it: read only, and it says who. */
export const HeldByAnother: Story = {
  args: { detail: othersDetail, visitorTyping: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Sanne heeft dit gesprek al overgenomen.')).toBeVisible();
    await expect(canvas.getByText('Ik wil mijn WordPress-site laten versnellen.')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Overnemen|beëindigen|wachtrij|Contactgegevens/ })).toBeNull();
    await expect(args.onRead).not.toHaveBeenCalled();
  },
};

/** What the visitor wrote is text: an address is no link, markup is shown as typed. */
export const PlainText: Story = {
  args: { detail: markupDetail },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Kijk op https://example.com en <b>x</b>')).toBeVisible();
    await expect(canvas.getByText('<img src=x onerror="window.hacked=1">Hallo')).toBeInTheDocument();
    await expect(canvasElement.querySelector('a')).toBeNull();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** As the site does: a visitor message comes in over the live stream after the page opened. */
function Live(props: StaffChatConversationProps) {
  const [detail, setDetail] = useState<StaffChatRecord>(props.detail);
  useEffect(() => {
    const timer = setTimeout(
      () =>
        setDetail((shown) => ({
          ...shown,
          events: [
            ...shown.events,
            {
              type: 'message',
              id: 16,
              from: 'visitor',
              text: 'En wat kost dat ongeveer?',
              at: '2026-11-25T10:14:10.000Z',
            },
          ],
        })),
      100,
    );
    return () => clearTimeout(timer);
  }, []);
  return <StaffChatConversation {...props} detail={detail} />;
}

/** A new visitor message: said to screen readers, scrolled into view and marked read. */
export const NewMessage: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvas, args }) => {
    const live = canvas.getAllByRole('status').find((region) => region.className.includes('visuallyHidden'));
    await expect(live).toBeEmptyDOMElement();
    await waitFor(() => expect(live).toHaveTextContent('Bezoeker: En wat kost dat ongeveer?'));
    await waitFor(() => expect(args.onRead).toHaveBeenLastCalledWith(16));
    await expect(args.onRead).toHaveBeenCalledTimes(2);
    await expect(canvas.getByText('En wat kost dat ongeveer?')).toBeVisible();
  },
};
