/**
 * The public anonymous key of the visitor's calls. Not a secret: the site sends it as
 * `Authorization: Bearer` on chat calls, and the api accepts it by default. An operator who sets
 * PUBLIC_API_KEY on the api must build the site with the same value.
 */
export const publicApi = {
  defaultKey: 'studio-legende-public-key',
} as const;
