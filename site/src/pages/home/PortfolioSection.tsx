import { Button } from '@agency/ui/Button';
import { Icon } from '@agency/ui/Icon';
import { Section, SectionHeading } from '@agency/ui/Layout';
import { deferred } from '../../app/deferred';
import { SectionFooter } from '../parts/CardGrid';
import styles from './home.module.css';

const PortfolioCarousel = deferred(() => import('./PortfolioCarousel'));

export function PortfolioSection() {
  return (
    <Section aria-labelledby="portfolio">
      <SectionHeading
        eyebrow="Ons werk"
        title="Onze Portfolio"
        headingId="portfolio"
        intro="Een greep uit de websites die we bouwden voor ondernemers door heel Nederland: van bakkerij tot advocatenkantoor."
      />
      <div className={styles.carousel}>
        <PortfolioCarousel />
      </div>
      <SectionFooter>
        <Button href="/contact" variant="cta" size="lg" endIcon={<Icon name="rocket" />}>
          Start Jouw Project
        </Button>
      </SectionFooter>
    </Section>
  );
}
