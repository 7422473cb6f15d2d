import { useId, useState } from 'react';
import { Button } from '../../../Button';
import { StaffAnswerNotices } from '../../common/StaffAnswerNotices/StaffAnswerNotices';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import card from '../../common/staffSection.module.css';
import type { StaffAlertDeviceTexts } from './staffAlertsTexts';

/**
 * What this browser can do about push alerts, as the site found out: still looking
 * (`checking`), no Web Push at all (`unsupported`), an iPhone or iPad outside the home screen
 * (`ios-install`), notifications refused for the site (`denied`), ready to turn on
 * (`available`), or already on for this session (`enabled`).
 */
export type StaffAlertDeviceState = 'checking' | 'unsupported' | 'ios-install' | 'denied' | 'available' | 'enabled';

export type AlertThisDeviceProps = {
  state: StaffAlertDeviceState;
  /** Asks the permission, subscribes with the installation's key and registers the device. */
  onEnable: () => Promise<StaffActionAnswer>;
  texts: StaffAlertDeviceTexts;
};

/** Each state's line: what the colleague can do here, honestly. */
const lineOf = (state: StaffAlertDeviceState, texts: StaffAlertDeviceTexts): string | undefined =>
  ({
    checking: undefined,
    unsupported: texts.unsupported,
    'ios-install': texts.iosInstall,
    denied: texts.denied,
    available: undefined,
    enabled: texts.enabled,
  })[state];

/**
 * "Dit toestel": "Meldingen aan op dit toestel" when the browser can take push alerts, else
 * why it cannot (no Web Push, iOS outside the home screen, refused) and what to do about it.
 */
export function AlertThisDevice({ state, onEnable, texts }: AlertThisDeviceProps) {
  const id = useId().replace(/:/g, '');
  const [answer, setAnswer] = useState<{ busy?: boolean; error?: string }>({});
  const line = lineOf(state, texts);

  async function enable() {
    if (answer.busy) return;
    setAnswer({ busy: true });
    const result = await onEnable().catch(() => undefined);
    setAnswer(result && !result.ok ? { error: result.message } : result ? {} : { error: texts.failed });
  }

  return (
    <section className={card.section} aria-labelledby={`${id}-title`} aria-busy={state === 'checking' || undefined}>
      <h2 id={`${id}-title`} className={card.title}>
        {texts.title}
      </h2>
      <p className={card.muted}>{texts.intro}</p>
      {line ? <p className={state === 'enabled' ? card.meta : undefined}>{line}</p> : null}
      {state === 'available' ? (
        <div className={card.actions}>
          <Button variant="primary" loading={answer.busy} onClick={() => void enable()}>
            {answer.busy ? texts.enabling : texts.enable}
          </Button>
        </div>
      ) : null}
      <StaffAnswerNotices error={answer.error} />
    </section>
  );
}
