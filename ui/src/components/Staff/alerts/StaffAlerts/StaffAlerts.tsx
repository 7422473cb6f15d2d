import type { AlertChoices as Choices, AlertDevice, AlertTestResult } from '@agency/contract/alerts';
import type { StaffActionAnswer } from '../../common/staffAnswer';
import answerStyle from '../../common/staffAnswer.module.css';
import card from '../../common/staffSection.module.css';
import { AlertChoices } from './AlertChoices';
import { AlertDevices } from './AlertDevices';
import { AlertThisDevice, type StaffAlertDeviceState } from './AlertThisDevice';
import type { StaffAlertsTexts } from './staffAlertsTexts';
import styles from './StaffAlerts.module.css';

export type { StaffAlertDeviceState } from './AlertThisDevice';
export type * from './staffAlertsTexts';

/** The colleague's alerts as the api gives them (`GET /api/staff/alerts`, less the key). */
export type StaffAlertSettings = {
  choices: Choices;
  emailAvailable: boolean;
  devices: readonly AlertDevice[];
};

export type StaffAlertsProps = {
  /** Undefined while loading. */
  settings?: StaffAlertSettings;
  /** Why they could not be loaded (the api's message). */
  error?: string;
  /** Said while loading. */
  loading: string;
  /** What this browser can do about push alerts. */
  deviceState: StaffAlertDeviceState;
  onSaveChoices: (choices: Choices) => Promise<StaffActionAnswer>;
  onEnable: () => Promise<StaffActionAnswer>;
  onRemoveDevice: (id: string) => Promise<StaffActionAnswer>;
  onSendTest: () => Promise<StaffActionAnswer<AlertTestResult>>;
  texts: StaffAlertsTexts;
};

/**
 * "Meldingen": what reaches the colleague (a table of topics and channels), turning on push
 * alerts on this device (or why it cannot be), the devices that take them with a test alert.
 * Presentational: the site reads and changes the api, and finds out what the browser can do.
 */
export function StaffAlerts({
  settings,
  error,
  loading,
  deviceState,
  onSaveChoices,
  onEnable,
  onRemoveDevice,
  onSendTest,
  texts,
}: StaffAlertsProps) {
  if (error) {
    return (
      <p role="alert" className={answerStyle.errorBox}>
        {error}
      </p>
    );
  }
  if (!settings) {
    return (
      <p role="status" className={card.meta}>
        {loading}
      </p>
    );
  }
  return (
    <div className={styles.alerts}>
      <AlertChoices
        choices={settings.choices}
        emailAvailable={settings.emailAvailable}
        onSave={onSaveChoices}
        texts={texts.choices}
      />
      <AlertThisDevice state={deviceState} onEnable={onEnable} texts={texts.device} />
      <AlertDevices
        devices={settings.devices}
        onRemove={onRemoveDevice}
        onSendTest={onSendTest}
        texts={texts.devices}
        testTexts={texts.test}
      />
    </div>
  );
}
