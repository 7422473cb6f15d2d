export type DutchNumberOptions = {
  /** Decimals always shown (padded with zeros). Default 0. */
  minFractionDigits?: number;
  /** Decimals at most, rounded half away from zero. Default 3, as in Intl. */
  maxFractionDigits?: number;
};

/**
 * A number written the Dutch way, as `Intl.NumberFormat('nl-NL')` writes it: a decimal
 * comma and a point between thousands (`4,8`, `1.234`). Written out because the first
 * `Intl.NumberFormat` of a page loads the locale data, which blocks the main thread for
 * tens of milliseconds while the page starts; the unit test holds it to Intl's output.
 */
export function formatDutchNumber(
  value: number,
  { minFractionDigits = 0, maxFractionDigits = Math.max(minFractionDigits, 3) }: DutchNumberOptions = {},
): string {
  const factor = 10 ** maxFractionDigits;
  // Round in decimal (half away from zero), not on the binary value: 4.85 becomes 4,9.
  // A number JavaScript writes with an exponent (1e-7) is far from any half: plain maths.
  const digits = String(Math.abs(value));
  const scaled = Math.round(digits.includes('e') ? Math.abs(value) * factor : Number(`${digits}e${maxFractionDigits}`));
  const whole = Math.floor(scaled / factor);
  const fraction = String(scaled % factor)
    .padStart(maxFractionDigits, '0')
    .slice(0, maxFractionDigits)
    .replace(/0+$/, '')
    .padEnd(minFractionDigits, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = value < 0 && scaled > 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}
