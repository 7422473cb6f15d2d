import type { StaffRole, StaffTeamLink } from '@agency/contract/staffAccess';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../Button';
import { Field, Input, useFieldControl } from '../../../Form';
import formStyles from '../../../Form/Form.module.css';
import { useFieldErrors } from '../../../Form/useFieldErrors';
import { StaffAnswerNotices } from '../../common/StaffAnswerNotices/StaffAnswerNotices';
import { StaffSection } from '../../common/StaffSection/StaffSection';
import { fillIn } from '../../common/staffTexts';
import { useFocusLater } from '../../security/staffSecurity';
import styles from './StaffTeam.module.css';
import { TeamLink } from './TeamLink';
import type { StaffTeamTexts } from './staffTeamTexts';

/** What "Uitnodigen" sends: the name and address as typed (trimmed), and the role. */
export type StaffTeamInviteInput = { name: string; email: string; role: StaffRole };

/** The api's refusal of an invitation: its message, and per field what is wrong (in Dutch). */
export type StaffTeamInviteAnswer =
  | { ok: true; data: StaffTeamLink }
  | { ok: false; message: string; fields?: Partial<Record<keyof StaffTeamInviteInput, string>> };

const fieldNames = ['name', 'email', 'role'] as const;
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The role as a native select, wired to its `Field` (id, description, invalid). */
function RoleSelect({
  value,
  onChange,
  texts,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  texts: Readonly<Record<StaffRole, string>>;
}) {
  const field = useFieldControl();
  return (
    <select
      id={field?.id}
      name="role"
      className={formStyles.control}
      value={value}
      disabled={field?.disabled}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid ? true : undefined}
      onChange={(event) => onChange(event.target.value as StaffRole)}
    >
      <option value="member">{texts.member}</option>
      <option value="admin">{texts.admin}</option>
    </select>
  );
}

export type TeamInviteProps = {
  id: string;
  onInvite: (input: StaffTeamInviteInput) => Promise<StaffTeamInviteAnswer>;
  /** The invited account came back: the list shows it. */
  onInvited: (link: StaffTeamLink) => void;
  texts: StaffTeamTexts;
};

/**
 * "Collega uitnodigen": a name, an e-mail address and a role. A blank name or an address that
 * is no address is said at its field and never sent; so is a field the api refused (an
 * address already in use too). Then the one-time link, with whether it was e-mailed.
 */
export function TeamInvite({ id, onInvite, onInvited, texts }: TeamInviteProps) {
  const invite = texts.invite;
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('member');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<StaffTeamLink>();
  const checks = useFieldErrors(fieldNames);
  const linkRef = useRef<HTMLInputElement>(null);
  const focusLater = useFocusLater();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const input = { name: name.trim(), email: email.trim(), role };
    const messages = {
      ...(input.name ? {} : { name: invite.nameRequired }),
      ...(SIMPLE_EMAIL.test(input.email) ? {} : { email: invite.emailInvalid }),
    };
    if (Object.keys(messages).length) {
      checks.show(form, messages);
      return;
    }
    checks.clearAll();
    setError(undefined);
    setSent(undefined);
    setBusy(true);
    const answer = await onInvite(input).catch(() => undefined);
    setBusy(false);
    if (!answer) return;
    if (answer.ok) {
      setName('');
      setEmail('');
      setRole('member');
      setSent(answer.data);
      onInvited(answer.data);
      focusLater(linkRef);
    } else if (answer.fields && Object.keys(answer.fields).length) {
      checks.show(form, answer.fields);
    } else setError(answer.message);
  }

  const errorId = `${id}-invite-error`;
  const change = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    checks.clear(field);
  };
  return (
    <StaffSection id={`${id}-invite`} texts={invite}>
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby={`${id}-invite-title`}
        aria-describedby={error ? errorId : undefined}
        aria-busy={busy || undefined}
      >
        <Field label={invite.nameLabel} error={checks.errors.name} disabled={busy}>
          <Input
            name="name"
            autoComplete="off"
            maxLength={100}
            value={name}
            onChange={(event) => change('name', setName)(event.target.value)}
          />
        </Field>
        <Field label={invite.emailLabel} error={checks.errors.email} disabled={busy}>
          <Input
            name="email"
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={email}
            onChange={(event) => change('email', setEmail)(event.target.value)}
          />
        </Field>
        <Field label={invite.roleLabel} hint={invite.roleHint} error={checks.errors.role} disabled={busy}>
          <RoleSelect
            value={role}
            texts={texts.roles}
            onChange={(chosen) => {
              setRole(chosen);
              checks.clear('role');
            }}
          />
        </Field>
        <StaffAnswerNotices errorId={errorId} error={error} />
        <Button type="submit" variant="primary" loading={busy} className={styles.ownWidth}>
          {busy ? invite.submitting : invite.submit}
        </Button>
      </form>
      {sent ? (
        <TeamLink
          id={`${id}-invite`}
          link={sent.link}
          expiresAt={sent.expiresAt}
          emailed={sent.emailed}
          email={sent.colleague.email}
          done={fillIn(invite.done, { name: sent.colleague.name })}
          fieldRef={linkRef}
          texts={texts.link}
        />
      ) : null}
    </StaffSection>
  );
}
