import type { StaffRole, StaffTeamLink, StaffTeamMember } from '@agency/contract/staffAccess';
import { useRef, useState, type RefObject } from 'react';
import { Button } from '../../../Button';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import answerStyle from '../../common/staffAnswer.module.css';
import card from '../../common/staffSection.module.css';
import { fillIn } from '../../common/staffTexts';
import { useFocusLater } from '../../security/staffSecurity';
import styles from './StaffTeam.module.css';
import { TeamLink } from './TeamLink';
import type { StaffTeamTexts } from './staffTeamTexts';

/** The date an account was made, as the agency reads it (Amsterdam): '20 november 2026'. */
const day = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' });

export type TeamMemberProps = {
  /** The prefix of its ids (unique in the page). */
  id: string;
  member: StaffTeamMember;
  /** The beheerder who is signed in: marked "Jij". */
  isYou: boolean;
  onSetRole: (id: string, role: StaffRole) => Promise<StaffActionAnswer<{ colleague: StaffTeamMember }>>;
  onReset: (id: string) => Promise<StaffActionAnswer<StaffTeamLink>>;
  onDisable: (id: string) => Promise<StaffActionAnswer<{ colleague: StaffTeamMember }>>;
  /** An answer brought the account anew (its role, its status): the list shows it. */
  onChanged: (member: StaffTeamMember) => void;
  texts: StaffTeamTexts;
};

type Busy = 'role' | 'reset' | 'block' | undefined;
type Said = { error?: string; done?: string; link?: StaffTeamLink };

/**
 * One account in "Collega's": its name and e-mail address (as text), role, status and since
 * when; then its actions: the other role, "Nieuwe start" (a new link, shown here) and
 * "Blokkeren", which asks first, in the row. A blocked account has none.
 */
export function TeamMember({ id, member, isYou, onSetRole, onReset, onDisable, onChanged, texts }: TeamMemberProps) {
  const [busy, setBusy] = useState<Busy>();
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState<Said>({});
  const blockRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLDivElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const focusLater = useFocusLater();
  const nameId = `${id}-name`;
  const names = { name: member.name };

  /** Runs one action of the row at a time; its answer is said in the row. */
  async function act<T>(which: Busy, call: () => Promise<StaffActionAnswer<T>>, after: (data: T) => Said) {
    if (busy) return;
    setBusy(which);
    setSaid({});
    const answer = await call().catch(() => undefined);
    setBusy(undefined);
    if (!answer) return;
    if (answer.ok) setSaid(after(answer.data));
    else setSaid({ error: answer.message });
  }

  const otherRole: StaffRole = member.role === 'admin' ? 'member' : 'admin';
  const blocked = member.status === 'disabled';

  return (
    <li className={styles.member} aria-labelledby={nameId}>
      <div className={styles.memberText}>
        <p id={nameId} className={styles.name}>
          {member.name}
          {isYou ? <span className={styles.badge}>{texts.you}</span> : null}
        </p>
        <p className={styles.email} translate="no">
          {member.email}
        </p>
        <p className={styles.facts}>
          <span className={styles.role}>{fillIn(texts.roleLabel, { role: texts.roles[member.role] })}</span>
          <span className={styles.status} data-status={member.status}>
            {texts.statuses[member.status]}
          </span>
          <span className={card.meta}>{fillIn(texts.since, { date: day.format(new Date(member.createdAt)) })}</span>
        </p>
      </div>

      {blocked ? null : (
        <div className={styles.memberActions} role="group" aria-label={fillIn(texts.actionsLabel, names)}>
          <Button
            variant="secondary"
            loading={busy === 'role'}
            disabled={busy !== undefined && busy !== 'role'}
            aria-describedby={nameId}
            onClick={() =>
              void act(
                'role',
                () => onSetRole(member.id, otherRole),
                ({ colleague }) => {
                  onChanged(colleague);
                  return { done: fillIn(texts.roleChanged, { ...names, role: texts.roles[colleague.role] }) };
                },
              )
            }
          >
            {busy === 'role' ? texts.changingRole : otherRole === 'admin' ? texts.makeAdmin : texts.makeMember}
          </Button>
          <Button
            variant="secondary"
            loading={busy === 'reset'}
            disabled={busy !== undefined && busy !== 'reset'}
            aria-describedby={nameId}
            onClick={() =>
              void act(
                'reset',
                () => onReset(member.id),
                (link) => {
                  onChanged(link.colleague);
                  focusLater(linkRef);
                  return { link };
                },
              )
            }
          >
            {busy === 'reset' ? texts.resetting : texts.reset}
          </Button>
          <Button
            ref={blockRef}
            variant="secondary"
            disabled={busy !== undefined || confirming}
            aria-describedby={nameId}
            aria-expanded={confirming}
            aria-controls={confirming ? `${id}-confirm` : undefined}
            onClick={() => {
              setSaid({});
              setConfirming(true);
              focusLater(questionRef);
            }}
          >
            {texts.block}
          </Button>
        </div>
      )}

      {confirming && !blocked ? (
        <BlockQuestion
          id={id}
          name={member.name}
          questionRef={questionRef}
          busy={busy === 'block'}
          onConfirm={() =>
            void act(
              'block',
              () => onDisable(member.id),
              ({ colleague }) => {
                setConfirming(false);
                onChanged(colleague);
                focusLater(doneRef);
                return { done: fillIn(texts.blocked, names) };
              },
            )
          }
          onCancel={() => {
            setConfirming(false);
            focusLater(blockRef);
          }}
          texts={texts}
        />
      ) : null}

      <div className={styles.memberAnswer}>
        <div role="alert">{said.error ? <p className={answerStyle.errorBox}>{said.error}</p> : null}</div>
        <div role="status">
          {said.done ? (
            <p ref={doneRef} className={answerStyle.doneBox} tabIndex={-1}>
              {said.done}
            </p>
          ) : null}
        </div>
        {said.link ? (
          <TeamLink
            id={id}
            link={said.link.link}
            expiresAt={said.link.expiresAt}
            emailed={said.link.emailed}
            email={member.email}
            done={fillIn(texts.resetDone, names)}
            fieldRef={linkRef}
            texts={texts.link}
          />
        ) : null}
      </div>
    </li>
  );
}

type BlockQuestionProps = {
  id: string;
  name: string;
  questionRef: RefObject<HTMLDivElement | null>;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  texts: StaffTeamTexts;
};

/** "{name} blokkeren?" in the row, with what it does: "Ja, blokkeren" or "Annuleren". */
function BlockQuestion({ id, name, questionRef, busy, onConfirm, onCancel, texts }: BlockQuestionProps) {
  return (
    <div
      ref={questionRef}
      id={`${id}-confirm`}
      className={styles.confirm}
      role="group"
      aria-labelledby={`${id}-question`}
      aria-describedby={`${id}-explained`}
      tabIndex={-1}
    >
      <p id={`${id}-question`} className={styles.name}>
        {fillIn(texts.blockQuestion, { name })}
      </p>
      <p id={`${id}-explained`} className={card.muted}>
        {texts.blockExplained}
      </p>
      <div className={card.actions}>
        <Button variant="primary" loading={busy} onClick={onConfirm}>
          {busy ? texts.blocking : texts.blockConfirm}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onCancel}>
          {texts.blockCancel}
        </Button>
      </div>
    </div>
  );
}
