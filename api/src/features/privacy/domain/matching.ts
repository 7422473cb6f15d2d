import { findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { PersonMatch } from '../data/personalData';
import { normalisePhoneNumber } from '../../leads';
import { LIVE_CHAT_REFERENCE } from '../../liveChat';

/** An e-mail address or phone number that names nobody; its message is Dutch, for the agency. */
export class PersonMatchError extends Error {}

/**
 * Reads an e-mail address and/or a phone number as the api stores them: the address trimmed
 * and lowercased, the number through the same normaliser as the lead endpoints ("06 12345678",
 * "+31 6 1234 5678" and "0031612345678" are all +31612345678). A match names someone: with
 * neither, or with a blank address or an invalid number, it throws a PersonMatchError.
 */
export function personMatch(input: {
  email?: string | undefined;
  phone?: string | undefined;
  reference?: string | undefined;
}): PersonMatch {
  const match: PersonMatch = {};
  if (input.email !== undefined) {
    const email = input.email.trim().toLowerCase();
    if (email === '') throw new PersonMatchError('Het e-mailadres is leeg.');
    match.email = email;
  }
  if (input.phone !== undefined) {
    const phone = normalisePhoneNumber(input.phone.trim());
    if (!phone) throw new PersonMatchError(`"${input.phone}" is geen geldig telefoonnummer.`);
    match.phone = phone;
  }
  if (input.reference !== undefined) {
    const reference = input.reference.trim().toUpperCase();
    if (!LIVE_CHAT_REFERENCE.test(reference))
      throw new PersonMatchError(`"${input.reference}" is geen gespreksnummer (zoals 7K3Q-9PXA).`);
    match.reference = reference;
  }
  if (match.email === undefined && match.phone === undefined && match.reference === undefined) {
    throw new PersonMatchError('Geef een e-mailadres, een telefoonnummer of een gespreksnummer op.');
  }
  return match;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Separators people type inside a phone number: spaces, dashes, dots, slashes, parentheses. */
const PHONE_SEPARATORS = /[\s\-./()]/g;

/**
 * Whether a text (a chat question or answer) mentions the person: their e-mail address in
 * any capitals (not as part of a longer address), or their phone number as a visitor would
 * type it — E.164 (+31612345678), 0031612345678, 31612345678 or the national number
 * (0612345678), with or without spaces, dashes, dots, slashes or parentheses, or any other
 * form libphonenumber finds in the text that normalises to the same number.
 */
export function mentionsPerson(text: string, match: PersonMatch): boolean {
  if (match.email !== undefined) {
    const address = new RegExp(`(?<![a-z0-9._%+-])${escapeRegExp(match.email)}(?![a-z0-9-]|\\.[a-z0-9])`, 'i');
    if (address.test(text)) return true;
  }
  if (match.phone !== undefined) {
    const phone = match.phone;
    const compact = text.replace(PHONE_SEPARATORS, '');
    const national = parsePhoneNumberFromString(phone)?.formatNational().replace(/\D/g, '');
    const forms = [phone.slice(1), ...(national ? [national] : [])];
    if (forms.some((form) => compact.includes(form))) return true;
    if (findPhoneNumbersInText(text, 'NL').some((found) => found.number.number === phone)) return true;
  }
  return false;
}
