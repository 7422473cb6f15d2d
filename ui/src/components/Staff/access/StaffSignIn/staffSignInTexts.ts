import type { StaffWaitTexts } from '../../common/staffTexts';

/** What the password step hands to `onSubmitPassword`. */
export type StaffCredentials = {
  /** The e-mail address, trimmed; never blank. */
  email: string;
  /** The password as typed (not trimmed); never empty. */
  password: string;
};

/**
 * Every text of `StaffSignIn`; the site passes its own (`staffSignInTexts` of
 * `@agency/content`). `{time}` and `{count}`: see `StaffWaitTexts`.
 */
export type StaffSignInTexts = StaffWaitTexts & {
  /** The line above the heading that names the area, e.g. 'Beheer'. None when left out. */
  eyebrow?: string;
  /** The heading (h1) of both steps, e.g. 'Inloggen'. */
  title: string;
  /** The line under the heading in the password step. None when left out. */
  passwordIntro?: string;
  /** Label of the e-mail field, e.g. 'E-mailadres'. */
  emailLabel: string;
  /** Label of the password field, e.g. 'Wachtwoord'. */
  passwordLabel: string;
  /** At the e-mail field when it was left blank. */
  emailRequired: string;
  /** At the password field when it was left empty. */
  passwordRequired: string;
  /** The password step's submit button, e.g. 'Inloggen'. */
  submitPassword: string;
  /** That button while the password is checked. */
  submittingPassword: string;
  /** The word on the line between the form and the passkey button, e.g. 'of'. */
  or: string;
  /** The passkey button, e.g. 'Inloggen met een passkey'. */
  passkey: string;
  /** That button while the browser asks for the passkey. */
  passkeyBusy: string;
  /** The line under the heading in the code step. */
  codeIntro: string;
  /** Label of the code field, e.g. 'Code'. */
  codeLabel: string;
  /** The hint under it: an app code or a recovery code. */
  codeHint: string;
  /** At the code field when it was left blank. */
  codeRequired: string;
  /** The code step's submit button, e.g. 'Bevestigen'. */
  submitCode: string;
  /** That button while the code is checked. */
  submittingCode: string;
  /** The way back from the code step to the password step, e.g. 'Terug'. */
  back: string;
};
