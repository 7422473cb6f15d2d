import { promises } from './facts';
import type { RoutePath } from './routes';

// The texts of the two lead forms: the "Bel me terug" dialog and the project request
// form of the contact page, with the notices they show. The site hands them to the ui
// components (`texts` prop); the components carry no copy of their own.

/** A notice raised with `toast()`: a title and, optionally, a line under it. */
export interface NoticeText {
  title: string;
  description?: string;
}

/** A sentence with one link in it (ui `PrivacyNote`), e.g. to the privacy statement. */
export interface LinkedNoteText {
  before: string;
  linkLabel: string;
  href: string;
  after?: string;
}

/**
 * The notices' own labels, for screen readers and the close button: the toast host's (ui
 * `ToastHost`, where `{hotkey}` stands for the key that moves focus to the notices) and the
 * plain list the site shows when the host's code cannot be loaded.
 */
export const noticeTexts = {
  regionLabel: 'Meldingen',
  announceLabel: 'Melding',
  closeLabel: 'Sluiten',
};

/** The privacy statement's path, for the links to it. */
export const privacyPath = '/privacy' satisfies RoutePath;

/** The "Bel me terug" dialog (ui `CallbackDialog`). */
export const callbackDialogTexts = {
  title: 'Bel me terug',
  description: `Laat je nummer achter, dan bellen we je terug. We nemen altijd binnen ${promises.contactWithinHours} uur contact met je op.`,
  phoneLabel: 'Telefoonnummer',
  phonePlaceholder: '06 12345678',
  nameLabel: 'Naam (optioneel)',
  privacy: {
    before: 'We gebruiken je nummer alleen om je terug te bellen. Lees meer in onze ',
    linkLabel: 'privacyverklaring',
    href: privacyPath,
    after: '.',
  },
  submit: 'Bel me terug',
  submitting: 'Verzenden...',
  phoneRequired: {
    title: 'Telefoonnummer vereist',
    description: 'Vul alstublieft je telefoonnummer in.',
  },
  success: {
    title: 'Verzoek ontvangen!',
    description: 'We bellen je zo snel mogelijk terug.',
  },
  failure: {
    title: 'Er ging iets mis',
    description: 'Probeer het later opnieuw of bel ons direct.',
  },
} as const satisfies Record<string, string | NoticeText | LinkedNoteText>;

/** The project request form of the contact page (ui `ContactForm`). */
export const contactFormTexts = {
  nameLabel: 'Naam',
  emailLabel: 'E-mailadres',
  phoneLabel: 'Telefoonnummer',
  optional: '(optioneel)',
  messageLabel: 'Bericht',
  messagePlaceholder: 'Vertel kort over je project...',
  requiredNote: 'Verplicht veld',
  privacy: {
    before: 'We gebruiken je gegevens alleen om op je aanvraag te reageren. Lees meer in onze ',
    linkLabel: 'privacyverklaring',
    href: privacyPath,
    after: '.',
  },
  submit: 'Verstuur aanvraag',
  submitting: 'Verzenden...',
  success: {
    title: `Bedankt voor je bericht! We nemen binnen ${promises.contactWithinHours} uur contact met je op.`,
  },
  failure: {
    title: 'Er ging iets mis',
    description: 'Je bericht is niet verzonden. Probeer het opnieuw of mail ons direct.',
  },
} as const satisfies Record<string, string | NoticeText | LinkedNoteText>;

/**
 * The contact form sent before its JavaScript took over (a slow phone, scripts off): the form
 * posts to the api, which stores the request and sends the browser back to the contact page at
 * `#verzonden`, where the form's own thank-you shows; or, when it refuses what was sent, answers
 * with a page of its own saying why.
 */
export const contactFormPost = {
  /** The fragment the api redirects to after storing the request. */
  sentTargetId: 'verzonden',
  refused: {
    /** The page's title and heading. */
    title: 'Je aanvraag is nog niet verstuurd',
    /** Before the list of what to change. */
    fields: 'Pas dit aan en verstuur het formulier opnieuw:',
    /** The link back to the form. */
    back: 'Terug naar het formulier',
    /** Under it: how to keep what was typed. */
    backHint: 'Met de terugknop van je browser staat wat je typte er nog.',
    /** The other ways to reach the agency, before its e-mail address and phone number. */
    otherwise: 'Lukt het niet? Mail ons of bel ons:',
  },
} as const;
