/** The staff area's addresses. */
export const staffPaths = {
  inbox: '/beheer',
  signIn: '/beheer/inloggen',
  enrolment: '/beheer/welkom',
  overview: '/beheer/overzicht',
  analytics: '/beheer/herkomst',
  person: '/beheer/persoon',
  security: '/beheer/beveiliging',
  chats: '/beheer/chats',
  team: '/beheer/collegas',
  alerts: '/beheer/meldingen',
  savedReplies: '/beheer/antwoorden',
} as const;

/** A live conversation's page in the staff area. */
export const chatPath = (id: string): string => `${staffPaths.chats}/${encodeURIComponent(id)}`;

/** The sign-in page that returns to `back` (a staff page) once signed in again. */
export const signInReturningTo = (back: string): string => `${staffPaths.signIn}?terug=${encodeURIComponent(back)}`;

/** Where to go after sign-in: the `terug` address when it is a staff page, else the inbox. */
export function returnPath(search: string): string {
  const back = new URLSearchParams(search).get('terug');
  // Only a path inside the staff area: never another site (an open redirect).
  return back && /^\/beheer(\/|$|\?)/.test(back) && !back.startsWith('//') ? back : staffPaths.inbox;
}
