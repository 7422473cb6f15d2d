import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Normalises a Dutch or international phone number to E.164 (+31612345678).
 * Numbers without a country code are read as Dutch. Returns undefined when invalid.
 */
export function normalisePhoneNumber(input: string): string | undefined {
  const parsed = parsePhoneNumberFromString(input, 'NL');
  if (!parsed || !parsed.isValid()) return undefined;
  return parsed.number;
}
