import { useId, type HTMLAttributes, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { SiteLink } from '../LinkProvider';
import styles from './Footer.module.css';

export type FooterLink = {
  /** Where the link goes, e.g. '/wordpress'. */
  href: string;
  /** The visible text. */
  label: string;
};

export type FooterProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The brand name, used in the copyright line. */
  brand: string;
  /** The logo shown in the bottom row, e.g. `<Wordmark tone="inverse" />`. */
  logo?: ReactNode;
  /** The big heading of the footer. */
  heading?: string;
  /** Heading level of `heading`; the column headings are one level lower. */
  headingLevel?: 'h2' | 'h3';
  /** A short line under the heading. */
  intro?: ReactNode;
  /** The contact email address, shown as a mailto link. */
  email: string;
  /** The phone number as shown, e.g. '085 123 4567'. */
  phone: string;
  /** The tel: href of the phone link, e.g. 'tel:+31851234567'. Default: `tel:` plus the digits of `phone`. */
  phoneHref?: string;
  /** Optional call to action next to the contact details, e.g. 'Gratis Design' to '/contact'. */
  cta?: FooterLink;
  /** Links of the site navigation column. */
  links: FooterLink[];
  /** Links of the services column. */
  services: FooterLink[];
  /** Heading of the navigation column (also the name of its nav landmark). */
  linksTitle?: string;
  /** Heading of the services column (also the name of its nav landmark). */
  servicesTitle?: string;
  /** Heading of the contact column. */
  contactTitle?: string;
  /** The year of the copyright line. Default: the current year (pass a fixed year in stories and tests). */
  year?: number;
  /** Called with the href when a link of the navigation or services column, or the call to action, is chosen. */
  onNavigate?: (href: string, event: ReactMouseEvent<HTMLAnchorElement>) => void;
};

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="m4 7 8 6 8-6" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6.6 3.5h2.6l1.6 4.2-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4.2 1.6v2.6a2 2 0 0 1-2.1 2A16.5 16.5 0 0 1 4.5 5.6a2 2 0 0 1 2.1-2.1Z" />
    </svg>
  );
}

/**
 * The dark footer of every page: an invitation to get in touch with the contact links
 * (mailto and tel), the site and services navigation, and the copyright line.
 */
export function Footer({
  brand,
  logo,
  heading = 'Interested? Get in touch',
  headingLevel = 'h2',
  intro = 'Vertel ons over je plannen. We nemen binnen 24 uur contact met je op.',
  email,
  phone,
  phoneHref,
  cta,
  links,
  services,
  linksTitle = 'Navigatie',
  servicesTitle = 'Diensten',
  contactTitle = 'Contact',
  year = new Date().getFullYear(),
  onNavigate,
  className,
  ...rest
}: FooterProps) {
  const id = useId();
  const Heading = headingLevel;
  const ColumnHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  const tel = phoneHref ?? `tel:${phone.replace(/[^\d+]/g, '')}`;

  const renderList = (items: FooterLink[]) => (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.href}>
          <SiteLink className={styles.link} href={item.href} onClick={(event) => onNavigate?.(item.href, event)}>
            {item.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );

  return (
    <footer {...rest} className={[styles.footer, className].filter(Boolean).join(' ')}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.invite}>
            <Heading className={styles.heading}>{heading}</Heading>
            {intro ? <p className={styles.intro}>{intro}</p> : null}
            {cta ? (
              <div className={styles.cta}>
                <Button
                  variant="cta"
                  size="lg"
                  href={cta.href}
                  onClick={(event) => onNavigate?.(cta.href, event as ReactMouseEvent<HTMLAnchorElement>)}
                >
                  {cta.label}
                </Button>
              </div>
            ) : null}
          </div>

          <div className={styles.columns}>
            <nav className={styles.column} aria-labelledby={`${id}-links`}>
              <ColumnHeading id={`${id}-links`} className={styles.columnHeading}>
                {linksTitle}
              </ColumnHeading>
              {renderList(links)}
            </nav>
            <nav className={styles.column} aria-labelledby={`${id}-services`}>
              <ColumnHeading id={`${id}-services`} className={styles.columnHeading}>
                {servicesTitle}
              </ColumnHeading>
              {renderList(services)}
            </nav>
            <div className={styles.column}>
              <ColumnHeading className={styles.columnHeading}>{contactTitle}</ColumnHeading>
              <ul className={styles.list}>
                <li>
                  <a className={styles.contactLink} href={`mailto:${email}`}>
                    <span className={styles.contactIcon}>
                      <MailIcon />
                    </span>
                    {email}
                  </a>
                </li>
                <li>
                  <a className={styles.contactLink} href={tel}>
                    <span className={styles.contactIcon}>
                      <PhoneIcon />
                    </span>
                    {phone}
                  </a>
                </li>
              </ul>
            </div>
          </div>
        </div>

        <div className={styles.bottom}>
          {logo ? <div className={styles.logo}>{logo}</div> : null}
          <p className={styles.copyright}>{`© ${year} ${brand}. Alle rechten voorbehouden.`}</p>
        </div>
      </div>
    </footer>
  );
}
