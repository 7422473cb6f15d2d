import { HeadSync } from './HeadSync';
import { ScrollToTop } from './ScrollToTop';

/**
 * What a client-side navigation does besides showing the page: the head follows the route, and
 * the new page starts at its top. Loaded with the first navigation (the first page's head comes
 * prerendered and it starts at the top anyway), so the first load carries none of it.
 */
export default function NavigationEffects({ siteUrl, from }: { siteUrl: string; from: string }) {
  return (
    <>
      <ScrollToTop from={from} />
      <HeadSync siteUrl={siteUrl} from={from} />
    </>
  );
}
