import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CardTop } from '../cardParts';
import { Checklist } from '../Checklist';
import { Icon } from '../Icon';
import { SiteLink } from '../LinkProvider';
import { WholeWords } from '../WholeWords';
import styles from './ServiceCard.module.css';

export type ServiceCardProps = {
  /** A decorative icon, e.g. `<Icon name="layout" />`. */
  icon?: ReactNode;
  /** The service, e.g. 'WordPress Development'. A hyphenated word in it never breaks at its hyphen ('E-commerce'). */
  title: ReactNode;
  /** One or two sentences about the service. */
  description: ReactNode;
  /** Its points or features: three on the home page, six on /services. */
  features?: readonly ReactNode[];
  /** An optional link under the card, e.g. `{ href: '/wordpress', label: 'Meer over WordPress' }`. Make the label say where it goes. */
  link?: { href: string; label: string };
  /** Heading level of the title. Default 3 (cards under a section's h2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Class name of the root element. */
  className?: string;
};

/** A card presenting one service: icon, title, description, a list of points and a link. */
export function ServiceCard({
  icon,
  title,
  description,
  features,
  link,
  headingLevel = 3,
  className,
}: ServiceCardProps) {
  const linkContent = link ? (
    <>
      <span>{link.label}</span>
      <Icon name="arrow-right" className={styles.arrow} />
    </>
  ) : null;

  return (
    <article className={clsx(styles.card, className)}>
      <CardTop icon={icon} title={<WholeWords>{title}</WholeWords>} headingLevel={headingLevel} styles={styles} />
      <p className={styles.description}>{description}</p>
      {features && features.length > 0 ? (
        <div className={styles.features}>
          <Checklist items={features} size="sm" />
        </div>
      ) : null}
      {link ? (
        <div className={styles.footer}>
          <SiteLink href={link.href} className={styles.link}>
            {linkContent}
          </SiteLink>
        </div>
      ) : null}
    </article>
  );
}
