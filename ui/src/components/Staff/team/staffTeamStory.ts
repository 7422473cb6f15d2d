import type { StaffTeamMember } from '@agency/contract/staffAccess';
import { noor, sanne } from '../liveChat/staffChatsStory';

/** The staff stories' accounts (the site's staff page stories too, `@agency/ui/Staff/storyData`). Four accounts: Noor (the only beheerder, signed in), Sanne, Daan (invited) and Eva (blocked). */
export const storyColleagues: StaffTeamMember[] = [
  {
    id: noor.id,
    name: 'Noor Bakker',
    email: 'noor@studiolegende.nl',
    role: 'admin',
    status: 'active',
    createdAt: '2026-03-02T09:00:00.000Z',
  },
  {
    id: sanne.id,
    name: 'Sanne de Vries',
    email: 'sanne@studiolegende.nl',
    role: 'member',
    status: 'active',
    createdAt: '2026-05-18T08:30:00.000Z',
  },
  {
    id: 'staff-3',
    name: 'Daan Jansen',
    email: 'daan@studiolegende.nl',
    role: 'member',
    status: 'enrolling',
    createdAt: '2026-11-24T15:10:00.000Z',
  },
  {
    id: 'staff-4',
    name: 'Eva Mulder',
    email: 'eva@studiolegende.nl',
    role: 'member',
    status: 'disabled',
    createdAt: '2026-01-12T10:00:00.000Z',
  },
];
