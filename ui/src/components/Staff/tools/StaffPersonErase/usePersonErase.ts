import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import type {
  PersonStage,
  StaffPersonErased,
  StaffPersonFound,
  StaffPersonQuery,
  StaffPersonTexts,
} from './staffPerson';

export type UsePersonEraseOptions = {
  onSearch: (query: StaffPersonQuery) => Promise<StaffActionAnswer<StaffPersonFound>>;
  onErase: (query: StaffPersonQuery) => Promise<StaffActionAnswer<StaffPersonErased>>;
  texts: Pick<StaffPersonTexts, 'required' | 'confirmRequired'>;
};

/**
 * The steps of `StaffPersonErase`: the search (an e-mail address or a phone number), what was
 * found, the confirmation and what was erased; what runs, what went wrong, and focus on what
 * each step shows (the result's heading, the question, or what was erased).
 */
export function usePersonErase({ onSearch, onErase, texts }: UsePersonEraseOptions) {
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [stage, setStage] = useState<PersonStage>({ step: 'search' });
  const [busy, setBusy] = useState<'search' | 'erase'>();
  const [error, setError] = useState<string>();
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLHeadingElement>(null);
  const erasedRef = useRef<HTMLParagraphElement>(null);
  const checkboxRef = useRef<HTMLInputElement>(null);

  // Focus to what the step shows: the result's heading, the question, or what was erased.
  useEffect(() => {
    if (stage.step === 'found') resultRef.current?.focus();
    else if (stage.step === 'confirm') confirmRef.current?.focus();
    else if (stage.step === 'erased') erasedRef.current?.focus();
  }, [stage.step]);

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const query: StaffPersonQuery = {
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(phone.trim() ? { phone: phone.trim() } : {}),
    };
    if (!query.email && !query.phone) {
      setError(texts.required);
      emailRef.current?.focus();
      return;
    }
    setBusy('search');
    setError(undefined);
    try {
      const answer = await onSearch(query);
      if (answer.ok) setStage({ step: 'found', query, found: answer.data });
      else {
        setError(answer.message);
        emailRef.current?.focus();
      }
    } finally {
      setBusy(undefined);
    }
  }

  async function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || stage.step !== 'confirm') return;
    if (!confirmed) {
      setConfirmError(texts.confirmRequired);
      checkboxRef.current?.focus();
      return;
    }
    setBusy('erase');
    setConfirmError(undefined);
    try {
      const answer = await onErase(stage.query);
      if (answer.ok) {
        setStage({ step: 'erased', erased: answer.data });
        setEmail('');
        setPhone('');
      } else setConfirmError(answer.message);
    } finally {
      setBusy(undefined);
    }
  }

  /** "Gegevens wissen": the confirmation, unchecked. */
  function askToConfirm() {
    if (stage.step !== 'found') return;
    setConfirmed(false);
    setConfirmError(undefined);
    setStage({ step: 'confirm', query: stage.query, found: stage.found });
  }

  /** "Annuleren": back to what was found. */
  function cancelConfirm() {
    if (stage.step !== 'confirm') return;
    setStage({ step: 'found', query: stage.query, found: stage.found });
  }

  /** `again`: back to the search. */
  function searchAgain() {
    setStage({ step: 'search' });
    emailRef.current?.focus();
  }

  /** The checkbox: a check takes the message away. */
  function confirm(checked: boolean) {
    setConfirmed(checked);
    if (checked) setConfirmError(undefined);
  }

  return {
    email,
    setEmail,
    phone,
    setPhone,
    stage,
    busy,
    error,
    confirmed,
    confirmError,
    refs: { emailRef, resultRef, confirmRef, erasedRef, checkboxRef },
    search,
    erase,
    askToConfirm,
    cancelConfirm,
    searchAgain,
    confirm,
  };
}
