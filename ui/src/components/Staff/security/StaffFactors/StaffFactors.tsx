import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../Button';
import { StaffAnswerNotices } from '../../common/StaffAnswerNotices/StaffAnswerNotices';
import { StaffSection } from '../../common/StaffSection/StaffSection';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import { useFocusLater, type StaffFactorItem } from '../staffSecurity';
import { FactorList } from './FactorList';
import { FactorRecoveryCodes } from './FactorRecoveryCodes';
import { FactorTotpSetup } from './FactorTotpSetup';
import card from '../../common/staffSection.module.css';
import type { StaffFactorsTexts } from './staffFactorsTexts';
import { useFactorActions } from './useFactorActions';

export type { StaffFactorsTexts };

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
  const { busy, setBusy, problem, said, setSaid, act } = useFactorActions();
  const [totp, setTotp] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const codesRef = useRef<HTMLParagraphElement>(null);
  const addTotpRef = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusLater();

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

  const startTotp = () =>
    void act({ kind: 'totp' }, onStartTotp, (data) => {
      setTotp(data);
      setCode('');
      setCodeError(undefined);
      // The QR code is drawn next; then the code field is the next thing to fill in.
      focusLater(codeRef);
      return undefined;
    });

  const newCodes = () =>
    void act({ kind: 'codes' }, onNewRecoveryCodes, (data) => {
      setCodes(data.recoveryCodes);
      focusLater(codesRef);
      return undefined;
    });

  return (
    <StaffSection id={id} texts={texts} loading={!factors} error={error}>
      {factors ? (
        <>
          <FactorList
            id={id}
            factors={factors}
            busy={busy}
            onRemove={(factorId) =>
              void act(
                { kind: 'remove', id: factorId },
                () => onRemove(factorId),
                () => texts.removed,
              )
            }
            texts={texts}
          />
          <div className={card.actions}>
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
              onClick={startTotp}
            >
              {busy?.kind === 'totp' ? texts.startingTotp : texts.addTotp}
            </Button>
          </div>
          {totp ? (
            <FactorTotpSetup
              totp={totp}
              code={code}
              codeError={codeError}
              confirming={busy?.kind === 'confirm'}
              codeRef={codeRef}
              onCodeChange={(value) => {
                setCode(value);
                setCodeError(undefined);
              }}
              onConfirm={(event) => void confirm(event)}
              onCancel={() => {
                setTotp(null);
                addTotpRef.current?.focus();
              }}
              texts={texts}
            />
          ) : null}

          <FactorRecoveryCodes
            left={recoveryCodesLeft ?? 0}
            codes={codes}
            codesRef={codesRef}
            making={busy?.kind === 'codes'}
            onNew={newCodes}
            onSaved={() => setCodes(null)}
            texts={texts}
          />
          <StaffAnswerNotices error={problem} done={said} />
        </>
      ) : null}
    </StaffSection>
  );
}
