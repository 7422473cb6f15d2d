import { HeadSync } from './HeadSync';

/**
 * What a client-side navigation does besides showing the page: the head follows the route.
 * Loaded with the first navigation (the first page's head comes prerendered), so the first load
 * carries none of it. The scroll to the top is no part of it: it must not wait for this code
 * (`ScrollToTop`, in the frame of every page).
 */
export default function NavigationEffects({ siteUrl, from }: { siteUrl: string; from: string }) {
  return <HeadSync siteUrl={siteUrl} from={from} />;
}
