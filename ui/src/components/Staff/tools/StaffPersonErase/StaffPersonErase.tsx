import { useId } from 'react';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import { PersonConfirm } from './PersonConfirm';
import { PersonErased } from './PersonErased';
import { PersonFound } from './PersonFound';
import { PersonSearch } from './PersonSearch';
import styles from './StaffPersonErase.module.css';
import type { StaffPersonErased, StaffPersonFound, StaffPersonQuery, StaffPersonTexts } from './staffPerson';
import { usePersonErase } from './usePersonErase';

export type { StaffPersonErased, StaffPersonFound, StaffPersonQuery, StaffPersonTexts };

export type StaffPersonEraseProps = {
  /** "Zoeken": returns the api's answer (what is stored, or its message). */
  onSearch: (query: StaffPersonQuery) => Promise<StaffActionAnswer<StaffPersonFound>>;
  /** "Definitief wissen", after the confirmation: returns the api's answer. */
  onErase: (query: StaffPersonQuery) => Promise<StaffActionAnswer<StaffPersonErased>>;
  texts: StaffPersonTexts;
};

/**
 * Finding and erasing a person's data: an e-mail address or phone number, then everything stored
 * about them (leads with status, message, notes, chat and notifications, and chat votes that
 * mention them), then "Gegevens wissen" with an explicit confirmation (a checkbox and
 * "Definitief wissen"), then what was erased. Focus follows each step; answers are announced.
 */
export function StaffPersonErase({ onSearch, onErase, texts }: StaffPersonEraseProps) {
  const id = useId();
  const person = usePersonErase({ onSearch, onErase, texts });
  const { stage, busy, refs } = person;
  const found = stage.step === 'found' || stage.step === 'confirm' ? stage.found : undefined;

  return (
    <div className={styles.person}>
      <PersonSearch
        id={id}
        email={person.email}
        phone={person.phone}
        onEmailChange={person.setEmail}
        onPhoneChange={person.setPhone}
        busy={busy}
        error={person.error}
        emailRef={refs.emailRef}
        onSubmit={(event) => void person.search(event)}
        texts={texts}
      />

      {stage.step === 'erased' ? (
        <PersonErased erased={stage.erased} erasedRef={refs.erasedRef} onAgain={person.searchAgain} texts={texts} />
      ) : null}

      {found ? (
        <PersonFound
          id={id}
          found={found}
          resultRef={refs.resultRef}
          canErase={stage.step === 'found'}
          onErase={person.askToConfirm}
          texts={texts}
        />
      ) : null}

      {stage.step === 'confirm' ? (
        <PersonConfirm
          id={id}
          confirmRef={refs.confirmRef}
          checkboxRef={refs.checkboxRef}
          confirmed={person.confirmed}
          onConfirmedChange={person.confirm}
          confirmError={person.confirmError}
          busy={busy}
          onSubmit={(event) => void person.erase(event)}
          onCancel={person.cancelConfirm}
          texts={texts}
        />
      ) : null}
    </div>
  );
}
