/**
 * How the staff area writes a phone number stored in E.164 (`+31612345678`): Dutch numbers as
 * a Dutch colleague dials them (`06 12 34 56 78`, `020 123 4567`, `0111 123 456`,
 * `0800 1234`), foreign ones with their country code, grouped to be read out
 * (`+32 470 12 34 56`, `+1 212 555 1234`). Anything that is not E.164 comes back as it is.
 * A `tel:` link keeps the E.164 value; only what is shown is written this way.
 */

/** The Dutch area codes of two digits after the 0 (the rest of the geographic ones have three). */
const DUTCH_TWO_DIGIT_AREAS = new Set([
  '10',
  '13',
  '15',
  '20',
  '23',
  '24',
  '26',
  '30',
  '33',
  '35',
  '36',
  '38',
  '40',
  '43',
  '45',
  '46',
  '50',
  '53',
  '55',
  '58',
  '70',
  '71',
  '72',
  '73',
  '74',
  '75',
  '76',
  '77',
  '78',
  '79',
  // Not geographic, written alike: company numbers (085, 088) and 091.
  '85',
  '88',
  '91',
]);

/** Country codes of one or two digits (ITU E.164); every other code has three. */
const SHORT_COUNTRY_CODES = new Set([
  '1',
  '7',
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '36',
  '39',
  '40',
  '41',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '81',
  '82',
  '84',
  '86',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
]);

/** Digits in pairs, the last group of three when the count is odd: `1234567` → `12 34 567`. */
function pairs(digits: string): string {
  const groups: string[] = [];
  let at = 0;
  while (digits.length - at > 3) {
    groups.push(digits.slice(at, at + 2));
    at += 2;
  }
  groups.push(digits.slice(at));
  return groups.join(' ');
}

/** A Dutch number's national digits (after +31, without the 0) as written in the Netherlands. */
function dutch(national: string): string {
  // Mobile: 06 12 34 56 78.
  if (/^6\d{8}$/.test(national)) return `06 ${pairs(national.slice(1))}`;
  // Free and paid service numbers: 0800 1234, 0900 123 4567.
  const service = /^(800|90[069])(\d{4,7})$/.exec(national);
  if (service) {
    const rest = service[2]!;
    return `0${service[1]} ${rest.length === 7 ? `${rest.slice(0, 3)} ${rest.slice(3)}` : rest}`;
  }
  if (national.length !== 9) return `0${national}`;
  // Two-digit area: 020 123 4567; three-digit area: 0111 123 456.
  if (DUTCH_TWO_DIGIT_AREAS.has(national.slice(0, 2))) {
    return `0${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
  }
  return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

/** A phone number stored in E.164, as the staff area shows it; any other text unchanged. */
export function formatPhoneNumber(e164: string): string {
  if (!/^\+[1-9]\d{6,14}$/.test(e164)) return e164;
  const digits = e164.slice(1);
  if (digits.startsWith('31')) return dutch(digits.slice(2));
  // North America: +1 212 555 1234.
  if (digits.startsWith('1') && digits.length === 11) {
    return `+1 ${digits.slice(1, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  }
  const codeLength = SHORT_COUNTRY_CODES.has(digits.slice(0, 1))
    ? 1
    : SHORT_COUNTRY_CODES.has(digits.slice(0, 2))
      ? 2
      : 3;
  const national = digits.slice(codeLength);
  // The first three digits (an area or a mobile prefix), then pairs: +32 470 12 34 56.
  const rest = national.length > 5 ? `${national.slice(0, 3)} ${pairs(national.slice(3))}` : national;
  return `+${digits.slice(0, codeLength)} ${rest}`;
}
