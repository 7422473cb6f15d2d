import { describe, expect, it } from 'vitest';
import { RejectedFields, isRejectedFields, refusedFieldsOf } from './rejectedFields';

const callbackFields = ['phone_number', 'name'] as const;

describe('refusedFieldsOf', () => {
  it('when a refusal names fields of the form, then it gives their messages and leaves out the rest', () => {
    const error = new RejectedFields({ phone_number: 'Geen nummer.', conversation: 'Te lang.' });
    expect(refusedFieldsOf(error, callbackFields)).toEqual({ phone_number: 'Geen nummer.' });
  });

  it('when a refusal names no field of the form, then it gives null (the form says sending failed)', () => {
    expect(refusedFieldsOf(new RejectedFields({ body: 'Stuur een JSON-object.' }), callbackFields)).toBeNull();
    expect(refusedFieldsOf(new RejectedFields({ phone_number: '  ' }), callbackFields)).toBeNull();
  });

  it('when the error is not a refusal, then it gives null', () => {
    expect(refusedFieldsOf(new Error('Netwerkfout'), callbackFields)).toBeNull();
    expect(refusedFieldsOf({ fields: { phone_number: 'Geen nummer.' } }, callbackFields)).toBeNull();
    expect(refusedFieldsOf(undefined, callbackFields)).toBeNull();
  });

  it('when a refusal is made, then it keeps its own copy of the messages and says so by its type', () => {
    const fields = { name: 'Te lang.' };
    const error = new RejectedFields(fields);
    fields.name = 'Anders.';
    expect(error.fields).toEqual({ name: 'Te lang.' });
    expect(isRejectedFields(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RejectedFields');
  });
});
