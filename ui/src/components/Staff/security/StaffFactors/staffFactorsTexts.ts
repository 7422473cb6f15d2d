import type { RecoveryCodeActionTexts } from '../../common/RecoveryCodeList/RecoveryCodeList';
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
  /** Copy, download and print of the new codes. */
  codeActions: RecoveryCodeActionTexts;
  /** 'Ik heb ze bewaard': hides them. */
  codesSaved: string;
};
