import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { Field, Input } from '../Form';
import { QrCode } from './QrCode';
import styles from './StaffSecurity.module.css';
import type { StaffActionAnswer } from './staffAnswer';
import { staffMoment } from './staffMoment';
import { useFocusLater, type StaffFactorItem } from './staffSecurity';
import { fillIn, secretGroups } from './staffTexts';

/** Every text of `StaffFactors`; the site passes `staffFactorsTexts` of `@agency/content`. */
export type StaffFactorsTexts = {
  /** The heading (h2), e.g. 'Tweede stap'. */
  title: string;
  intro: string;
  /** The list's accessible name. */
  listLabel: string;
  /** A factor's name by its kind, e.g. `webauthn: 'Passkey'`. */
  kinds: { totp: string; webauthn: string; phone: string };
  /** When it was added, '{time}'. */
  added: string;
  /** When it was last used, '{time}'. */
  lastUsed: string;
  neverUsed: string;
  /** 'Verwijderen'. */
  remove: string;
  removing: string;
  removed: string;
  /** Why the last factor cannot be removed (its button is disabled and described by it). */
  lastFactor: string;
  /** 'Passkey toevoegen'. */
  addPasskey: string;
  addingPasskey: string;
  /** 'Authenticator-app toevoegen'. */
  addTotp: string;
  startingTotp: string;
  passkeyAdded: string;
  /** The heading (h3) of an app being added. */
  totpTitle: string;
  totpIntro: string;
  /** The QR code's accessible name. */
  qrLabel: string;
  /** 'Sleutel': the secret as text, to type over. */
  secretLabel: string;
  /** 'Code'. */
  codeLabel: string;
  codeRequired: string;
  /** 'Bevestigen'. */
  confirm: string;
  confirming: string;
  /** 'Annuleren'. */
  cancel: string;
  totpAdded: string;
  /** The heading (h3) of the recovery codes. */
  recoveryTitle: string;
  /** How many are left, '{count}'; `recoveryLeftOne` for one; `recoveryNone` for none. */
  recoveryLeft: string;
  recoveryLeftOne: string;
  recoveryNone: string;
  /** 'Nieuwe herstelcodes maken'. */
  newCodes: string;
  makingCodes: string;
  /** Shown with new codes: this once, and the old ones no longer work. */
  codesOnce: string;
  /** The new codes' list's accessible name. */
  codesLabel: string;
  /** 'Ik heb ze bewaard': hides them. */
  codesSaved: string;
};

export type StaffFactorsProps = {
  /** The verified factors; undefined while loading. */
  factors?: readonly StaffFactorItem[];
  /** Recovery codes not yet used. */
  recoveryCodesLeft?: number;
  /** Why the factors could not be loaded (the api's message). */
  error?: string;
  /** Removes a factor; the parent passes the new `factors` after it went. */
  onRemove: (id: string) => Promise<StaffActionAnswer>;
  /** Makes a passkey (the parent asks the browser) and keeps it. */
  onAddPasskey: () => Promise<StaffActionAnswer>;
  /** Starts an authenticator app: its secret and the `otpauth://` URI for the QR code. */
  onStartTotp: () => Promise<StaffActionAnswer<{ secret: string; uri: string }>>;
  /** Confirms the app with its first code (trimmed, never blank). */
  onConfirmTotp: (code: string) => Promise<StaffActionAnswer>;
  /** Ten new recovery codes, shown once; the old ones stop working. */
  onNewRecoveryCodes: () => Promise<StaffActionAnswer<{ recoveryCodes: string[] }>>;
  texts: StaffFactorsTexts;
};

type Busy = { kind: 'remove'; id: string } | { kind: 'passkey' | 'totp' | 'confirm' | 'codes' } | null;

/**
 * The colleague's second factors: each with "Verwijderen" (disabled, with the reason, for the
 * last one), "Passkey toevoegen" and "Authenticator-app toevoegen" (a QR code, the key as text
 * and the first code), and the recovery codes: how many are left, and "Nieuwe herstelcodes
 * maken", which shows the new ones this once.
 */
