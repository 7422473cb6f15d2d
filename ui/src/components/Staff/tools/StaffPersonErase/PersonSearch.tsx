import type { FormEvent, RefObject } from 'react';
import { Button } from '../../../Button';
import { Field, Input } from '../../../Form';
import answerStyle from '../../common/staffAnswer.module.css';
import card from '../../common/staffSection.module.css';
import styles from './StaffPersonErase.module.css';
import type { StaffPersonTexts } from './staffPerson';

export type PersonSearchProps = {
  /** The prefix of the ids in it. */
  id: string;
  email: string;
  phone: string;
  onEmailChange: (email: string) => void;
  onPhoneChange: (phone: string) => void;
  /** What runs: the search, or the erasure (both disable the fields). */
  busy?: 'search' | 'erase';
  /** Neither field filled in, or the api's refusal. */
  error?: string;
  emailRef: RefObject<HTMLInputElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  texts: StaffPersonTexts;
};

/** The page's heading and the search: an e-mail address or a phone number, and "Zoeken". */
export function PersonSearch({
  id,
  email,
  phone,
  onEmailChange,
  onPhoneChange,
  busy,
  error,
  emailRef,
  onSubmit,
  texts,
}: PersonSearchProps) {
  const errorId = `${id}-error`;
  return (
    <section className={card.section} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.pageTitle}>
        {texts.title}
      </h1>
      <p className={card.muted}>{texts.intro}</p>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={`${id}-title`}
        aria-describedby={error ? errorId : undefined}
        aria-busy={busy === 'search' || undefined}
      >
        <div className={styles.fields}>
          <Field label={texts.emailLabel}>
            <Input
              ref={emailRef}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(event) => onEmailChange(event.target.value)}
              disabled={busy !== undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </Field>
          <Field label={texts.phoneLabel} hint={texts.phoneHint}>
            <Input
              type="tel"
              autoComplete="off"
              value={phone}
              onChange={(event) => onPhoneChange(event.target.value)}
              disabled={busy !== undefined}
            />
          </Field>
        </div>
        <div role="alert" id={errorId}>
          {error ? <p className={answerStyle.errorText}>{error}</p> : null}
        </div>
        <div className={card.actions}>
          <Button type="submit" variant="cta" loading={busy === 'search'} disabled={busy === 'erase'}>
            {busy === 'search' ? texts.searching : texts.search}
          </Button>
        </div>
      </form>
    </section>
  );
}
