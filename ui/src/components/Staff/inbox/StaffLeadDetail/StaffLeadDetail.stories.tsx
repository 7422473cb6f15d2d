import { staffInboxTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffLeadDetail, type StaffLeadDetailProps } from './StaffLeadDetail';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import type { StaffLeadAssignAnswer, StaffLeadFollowUpAnswer } from '../StaffLeadPlanning/StaffLeadPlanning';
import type { StaffLeadReplyAnswer } from '../StaffLeadReply/StaffLeadReply';
import type { StaffLeadRecord, StaffLeadNote, StaffLeadStatus } from '../staffLeads';
import {
  answerLater,
  callbackLead,
  chatLead,
  contactLead,
  markupLead,
  noorBakker,
  noSmtpLead,
  sampleSavedReplies,
  storyInboxColleagues,
  storyNow,
} from '../staffLeadsStory';

type StatusAnswer = StaffActionAnswer<{ status: StaffLeadStatus }>;
type NoteAnswer = StaffActionAnswer<StaffLeadNote>;

/**
 * A lead's page in the inbox: who, where from, when, the notifications, its "Status", who it is
 * assigned to and its follow-up, the message or the chat before the hand-over, the visit it
 * came from ("Herkomst"), "Beantwoorden per e-mail" with the replies sent, the notes, and the
 * timeline ("Geschiedenis"). The stories' "now" is 25 November 2026, 13:00.
 */
const meta = {
  title: 'Beheer/Aanvraag',
  component: StaffLeadDetail,
  args: {
    detail: callbackLead,
    backHref: '/beheer',
    samePersonHref: '/beheer?person=lead-0001',
    noteMaxChars: 5000,
    texts: staffInboxTexts,
    colleagues: storyInboxColleagues,
    savedReplies: sampleSavedReplies,
    now: storyNow,
    chatHref: (id: string) => `/beheer/chats/${id}`,
    onStatus: fn(answerLater<StatusAnswer>({ ok: true, data: { status: 'won' } })),
    onReply: fn(
      answerLater<StaffLeadReplyAnswer>({
        ok: true,
        data: {
          id: 'reply-2',
          to: 'anna.deboer@example.nl',
          subject: 'Je aanvraag bij Studio Legende',
          body: 'Beste Anna de Boer,',
          createdAt: '2026-11-25T12:00:00.000Z',
          author: { name: 'Noor Bakker' },
        },
      }),
    ),
    onAssign: fn(answerLater<StaffLeadAssignAnswer>({ ok: true, data: { assignee: noorBakker } })),
    onFollowUp: fn(answerLater<StaffLeadFollowUpAnswer>({ ok: true, data: { followUp: null } })),
    onNote: fn(
      answerLater<NoteAnswer>({
        ok: true,
        data: {
          id: 'note-3',
          text: 'Offerte gestuurd.',
          createdAt: '2026-11-25T12:00:00.000Z',
          author: { name: 'Noor Bakker' },
        },
      }),
    ),
  },
  argTypes: {
    onStatus: { control: false },
    onNote: { control: false },
    onReply: { control: false },
    onAssign: { control: false },
    onFollowUp: { control: false },
    chatHref: { control: false },
  },
} satisfies Meta<typeof StaffLeadDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A call-back request: the phone as a link, the notifications, where its visit came from, two notes with author and time. */
export const Callback: Story = {
  play: async ({ canvas }) => {
    const visit = canvas.getByRole('region', { name: 'Herkomst' });
    await expect(
      within(visit)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Eerste pagina', 'Bron', 'Medium', 'Campagne', 'Verwezen door']);
    await expect(
      within(visit)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['/wordpress', 'google', 'cpc', 'najaar-2026', 'google.com']);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Jan Jansen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terug naar de aanvragen' })).toHaveAttribute('href', '/beheer');
    // Shown in Dutch notation, dialled as stored (in the facts, and where a reply by e-mail cannot go).
    const phones = canvas.getAllByRole('link', { name: '06 12 34 56 78' });
    await expect(phones).toHaveLength(2);
    for (const phone of phones) await expect(phone).toHaveAttribute('href', 'tel:+31612345678');
    await expect(canvas.getByText(/Deze aanvraag heeft geen e-mailadres/)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Toegewezen aan' })).toHaveValue('staff-sanne');
    await expect(canvas.getByText('Opvolgen op 26 nov 2026, 10:00')).toBeVisible();
    const timeline = within(canvas.getByRole('list', { name: 'Geschiedenis' })).getAllByRole('listitem');
    await expect(timeline).toHaveLength(5);
    await expect(timeline[0]).toHaveTextContent('Aanvraag ontvangendoor de bezoeker · 25 nov 2026, 10:41');
    await expect(canvas.getByRole('link', { name: 'Ook: 2 andere aanvragen' })).toHaveAttribute(
      'href',
      '/beheer?person=lead-0001',
    );
    await expect(canvas.getByText('E-mail: verstuurd, Webhook: mislukt')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
    const notes = within(canvas.getByRole('region', { name: 'Notities' })).getAllByRole('listitem');
    await expect(notes).toHaveLength(2);
    await expect(notes[0]).toHaveTextContent('Noor Bakker · 25 nov 2026, 11:05');
  },
};

/** From the contact form: the e-mail as a link and the message as typed, line breaks kept. */
export const ContactForm: Story = {
  args: { detail: contactLead },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'anna.deboer@example.nl' })).toHaveAttribute(
      'href',
      'mailto:anna.deboer@example.nl',
    );
    const message = canvas.getByRole('region', { name: 'Bericht' });
    await expect(message).toHaveTextContent('Kunnen jullie een Shopify-webshop maken?');
    // Referred by a website, without UTM fields: no medium, no campaign.
    await expect(canvas.getByRole('region', { name: 'Herkomst' })).toHaveTextContent(
      'Eerste pagina/shopifyBronbakkersnetwerk.nlVerwezen doorbakkersnetwerk.nl',
    );
    await expect(canvas.getByText('Nog geen notities.')).toBeVisible();
  },
};

