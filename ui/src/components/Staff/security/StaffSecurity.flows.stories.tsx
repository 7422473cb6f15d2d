import {
  staffAuditTexts,
  staffFactorsTexts,
  staffPasswordChangeTexts,
  staffReauthTexts,
  staffSessionsTexts,
} from '@agency/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fill } from '../../../testing/formStory';
import { StaffAuditList } from './StaffAuditList/StaffAuditList';
import { StaffFactors } from './StaffFactors/StaffFactors';
import { StaffPasswordChange } from './StaffPasswordChange/StaffPasswordChange';
import { StaffReauth } from './StaffReauth/StaffReauth';
import type { StaffActionAnswer } from '../common/staffAnswer';
import { StaffSessions } from './StaffSessions/StaffSessions';
import { newRecoveryCodes, pause, sampleAudit, sampleFactors, sampleSessions } from './staffSecurityStory';
import { otpauthUri, staffPassword, totpSecret } from '../common/staffStory';

type FlowArgs = { onEndAll: () => void; onCall: (what: string) => void };

const REFUSED = 'Dit wachtwoord of deze code klopt niet, of de code is al gebruikt.';
const LAST = 'Dit is je enige tweede stap. Voeg eerst een andere passkey of authenticator-app toe.';

/**
 * The page as the site will put it together, with a fake api: a factor or new recovery codes
 * need the password asked again (the dialog opens, and the action is repeated after it), the
 * password 'koffie-bij-de-gracht-om-negen' is right, code 123456 confirms an app.
 */
function SecurityAsTheSiteWill({ onEndAll, onCall }: FlowArgs) {
  const [sessions, setSessions] = useState(sampleSessions);
  const [factors, setFactors] = useState(sampleFactors);
  const [codesLeft, setCodesLeft] = useState(3);
  const [audit, setAudit] = useState(sampleAudit(5));
  const [reauthOpen, setReauthOpen] = useState(false);
  const recent = useRef(false);
  const waiting = useRef<((ok: boolean) => void) | null>(null);

  /** What `useReauth` does on the site: on `staff_reauth_required`, ask, then repeat. */
  async function sensitive<T>(action: () => Promise<StaffActionAnswer<T>>): Promise<StaffActionAnswer<T>> {
    if (!recent.current) {
      setReauthOpen(true);
      const ok = await new Promise<boolean>((resolve) => (waiting.current = resolve));
      setReauthOpen(false);
      if (!ok) return { ok: false, message: 'Niet bevestigd: er is niets gewijzigd.' };
    }
    return action();
  }

  const answer = async <T,>(what: string, data: T): Promise<StaffActionAnswer<T>> => {
    onCall(what);
    await pause(40);
    return { ok: true, data };
  };

  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <StaffSessions
        sessions={sessions}
        texts={staffSessionsTexts}
        onEnd={async (id) => {
          const result = await answer('end', null);
          setSessions((all) => all.filter((session) => session.id !== id));
          return result;
        }}
        onEndAll={async () => {
          const result = await answer('end-all', null);
          onEndAll();
          return result;
        }}
      />
      <StaffPasswordChange
        minLength={12}
        maxLength={128}
        texts={staffPasswordChangeTexts}
        onSubmit={async ({ currentPassword }) =>
          currentPassword === staffPassword
            ? answer('password', null)
            : { ok: false, message: 'Je huidige wachtwoord klopt niet.' }
        }
      />
      <StaffFactors
        factors={factors}
        recoveryCodesLeft={codesLeft}
        texts={staffFactorsTexts}
        onRemove={(id) =>
          sensitive(async () => {
            if (factors.length <= 1) return { ok: false, message: LAST };
            const result = await answer('remove', null);
            setFactors((all) => all.filter((factor) => factor.id !== id));
            return result;
          })
        }
        onAddPasskey={() => sensitive(() => answer('passkey', null))}
        onStartTotp={() => sensitive(() => answer('totp', { secret: totpSecret, uri: otpauthUri }))}
        onConfirmTotp={async (code) => {
          if (code !== '123456') return { ok: false, message: 'Deze code klopt niet of is al gebruikt.' };
          const result = await answer('confirm', null);
          setFactors((all) => [...all, { ...sampleFactors[0]!, id: 'factor-app-2' }]);
          return result;
        }}
        onNewRecoveryCodes={() =>
          sensitive(async () => {
            const result = await answer('codes', { recoveryCodes: [...newRecoveryCodes] });
            setCodesLeft(10);
            return result;
          })
        }
      />
      <StaffAuditList
        entries={audit}
        hasMore={audit.length < 12}
        texts={staffAuditTexts}
        onLoadMore={async () => {
          const result = await answer('more', null);
          setAudit((all) => [...all, ...sampleAudit(Math.min(5, 12 - all.length), all.length)]);
          return result;
        }}
      />
      <StaffReauth
        open={reauthOpen}
        texts={staffReauthTexts}
        onCancel={() => waiting.current?.(false)}
        onPassword={async (password) => {
          onCall('reauth');
          await pause(40);
          if (password !== staffPassword) return { ok: false, message: REFUSED };
          recent.current = true;
          waiting.current?.(true);
          return { ok: true, data: null };
        }}
        onCode={async () => ({ ok: false, message: REFUSED })}
      />
    </div>
  );
}

