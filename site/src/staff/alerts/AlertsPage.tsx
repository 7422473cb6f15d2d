import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { staffAlertsPageTexts as texts, staffAlertsTexts } from '@agency/content';
import { staffAlertsApi, type AlertSettings } from '@agency/contract/alerts';
import { StaffAlerts, type StaffAlertDeviceState } from '@agency/ui/Staff';
import { forUi } from '../access';
import { staffCall } from '../staffApi';
import { signInReturningTo } from '../staffPaths';
import { useStaffGet } from '../useStaffGet';
import { SettingsPage } from '../SettingsPage';
import { deviceState, subscribe } from './pushDevice';

/**
 * `/beheer/meldingen` ("Meldingen"): what reaches the colleague, push alerts on this device
 * (the permission, a subscription with the installation's key, registered with the api), the
 * devices with a test alert. Every change is the colleague's own (the api audits it).
 */
export function AlertsPage() {
  const location = useLocation();
  const [state, setSettings] = useStaffGet(staffAlertsApi.settings);
  const settings: AlertSettings | undefined = 'data' in state ? state.data : undefined;
  const [device, setDevice] = useState<StaffAlertDeviceState>('checking');

  useEffect(() => {
    if (!settings) return;
    let current = true;
    void deviceState(settings.devices).then((found) => {
      if (current) setDevice(found);
    });
    return () => {
      current = false;
    };
  }, [settings]);

  if ('signedOut' in state) {
    return <Navigate replace to={signInReturningTo(location.pathname)} />;
  }

  async function enable() {
    if (!settings) return { ok: false as const, message: staffAlertsTexts.device.failed };
    let subscribed: Awaited<ReturnType<typeof subscribe>>;
    try {
      subscribed = await subscribe(settings.vapidPublicKey);
    } catch {
      return { ok: false as const, message: staffAlertsTexts.device.failed };
    }
    if ('refused' in subscribed) {
      if (subscribed.refused === 'denied') setDevice('denied');
      return { ok: false as const, message: staffAlertsTexts.device[subscribed.refused] };
    }
    const answer = await staffCall(staffAlertsApi.addDevice, subscribed.subscription);
    if (answer.ok) {
      const devices = [...settings.devices.filter((one) => one.id !== answer.data.device.id), answer.data.device];
      setSettings({ ...settings, devices });
    }
    return forUi(answer);
  }

  return (
    <SettingsPage title={texts.title} intro={texts.intro}>
      <StaffAlerts
        settings={settings}
        error={'problem' in state ? state.problem : undefined}
        loading={texts.loading}
        deviceState={device}
        texts={staffAlertsTexts}
        onSaveChoices={async (choices) => {
          const answer = await staffCall(staffAlertsApi.saveChoices, { choices });
          if (answer.ok) setSettings(answer.data);
          return forUi(answer);
        }}
        onEnable={enable}
        onRemoveDevice={async (id) => {
          const answer = await staffCall(staffAlertsApi.removeDevice, { id });
          if (answer.ok && settings) setSettings({ ...settings, devices: answer.data.devices });
          return forUi(answer);
        }}
        onSendTest={async () => {
          const answer = await staffCall(staffAlertsApi.test);
          if (answer.ok) void staffCall(staffAlertsApi.settings).then((fresh) => fresh.ok && setSettings(fresh.data));
          return forUi(answer);
        }}
      />
    </SettingsPage>
  );
}
