import { Footer } from '@agency/ui/Footer';
import { Wordmark } from '@agency/ui/NavBar';
import { agency, footerLegalLinks, footerRegistration, footerTexts } from '@agency/content';
import { navCta, navLinks, serviceLinks } from './routes';

export function SiteFooter() {
  return (
    <Footer
      brand={agency.name}
      logo={<Wordmark name={agency.name} tone="inverse" />}
      texts={footerTexts}
      email={agency.email}
      phone={agency.phone.display}
      phoneHref={agency.phone.href}
      cta={navCta}
      links={navLinks}
      services={serviceLinks}
      legalLinks={footerLegalLinks}
      registration={footerRegistration}
    />
  );
}