/**
 * The "Beveiliging" page's actions from start to end, with a parent that answers like the api.
 * Each ends in a state the other Beheer/Beveiliging stories show, so these run as tests
 * without screenshots (tag `no-visual`).
 */
const meta = {
  title: 'Beheer/Beveiliging/Flows',
  component: SecurityAsTheSiteWill,
  tags: ['no-visual'],
  args: { onEndAll: fn(), onCall: fn() },
} satisfies Meta<typeof SecurityAsTheSiteWill>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another session ended: it leaves the list; then "Overal uitloggen". */
export const EndSessions: Story = {
  name: 'Another session ended, then everywhere',
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Actieve sessies' });
    const firefox = within(list).getByText('Firefox op Windows').closest('li')!;
    await userEvent.click(within(firefox).getByRole('button', { name: 'Beëindigen' }));
    await waitFor(() => expect(within(list).queryByText('Firefox op Windows')).toBeNull());
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Overal uitloggen' }));
    await waitFor(() => expect(args.onEndAll).toHaveBeenCalledOnce());
  },
};

/**
 * New recovery codes: the password is asked first (a wrong one refused in the dialog), then the
 * codes are made without a second click and shown once; "Ik heb ze bewaard" hides them.
 */
export const NewCodesAfterAskingAgain: Story = {
  name: 'New recovery codes after asking again',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Je hebt nog 3 herstelcodes over.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nieuwe herstelcodes maken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bevestig dat jij het bent' });
    const password = within(dialog).getByLabelText('Wachtwoord');
    await fill(password, 'niet-het-goede-wachtwoord');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(REFUSED));
    await expect(args.onCall).not.toHaveBeenCalledWith('codes');
    await fill(password, staffPassword);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    // Hidden from assistive technology until the dialog has left: allow a busy machine its time.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    const codes = await canvas.findByRole('list', { name: 'Nieuwe herstelcodes' }, { timeout: 5000 });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByText('Je hebt nog 10 herstelcodes over.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ik heb ze bewaard' }));
    await expect(canvas.queryByRole('list', { name: 'Nieuwe herstelcodes' })).toBeNull();
  },
};

/** Asking again cancelled: nothing is done, and the section says so. */
export const AskingAgainCancelled: Story = {
  name: 'Asking again cancelled',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Passkey toevoegen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getAllByRole('alert').some((alert) => alert.textContent?.includes('Niet bevestigd'))).toBe(true),
    );
    await expect(args.onCall).not.toHaveBeenCalledWith('passkey');
  },
};

/** An app added with its first code (a wrong one first); then factors removed down to the last. */
export const FactorsAddedAndRemoved: Story = {
  name: 'An app added, factors removed down to the last',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Authenticator-app toevoegen' }));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('Wachtwoord'), staffPassword);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    // The page is hidden from assistive technology until the dialog has left (its exit
    // animation): on a busy machine that takes longer than a query's default second.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    const code = await canvas.findByRole('textbox', { name: 'Code' }, { timeout: 5000 });
    await userEvent.type(code, '000000{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription('Deze code klopt niet of is al gebruikt.'));
    await userEvent.clear(code);
    await userEvent.type(code, '123456{Enter}');
    await waitFor(() => expect(canvas.getByText('Authenticator-app toegevoegd.')).toBeVisible());
    const list = canvas.getByRole('list', { name: 'Je tweede stappen' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    for (const left of [2, 1]) {
      await userEvent.click(within(list).getAllByRole('button', { name: 'Verwijderen' })[0]!);
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(left));
    }
    await expect(within(list).getByRole('button', { name: 'Verwijderen' })).toBeDisabled();
  },
};

/** A wrong current password, then the right one: the fields are emptied and the change said. */
export const PasswordChanged: Story = {
  name: 'Password changed',
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Wachtwoord wijzigen' });
    const local = within(section);
    const next = 'fietsen-langs-de-amstel-bij-regen';
    await fill(local.getByLabelText('Huidig wachtwoord'), 'niet-mijn-wachtwoord');
    await fill(local.getByLabelText('Nieuw wachtwoord'), next);
    await fill(local.getByLabelText('Herhaal wachtwoord'), next);
    await userEvent.click(local.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    await waitFor(() => expect(local.getByRole('alert')).toHaveTextContent('Je huidige wachtwoord klopt niet.'));
    await userEvent.clear(local.getByLabelText('Huidig wachtwoord'));
    await fill(local.getByLabelText('Huidig wachtwoord'), staffPassword);
    await userEvent.click(local.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    await waitFor(() => expect(local.getByRole('status')).toHaveTextContent('Je wachtwoord is gewijzigd.'));
    await expect(local.getByLabelText('Nieuw wachtwoord')).toHaveValue('');
  },
};

/** "Meer laden" until the last page; focus goes to the first new row. */
export const AuditMore: Story = {
  name: 'Audit trail: more loaded',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await waitFor(() => expect(within(table).getAllByRole('row')[6]).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Meer laden' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));
    await expect(canvas.queryByRole('button', { name: 'Meer laden' })).toBeNull();
  },
};
