import { publicApi } from '@agency/contract/publicApi';

/**
 * Build-time settings of the client (Vite reads VITE_* from the environment).
 * The public key must match the api's PUBLIC_API_KEY when that is set.
 */
export const siteConfig = {
  // Same rule as siteUrlFrom in head/meta.ts, which the first load does not need.
  siteUrl: ((import.meta.env.VITE_SITE_URL as string | undefined) || 'https://www.studiolegende.nl').replace(
    /\/+$/,
    '',
  ),
  publicApiKey: (import.meta.env.VITE_PUBLIC_API_KEY as string | undefined) || publicApi.defaultKey,
};
