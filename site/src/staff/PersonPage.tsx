import { staffPersonTexts } from '@agency/content';
import type { PersonErased, PersonFound } from '@agency/api/contract';
import { StaffPersonErase } from '@agency/ui/Staff';
import { staffCall } from './staffApi';

/**
 * `/beheer/persoon`: a person's data found by e-mail address or phone number (sent in a POST,
 * so never in an address or a log), and erased after an explicit confirmation.
 */
export function PersonPage() {
  return (
    <StaffPersonErase
      texts={staffPersonTexts}
      onSearch={(query) => staffCall<PersonFound>('POST', '/tools/person', query)}
      onErase={(query) => staffCall<PersonErased>('POST', '/tools/person/erase', { ...query, confirm: true })}
    />
  );
}
