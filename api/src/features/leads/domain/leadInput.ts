import { z } from 'zod';
import { errors } from '../../../shared/errors';
import { CONTROL_CHARACTERS as CONTROL, invisibleCharactersProblem, MARKUP } from '../../../shared/textRules';
import { normalisePhoneNumber } from './phone';

// Zod's own messages (for cases not worded below) in Dutch too.
z.config(z.locales.nl());

export const limits = {
  name: 100,
  email: 254,
  phoneRaw: 32,
  message: 5000,
} as const;

function plainText(label: string, max: number, { multiline = false } = {}) {
  return z
    .string({ error: `${label} moet tekst zijn.` })
    .transform((value) => value.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .max(max, `${label} is te lang. Maak de tekst korter: hoogstens ${max} tekens.`)
        .refine((value) => !CONTROL.test(value), invisibleCharactersProblem(label))
        .refine(
          (value) => multiline || !/[\r\n\t]/.test(value),
          `${label} mag geen regeleinden bevatten. Zet alles op één regel.`,
        )
        .refine((value) => !MARKUP.test(value), `${label} mag geen HTML bevatten. Haal de tekens < en > weg.`),
    );
}

/** Every message about a phone number ends with an example of one the api takes. */
const phoneExample = 'Bijvoorbeeld: 06 12345678.';

const phoneNumber = z
  .string({ error: `Vul je telefoonnummer in. ${phoneExample}` })
  .trim()
  .min(1, `Vul je telefoonnummer in. ${phoneExample}`)
  .max(limits.phoneRaw, `Dit telefoonnummer is te lang. ${phoneExample}`)
  .transform((value, ctx) => {
    const normalised = CONTROL.test(value) ? undefined : normalisePhoneNumber(value);
    if (!normalised) {
      ctx.addIssue({ code: 'custom', message: `Dit is geen geldig telefoonnummer. ${phoneExample}` });
      return z.NEVER;
    }
    return normalised;
  });

/** The name is optional: empty or missing becomes null. */
const optionalName = z
  .union([plainText('Naam', limits.name), z.null()], { error: 'Naam moet tekst zijn.' })
  .optional()
  .transform((value) => (value ? value : null));

/** The honeypot: a field real visitors never see and never fill. */
const honeypot = z.unknown().optional();

/**
 * Where the visit that made the lead came from (`VisitOrigin`): any value is taken here, since a
 * lead is never refused for its visit; the service reads it with `visitOriginOf` of
 * api/src/features/analytics (`visitOf`), which keeps what is well-formed and drops the rest.
 */
const visit = z.unknown().optional();

/** Where a callback request was made: the callback dialog (the default) or the chat (a callback request made in the chat). */
const callbackSource = z
  .enum(['callback-dialog', 'chat'], { error: 'Kies als bron "callback-dialog" of "chat".' })
  .optional()
  .transform((value) => value ?? 'callback-dialog');

export const callbackRequestSchema = z.object({
  phone_number: phoneNumber,
  name: optionalName,
  source: callbackSource,
  /** The chat conversation (only with source "chat"); checked by the chat's rules in the service. */
  conversation: z.unknown().optional(),
  visit,
  website: honeypot,
});

export const projectRequestSchema = z.object({
  name: plainText('Naam', limits.name).pipe(z.string().min(1, 'Vul je naam in.')),
  email: z
    .string({ error: 'Vul je e-mailadres in.' })
    .trim()
    .min(1, 'Vul je e-mailadres in.')
    .max(limits.email, `Dit e-mailadres is te lang. Gebruik een adres van hoogstens ${limits.email} tekens.`)
    .pipe(z.email('Dit is geen geldig e-mailadres. Bijvoorbeeld: naam@bedrijf.nl.'))
    .transform((value) => value.toLowerCase()),
  phone: z
    .union([z.string(), z.null()], { error: 'Telefoonnummer moet tekst zijn.' })
    .optional()
    .transform((value) => value?.trim() || null)
    // Nullable, not a union with null: a refused number keeps its own message (a union's is "Ongeldige invoer").
    .pipe(phoneNumber.nullable()),
  message: plainText('Bericht', limits.message, { multiline: true }).pipe(z.string().min(1, 'Vul een bericht in.')),
  visit,
  website: honeypot,
});

/** Said at both fields when a visitor left neither a phone number nor an e-mail address in the chat. */
export const CONTACT_MISSING = 'Vul je telefoonnummer of je e-mailadres in, dan kunnen we contact met je opnemen.';

/** Blank or missing: null. */
const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * The contact details a visitor leaves in the chat after a colleague asked for them: a phone
 * number or an e-mail address, at least one, by the rules of the other forms (the same messages),
 * and an optional name.
 */
export const liveChatContactSchema = z
  .object({
    phone_number: z.preprocess(blankAsNull, phoneNumber.nullable().optional()),
    email: z.preprocess(blankAsNull, projectRequestSchema.shape.email.nullable().optional()),
    name: optionalName,
    website: honeypot,
  })
  .superRefine((value, ctx) => {
    if (value.phone_number == null && value.email == null) {
      for (const path of ['phone_number', 'email'])
        ctx.addIssue({ code: 'custom', path: [path], message: CONTACT_MISSING });
    }
  })
  .transform(({ phone_number, email, name }) => ({ phone: phone_number ?? null, email: email ?? null, name }));

/** Parses a request body or throws the 400 with one Dutch message per field. */
export function parseInput<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw errors.validation({ body: 'Stuur een JSON-object.' });
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    fields[key] ??= issue.message;
  }
  throw errors.validation(fields);
}

export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as { website?: unknown }).website;
  return value !== undefined && value !== null && value !== '' && value !== false;
}
