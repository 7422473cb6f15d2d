import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import answerStyle from '../../common/staffAnswer.module.css';
import field from '../../common/staffField.module.css';
import card from '../../common/staffSection.module.css';
import { fillLiveText, formatNextOpening, type ChatLiveTexts } from '../../../Chat/live/liveTexts';
import { Icon } from '../../../Icon';
import { AvailabilitySwitch } from './AvailabilitySwitch';
import styles from './StaffChatAvailability.module.css';
import { failureText, type StaffChatAvailabilityValue, type StaffChatMoreTexts } from '../staffChats';

/** Every text of `StaffChatAvailability`; the site passes `staffChatTexts` of `@agency/content`. */
export type StaffChatAvailabilityTexts = Pick<StaffChatMoreTexts, 'displayNameMissing' | 'failed'> & {
  /** The switch, 'Beschikbaar voor chat'. */
  availability: string;
  /** Under it: when it turns itself off. */
  availabilityHint: string;
  /** The field, 'Naam in de chat'. */
  displayName: string;
  /** Under the field, e.g. 'Zo ziet de bezoeker je. Bijvoorbeeld je voornaam.' */
  displayNameHint: string;
  /** The second switch, 'Geluid bij een wachtende chat'. */
  alertSwitch: string;
  /** Outside office hours, under the switch: that visitors cannot ask for a colleague now. */
  officeClosed: string;
  /** Before the visitor's words, e.g. 'Bezoekers lezen in de chat:'. */
  visitorsRead: string;
  /** What the chat panel says to visitors then (its `ChatLiveTexts`), shown as they read it. */
  visitorClosed: Pick<ChatLiveTexts, 'closed' | 'closedHint' | 'today' | 'tomorrow' | 'whenFormat'>;
};

/** Whether the office is open now, as the api decides it for visitors too. */
export type StaffChatOffice = {
  open: boolean;
  /** The next opening (ISO), when closed; null when none is known. */
  nextOpening: string | null;
};

export type StaffChatAvailabilityProps = {
  /** Whether this colleague is available for the chat, as saved. */
  available: boolean;
  /** Their name in the chat, as saved ('' when none yet). */
  displayName: string;
  /**
   * Saves both. While the promise runs the switch shows the new state and is busy; a rejected
   * promise puts back what was saved and shows the rejection's message (an `Error` with the api's
   * Dutch text), else `texts.failed`. New props replace what is shown.
   */
  onChange: (value: StaffChatAvailabilityValue) => Promise<void>;
  /** The most characters of the name. Default 40. */
  maxDisplayNameChars?: number;
  /** A sound when a visitor starts waiting (a setting of this browser). Controlled. */
  soundAlert?: boolean;
  /** Uncontrolled: the sound setting at first. Default off. */
  defaultSoundAlert?: boolean;
  onSoundAlertChange?: (on: boolean) => void;
  /**
   * The office's hours now. Closed: says so under the switch, with what visitors are told
   * instead (when it opens, in Amsterdam time, as the chat panel says it). Left out: open.
   */
  office?: StaffChatOffice;
  /** The moment "vandaag" and "morgen" are counted from. Default: this browser's clock. */
  now?: () => number;
  className?: string;
  texts: StaffChatAvailabilityTexts;
};

/** Outside office hours: the line under the switch, and the visitor's words in a quiet box. */
function OfficeClosed({
  id,
  nextOpening,
  now,
  texts,
}: {
  id: string;
  nextOpening: string | null;
  now: () => number;
  texts: StaffChatAvailabilityTexts;
}) {
  const visitor = texts.visitorClosed;
  const when = nextOpening ? formatNextOpening(nextOpening, new Date(now()), visitor) : null;
  return (
    <div id={id} className={styles.closed}>
      <p className={styles.closedLine}>
        <Icon name="clock" />
        <span>{texts.officeClosed}</span>
      </p>
      <p className={card.meta}>{texts.visitorsRead}</p>
      <blockquote className={styles.visitorWords}>
        <p className={styles.visitorTitle}>{fillLiveText(visitor.closed, { when: when ?? '' }).trim()}</p>
        <p>{visitor.closedHint}</p>
      </blockquote>
    </div>
  );
}

/**
 * A colleague's availability for the chat: the switch "Beschikbaar voor chat" with when it
 * turns itself off (and, outside office hours, that visitors cannot ask for a colleague now and
 * what they read instead), the "Naam in de chat" visitors see (needed to turn it on; saved when it
 * changes and the field is left or Enter is pressed), and the switch for a sound when a visitor
 * starts waiting.
 */
