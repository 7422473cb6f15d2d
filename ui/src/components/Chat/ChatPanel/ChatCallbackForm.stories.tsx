import { chatLiveTexts, chatPanelTexts, promises } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fill, openNotices, refusing } from '../../../testing/formStory';
import { refusedNumber, refusingNumber } from '../../CallbackDialog/callbackDialogStory';
import { liveLink } from '../chatMode';
import { conversation } from '../chatStoryData';
import { ChatPanel } from './ChatPanel';
import { chatPanelStoryDefaults } from './chatPanelStory';

type Canvas = ReturnType<typeof within>;
const callbackForm = (canvas: Canvas) => canvas.getByRole('form', { name: chatPanelTexts.callback.title });
const phoneField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Telefoonnummer' });
const nameField = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Naam (optioneel)' });
const sendButton = (canvas: Canvas) => within(callbackForm(canvas)).getByRole('button', { name: 'Bel me terug' });

/**
 * The chat panel's "call me back" form when the api refuses what was typed: the same rules as
 * the callback dialog (`useCallbackForm`). The form's other states are in Componenten/ChatPanel.
 */
const meta = {
  title: 'Componenten/ChatPanel/Call me back',
  component: ChatPanel,
  ...chatPanelStoryDefaults,
  args: { ...chatPanelStoryDefaults.args, messages: conversation.slice(0, 2) },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The api refuses the number: its message at the field, focus there, what was typed kept, no notice. */
export const NumberRefused: Story = {
  name: 'Number refused',
  args: {
    onRequestCallback: fn(refusing({ phone_number: refusedNumber })),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bel me terug' }));
    await fill(phoneField(canvas), '06123');
    await fill(nameField(canvas), 'Sanne');
    await userEvent.click(sendButton(canvas));
    await expect(args.onRequestCallback).toHaveBeenCalledOnce();

    const phone = phoneField(canvas);
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(phone).toHaveAccessibleDescription(refusedNumber);
    await expect(within(callbackForm(canvas)).getByText(refusedNumber)).toBeVisible();
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveValue('06123');
    await expect(nameField(canvas)).toHaveValue('Sanne');
    await expect(nameField(canvas)).not.toHaveAttribute('aria-invalid');
    // Nothing joins the conversation, and no notice covers the chat.
    await expect(args.onNotice).not.toHaveBeenCalled();
    await expect(openNotices()).toHaveLength(0);
  },
};

/**
 * A blank number, a refused one, then a good one: once the callback request is sent, the confirmation
 * joins the conversation and no red notice stays over the chat.
 */
export const PutRight: Story = {
  name: 'A refused number put right and sent',
  tags: ['no-visual'],
  args: {
    onRequestCallback: fn(refusingNumber('06123')),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bel me terug' }));
    await userEvent.click(sendButton(canvas));
    await waitFor(() => expect(openNotices()).toHaveLength(1));
    await expect(openNotices()[0]).toHaveTextContent('Telefoonnummer vereist');
    await expect(phoneField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(phoneField(canvas)).toHaveAccessibleDescription('Vul alstublieft je telefoonnummer in.');

    await fill(phoneField(canvas), '06123');
    await expect(phoneField(canvas)).not.toHaveAttribute('aria-invalid');
    await userEvent.click(sendButton(canvas));
    await waitFor(() => expect(phoneField(canvas)).toHaveAccessibleDescription(refusedNumber));
    await waitFor(() => expect(phoneField(canvas)).toHaveFocus());
    await expect(screen.queryByText('Er ging iets mis')).toBeNull();

    await userEvent.clear(phoneField(canvas));
    await userEvent.paste('06 12345678');
    await userEvent.click(sendButton(canvas));
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
    await expect(args.onNotice).toHaveBeenCalledWith(
      `Je verzoek is ontvangen. We bellen je binnen ${promises.contactWithinHours} uur terug.`,
    );
    // The blank number's red notice closed with the success.
    await waitFor(() => expect(openNotices()).toHaveLength(0));
  },
};

/** A refusal of the conversation sent along (the visitor cannot put it right here): the failure notice. */
export const ConversationRefused: Story = {
  name: 'Refusal of the conversation only',
  tags: ['no-visual'],
  args: {
    onRequestCallback: fn(refusing({ conversation: 'Het meegestuurde gesprek mag maximaal 40 berichten bevatten.' })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bel me terug' }));
    await fill(phoneField(canvas), '06 12345678');
    await userEvent.click(sendButton(canvas));
    await waitFor(() => expect(openNotices()).toHaveLength(1));
    await expect(openNotices()[0]).toHaveTextContent('Er ging iets mis');
    await expect(phoneField(canvas)).not.toHaveAttribute('aria-invalid');
    await expect(phoneField(canvas)).toHaveValue('06 12345678');
  },
};

/**
 * The same form after a colleague in the chat asked for contact details (`live.leaveContact`): an
 * e-mail address beside the phone number. Neither: the notice says so; a number alone is enough.
 */
export const WithEmail: Story = {
  name: 'With e-mail (a colleague asked): neither, then a number alone',
  args: {
    texts: { ...chatPanelTexts, live: chatLiveTexts },
    live: {
      mode: { with: 'colleague', name: 'Sanne', typing: false, link: liveLink({ contactAsked: true }) },
      ask: fn(),
      leaveContact: fn(async () => {}),
      dismissContact: fn(),
    },
  },
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole('form', { name: chatLiveTexts.contact.title });
    const send = within(form).getByRole('button', { name: chatLiveTexts.contact.submit });
    await userEvent.click(send);
    // The notice (not the phone-only one: either field will do here).
    await waitFor(() =>
      expect(openNotices().map((notice) => notice.textContent)).toEqual([
        expect.stringContaining(chatLiveTexts.contact.contactRequired.title),
      ]),
    );
    await expect(screen.queryByText(chatPanelTexts.callback.phoneRequired.title)).toBeNull();
    await expect(args.live?.leaveContact).not.toHaveBeenCalled();
    await fill(phoneField(canvas), ' 06 12345678 ');
    await userEvent.click(send);
    await waitFor(() =>
      expect(args.live?.leaveContact).toHaveBeenCalledWith({
        phone_number: '06 12345678',
        email: null,
        name: null,
        website: '',
      }),
    );
    // "Niet nu" closes it without sending.
    await userEvent.click(within(form).getByRole('button', { name: chatLiveTexts.contact.cancel }));
    await expect(args.live?.dismissContact).toHaveBeenCalledOnce();
    await waitFor(() => expect(openNotices()).toHaveLength(0));
  },
};
