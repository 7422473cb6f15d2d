/**
 * A submission the receiver refused because of what was typed: one message per field, keyed
 * by the field's name as the receiver knows it, which is also the `name` of the form's control
 * (`phone_number`, `email`, ...). A form's `onSubmit` rejects with it; the form then shows each
 * message at its field instead of a notice that something went wrong.
 *
 * It knows no network and imports nothing: the site's request code throws it, from its own
 * package entry (`@agency/ui/rejected-fields`), without loading a component.
 */
export class RejectedFields extends Error {
  /** The receiver's message per field name. */
  readonly fields: Readonly<Record<string, string>>;

  constructor(fields: Readonly<Record<string, string>>) {
    super(`Refused fields: ${Object.keys(fields).join(', ')}`);
    this.name = 'RejectedFields';
    this.fields = { ...fields };
  }
}

/** True when a submission was refused for what was typed in some fields. */
export function isRejectedFields(error: unknown): error is RejectedFields {
  return error instanceof RejectedFields;
}

/**
 * The messages of a refusal for the fields a form shows (`names`), or null when the error is
 * not a refusal or names none of them (e.g. only a field the visitor cannot see or change):
 * then the form says, as for any other failure, that sending did not work.
 */
export function refusedFieldsOf<Name extends string>(
  error: unknown,
  names: readonly Name[],
): Partial<Record<Name, string>> | null {
  if (!isRejectedFields(error)) return null;
  const shown: Partial<Record<Name, string>> = {};
  let any = false;
  for (const name of names) {
    const message = error.fields[name];
    if (typeof message === 'string' && message.trim() !== '') {
      shown[name] = message;
      any = true;
    }
  }
  return any ? shown : null;
}