export function StaffChatAvailability({
  available,
  displayName,
  onChange,
  maxDisplayNameChars = 40,
  soundAlert,
  defaultSoundAlert = false,
  onSoundAlertChange,
  office,
  now = Date.now,
  className,
  texts,
}: StaffChatAvailabilityProps) {
  const id = useId();
  const nameField = useRef<HTMLInputElement>(null);
  const [saved, setSaved] = useState<StaffChatAvailabilityValue>({ available, displayName });
  const [props, setProps] = useState({ available, displayName });
  const [draft, setDraft] = useState(displayName);
  const [pending, setPending] = useState<StaffChatAvailabilityValue>();
  const pendingRef = useRef(false);
  const [problem, setProblem] = useState<{ text: string; field: boolean }>();
  const [sound, setSound] = useControllableState({
    prop: soundAlert,
    defaultProp: defaultSoundAlert,
    onChange: onSoundAlertChange,
    caller: 'StaffChatAvailability',
  });

  // New props are what the server holds now: they replace what is shown.
  if (props.available !== available || props.displayName !== displayName) {
    setProps({ available, displayName });
    setSaved({ available, displayName });
    setDraft(displayName);
  }

  const shown = pending ?? saved;
  // The state is a render behind a quick blur-then-click; the refs are not.
  const savedRef = useRef(saved);
  useEffect(() => {
    savedRef.current = saved;
  }, [saved]);
  const queued = useRef<StaffChatAvailabilityValue>(undefined);

  async function save(next: StaffChatAvailabilityValue) {
    if (next.available && !next.displayName) {
      setProblem({ text: texts.displayNameMissing, field: true });
      nameField.current?.focus();
      return;
    }
    if (pendingRef.current) {
      // Leaving the name field by pressing the switch: the switch's change follows the name's.
      queued.current = next;
      return;
    }
    const before = savedRef.current;
    if (next.available === before.available && next.displayName === before.displayName) {
      setProblem(undefined);
      return;
    }
    pendingRef.current = true;
    setPending(next);
    setProblem(undefined);
    let ok = false;
    try {
      await onChange(next);
      ok = true;
      savedRef.current = next;
      setSaved(next);
      setDraft(next.displayName);
    } catch (reason) {
      queued.current = undefined;
      setDraft(before.displayName);
      setProblem({ text: failureText(reason, texts.failed), field: false });
    } finally {
      pendingRef.current = false;
      setPending(undefined);
    }
    const then = queued.current;
    queued.current = undefined;
    if (ok && then) await save(then);
  }

  /** A changed name is saved when the field is left while available; else it goes with the switch. */
  const saveName = () => {
    const name = draft.trim();
    if (!savedRef.current.available || name === savedRef.current.displayName) return;
    void save({ available: true, displayName: name });
  };

  const onNameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      saveName();
    }
  };

  const fieldProblem = problem?.field ? problem.text : undefined;
  const closed = office !== undefined && !office.open;

  return (
    <div className={clsx(card.section, className)}>
      <AvailabilitySwitch
        id={`${id}-available`}
        label={texts.availability}
        hint={texts.availabilityHint}
        checked={shown.available}
        busy={Boolean(pending)}
        alsoDescribedBy={closed ? `${id}-closed` : undefined}
        onToggle={() =>
          void save({ available: !shown.available, displayName: draft.trim() || savedRef.current.displayName })
        }
      />
      {closed ? <OfficeClosed id={`${id}-closed`} nextOpening={office.nextOpening} now={now} texts={texts} /> : null}

      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={field.label}>
          {texts.displayName}
        </label>
        <input
          id={`${id}-name`}
          className={field.control}
          ref={nameField}
          type="text"
          autoComplete="given-name"
          value={draft}
          maxLength={maxDisplayNameChars}
          required={shown.available}
          aria-invalid={fieldProblem ? true : undefined}
          aria-describedby={`${id}-name-hint${fieldProblem ? ` ${id}-problem` : ''}`}
          readOnly={Boolean(pending)}
          onChange={(event) => {
            setDraft(event.target.value);
            if (problem?.field && event.target.value.trim()) setProblem(undefined);
          }}
          onBlur={saveName}
          onKeyDown={onNameKey}
        />
        <p id={`${id}-name-hint`} className={card.meta}>
          {texts.displayNameHint}
        </p>
        <div role="alert" id={`${id}-problem`}>
          {problem ? <p className={clsx(answerStyle.errorText, styles.problem)}>{problem.text}</p> : null}
        </div>
      </div>

      <AvailabilitySwitch
        id={`${id}-sound`}
        label={texts.alertSwitch}
        checked={sound}
        onToggle={() => setSound(!sound)}
      />
    </div>
  );
}
