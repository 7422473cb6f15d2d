/**
 * After too many attempts, how long to wait. `retryAfter` is the sentence, where `{time}` stands
 * for the time left in words: `second` / `seconds` under a minute, `minute` / `minutes` from a
 * minute on (rounded up), where `{count}` stands for the number.
 */
export type StaffWaitTexts = {
  /** The sentence shown while the submit button waits, e.g. 'Te veel pogingen. Probeer het over {time} opnieuw.' */
  retryAfter: string;
  /** Said (and shown) once the wait is over, e.g. 'Je kunt het nu opnieuw proberen.' */
  retryReady: string;
  /** One second, e.g. '1 seconde'. */
  second: string;
  /** More seconds, e.g. '{count} seconden'. */
  seconds: string;
  /** One minute, e.g. '1 minuut'. */
  minute: string;
  /** More minutes, e.g. '{count} minuten'. */
  minutes: string;
};

/** Fills `{name}` placeholders of a text in; a placeholder without a value stays as it is. */
export function fillIn(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/**
 * The wait sentence for `seconds` left: in seconds under a minute, else in whole minutes rounded
 * up (90 seconds: '2 minuten'), so the text changes once a second only in the last minute.
 */
export function waitText(seconds: number, texts: StaffWaitTexts): string {
  const time =
    seconds < 60
      ? fillIn(seconds === 1 ? texts.second : texts.seconds, { count: seconds })
      : fillIn(Math.ceil(seconds / 60) === 1 ? texts.minute : texts.minutes, { count: Math.ceil(seconds / 60) });
  return fillIn(texts.retryAfter, { time });
}

/** A TOTP secret (base32) in groups of four characters, for typing it over by hand. */
export function secretGroups(secret: string): string[] {
  const plain = secret.replace(/[\s-]/g, '').toUpperCase();
  return plain.match(/.{1,4}/g) ?? [];
}

/** The length of a password as people count it: in characters (code points), not UTF-16 units. */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}
