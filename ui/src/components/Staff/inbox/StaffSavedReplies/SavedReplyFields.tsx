import { staffInbox } from '@agency/contract/inbox';
import { Field, Input, Textarea } from '../../../Form';
import type { FieldErrors } from '../../../Form/useFieldErrors';
import type { StaffSavedRepliesTexts } from './savedReplyTexts';

/** What a saved reply's form sends: its title and text, trimmed. */
export type StaffSavedReplyInput = { title: string; body: string };

export const savedReplyFieldNames = ['title', 'body'] as const;

/** The form's own check: a title and a text; the messages per field, none when both are there. */
export function missingFields(
  input: StaffSavedReplyInput,
  texts: StaffSavedRepliesTexts,
): FieldErrors<'title' | 'body'> {
  return {
    ...(input.title ? {} : { title: texts.titleMissing }),
    ...(input.body ? {} : { body: texts.bodyMissing }),
  };
}

/** A saved reply's title and text as a form holds them: its label, limit and message at each. */
export function SavedReplyFields({
  values,
  errors,
  disabled,
  onChange,
  texts,
}: {
  values: StaffSavedReplyInput;
  errors: FieldErrors<'title' | 'body'>;
  disabled: boolean;
  onChange: (name: keyof StaffSavedReplyInput, value: string) => void;
  texts: StaffSavedRepliesTexts;
}) {
  const { limits } = staffInbox;
  return (
    <>
      <Field label={texts.titleLabel} error={errors.title} disabled={disabled}>
        <Input
          name="title"
          autoComplete="off"
          maxLength={limits.savedReplyTitleMaxChars}
          value={values.title}
          onChange={(event) => onChange('title', event.target.value)}
        />
      </Field>
      <Field label={texts.bodyLabel} hint={texts.bodyHint} error={errors.body} disabled={disabled}>
        <Textarea
          name="body"
          rows={6}
          maxLength={limits.savedReplyBodyMaxChars}
          value={values.body}
          onChange={(event) => onChange('body', event.target.value)}
        />
      </Field>
    </>
  );
}
