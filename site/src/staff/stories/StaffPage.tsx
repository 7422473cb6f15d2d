import type { StaffRole } from '@agency/contract/staffAccess';
import type { Parameters } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { LinkProvider } from '@agency/ui/LinkProvider';
import { RouterLink } from '../../app/RouterLink';
import { StaffApp } from '../StaffApp';
import { installFakeStaffApi } from './fakeStaffApi';

export type StaffPageProps = {
  /** The staff area's path the page is opened at, e.g. `/beheer/overzicht`. */
  path: string;
  /** Whether a colleague is signed in (the fake api answers 401 otherwise). */
  signedIn: boolean;
  /** The colleague's role: a beheerder (`admin`) unless said. */
  role?: StaffRole;
};

/**
 * A page of the staff area, composed exactly as `beheer.html` composes it (the app, its router
 * links), with an in-memory router in place of the address bar and the staff api faked.
 */
export function StaffPage({ path }: StaffPageProps) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <LinkProvider component={RouterLink}>
        <StaffApp />
      </LinkProvider>
    </MemoryRouter>
  );
}

/**
 * What every staff page story shares, spread into the meta, with what the page is for (shown on
 * its docs page).
 */
export function staffPageStory(description: string) {
  return {
    component: StaffPage,
    beforeEach: ({ args }: { args: StaffPageProps }) =>
      installFakeStaffApi({ signedIn: args.signedIn, staffRole: args.role }),
    parameters: {
      layout: 'fullscreen',
      docs: {
        description: { component: description },
        story: { inline: false, iframeHeight: 720 },
      },
    } satisfies Parameters,
    argTypes: {
      path: { control: false as const },
      signedIn: { control: false as const },
      role: { control: false as const },
    },
  };
}
