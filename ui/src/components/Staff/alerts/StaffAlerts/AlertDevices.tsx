import { useId, useState } from 'react';
import type { AlertDevice, AlertTestResult } from '@agency/contract/alerts';
import { Button } from '../../../Button';
import { StaffAnswerNotices } from '../../common/StaffAnswerNotices/StaffAnswerNotices';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import answerStyle from '../../common/staffAnswer.module.css';
import { staffMoment } from '../../common/staffMoment';
import card from '../../common/staffSection.module.css';
import { fillIn } from '../../common/staffTexts';
import type { StaffAlertDevicesTexts, StaffAlertTestTexts } from './staffAlertsTexts';
import styles from './StaffAlerts.module.css';

export type AlertDevicesProps = {
  devices: readonly AlertDevice[];
  onRemove: (id: string) => Promise<StaffActionAnswer>;
  onSendTest: () => Promise<StaffActionAnswer<AlertTestResult>>;
  texts: StaffAlertDevicesTexts;
  testTexts: StaffAlertTestTexts;
};

type RowState = { busy?: boolean; error?: string };

/** What a test alert reached, in words. */
function testDone(result: AlertTestResult, texts: StaffAlertTestTexts): string {
  if (result.devices === 0) return texts.none;
  const sent = fillIn(texts.sent, { delivered: result.delivered, devices: result.devices });
  return result.removed > 0 ? `${sent} ${texts.removed}` : sent;
}

/**
 * "Je toestellen": each device that takes the colleague's push alerts (its browser and system,
 * since when, its last alert; this session's marked), a button to remove each, and "Stuur een
 * testmelding" to all of them. Each answer is said where it was asked.
 */
export function AlertDevices({ devices, onRemove, onSendTest, texts, testTexts }: AlertDevicesProps) {
  const id = useId().replace(/:/g, '');
  const [rows, setRows] = useState<Record<string, RowState>>({});
  const [removed, setRemoved] = useState<string>();
  const [test, setTest] = useState<{ busy?: boolean; error?: string; done?: string }>({});

  async function remove(device: AlertDevice) {
    if (rows[device.id]?.busy) return;
    setRows((current) => ({ ...current, [device.id]: { busy: true } }));
    const answer = await onRemove(device.id).catch(() => undefined);
    setRows((current) => ({ ...current, [device.id]: answer && !answer.ok ? { error: answer.message } : {} }));
    if (answer?.ok) setRemoved(fillIn(texts.removed, { label: device.label }));
  }

  async function sendTest() {
    if (test.busy) return;
    setTest({ busy: true });
    const answer = await onSendTest().catch(() => undefined);
    setTest(answer?.ok ? { done: testDone(answer.data, testTexts) } : answer ? { error: answer.message } : {});
  }

  return (
    <section className={card.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={card.title}>
        {texts.title}
      </h2>
      <p className={card.muted}>{texts.intro}</p>
      {devices.length === 0 ? (
        <p className={card.meta}>{texts.empty}</p>
      ) : (
        <ul className={card.list} aria-label={texts.listLabel}>
          {devices.map((device) => {
            const state = rows[device.id] ?? {};
            const nameId = `${id}-${device.id}`;
            return (
              <li key={device.id} className={styles.device}>
                <div className={styles.deviceText}>
                  <p id={nameId} className={styles.deviceName}>
                    {device.label}
                    {device.thisSession ? <span className={styles.badge}>{texts.thisDevice}</span> : null}
                  </p>
                  <p className={card.meta}>
                    {fillIn(texts.since, { date: staffMoment(device.createdAt) })}
                    {device.lastSentAt ? (
                      <>
                        <br />
                        {fillIn(texts.lastSent, { date: staffMoment(device.lastSentAt) })}
                      </>
                    ) : null}
                  </p>
                  {state.error ? (
                    <p role="alert" className={answerStyle.errorBox}>
                      {state.error}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="secondary"
                  loading={state.busy}
                  aria-describedby={nameId}
                  onClick={() => void remove(device)}
                >
                  {state.busy ? texts.removing : texts.remove}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div role="status" className={card.visuallyHidden}>
        {removed ? <span key={removed}>{removed}</span> : null}
      </div>
      <div className={card.actions}>
        <Button variant="primary" loading={test.busy} onClick={() => void sendTest()}>
          {test.busy ? testTexts.sending : testTexts.send}
        </Button>
      </div>
      <StaffAnswerNotices error={test.error} done={test.done} />
    </section>
  );
}
