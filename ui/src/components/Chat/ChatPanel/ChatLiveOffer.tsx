import { useId, type MouseEvent as ReactMouseEvent, type Ref } from 'react';
import { Button } from '../../Button';
import { Icon } from '../../Icon';
import { PrivacyNote } from '../../PrivacyNote';
import type { ChatOffer } from '../chatTypes';
import { fillLiveText, formatNextOpening, type ChatLiveTexts } from '../live/liveTexts';
import { ChatDots } from './ChatDots';
import box from './box.module.css';
import styles from './ChatLiveOffer.module.css';

export type ChatLiveOfferProps = {
  /** What is offered: `checking`, `person`, `unavailable` or `closed` (with `nextOpening`). */
  offer: Exclude<ChatOffer, { kind: 'callback' }>;
  texts: ChatLiveTexts;
  /** Where the disclosure's link goes: the privacy statement. */
  privacyHref: string;
  /** Chooses a colleague (the offer's first choice). */
  onStart: () => void;
  /** Chooses a call back: the callback form. None without it. */
  onCallback?: () => void;
  /** 'Bel me terug'. */
  callbackLabel?: string;
  /** Closes the box (its close button, Escape). */
  onCancel: () => void;
  /** Called when the disclosure's link is chosen. */
  onNavigate?: (href: string, event: ReactMouseEvent<HTMLAnchorElement>) => void;
  /** The clock, for 'vandaag' and 'morgen' (stories pass a fixed one). */
  now: () => number;
  /** The box, to move focus into it: its element marked `data-autofocus` takes it. */
  boxRef?: Ref<HTMLDivElement>;
};

/**
 * The box above the input after 'Chat met een collega': while asking, the choice of a colleague
 * or a call back (with the disclosure that the colleague reads the conversation so far), or why
 * nobody can be offered (with a call back). Escape and its close button close it.
 */
export function ChatLiveOffer({
  offer,
  texts,
  privacyHref,
  onStart,
  onCallback,
  callbackLabel,
  onCancel,
  onNavigate,
  now,
  boxRef,
}: ChatLiveOfferProps) {
  const id = useId();
  const checking = offer.kind === 'checking';
  const nextOpening = offer.kind === 'closed' ? offer.nextOpening : null;
  const when = nextOpening ? formatNextOpening(nextOpening, new Date(now()), texts) : null;
  const callback = onCallback ? (
    <Button
      type="button"
      variant={offer.kind === 'person' ? 'secondary' : 'primary'}
      className={styles.button}
      startIcon={<Icon name="phone" />}
      onClick={onCallback}
      data-autofocus={offer.kind === 'person' ? undefined : ''}
    >
      {callbackLabel}
    </Button>
  ) : null;

  return (
    <div
      ref={boxRef}
      className={styles.area}
      role="group"
      aria-labelledby={`${id}-title`}
      aria-busy={checking}
      data-offer={offer.kind}
      onKeyDown={(event) => {
        // Escape closes the box, not the panel.
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <div className={styles.head}>
        <p id={`${id}-title`} className={`${box.title} ${styles.title}`}>
          {offer.kind === 'unavailable'
            ? texts.nobodyAvailable
            : offer.kind === 'closed'
              ? fillLiveText(texts.closed, { when: when ?? '' }).trim()
              : texts.askPerson}
        </p>
        <button
          type="button"
          className={styles.close}
          aria-label={texts.closeOffer ?? 'Sluiten'}
          onClick={onCancel}
          data-autofocus={offer.kind !== 'checking' && !onCallback && offer.kind !== 'person' ? '' : undefined}
        >
          <Icon name="close" />
        </button>
      </div>

      {checking ? <ChatDots /> : null}

      {offer.kind === 'person' ? (
        <>
          <p className={`${box.text} ${styles.text}`}>{texts.offer}</p>
          <div className={styles.actions}>
            <Button
              type="button"
              variant="primary"
              className={styles.button}
              startIcon={<Icon name="message" />}
              onClick={onStart}
              data-autofocus=""
            >
              {texts.askPerson}
            </Button>
            {callback}
          </div>
          <PrivacyNote
            className={styles.disclosure}
            text={{ before: `${texts.disclosure} `, linkLabel: texts.disclosureLink, href: privacyHref }}
            onNavigate={onNavigate}
          />
        </>
      ) : null}

      {offer.kind === 'unavailable' || offer.kind === 'closed' ? (
        <>
          <p className={`${box.text} ${styles.text}`}>
            {offer.kind === 'closed' ? texts.closedHint : texts.nobodyAvailableHint}
          </p>
          {callback ? <div className={styles.actions}>{callback}</div> : null}
        </>
      ) : null}
    </div>
  );
}
