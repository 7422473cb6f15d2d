import { staffInboxTexts } from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  StaffLeadPlanning,
  type StaffLeadAssignAnswer,
  type StaffLeadFollowUpAnswer,
  type StaffLeadFollowUpInput,
  type StaffLeadPlanningProps,
} from './StaffLeadPlanning';
import { answerLater, sanneDeVries, storyInboxColleagues, storyNow } from '../staffLeadsStory';

/** The api's answer to a follow-up: as it was sent (null: removed). */
const echoFollowUp = async (input: StaffLeadFollowUpInput | null): Promise<StaffLeadFollowUpAnswer> => ({
  ok: true,
  data: { followUp: input ? { at: input.at, text: input.text ?? null } : null },
});

/** The api's answer to an assignment: the colleague chosen. */
const echoAssign = async (staffUserId: string | null): Promise<StaffLeadAssignAnswer> => ({
  ok: true,
  data: { assignee: storyInboxColleagues.find((colleague) => colleague.id === staffUserId) ?? null },
});

/**
 * "Toewijzen en opvolgen" on a lead's page: the colleague it is assigned to, and its follow-up
 * in Amsterdam's time. The stories' "now" is 25 November 2026, 13:00.
 */
const meta = {
  title: 'Beheer/Aanvraag/Toewijzen en opvolgen',
  component: StaffLeadPlanning,
  args: {
    assignee: sanneDeVries,
    colleagues: storyInboxColleagues,
    followUp: { at: '2026-11-26T09:00:00.000Z', text: 'Opnieuw bellen' },
    now: storyNow,
    texts: staffInboxTexts.planning,
    onAssign: fn(echoAssign) as StaffLeadPlanningProps['onAssign'],
    onFollowUp: fn(echoFollowUp) as StaffLeadPlanningProps['onFollowUp'],
  },
  argTypes: { onAssign: { control: false }, onFollowUp: { control: false } },
} satisfies Meta<typeof StaffLeadPlanning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A parent that shows what the api answered, as the lead's page does. */
function WithAnswers(props: StaffLeadPlanningProps) {
  const [shown, setShown] = useState({ assignee: props.assignee, followUp: props.followUp });
  return (
    <StaffLeadPlanning
      {...props}
      {...shown}
      onAssign={async (staffUserId) => {
        const answer = await props.onAssign(staffUserId);
        if (answer.ok) setShown((current) => ({ ...current, assignee: answer.data.assignee }));
        return answer;
      }}
      onFollowUp={async (input) => {
        const answer = await props.onFollowUp(input);
        if (answer.ok) setShown((current) => ({ ...current, followUp: answer.data.followUp }));
        return answer;
      }}
    />
  );
}

const controls = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    assignee: canvas.getByRole('combobox', { name: 'Toegewezen aan' }),
    date: canvas.getByLabelText('Datum'),
    time: canvas.getByLabelText('Tijd'),
    text: canvas.getByRole('textbox', { name: /^Waarvoor/ }),
    set: canvas.getByRole('button', { name: /^(Opvolgen instellen|Bezig met opslaan\.\.\.)$/ }),
  };
};

/** Assigned to Sanne, a follow-up tomorrow at 10:00: the fields hold it in Amsterdam's time. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { assignee, date, time, text } = controls(canvasElement);
    await expect(assignee).toHaveValue('staff-sanne');
    await expect(
      within(assignee)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Niemand', 'Noor Bakker', 'Sanne de Vries', 'Daan Jansen']);
    await expect(canvas.getByText('Opvolgen op 26 nov 2026, 10:00')).toBeVisible();
    await expect(canvas.queryByText('verlopen')).toBeNull();
    await expect(date).toHaveValue('2026-11-26');
    await expect(date).toHaveAccessibleDescription('Nederlandse tijd.');
    await expect(time).toHaveValue('10:00');
    await expect(text).toHaveValue('Opnieuw bellen');
    await expect(canvas.getByRole('button', { name: 'Verwijderen' })).toBeVisible();
  },
};

/** A colleague chosen is saved at once, and who is said; "Niemand" takes it away. */
export const Assigned: Story = {
  render: (args) => <WithAnswers {...args} />,
  play: async ({ canvasElement, args }) => {
    const { assignee } = controls(canvasElement);
    await userEvent.selectOptions(assignee, 'Noor Bakker');
    await expect(args.onAssign).toHaveBeenCalledWith('staff-noor');
    await waitFor(() => expect(assignee).toHaveAccessibleDescription('Toegewezen aan Noor Bakker.'));
    await expect(assignee).toHaveValue('staff-noor');
    await userEvent.selectOptions(assignee, 'Niemand');
    await expect(args.onAssign).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(assignee).toHaveAccessibleDescription('Aan niemand toegewezen.'));
  },
};

/** The api refused the assignment: its message beside the choice, which stays as it was. */
export const AssignRefused: Story = {
  args: {
    onAssign: fn(answerLater<StaffLeadAssignAnswer>({ ok: false, message: 'Deze collega kan niet meer inloggen.' })),
  },
  play: async ({ canvasElement }) => {
    const { assignee } = controls(canvasElement);
    await userEvent.selectOptions(assignee, 'Daan Jansen');
    await waitFor(() => expect(assignee).toHaveAccessibleDescription('Deze collega kan niet meer inloggen.'));
    await expect(assignee).toHaveValue('staff-sanne');
  },
};

