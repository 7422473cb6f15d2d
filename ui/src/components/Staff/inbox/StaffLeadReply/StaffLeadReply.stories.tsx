import { staffInboxTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffLeadReply, type StaffLeadReplyAnswer, type StaffLeadReplyProps } from './StaffLeadReply';
import type { StaffLeadReplySent } from '../staffLeads';
import { answerLater, contactLead, markupLead, markupSavedReply, sampleSavedReplies } from '../staffLeadsStory';

const sentReply: StaffLeadReplySent = {
  id: 'reply-2',
  to: 'anna.deboer@example.nl',
  subject: 'Je aanvraag bij Studio Legende',
  body: 'Beste Anna de Boer,\n\nHierbij het voorstel.',
  createdAt: '2026-11-25T12:00:00.000Z',
  author: { name: 'Noor Bakker' },
};

/**
 * "Beantwoorden per e-mail" on a lead's page: to the lead's address, from the agency's, a saved
 * reply to start from, a subject on one line and the text; the replies sent above it.
 */
const meta = {
  title: 'Beheer/Aanvraag/Beantwoorden',
  component: StaffLeadReply,
  args: {
    to: 'anna.deboer@example.nl',
    name: 'Anna de Boer',
    phone: null,
    state: { available: true, from: 'hallo@studiolegende.nl' },
    replies: contactLead.replies,
    savedReplies: sampleSavedReplies,
    texts: staffInboxTexts.reply,
    onSend: fn(answerLater<StaffLeadReplyAnswer>({ ok: true, data: sentReply })),
  },
  argTypes: { onSend: { control: false } },
} satisfies Meta<typeof StaffLeadReply>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    saved: canvas.getByRole('combobox', { name: 'Standaardantwoord' }),
    subject: canvas.getByRole('textbox', { name: 'Onderwerp' }),
    body: canvas.getByRole('textbox', { name: 'Bericht' }),
    send: canvas.getByRole('button', { name: /^(Versturen|Bezig met versturen\.\.\.)$/ }),
  };
};

/** The form: to and from as text, the saved replies, the subject prefilled; the reply sent before it above. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { saved, subject, body } = fields(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Beantwoorden per e-mail' })).toBeVisible();
    await expect(canvas.getByText('anna.deboer@example.nl', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('hallo@studiolegende.nl')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Aan' })).toBeNull();
    await expect(
      within(saved)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Zelf schrijven', 'Eerste reactie', 'Gratis ontwerp', 'Niet bereikt']);
    await expect(subject).toHaveValue('Je aanvraag bij Studio Legende');
    await expect(subject).toHaveAttribute('maxlength', '200');
    await expect(body).toHaveAttribute('maxlength', '10000');
    const sent = within(canvas.getByRole('list', { name: 'Verstuurde antwoorden' })).getAllByRole('listitem');
    await expect(sent).toHaveLength(1);
    await expect(sent[0]).toHaveTextContent('Aan anna.deboer@example.nl · Noor Bakker · 25 nov 2026, 10:30');
  },
};

/** Choosing a saved reply fills the text, its {naam} the lead's name. */
export const SavedReplyWithName: Story = {
  play: async ({ canvasElement }) => {
    const { saved, body } = fields(canvasElement);
    await userEvent.selectOptions(saved, 'Eerste reactie');
    await expect(body).toHaveValue(
      'Beste Anna de Boer,\n\nDank je voor je aanvraag bij Studio Legende. We bellen je snel om je wensen door te nemen.\n\nMet vriendelijke groet,\nStudio Legende',
    );
    await userEvent.selectOptions(saved, 'Gratis ontwerp');
    await expect((body as HTMLTextAreaElement).value).toMatch(/^Hoi Anna de Boer,\n/);
  },
};

/** A lead without a name: {naam} is left out cleanly ("Beste {naam}," becomes "Beste,"). */
export const SavedReplyWithoutName: Story = {
  args: { name: null },
  play: async ({ canvasElement }) => {
    const { saved, body } = fields(canvasElement);
    await userEvent.selectOptions(saved, 'Eerste reactie');
    await expect((body as HTMLTextAreaElement).value).toMatch(/^Beste,\n\nDank je/);
    await expect((body as HTMLTextAreaElement).value).not.toContain('{naam}');
  },
};

/** A parent that keeps the replies sent, as the lead's page does. */
function WithReplies(props: StaffLeadReplyProps) {
  const [replies, setReplies] = useState(props.replies);
  return (
    <StaffLeadReply
      {...props}
      replies={replies}
      onSend={async (input) => {
        const answer = await props.onSend(input);
        if (answer.ok) setReplies((shown) => [...shown, answer.data]);
        return answer;
      }}
    />
  );
}

/** "Versturen": sent once the mail server took it, said politely; the form empties and the reply joins the list. */
export const Sent: Story = {
  render: (args) => <WithReplies {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const { saved, subject, body, send } = fields(canvasElement);
    await userEvent.selectOptions(saved, 'Eerste reactie');
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith({
      subject: 'Je aanvraag bij Studio Legende',
      body: expect.stringMatching(/^Beste Anna de Boer,/),
    });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Verstuurd naar anna.deboer@example.nl.'));
    await expect(body).toHaveValue('');
    await expect(saved).toHaveValue('');
    await expect(subject).toHaveValue('Je aanvraag bij Studio Legende');
    const sent = within(canvas.getByRole('list', { name: 'Verstuurde antwoorden' })).getAllByRole('listitem');
    await expect(sent).toHaveLength(2);
  },
};

