import { NavBar } from '@agency/ui/NavBar';
import { useLocation } from 'react-router-dom';
import { navCta, navLinks } from './routes';

export function SiteHeader() {
  const { pathname } = useLocation();
  return <NavBar links={navLinks} cta={navCta} currentPath={pathname} />;
}
