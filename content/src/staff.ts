import { agency } from './agency';

/** The e-mail that brings an invited colleague their one-time link (api `createInviteMailer`). */
export function staffInviteMail(invite: { name: string; link: string; expiresAt: Date }): {
  subject: string;
  text: string;
} {
  const until = new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(invite.expiresAt);
  return {
    subject: `Je account voor het beheer van ${agency.name}`,
    text:
      `Hallo ${invite.name},\n\n` +
      `Je bent uitgenodigd voor het beheer van ${agency.name}: de aanvragen, de chats en de herkomst van bezoekers.\n\n` +
      `Open deze link om je wachtwoord en je tweede stap (een authenticator-app of een passkey) in te stellen. ` +
      `De link werkt één keer, tot ${until}:\n\n${invite.link}\n\n` +
      `Verwachtte je deze e-mail niet, doe dan niets: zonder de link gebeurt er niets.\n`,
  };
}

/** Copy, download and print of new recovery codes (ui `RecoveryCodeList`), at set-up and on "Tweede stap". */
export const staffRecoveryCodeActionTexts = {
  copy: 'Kopiëren',
  copied: 'De codes staan op je klembord. Plak ze in je wachtwoordmanager.',
  copyFailed: 'Kopiëren lukte niet in deze browser: klik op de codes om ze te selecteren en kopieer ze zelf.',
  download: 'Downloaden als tekst',
  fileName: 'herstelcodes-beheer.txt',
  fileHeading: `Herstelcodes voor het beheer van ${agency.name}. Elke code werkt één keer.`,
  print: 'Afdrukken',
} as const;

// The texts of the staff area ("beheer"): colleagues sign in with a password and a second step
// (a passkey, or a code from an authenticator app), and set up their account the first time. The
// site hands them to the ui components `StaffSignIn` and `StaffEnrolment` (`texts` prop); the
// components carry no copy of their own. Placeholders in braces ({time}, {count}, {min}, {max})
// are filled in by the components.

/** After too many attempts: how long to wait, counted down on screen (ui `StaffWaitTexts`). */
const staffWaitTexts = {
  retryAfter: 'Te veel pogingen. Probeer het over {time} opnieuw.',
  retryReady: 'Je kunt het nu opnieuw proberen.',
  second: '1 seconde',
  seconds: '{count} seconden',
  minute: '1 minuut',
  minutes: '{count} minuten',
} as const;

/** Signing in to the staff area (ui `StaffSignIn`). */
export const staffSignInTexts = {
  ...staffWaitTexts,
  eyebrow: 'Beheer',
  title: 'Inloggen',
  passwordIntro: `Voor medewerkers van ${agency.name}.`,
  emailLabel: 'E-mailadres',
  passwordLabel: 'Wachtwoord',
  emailRequired: 'Vul je e-mailadres in.',
  passwordRequired: 'Vul je wachtwoord in.',
  submitPassword: 'Inloggen',
  submittingPassword: 'Bezig met inloggen...',
  or: 'of',
  passkey: 'Inloggen met een passkey',
  passkeyBusy: 'Wachten op je passkey...',
  codeIntro: 'Bevestig dat jij het bent met de code die je authenticator-app nu laat zien.',
  codeLabel: 'Code',
  codeHint: 'Zes cijfers uit je app. Telefoon niet bij de hand? Een herstelcode werkt ook.',
  codeRequired: 'Vul de code uit je app of een herstelcode in.',
  submitCode: 'Bevestigen',
  submittingCode: 'Bezig met controleren...',
  back: 'Terug',
} as const;

/** Setting up a staff account: a password, a second step and the recovery codes (ui `StaffEnrolment`). */
export const staffEnrolmentTexts = {
  ...staffWaitTexts,
  eyebrow: 'Account instellen',
  password: {
    title: 'Kies een wachtwoord',
    intro: 'Hiermee log je voortaan in, samen met een tweede stap die je hierna kiest.',
    newLabel: 'Nieuw wachtwoord',
    newHint: 'Minstens {min} tekens. Een zin van een paar woorden onthoud je makkelijk.',
    repeatLabel: 'Herhaal wachtwoord',
    tooShort:
      'Dit wachtwoord is te kort. Maak het minstens {min} tekens lang, bijvoorbeeld met een paar woorden extra.',
    tooLong: 'Dit wachtwoord is te lang. Houd het op hoogstens {max} tekens.',
    repeatMissing: 'Typ je wachtwoord hier nog een keer, zodat we zeker weten dat het goed is.',
    mismatch: 'De wachtwoorden zijn niet gelijk. Typ hier precies hetzelfde wachtwoord nog een keer.',
    submit: 'Volgende',
    submitting: 'Bezig met opslaan...',
  },
  factor: {
    title: 'Kies je tweede stap',
    intro: 'Na je wachtwoord bevestig je bij elke keer inloggen dat jij het bent. Kies hoe.',
    passkey: 'Passkey gebruiken',
    passkeyText: 'Bevestig met je vingerafdruk, je gezicht of de pincode van je apparaat.',
    passkeyBusy: 'Wachten op je passkey...',
    totp: 'Authenticator-app gebruiken',
    totpText: 'Typ een code uit een app op je telefoon, zoals Google Authenticator of 1Password.',
  },
  totp: {
    title: 'Koppel je authenticator-app',
    intro: 'Scan de QR-code met je authenticator-app. Lukt scannen niet? Typ dan de sleutel over.',
    qrLabel: 'QR-code voor je authenticator-app',
    secretLabel: 'Sleutel',
    codeLabel: 'Code',
    codeHint: 'De zes cijfers die je app nu laat zien.',
    codeInvalid: 'Vul de zes cijfers uit je app in, zonder letters of andere tekens.',
    submit: 'Bevestigen',
    submitting: 'Bezig met controleren...',
  },
  recovery: {
    title: 'Bewaar je herstelcodes',
    intro: 'Ben je je telefoon of passkey kwijt, dan log je in met een van deze herstelcodes.',
    once: 'Elke code werkt één keer. Dit is de enige keer dat je ze ziet: bewaar ze nu op een veilige plek, bijvoorbeeld in je wachtwoordmanager.',
    listLabel: 'Herstelcodes',
    actions: staffRecoveryCodeActionTexts,
    confirm: 'Ik heb ze bewaard',
    confirming: 'Bezig met opslaan...',
  },
  done: {
    title: 'Je account is klaar',
    text: 'Voortaan log je in met je wachtwoord en je tweede stap. Bewaar je herstelcodes goed.',
    inbox: 'Naar de aanvragen',
  },
} as const;
