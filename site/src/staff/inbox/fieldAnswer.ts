import type { StaffAnswer } from '../staffApi';

/**
 * A staff call's answer as a form of the inbox takes it: the data, or the api's Dutch message
 * with what it said per field (`400 validation_failed`'s `fields`) for the fields the form has.
 */
export function fieldAnswer<T, Field extends string>(
  answer: StaffAnswer<T>,
  names: readonly Field[],
): { ok: true; data: T } | { ok: false; message: string; fields?: Partial<Record<Field, string>> } {
  if (answer.ok) return { ok: true, data: answer.data };
  const given = (answer.body as { fields?: Record<string, unknown> } | undefined)?.fields ?? {};
  const fields = Object.fromEntries(
    names.flatMap((name) => (typeof given[name] === 'string' ? [[name, given[name]]] : [])),
  ) as Partial<Record<Field, string>>;
  return { ok: false, message: answer.message, fields };
}