export function StaffFactors({
  factors,
  recoveryCodesLeft,
  error,
  onRemove,
  onAddPasskey,
  onStartTotp,
  onConfirmTotp,
  onNewRecoveryCodes,
  texts,
}: StaffFactorsProps) {
  const id = useId().replace(/:/g, '');
  const [busy, setBusy] = useState<Busy>(null);
  const [problem, setProblem] = useState<string>();
  const [said, setSaid] = useState<string>();
  const [totp, setTotp] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const codesRef = useRef<HTMLParagraphElement>(null);
  const addTotpRef = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusLater();

  /** Runs one action at a time; its refusal is said under the list, its success as a status. */
  async function act<T>(
    what: Busy,
    action: () => Promise<StaffActionAnswer<T>>,
    done: (data: T) => string | undefined,
  ): Promise<boolean> {
    if (busy) return false;
    setBusy(what);
    setProblem(undefined);
    setSaid(undefined);
    const answer = await action().catch(() => undefined);
    setBusy(null);
    if (!answer) return false;
    if (!answer.ok) {
      setProblem(answer.message);
      return false;
    }
    setSaid(done(answer.data));
    return true;
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setCodeError(texts.codeRequired);
      codeRef.current?.focus();
      return;
    }
    setCodeError(undefined);
    if (busy) return;
    setBusy({ kind: 'confirm' });
    setSaid(undefined);
    const answer = await onConfirmTotp(trimmed).catch(() => undefined);
    setBusy(null);
    if (!answer) return;
    if (!answer.ok) {
      setCodeError(answer.message);
      focusLater(codeRef);
      return;
    }
    setTotp(null);
    setCode('');
    setSaid(texts.totpAdded);
    focusLater(addTotpRef);
  }

  const only = factors?.length === 1;
  const left = recoveryCodesLeft ?? 0;
  const lastId = `${id}-last`;

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} aria-busy={factors ? undefined : true}>
      <h2 id={`${id}-title`} className={styles.title}>
        {texts.title}
      </h2>
      <p className={styles.intro}>{texts.intro}</p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : !factors ? null : (
        <>
          <ul className={styles.list} aria-label={texts.listLabel}>
            {factors.map((factor) => {
              const nameId = `${id}-${factor.id}`;
              const removing = busy?.kind === 'remove' && busy.id === factor.id;
              return (
                <li key={factor.id} className={styles.item}>
                  <div className={styles.itemText}>
                    <p id={nameId} className={styles.name}>
                      {texts.kinds[factor.kind]}
                    </p>
                    <p className={styles.meta}>
                      {fillIn(texts.added, { time: staffMoment(factor.createdAt) })}
                      <br />
                      {factor.lastUsedAt
                        ? fillIn(texts.lastUsed, { time: staffMoment(factor.lastUsedAt) })
                        : texts.neverUsed}
                    </p>
                    {only ? (
                      <p id={lastId} className={styles.meta}>
                        {texts.lastFactor}
                      </p>
                    ) : null}
                  </div>
                  <Button
                    variant="secondary"
                    disabled={only}
                    loading={removing}
                    aria-describedby={only ? `${nameId} ${lastId}` : nameId}
                    onClick={() =>
                      void act(
                        { kind: 'remove', id: factor.id },
                        () => onRemove(factor.id),
                        () => texts.removed,
                      )
                    }
                  >
                    {removing ? texts.removing : texts.remove}
                  </Button>
                </li>
              );
            })}
          </ul>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              loading={busy?.kind === 'passkey'}
              onClick={() => void act({ kind: 'passkey' }, onAddPasskey, () => texts.passkeyAdded)}
            >
              {busy?.kind === 'passkey' ? texts.addingPasskey : texts.addPasskey}
            </Button>
            <Button
              ref={addTotpRef}
              variant="secondary"
              loading={busy?.kind === 'totp'}
              aria-expanded={totp ? true : undefined}
              onClick={() =>
                void act({ kind: 'totp' }, onStartTotp, (data) => {
                  setTotp(data);
                  setCode('');
                  setCodeError(undefined);
                  // The QR code is drawn next; then the code field is the next thing to fill in.
                  focusLater(codeRef);
                  return undefined;
                })
              }
            >
              {busy?.kind === 'totp' ? texts.startingTotp : texts.addTotp}
            </Button>
          </div>
          {totp ? (
            <div className={styles.setup}>
              <h3 className={styles.subtitle}>{texts.totpTitle}</h3>
              <p className={styles.intro}>{texts.totpIntro}</p>
              <QrCode value={totp.uri} label={texts.qrLabel} size={176} />
              <p>
                <span className={styles.meta}>{texts.secretLabel}: </span>
                <span className={styles.secret} translate="no">
                  {secretGroups(totp.secret).join(' ')}
                </span>
              </p>
              <form className={styles.form} onSubmit={(event) => void confirm(event)} noValidate>
                <Field label={texts.codeLabel} error={codeError} disabled={busy?.kind === 'confirm'}>
                  <Input
                    ref={codeRef}
                    name="code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    value={code}
                    onChange={(event) => {
                      setCode(event.target.value);
                      setCodeError(undefined);
                    }}
                  />
                </Field>
                <div className={styles.actions}>
                  <Button type="submit" variant="primary" loading={busy?.kind === 'confirm'}>
                    {busy?.kind === 'confirm' ? texts.confirming : texts.confirm}
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => {
                      setTotp(null);
                      addTotpRef.current?.focus();
                    }}
                  >
                    {texts.cancel}
                  </Button>
                </div>
              </form>
            </div>
          ) : null}

          <h3 className={styles.subtitle}>{texts.recoveryTitle}</h3>
          <p className={styles.meta}>
            {left === 0
              ? texts.recoveryNone
              : left === 1
                ? texts.recoveryLeftOne
                : fillIn(texts.recoveryLeft, { count: left })}
          </p>
          {codes ? (
            <div className={styles.setup}>
              <p ref={codesRef} tabIndex={-1} className={styles.name}>
                {texts.codesOnce}
              </p>
              <ol className={styles.codes} aria-label={texts.codesLabel} translate="no">
                {codes.map((recoveryCode) => (
                  <li key={recoveryCode}>
                    <code className={styles.code}>{recoveryCode}</code>
                  </li>
                ))}
              </ol>
              <Button variant="primary" className={styles.switch} onClick={() => setCodes(null)}>
                {texts.codesSaved}
              </Button>
            </div>
          ) : (
            <Button
              variant="secondary"
              className={styles.switch}
              loading={busy?.kind === 'codes'}
              onClick={() =>
                void act({ kind: 'codes' }, onNewRecoveryCodes, (data) => {
                  setCodes(data.recoveryCodes);
                  focusLater(codesRef);
                  return undefined;
                })
              }
            >
              {busy?.kind === 'codes' ? texts.makingCodes : texts.newCodes}
            </Button>
          )}
          <div className={styles.notices}>
            <div role="alert">{problem ? <p className={styles.error}>{problem}</p> : null}</div>
            <div role="status">{said ? <p className={styles.done}>{said}</p> : null}</div>
          </div>
        </>
      )}
    </section>
  );
}
