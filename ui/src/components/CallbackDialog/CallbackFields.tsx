import { useId, type Ref } from 'react';
import { Field, Input } from '../Form';
import { Honeypot } from '../Form/Honeypot';
import styles from './CallbackFields.module.css';
import type { CallbackFieldErrors, CallbackFormValues } from './useCallbackForm';

/** The labels of the callback fields. */
export type CallbackFieldsTexts = {
  /** Label of the phone field. */
  phoneLabel: string;
  /** Placeholder of the phone field, e.g. an example number. None when left out. */
  phonePlaceholder?: string;
  /** Label of the (optional) name field; say in it that the field is optional. */
  nameLabel: string;
  /**
   * Label of the e-mail field. With it the form shows an e-mail address beside the phone number,
   * one of the two being enough (the chat's form after a colleague asked for contact details).
   */
  emailLabel?: string;
  /** Placeholder of the e-mail field. None when left out. */
  emailPlaceholder?: string;
  /** Label of the hidden honeypot field (never seen by people). Default 'Website (laat leeg)'. */
  honeypotLabel?: string;
};

export type CallbackFieldsProps = {
  texts: CallbackFieldsTexts;
  /** What the visitor has typed (see `useCallbackForm`). */
  values: CallbackFormValues;
  onValueChange: (field: keyof CallbackFormValues, value: string) => void;
  /** A message at a field, by its control's name (see `useCallbackForm`). */
  errors?: CallbackFieldErrors;
  /** While the request is being sent. */
  disabled?: boolean;
  /** The phone field, for whoever moves focus into the form. */
  phoneRef?: Ref<HTMLInputElement>;
};

/**
 * The fields of a callback request, the same in the dialog and in the chat: a phone number
 * (`phone_number`, required, checked by `useCallbackForm`), an optional name and a hidden
 * honeypot; with `texts.emailLabel`, an e-mail address after the phone number, and then one of
 * the two is required (neither field says it alone). Put them in a `position: relative` form:
 * the honeypot is placed off screen.
 */
export function CallbackFields({ texts, values, onValueChange, errors, disabled, phoneRef }: CallbackFieldsProps) {
  const id = useId();
  return (
    <>
      <Field label={texts.phoneLabel} error={errors?.phone_number} disabled={disabled}>
        <Input
          ref={phoneRef}
          type="tel"
          name="phone_number"
          autoComplete="tel"
          inputMode="tel"
          placeholder={texts.phonePlaceholder}
          aria-required={texts.emailLabel ? undefined : 'true'}
          value={values.phone}
          onChange={(event) => onValueChange('phone', event.target.value)}
        />
      </Field>
      {texts.emailLabel ? (
        <Field label={texts.emailLabel} error={errors?.email} disabled={disabled}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={texts.emailPlaceholder}
            value={values.email}
            onChange={(event) => onValueChange('email', event.target.value)}
          />
        </Field>
      ) : null}
      <Field label={texts.nameLabel} error={errors?.name} disabled={disabled}>
        <Input
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(event) => onValueChange('name', event.target.value)}
        />
      </Field>
      <Honeypot
        id={`${id}-website`}
        label={texts.honeypotLabel ?? 'Website (laat leeg)'}
        value={values.website}
        onChange={(event) => onValueChange('website', event.target.value)}
        className={styles.honeypot}
      />
    </>
  );
}
