import { chatProtocol } from '@agency/contract/chat';
import { liveChat, type LiveAvailability } from '@agency/contract/liveChat';

/**
 * The one error type of the service: an HTTP status, a stable machine code and a Dutch
 * message a visitor may read. Thrown anywhere, turned into JSON in one place (http/errorHandler).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent as `Retry-After` (seconds): when the caller may try again. */
    readonly retryAfterSeconds?: number,
    /** More of the answer's body, for the caller (e.g. who took a conversation). Never personal data of others. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const REPEATED_PARAMETER = 'Gebruik elke zoekoptie één keer.';

export const errors = {
  /** A query parameter given more than once (`?q=a&q=b`): each named with the same words. */
  repeatedParameter: (names: readonly string[]) =>
    new HttpError(
      400,
      'repeated_parameter',
      REPEATED_PARAMETER,
      Object.fromEntries(names.map((name) => [name, REPEATED_PARAMETER])),
    ),
  validation: (fields: Record<string, string>) =>
    new HttpError(400, 'validation_failed', 'Niet alle velden zijn goed ingevuld.', fields),
  invalidJson: () => new HttpError(400, 'invalid_json', 'Het verzoek bevat geen geldige JSON.'),
  unsupportedMediaType: () =>
    new HttpError(415, 'unsupported_media_type', 'Stuur het verzoek als JSON (Content-Type: application/json).'),
  invalidIdempotencyKey: () =>
    new HttpError(
      400,
      'invalid_idempotency_key',
      'De Idempotency-Key-header moet uit 1 tot 255 zichtbare ASCII-tekens bestaan, zonder spaties.',
    ),
  idempotencyKeyReused: () =>
    new HttpError(
      422,
      'idempotency_key_reused',
      'Deze Idempotency-Key is al gebruikt voor een ander verzoek. Gebruik een nieuwe sleutel voor een nieuwe aanvraag.',
    ),
  payloadTooLarge: () => new HttpError(413, 'payload_too_large', 'Het verzoek is te groot.'),
  unauthorized: () => new HttpError(401, 'unauthorized', 'Ongeldige of ontbrekende API-sleutel.'),
  forbiddenOrigin: () => new HttpError(403, 'origin_not_allowed', 'Verzoeken vanaf dit domein zijn niet toegestaan.'),
  notFound: () => new HttpError(404, 'not_found', 'Deze pagina of dit adres bestaat niet.'),
  methodNotAllowed: () => new HttpError(405, 'method_not_allowed', 'Deze methode is hier niet toegestaan.'),
  rateLimited: () =>
    new HttpError(
      chatProtocol.status.rateLimited,
      'rate_limited',
      'Te veel verzoeken. Probeer het over een paar minuten opnieuw.',
    ),
  quotaExhausted: () =>
    new HttpError(
      chatProtocol.status.unavailable,
      'quota_exhausted',
      'De assistent is tijdelijk niet beschikbaar. Neem direct contact met ons op.',
    ),
  upstreamRateLimited: () =>
    new HttpError(
      chatProtocol.status.rateLimited,
      'upstream_rate_limited',
      'De assistent heeft het even druk. Probeer het later opnieuw.',
    ),
  upstreamFailed: () =>
    new HttpError(502, 'upstream_failed', 'De assistent gaf geen geldig antwoord. Probeer het opnieuw.'),
  upstreamUnavailable: () =>
    new HttpError(503, 'upstream_unavailable', 'De assistent is tijdelijk niet bereikbaar. Probeer het later opnieuw.'),
  shuttingDown: () =>
    new HttpError(503, chatProtocol.errorCodes.shuttingDown, 'De server wordt herstart. Probeer het zo opnieuw.'),
  staffSessionRequired: () => new HttpError(401, 'session_required', 'Log opnieuw in om verder te gaan.'),
  staffSignInFailed: () => new HttpError(401, 'sign_in_failed', 'Het e-mailadres of het wachtwoord klopt niet.'),
  staffCodeFailed: () =>
    new HttpError(401, 'code_failed', 'Deze code klopt niet of is al gebruikt. Probeer het opnieuw.'),
  staffPasskeyFailed: () =>
    new HttpError(
      401,
      'passkey_failed',
      'Deze passkey is niet herkend. Probeer het opnieuw of log in met je wachtwoord en code.',
    ),
  staffEnrolmentLinkInvalid: () =>
    new HttpError(
      410,
      'enrolment_link_invalid',
      'Deze link is verlopen of al gebruikt. Vraag een collega om een nieuwe link (npm run staff -- reset).',
    ),
  staffThrottled: (retryAfterSeconds: number) =>
    new HttpError(
      429,
      'too_many_attempts',
      `Te veel pogingen. Probeer het over ${waitInWords(retryAfterSeconds)} opnieuw.`,
      undefined,
      retryAfterSeconds,
    ),
  staffBusy: () =>
    new HttpError(
      503,
      'busy',
      'Het is even te druk om in te loggen. Probeer het over een minuut opnieuw.',
      undefined,
      60,
    ),
  staffHttpsRequired: () =>
    new HttpError(403, 'https_required', 'Inloggen kan alleen via een beveiligde verbinding (https).'),
  staffCrossSite: () =>
    new HttpError(403, 'cross_site_request', 'Dit verzoek komt niet van deze site en is geweigerd.'),
  staffReauthRequired: () =>
    new HttpError(403, 'staff_reauth_required', 'Bevestig eerst dat jij het bent, met je wachtwoord of een code.'),
  staffReauthFailed: () =>
    new HttpError(403, 'reauth_failed', 'Dit wachtwoord of deze code klopt niet, of de code is al gebruikt.'),
  staffCurrentPasswordWrong: () =>
    new HttpError(400, 'current_password_wrong', 'Je huidige wachtwoord klopt niet.', {
      currentPassword: 'Je huidige wachtwoord klopt niet.',
    }),
  staffLastFactor: () =>
    new HttpError(
      409,
      'last_factor',
      'Dit is je enige tweede stap. Voeg eerst een andere passkey of authenticator-app toe.',
    ),
  staffAdminOnly: () =>
    new HttpError(403, 'admin_only', 'Alleen een beheerder kan collega’s uitnodigen, herstellen of blokkeren.'),
  staffLastAdmin: () =>
    new HttpError(
      409,
      'last_admin',
      'Dit is de laatste beheerder. Maak eerst een andere collega beheerder voordat je dit account blokkeert of collega maakt.',
    ),
  savedRepliesAdminOnly: () =>
    new HttpError(
      403,
      'admin_only',
      'Alleen een beheerder kan standaardantwoorden toevoegen, wijzigen of verwijderen.',
    ),
  savedRepliesFull: (max: number) =>
    new HttpError(409, 'saved_replies_full', `Er zijn al ${max} standaardantwoorden. Verwijder er eerst een.`),
  /** A reply cannot go: the lead left no e-mail address, or no SMTP server is set. */
  replyUnavailable: (reason: 'no_email' | 'no_smtp') =>
    new HttpError(
      409,
      'reply_unavailable',
      reason === 'no_email'
        ? 'Deze aanvraag heeft geen e-mailadres. Bel of app de aanvrager.'
        : 'E-mail versturen is niet ingesteld: zet SMTP_URL en LEADS_EMAIL_TO (zie de configuratie).',
    ),
  replyLimit: (perHour: number, retryAfterSeconds: number) =>
    new HttpError(
      429,
      'reply_limit',
      `Je hebt het afgelopen uur al ${perHour} antwoorden verstuurd. Probeer het over ${waitInWords(retryAfterSeconds)} opnieuw.`,
      undefined,
      retryAfterSeconds,
    ),
  /** The SMTP server did not accept the reply: nothing was sent or kept. */
  replyRefused: () =>
    new HttpError(
      502,
      'reply_refused',
      'De mailserver heeft dit antwoord niet aangenomen. Er is niets verstuurd; je tekst staat er nog. Probeer het later opnieuw.',
    ),
  staffEmailTaken: () => new HttpError(409, 'email_taken', 'Er is al een account met dit e-mailadres.'),
  staffStepOutOfOrder: () => new HttpError(409, 'step_out_of_order', 'Deze stap hoort hier niet. Begin opnieuw.'),
  /** A push endpoint that is not https on a public host (or not a URL at all): never called. */
  alertEndpointRefused: () =>
    new HttpError(
      400,
      'push_endpoint_refused',
      'Dit toestel gaf een adres voor meldingen dat we niet gebruiken. Probeer het in een andere browser.',
      { endpoint: 'Alleen een https-adres van een pushdienst op internet.' },
    ),
  alertTooManyDevices: (max: number) =>
    new HttpError(409, 'too_many_devices', `Je hebt al ${max} toestellen met meldingen. Verwijder er eerst een.`),
  liveCapabilityRequired: () =>
    new HttpError(
      401,
      liveChat.errorCodes.capabilityRequired,
      'Dit gesprek is niet (meer) te vinden. Begin een nieuw gesprek.',
    ),
  liveEnded: () => new HttpError(410, liveChat.errorCodes.ended, 'Dit gesprek met een collega is beëindigd.'),
  livePersonInChat: () =>
    new HttpError(409, liveChat.errorCodes.personInChat, 'Een collega voert dit gesprek. De assistent antwoordt niet.'),
  liveNobodyAvailable: (availability: LiveAvailability) =>
    new HttpError(
      409,
      liveChat.errorCodes.nobodyAvailable,
      'Er is nu niemand beschikbaar. Laat je nummer achter, dan bellen we je terug.',
      undefined,
      undefined,
      { availability },
    ),
  liveTaken: (takenBy: { id: string; name: string }) =>
    new HttpError(
      409,
      liveChat.errorCodes.taken,
      `${takenBy.name} heeft dit gesprek al overgenomen.`,
      undefined,
      undefined,
      {
        takenBy,
      },
    ),
  liveNotYours: () =>
    new HttpError(403, liveChat.errorCodes.notYours, 'Dit gesprek is van een collega. Neem het eerst over.'),
  internal: () =>
    new HttpError(500, chatProtocol.errorCodes.internal, 'Er ging iets mis aan onze kant. Probeer het later opnieuw.'),
};

/** "12 seconden", "1 minuut", "15 minuten". */
function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 seconde' : `${seconds} seconden`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuut' : `${minutes} minuten`;
}
