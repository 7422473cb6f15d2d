import { Button } from '@agency/ui/Button';
import { Icon } from '@agency/ui/Icon';
import { Section, SectionHeading } from '@agency/ui/Layout';
import { homePage } from '@agency/content';
import { deferred } from '../../app/deferred';
import { SectionFooter } from '../parts/CardGrid';
import styles from './home.module.css';

const PortfolioCarousel = deferred(() => import('./PortfolioCarousel'));

export function PortfolioSection() {
  return (
    <Section aria-labelledby="portfolio">
      <SectionHeading
        eyebrow={homePage.portfolio.eyebrow}
        title={homePage.portfolio.title}
        intro={homePage.portfolio.intro}
        headingId="portfolio"
      />
      <div className={styles.carousel}>
        <PortfolioCarousel />
      </div>
      <SectionFooter>
        <Button href="/contact" variant="cta" size="lg" endIcon={<Icon name="rocket" />}>
          {homePage.portfolio.action}
        </Button>
      </SectionFooter>
    </Section>
  );
}