/**
 * From the chat: the conversation before the visitor asked to be called back. The assistant's
 * markdown links are links (a page of the site, an http(s) address; in a new tab), never raw.
 */
export const ChatTranscript: Story = {
  args: { detail: chatLead },
  play: async ({ canvas }) => {
    const transcript = canvas.getByRole('region', { name: 'Chatgesprek vóór de vraag om terug te bellen' });
    const messages = within(transcript).getAllByRole('listitem');
    await expect(messages).toHaveLength(6);
    const contact = within(messages[5]!).getByRole('link', { name: 'contactpagina' });
    await expect(contact).toHaveAttribute('href', '/contact');
    await expect(contact).toHaveAttribute('target', '_blank');
    await expect(within(messages[3]!).getByRole('link', { name: 'webshops' })).toHaveAttribute(
      'href',
      '/diensten/webshop',
    );
    await expect(within(messages[3]!).getByRole('link', { name: 'de uitleg van Shopify' })).toHaveAttribute(
      'href',
      'https://www.shopify.com/nl',
    );
    await expect(transcript).not.toHaveTextContent('](');
    await expect(messages[0]).toHaveTextContent('BezoekerWat kost een webshop?');
    await expect(messages[1]).toHaveTextContent(/^Assistent/);
    await expect(canvas.getByRole('region', { name: 'Herkomst' })).toHaveTextContent('Eerste pagina/Brondirect');
  },
};

/** Markup in a name, message or transcript is text: nothing of it runs or renders. Without a visit, no "Herkomst". */
export const MarkupAsText: Story = {
  args: { detail: markupLead },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '<img src=x onerror="window.hacked=1">Eva' }),
    ).toBeVisible();
    await expect(canvas.getByText(/<script>window.hacked=1<\/script>/)).toBeVisible();
    await expect(canvas.getByText('<b onmouseover="window.hacked=1">Hoi</b>')).toBeVisible();
    await expect(
      canvas.getByText(/Zie \[hier\]\(javascript:alert\(1\)\) of <a href="https:\/\/example.com">daar<\/a>/),
    ).toBeVisible();
    await expect(canvasElement.querySelector('img, script, b')).toBeNull();
    const transcript = canvas.getByRole('region', { name: 'Chatgesprek vóór de vraag om terug te bellen' });
    await expect(within(transcript).queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Herkomst' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Herkomst' })).toBeNull();
  },
};

/** A status chosen is saved at once, and said. */
export const StatusSaved: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Gewonnen');
    await expect(args.onStatus).toHaveBeenCalledWith('won');
    await waitFor(() => expect(canvas.getByText('Status opgeslagen: Gewonnen.')).toBeVisible());
  },
};

/** The api refused the status: its message, next to the choice. */
export const StatusRefused: Story = {
  args: { onStatus: fn(answerLater<StatusAnswer>({ ok: false, message: 'Deze aanvraag bestaat niet meer.' })) },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Verloren');
    await waitFor(() => expect(canvas.getByText('Deze aanvraag bestaat niet meer.')).toBeVisible());
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription(
      'Deze aanvraag bestaat niet meer.',
    );
  },
};

/** A parent that shows the lead with its new note, as the site's page does. */
function WithNotes(props: StaffLeadDetailProps) {
  const [detail, setDetail] = useState<StaffLeadRecord>(props.detail);
  return (
    <StaffLeadDetail
      {...props}
      detail={detail}
      onNote={async (text) => {
        const answer = await props.onNote(text);
        if (answer.ok) setDetail((shown) => ({ ...shown, notes: [...shown.notes, answer.data] }));
        return answer;
      }}
    />
  );
}

/** "Notitie opslaan": the note joins the list and the field empties. */
export const NoteSaved: Story = {
  args: { detail: contactLead },
  render: (args) => <WithNotes {...args} />,
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Notitie' });
    await userEvent.type(field, 'Offerte gestuurd.');
    await userEvent.click(canvas.getByRole('button', { name: 'Notitie opslaan' }));
    await expect(args.onNote).toHaveBeenCalledWith('Offerte gestuurd.');
    const notes = canvas.getByRole('region', { name: 'Notities' });
    await waitFor(() => expect(within(notes).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(notes).getByRole('listitem')).toHaveTextContent(
      'Offerte gestuurd.Noor Bakker · 25 nov 2026, 13:00',
    );
    await expect(field).toHaveValue('');
  },
};