/** While the mail server is asked: the button says so and the fields wait. */
export const Sending: Story = {
  args: { onSend: fn(() => new Promise<StaffLeadReplyAnswer>(() => {})) },
  play: async ({ canvasElement }) => {
    const { body, send } = fields(canvasElement);
    await userEvent.type(body, 'Dank je voor je aanvraag.');
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveTextContent('Bezig met versturen...'));
    await expect(body).toBeDisabled();
  },
};

/**
 * A line break cannot get into the subject: pasted or typed, it becomes a space, so the subject
 * sent is one line and can add no header.
 */
export const SubjectOneLine: Story = {
  play: async ({ canvasElement, args }) => {
    const { subject, body, send } = fields(canvasElement);
    await userEvent.clear(subject);
    await userEvent.click(subject);
    await userEvent.paste('Vraag\r\nBcc: iedereen@example.com\nX-Extra: 1');
    await expect((subject as HTMLInputElement).value).not.toMatch(/[\r\n]/);
    await userEvent.type(body, 'Hallo');
    await userEvent.click(send);
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    const sent = (args.onSend as ReturnType<typeof fn>).mock.calls[0]![0] as { subject: string };
    // eslint-disable-next-line no-control-regex -- no control character may reach the subject
    await expect(sent.subject).not.toMatch(/[\r\n\u0000-\u001f]/);
    await expect(sent.subject).toContain('Vraag');
    await expect(sent.subject).toContain('Bcc: iedereen@example.com');
  },
};

/** Nothing typed: not sent; the field says so and gets focus. */
export const BodyMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const { body, send } = fields(canvasElement);
    await userEvent.click(send);
    await waitFor(() => expect(body).toHaveFocus());
    await expect(body).toHaveAccessibleDescription('Schrijf eerst een bericht.');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The mail server refused it: the api's message, announced; what was typed stays. */
export const RefusedByMailServer: Story = {
  args: {
    onSend: fn(
      answerLater<StaffLeadReplyAnswer>({
        ok: false,
        message: 'De mailserver nam het bericht niet aan, dus het is niet verstuurd. Probeer het later opnieuw.',
      }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const { body, send } = fields(canvasElement);
    await userEvent.type(body, 'Hierbij het voorstel.');
    await userEvent.click(send);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('De mailserver nam het bericht niet aan'));
    await expect(body).toHaveValue('Hierbij het voorstel.');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Past the replies per hour: the api's message; the text stays for later. */
export const LimitReached: Story = {
  args: {
    onSend: fn(
      answerLater<StaffLeadReplyAnswer>({
        ok: false,
        message: 'Je hebt het afgelopen uur al het maximum aantal antwoorden verstuurd. Probeer het later opnieuw.',
      }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const { body, send } = fields(canvasElement);
    await userEvent.type(body, 'Tot morgen!');
    await userEvent.click(send);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('het maximum aantal antwoorden'));
    await expect(body).toHaveValue('Tot morgen!');
  },
};

/** The api refused a field (a control character, too long): said at that field. */
export const FieldRefused: Story = {
  args: {
    onSend: fn(
      answerLater<StaffLeadReplyAnswer>({
        ok: false,
        message: 'Niet alle velden zijn goed ingevuld.',
        fields: { body: 'Het bericht bevat tekens die niet in een e-mail kunnen.' },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const { body, send } = fields(canvasElement);
    await userEvent.type(body, 'Hallo');
    await userEvent.click(send);
    await waitFor(() =>
      expect(body).toHaveAccessibleDescription('Het bericht bevat tekens die niet in een e-mail kunnen.'),
    );
    await waitFor(() => expect(body).toHaveFocus());
  },
};

/** The lead left no e-mail address: no form, and a plain way on: call them. */
export const NoEmailAddress: Story = {
  args: { to: null, phone: '+31612345678', replies: [], state: { available: false, reason: 'no_email' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Deze aanvraag heeft geen e-mailadres/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute('href', 'tel:+31612345678');
    await expect(canvas.queryByRole('button', { name: 'Versturen' })).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The server has no mail server set: which settings turn replying on. */
export const NoMailServer: Story = {
  args: { replies: [], state: { available: false, reason: 'no_smtp' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Antwoorden per e-mail staat uit/)).toHaveTextContent('SMTP_URL');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/**
 * Markup is text: in a reply sent, in a saved reply's title and text, and as typed (sent as
 * it was typed, shown as text).
 */
export const MarkupAsText: Story = {
  args: {
    replies: markupLead.replies,
    name: '<img src=x onerror="window.hacked=1">Eva',
    savedReplies: [markupSavedReply],
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('<i onmouseover="window.hacked=1">Onderwerp</i>')).toBeVisible();
    await expect(canvas.getByText(/<script>window.replied=1<\/script>/)).toBeVisible();
    const { saved, body, send } = fields(canvasElement);
    await expect(
      within(saved).getByRole('option', { name: '<b onmouseover="window.hacked=1">Opmaak</b>' }),
    ).toBeTruthy();
    await userEvent.selectOptions(saved, 'saved-9');
    await expect(body).toHaveValue('<script>window.hacked=1</script>Beste <img src=x onerror="window.hacked=1">Eva,');
    await userEvent.click(send);
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith({
        subject: 'Je aanvraag bij Studio Legende',
        body: '<script>window.hacked=1</script>Beste <img src=x onerror="window.hacked=1">Eva,',
      }),
    );
    await expect(canvasElement.querySelector('img, script, i, b')).toBeNull();
    await expect((window as { hacked?: number }).hacked).toBeUndefined();
  },
};
