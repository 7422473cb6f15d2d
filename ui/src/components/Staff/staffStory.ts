// What the Staff story files share: the fixed sample data (no randomness, no dates, so the
// screenshots stay the same) and the fields as a colleague finds them. Not exported from the package.
import type { within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** A colleague of the agency. */
export const staffEmail = 'noor@studiolegende.nl';
export const staffPassword = 'koffie-bij-de-gracht-om-negen';

/** The api's answers, as the site will pass them in. */
export const refusedCredentials = 'Dit e-mailadres of wachtwoord klopt niet.';
export const refusedCode = 'Deze code klopt niet. Gebruik de nieuwste code uit je app, of een herstelcode.';
export const refusedPassword = 'Dit wachtwoord staat in lijsten van gelekte wachtwoorden. Kies een ander.';
export const failedPasskey = 'Het maken van de passkey is niet gelukt. Probeer het opnieuw of kies de app.';

/** A fixed app key (base32) and the URI an authenticator app reads from the QR code. */
export const totpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const otpauthUri = `otpauth://totp/Studio%20Legende:noor%40studiolegende.nl?secret=${totpSecret}&issuer=Studio%20Legende&algorithm=SHA1&digits=6&period=30`;

/** Ten fixed recovery codes. */
export const recoveryCodes = [
  'k7hq-3mxa-p2dn',
  'w4tz-9cfe-b6rk',
  'm2pj-8dvs-x5ha',
  'r9ne-4qgb-t3wy',
  'c6xf-2hmz-j8ud',
  'v3ka-7pwn-e9sq',
  'h5dr-6tyc-n2mf',
  'z8bu-3jqe-g4xp',
  'p2wm-5vkh-d7ta',
  's9gc-4nrx-y6be',
] as const;

/** The sign-in's password step. */
export function signInFields(canvas: Canvas) {
  return {
    email: canvas.getByRole('textbox', { name: 'E-mailadres' }),
    password: canvas.getByLabelText('Wachtwoord'),
    submit: canvas.getByRole('button', { name: /^(Inloggen|Bezig met inloggen\.\.\.)$/ }),
    passkey: canvas.getByRole('button', { name: /^(Inloggen met een passkey|Wachten op je passkey\.\.\.)$/ }),
  };
}

/** The enrolment's password step. */
export function newPasswordFields(canvas: Canvas) {
  return {
    password: canvas.getByLabelText('Nieuw wachtwoord'),
    repeat: canvas.getByLabelText('Herhaal wachtwoord'),
    submit: canvas.getByRole('button', { name: /^(Volgende|Bezig met opslaan\.\.\.)$/ }),
  };
}
