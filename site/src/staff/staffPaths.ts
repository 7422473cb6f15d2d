/** The staff area's addresses. */
export const staffPaths = {
  inbox: '/beheer',
  signIn: '/beheer/inloggen',
  enrolment: '/beheer/welkom',
  overview: '/beheer/overzicht',
  person: '/beheer/persoon',
  security: '/beheer/beveiliging',
} as const;

/** Where to go after sign-in: the `terug` address when it is a staff page, else the inbox. */
export function returnPath(search: string): string {
  const back = new URLSearchParams(search).get('terug');
  // Only a path inside the staff area: never another site (an open redirect).
  return back && /^\/beheer(\/|$|\?)/.test(back) && !back.startsWith('//') ? back : staffPaths.inbox;
}