/** An empty note is not sent: the field says so and gets focus. */
export const NoteMissing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notitie opslaan' }));
    const field = canvas.getByRole('textbox', { name: 'Notitie' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Schrijf eerst een notitie.');
    await expect(field).toHaveFocus();
    await expect(args.onNote).not.toHaveBeenCalled();
  },
};

/** The api refused the note: what was typed stays, with the reason at the field. */
export const NoteRefused: Story = {
  args: {
    onNote: fn(answerLater<NoteAnswer>({ ok: false, message: 'Een notitie mag hoogstens 5000 tekens hebben.' })),
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Notitie' });
    await userEvent.type(field, 'Te lang');
    await userEvent.click(canvas.getByRole('button', { name: 'Notitie opslaan' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Een notitie mag hoogstens 5000 tekens hebben.'));
    await expect(field).toHaveValue('Te lang');
    await expect(field).toHaveFocus();
  },
};

/** A parent that shows the lead as the api answered each change, as the site's page does. */
function WithChanges(props: StaffLeadDetailProps) {
  const [detail, setDetail] = useState<StaffLeadRecord>(props.detail);
  return (
    <StaffLeadDetail
      {...props}
      detail={detail}
      onReply={async (input) => {
        const answer = await props.onReply(input);
        if (answer.ok) {
          const sent = answer.data;
          setDetail((shown) => ({
            ...shown,
            replies: [...shown.replies, sent],
            timeline: [
              ...shown.timeline,
              { kind: 'reply', at: sent.createdAt, by: noorBakker, replyId: sent.id, subject: sent.subject },
            ],
          }));
        }
        return answer;
      }}
      onAssign={async (staffUserId) => {
        const answer = await props.onAssign(staffUserId);
        if (answer.ok) {
          const { assignee } = answer.data;
          setDetail((shown) => ({
            ...shown,
            lead: { ...shown.lead, assignee },
            timeline: [...shown.timeline, { kind: 'assigned', at: storyNow, by: noorBakker, assignee }],
          }));
        }
        return answer;
      }}
    />
  );
}

/**
 * Replying from the page with a saved reply: the text starts with the lead's name, the reply
 * joins "Verstuurde antwoorden" and the timeline.
 */
export const ReplySent: Story = {
  args: { detail: contactLead },
  render: (args) => <WithChanges {...args} />,
  play: async ({ canvas, args }) => {
    const reply = canvas.getByRole('region', { name: 'Beantwoorden per e-mail' });
    await userEvent.selectOptions(within(reply).getByRole('combobox', { name: 'Standaardantwoord' }), 'Eerste reactie');
    await expect((within(reply).getByRole('textbox', { name: 'Bericht' }) as HTMLTextAreaElement).value).toMatch(
      /^Beste Anna de Boer,\n/,
    );
    await userEvent.click(within(reply).getByRole('button', { name: 'Versturen' }));
    await expect(args.onReply).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(reply).getByText('Verstuurd naar anna.deboer@example.nl.')).toBeVisible());
    await expect(
      within(canvas.getByRole('list', { name: 'Verstuurde antwoorden' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    const timeline = within(canvas.getByRole('list', { name: 'Geschiedenis' })).getAllByRole('listitem');
    await expect(timeline.at(-1)).toHaveTextContent('E-mail verstuurd: Je aanvraag bij Studio Legende');
  },
};

/** Assigning from the page: said beside the choice, and the timeline says who did it. */
export const AssignedFromPage: Story = {
  args: {
    detail: contactLead,
    onAssign: fn(answerLater<StaffLeadAssignAnswer>({ ok: true, data: { assignee: storyInboxColleagues[1]! } })),
  },
  render: (args) => <WithChanges {...args} />,
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const choice = canvas.getByRole('combobox', { name: 'Toegewezen aan' });
    await userEvent.selectOptions(choice, 'Sanne de Vries');
    await waitFor(() => expect(choice).toHaveAccessibleDescription('Toegewezen aan Sanne de Vries.'));
    const timeline = within(canvas.getByRole('list', { name: 'Geschiedenis' })).getAllByRole('listitem');
    await expect(timeline.at(-1)).toHaveTextContent('Toegewezen aan Sanne de Vriesdoor Noor Bakker');
  },
};

/** The server has no mail server set: the page says which settings turn replying on. */
export const NoMailServer: Story = {
  args: { detail: noSmtpLead },
  play: async ({ canvas }) => {
    const reply = canvas.getByRole('region', { name: 'Beantwoorden per e-mail' });
    await expect(reply).toHaveTextContent('SMTP_URL');
    await expect(within(reply).queryByRole('button', { name: 'Versturen' })).toBeNull();
  },
};
