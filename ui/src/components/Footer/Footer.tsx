import { useId, type HTMLAttributes, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { SiteLink } from '../LinkProvider';
import { WholeWords } from '../WholeWords';
import styles from './Footer.module.css';

export type FooterLink = {
  /** Where the link goes, e.g. '/wordpress'. */
  href: string;
  /** The visible text. */
  label: string;
};

/**
 * Every text of `Footer`. All visible, so none has a default: the site passes its own
 * (from `@agency/content`).
 */
export type FooterTexts = {
  /** The big heading of the footer, an invitation to get in touch. */
  heading: string;
  /** A short line under the heading. None when left out. */
  intro?: ReactNode;
  /** Heading of the navigation column (also the name of its nav landmark). */
  linksTitle: string;
  /** Heading of the services column (also the name of its nav landmark). */
  servicesTitle: string;
  /** Heading of the contact column. */
  contactTitle: string;
  /** The end of the copyright line, after '© <year> <brand>.', e.g. 'Alle rechten voorbehouden.' */
  rights: string;
  /** Accessible name of the bottom row's links (`legalLinks`). Default 'Juridisch'. */
  legalTitle?: string;
};

export type FooterProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** The brand name, used in the copyright line. */
  brand: string;
  /** The logo shown in the bottom row, e.g. `<Wordmark name="…" tone="inverse" />`. */
  logo?: ReactNode;
  /** Every text of the footer; see `FooterTexts`. */
  texts: FooterTexts;
  /** Heading level of `texts.heading`; the column headings are one level lower. */
  headingLevel?: 'h2' | 'h3';
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
  /** Links of the services column. In both columns a hyphenated word never breaks at its hyphen ('Shopify E-commerce'). */
  services: FooterLink[];
  /** Links of the bottom row, e.g. the privacy statement. */
  legalLinks?: readonly FooterLink[];
  /** A line of the bottom row after the copyright, e.g. the Chamber of Commerce number 'KvK 90123456'. */
  registration?: string;
  /** The year of the copyright line. Default: the current year (pass a fixed year in stories and tests). */
  year?: number;
  /** Called with the href when a link of the navigation or services column, or the call to action, is chosen. */
  onNavigate?: (href: string, event: ReactMouseEvent<HTMLAnchorElement>) => void;
};

/**
 * The dark footer of every page: an invitation to get in touch with the contact links
 * (mailto and tel), the site and services navigation, and the copyright line.
 */
export function Footer({
  brand,
  logo,
  texts,
  headingLevel = 'h2',
  email,
  phone,
  phoneHref,
  cta,
  links,
  services,
  legalLinks = [],
  registration,
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
            <WholeWords>{item.label}</WholeWords>
          </SiteLink>
        </li>
      ))}
    </ul>
  );

  return (
    <footer {...rest} className={clsx(styles.footer, className)}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.invite}>
            <Heading className={styles.heading}>{texts.heading}</Heading>
            {texts.intro ? <p className={styles.intro}>{texts.intro}</p> : null}
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
                {texts.linksTitle}
              </ColumnHeading>
              {renderList(links)}
            </nav>
            <nav className={styles.column} aria-labelledby={`${id}-services`}>
              <ColumnHeading id={`${id}-services`} className={styles.columnHeading}>
                {texts.servicesTitle}
              </ColumnHeading>
              {renderList(services)}
            </nav>
            <div className={styles.column}>
              <ColumnHeading className={styles.columnHeading}>{texts.contactTitle}</ColumnHeading>
              <ul className={styles.list}>
                <li>
                  <a className={styles.contactLink} href={`mailto:${email}`}>
                    <span className={styles.contactIcon}>
                      <Icon name="mail" size="1.125rem" strokeWidth={1.75} />
                    </span>
                    {email}
                  </a>
                </li>
                <li>
                  <a className={styles.contactLink} href={tel}>
                    <span className={styles.contactIcon}>
                      <Icon name="phone" size="1.125rem" strokeWidth={1.75} />
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
          <p className={styles.copyright}>
            {`© ${year} ${brand}. ${texts.rights}`}
            {registration ? <span className={styles.registration}>{registration}</span> : null}
          </p>
          {legalLinks.length > 0 ? (
            <nav aria-label={texts.legalTitle ?? 'Juridisch'}>
              <ul className={styles.legal}>
                {legalLinks.map((item) => (
                  <li key={item.href}>
                    <SiteLink
                      className={styles.legalLink}
                      href={item.href}
                      onClick={(event) => onNavigate?.(item.href, event)}
                    >
                      {item.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