/** While the colleagues load, the choice waits (and shows who it is assigned to). */
export const ColleaguesLoading: Story = {
  args: { colleagues: undefined },
  play: async ({ canvasElement }) => {
    const { assignee } = controls(canvasElement);
    await expect(assignee).toBeDisabled();
    await expect(assignee).toHaveValue('staff-sanne');
    await expect(assignee).toHaveAccessibleDescription("Collega's laden...");
  },
};

/** A follow-up whose time has passed is marked "verlopen". */
export const Overdue: Story = {
  args: { followUp: { at: '2026-11-24T08:00:00.000Z', text: 'Offerte nabellen' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Opvolgen op 24 nov 2026, 09:00')).toBeVisible();
    await expect(canvas.getByText('verlopen')).toBeVisible();
  },
};

/** Nothing planned, nobody assigned: empty fields and no "Verwijderen". */
export const Nothing: Story = {
  args: { assignee: null, followUp: null },
  play: async ({ canvas, canvasElement }) => {
    const { assignee, date } = controls(canvasElement);
    await expect(assignee).toHaveValue('');
    await expect(date).toHaveValue('');
    await expect(canvas.getByText('Er staat geen opvolging gepland.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
  },
};

/** "Opvolgen instellen": the date and time typed are Amsterdam's, sent in UTC; what is planned is said. */
export const FollowUpSet: Story = {
  args: { assignee: null, followUp: null },
  render: (args) => <WithAnswers {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const { date, time, text, set } = controls(canvasElement);
    await userEvent.type(date, '2026-11-27');
    await userEvent.type(time, '09:30');
    await userEvent.type(text, 'Offerte bespreken');
    await userEvent.click(set);
    await expect(args.onFollowUp).toHaveBeenCalledWith({ at: '2026-11-27T08:30:00.000Z', text: 'Offerte bespreken' });
    await waitFor(() => expect(canvas.getByText('Opvolgen ingesteld op 27 nov 2026, 09:30.')).toBeVisible());
    await expect(canvas.getByText('Opvolgen op 27 nov 2026, 09:30')).toBeVisible();
  },
};

/**
 * Around the clock's change (28 March 2027: 2:00 becomes 3:00): the day before is one hour
 * ahead of UTC, the day itself after 3:00 two hours; 2:30 does not exist that day and is refused.
 */
export const AroundClockChange: Story = {
  args: { followUp: null },
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const { date, time, set } = controls(canvasElement);
    const plan = async (day: string, clock: string) => {
      await userEvent.clear(date);
      await userEvent.type(date, day);
      await userEvent.clear(time);
      await userEvent.type(time, clock);
      await userEvent.click(set);
    };
    await plan('2027-03-27', '09:00');
    await waitFor(() => expect(args.onFollowUp).toHaveBeenLastCalledWith({ at: '2027-03-27T08:00:00.000Z' }));
    await plan('2027-03-28', '03:30');
    await waitFor(() => expect(args.onFollowUp).toHaveBeenLastCalledWith({ at: '2027-03-28T01:30:00.000Z' }));
    await plan('2027-10-31', '12:00');
    await waitFor(() => expect(args.onFollowUp).toHaveBeenLastCalledWith({ at: '2027-10-31T11:00:00.000Z' }));
    await plan('2027-03-28', '02:30');
    await waitFor(() => expect(time).toHaveFocus());
    await expect(time).toHaveAccessibleDescription(
      /^Die tijd bestaat niet op die dag: de klok gaat dan een uur vooruit\. Kies een andere tijd\. Nederlandse tijd\.$/,
    );
    await expect(args.onFollowUp).toHaveBeenCalledTimes(3);
  },
};

/** No date or time: not sent, the field says so. */
export const FollowUpMissing: Story = {
  args: { followUp: null },
  play: async ({ canvasElement, args }) => {
    const { date, set } = controls(canvasElement);
    await userEvent.click(set);
    await waitFor(() => expect(date).toHaveFocus());
    await expect(date).toHaveAccessibleDescription('Kies een datum en een tijd. Nederlandse tijd.');
    await expect(args.onFollowUp).not.toHaveBeenCalled();
  },
};

/** "Verwijderen" removes the follow-up, and says so. */
export const FollowUpRemoved: Story = {
  render: (args) => <WithAnswers {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verwijderen' }));
    await expect(args.onFollowUp).toHaveBeenCalledWith(null);
    await waitFor(() => expect(canvas.getByText('Opvolgen verwijderd.')).toBeVisible());
    await expect(canvas.getByText('Er staat geen opvolging gepland.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
  },
};

/** The api refused the text (a control character): said at its field. */
export const FollowUpRefused: Story = {
  args: {
    onFollowUp: fn(
      answerLater<StaffLeadFollowUpAnswer>({
        ok: false,
        message: 'Niet alle velden zijn goed ingevuld.',
        fields: { text: 'Deze tekst bevat tekens die niet zijn toegestaan.' },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const { text, set } = controls(canvasElement);
    await userEvent.click(set);
    await waitFor(() => expect(text).toHaveAccessibleDescription('Deze tekst bevat tekens die niet zijn toegestaan.'));
    await waitFor(() => expect(text).toHaveFocus());
  },
};

/** A follow-up's text that holds markup shows as text. */
export const MarkupAsText: Story = {
  args: { followUp: { at: '2026-11-26T09:00:00.000Z', text: '<img src=x onerror="window.hacked=1">' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror="window.hacked=1">')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
