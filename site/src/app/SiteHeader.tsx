import { agency, navSectionOf } from '@agency/content';
import { NavBar, Wordmark } from '@agency/ui/NavBar';
import { useLocation } from 'react-router-dom';
import { navCta, navLinks, routeFor } from './routes';

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <NavBar
      brand={<Wordmark name={agency.name} />}
      links={navLinks}
      cta={navCta}
      currentPath={pathname}
      currentSectionPath={navSectionOf(routeFor(pathname).path)}
    />
  );
}
