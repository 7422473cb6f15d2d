import { staffPersonTexts } from '@agency/content';
import { staffToolsApi } from '@agency/contract/staffTools';
import { StaffPersonErase } from '@agency/ui/Staff';
import { staffCall } from '../staffApi';
import { forUi, useReauth } from '../access';

/**
 * `/beheer/persoon`: a person's data found by e-mail address or phone number (sent in a POST,
 * so never in an address or a log), and erased after an explicit confirmation.
 */
export function PersonPage() {
  // Erasing asks who it is first (the password or a code again), then is repeated.
  const { run, dialog } = useReauth();
  return (
    <>
      <StaffPersonErase
        texts={staffPersonTexts}
        onSearch={async (query) => forUi(await staffCall(staffToolsApi.person, query))}
        onErase={async (query) => forUi(await run(() => staffCall(staffToolsApi.erase, { ...query, confirm: true })))}
      />
      {dialog}
    </>
  );
}
