import { Button } from '@agency/ui/Button';
import { Section } from '@agency/ui/Layout';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { notFoundPage } from '@agency/content';
import styles from './pages.module.css';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <Section className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{notFoundPage.title}</h1>
      <p className={styles.lead}>{notFoundPage.text}</p>
      <div className={styles.notFoundActions}>
        <Button href="/" variant="cta" size="lg">
          {notFoundPage.home}
        </Button>
      </div>
    </Section>
  );
}
